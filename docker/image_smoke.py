"""Build the memstream image with podman and run it as an operator would (`just image-test`).

1. tools: podman, runc and debootstrap, installed with apt-get when missing (needs root, as CI
   has; podman runs rootful, the way that works on these machines).
2. base: no image registry is reachable here, so `python:3.11-slim` cannot be pulled. A Debian
   12 made with `debootstrap --variant=minbase` plus Debian's python3 (3.11) stands in for it
   (`localhost/memstream-base:bookworm`); it is made once and kept.
3. build: docker/Dockerfile with that base as `PYTHON_IMAGE` and pip's settings from this
   machine (`pip config list`: indexes, local wheel folders, constraints, CA bundle; local
   paths are mounted read-only into the build). When this machine's pip resolves torch to a
   `+cpu` build, the build uses it instead of PyTorch's CPU index (not reachable here).
4. run: the image's own command (the node with its embedded broker) on a named volume,
   bound to a free loopback port with host networking. Checks: `/ready`; a bank, a retain
   (wait) and a recall through that port with `memstream.client`; the image's health check;
   `/data` and everything in it owned by the image's user and closed to group and others;
   SIGTERM ends the container with code 0 within 15 s; a new container on the same volume
   recalls the same memory.

Each stage prints its duration. The image and its base stay (their layers cache the next
build); the containers and the volume are removed. The podman flags are the ones that work on
these machines (../shared/ENVIRONMENT.md, section Containers): runc with cgroupfs, host
network, host ulimits, and a containers.conf without default ulimits.
"""

from __future__ import annotations

import argparse
import contextlib
import glob
import hashlib
import json
import os
import re
import resource
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import httpx

from memstream.client import MemstreamAPIError, MemstreamClient

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = ROOT / "docker" / "Dockerfile"
BASE_IMAGE = "localhost/memstream-base:bookworm"
IMAGE = "localhost/memstream:image-test"
#: Debian packages that make a minbase bookworm stand in for python:3.11-slim-bookworm.
BASE_PACKAGES = "python3,python3-venv,python-is-python3,ca-certificates,tzdata,netbase,passwd"
TOOLS = {"podman": "podman", "runc": "runc", "debootstrap": "debootstrap"}
#: pip settings that say where packages come from; passed to the build as PIP_* build args.
PIP_KEYS = ("index-url", "extra-index-url", "find-links", "trusted-host", "constraint", "cert")
STOP_WITHIN_S = 15.0
BANK = "image-test"
EVENTS = [
    {
        "text": "Ana moved to Lisbon in May to work at the oceanarium.",
        "occurred_at": "2024-05-01T09:00:00Z",
        "speaker": "Ana",
        "conversation_id": "image-test",
    },
    {
        "text": "Leo adopted a grey cat called Pixel.",
        "occurred_at": "2024-05-02T10:00:00Z",
        "speaker": "Leo",
        "conversation_id": "image-test",
    },
]
QUESTION = "Which city did Ana move to?"


class Failed(Exception):
    """A check of the image failed; the message says which and what was seen."""


class Podman:
    """podman with the flags that work here, and a containers.conf without default ulimits."""

    def __init__(self, conf_dir: Path) -> None:
        conf = conf_dir / "containers.conf"
        conf.write_text("[containers]\ndefault_ulimits = []\n")
        self.env = {**os.environ, "CONTAINERS_CONF": str(conf)}
        self.base = ["podman", "--runtime", "runc", "--cgroup-manager", "cgroupfs"]

    def __call__(
        self, *args: str, check: bool = True, timeout: float | None = 120, **kw: Any
    ) -> subprocess.CompletedProcess[str]:
        kw.setdefault("capture_output", "stdout" not in kw)
        done = subprocess.run(
            [*self.base, *args], env=self.env, text=True, timeout=timeout, check=False, **kw
        )
        if check and done.returncode != 0:
            raise Failed(f"podman {' '.join(args[:3])} ... exited {done.returncode}: {done.stderr}")
        return done

    def logs(self, name: str) -> str:
        done = self("logs", "--tail", "60", name, check=False)
        return (done.stdout or "") + (done.stderr or "")


@contextlib.contextmanager
def stage(name: str, times: dict[str, float]) -> Iterator[None]:
    print(f"== {name}", flush=True)
    t0 = time.monotonic()
    try:
        yield
    finally:
        times[name] = time.monotonic() - t0
        print(f"== {name}: {times[name]:.1f} s", flush=True)


# ----------------------------------------------------------------------------- tools, base
def ensure_tools() -> str:
    missing = [pkg for tool, pkg in TOOLS.items() if shutil.which(tool) is None]
    if not missing:
        return "present"
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-q"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "-q", *missing], check=True, env=env)
    return "installed " + " ".join(missing)


def debian_mirror() -> str:
    """DEBIAN_MIRROR, else the first .../debian archive in apt's sources, else deb.debian.org."""
    if os.environ.get("DEBIAN_MIRROR"):
        return os.environ["DEBIAN_MIRROR"]
    files = ["/etc/apt/sources.list", *sorted(glob.glob("/etc/apt/sources.list.d/*"))]
    for path in files:
        with contextlib.suppress(OSError):
            for word in Path(path).read_text().split():
                if re.fullmatch(r"(https?|file)://\S+/debian/?", word):
                    return word
    return "http://deb.debian.org/debian"


def ensure_base(podman: Podman) -> str:
    if podman("image", "exists", BASE_IMAGE, check=False).returncode == 0:
        return "kept"
    mirror = debian_mirror()
    with tempfile.TemporaryDirectory(dir="/var/tmp", prefix="memstream-base-") as tmp:
        rootfs = Path(tmp) / "rootfs"
        cmd = ["debootstrap", "--variant=minbase", f"--include={BASE_PACKAGES}", "bookworm"]
        subprocess.run([*cmd, str(rootfs), mirror], check=True, stdout=subprocess.DEVNULL)
        for junk in ("var/cache/apt/archives/*.deb", "var/cache/apt/*.bin", "var/lib/apt/lists/*"):
            for path in glob.glob(str(rootfs / junk)):
                if os.path.isfile(path):
                    os.remove(path)
        tar = subprocess.Popen(["tar", "-C", str(rootfs), "-c", "."], stdout=subprocess.PIPE)
        changes = ["--change", "ENV LANG=C.UTF-8", "--change", 'CMD ["python3"]']
        podman("import", *changes, "-", BASE_IMAGE, stdin=tar.stdout, timeout=600)
        if tar.wait() != 0:
            raise Failed("tar of the debootstrapped rootfs failed")
    return f"made from {mirror}"


# ----------------------------------------------------------------------------- build
def pip_settings() -> dict[str, str]:
    """Where this machine's pip finds packages: {PIP_FIND_LINKS: ..., ...}, the environment
    before site, user and global files (pip's own order)."""
    listed = subprocess.run(
        [sys.executable, "-m", "pip", "config", "list"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    rank = {"global": 0, "user": 1, "site": 2, ":env:": 3}
    best: dict[str, tuple[int, str]] = {}
    for line in listed.splitlines():
        m = re.fullmatch(r"(?P<where>[^.]+)\.(?P<key>[a-z-]+)='(?P<value>.*)'", line.strip())
        if m is None or m["key"] not in PIP_KEYS:
            continue
        r = rank.get(m["where"], 0)
        if m["key"] not in best or r >= best[m["key"]][0]:
            best[m["key"]] = (r, m["value"])
    return {"PIP_" + k.upper().replace("-", "_"): v for k, (_, v) in best.items()}


def local_paths(settings: dict[str, str]) -> list[Path]:
    """The local files and folders the settings name, to mount into the build. A PEP 503
    index folder (`.../simple`) links to `../../files/...`: mount its parent."""
    out: list[Path] = []
    for value in settings.values():
        for item in value.split():
            if item.startswith("file:"):
                path = Path(unquote(urlsplit(item).path))
            elif item.startswith("/"):
                path = Path(item)
            else:
                continue
            if path.name == "simple" and path.is_dir():
                path = path.parent
            if path.exists() and path not in out:
                out.append(path)
    return out


def torch_index_url(settings: dict[str, str]) -> str | None:
    """TORCH_INDEX_URL for the build: the caller's, or "" (pip's settings decide) when those
    resolve torch to a `+cpu` build, or None (the Dockerfile's CPU index)."""
    if "TORCH_INDEX_URL" in os.environ:
        return os.environ["TORCH_INDEX_URL"]
    m = re.search(r"^ARG TORCH_VERSION=(\S+)$", DOCKERFILE.read_text(), re.M)
    if m is None:
        raise Failed("docker/Dockerfile has no ARG TORCH_VERSION")
    pip = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--no-deps"]
    report = subprocess.run(
        [*pip, "--quiet", "--report", "-", f"torch=={m[1]}"],
        capture_output=True,
        text=True,
        check=False,
    )
    with contextlib.suppress(ValueError, KeyError, IndexError):
        version = json.loads(report.stdout)["install"][0]["metadata"]["version"]
        if version.endswith("+cpu"):
            return ""
    return None


def build(podman: Podman, image: str, log: Path) -> str:
    settings = pip_settings()
    args = [f"PYTHON_IMAGE={BASE_IMAGE}", *(f"{k}={v}" for k, v in settings.items())]
    torch_index = torch_index_url(settings)
    if torch_index is not None:
        args.append(f"TORCH_INDEX_URL={torch_index}")
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    nofile = 1 << 20 if hard == resource.RLIM_INFINITY else hard
    cmd = ["build", "--format", "docker", "--network", "host"]
    cmd += ["--ulimit", f"nofile={nofile}:{nofile}", "-f", str(DOCKERFILE), "-t", image]
    for arg in args:
        cmd += ["--build-arg", arg]
    for path in local_paths(settings):
        cmd += ["-v", f"{path}:{path}:ro"]
    print("podman " + " ".join(cmd) + f" {ROOT}", flush=True)
    t0 = time.monotonic()
    with log.open("w") as out:
        proc = subprocess.Popen(
            [*podman.base, *cmd, str(ROOT)],
            env=podman.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        assert proc.stdout is not None
        for line in proc.stdout:  # timestamped, to see which step takes the time
            out.write(f"{time.monotonic() - t0:7.1f} {line}")
            if line.startswith("[") and " STEP " in line:
                print(f"  {time.monotonic() - t0:6.1f} s  {line.strip()[:110]}", flush=True)
    if proc.wait() != 0:
        tail = "".join(log.read_text().splitlines(keepends=True)[-40:])
        raise Failed(f"the image build failed (log: {log}):\n{tail}")
    size = int(podman("image", "inspect", "--format", "{{.Size}}", image).stdout)
    return f"{size / 1e9:.2f} GB"


# ----------------------------------------------------------------------------- run
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(podman: Podman, name: str, image: str, volume: str, key: str) -> str:
    """A container of the image's own command, the API on a free loopback port: its URL."""
    port = free_port()
    env = {
        "MEMSTREAM_API__HOST": "127.0.0.1",
        "MEMSTREAM_API__PORT": str(port),
        "MEMSTREAM_API__ADMIN_KEY_SHA256": hashlib.sha256(key.encode()).hexdigest(),
    }
    flags = ["--network", "host", "--ulimit", "host", "-v", f"{volume}:/data"]
    for k, v in env.items():
        flags += ["-e", f"{k}={v}"]
    podman("run", "-d", "--name", name, *flags, image)
    return f"http://127.0.0.1:{port}"


def wait_ready(podman: Podman, name: str, url: str, timeout_s: float) -> float:
    t0 = time.monotonic()
    last = "no answer"
    while time.monotonic() - t0 < timeout_s:
        state = podman("inspect", "--format", "{{.State.Status}}", name).stdout.strip()
        if state != "running":
            raise Failed(f"the container is {state} before /ready:\n{podman.logs(name)}")
        with contextlib.suppress(httpx.TransportError):
            r = httpx.get(f"{url}/ready", timeout=5)
            last = f"{r.status_code} {r.text[:300]}"
            if r.status_code == 200 and r.json()["ready"] is True:
                return time.monotonic() - t0
        time.sleep(1)
    raise Failed(f"/ready not ready after {timeout_s:.0f} s ({last}):\n{podman.logs(name)}")


def retain_and_recall(url: str, key: str) -> list[str]:
    with MemstreamClient(url, api_key=key, timeout=60) as ms:
        ms.create_bank(BANK)
        retained = ms.retain(BANK, EVENTS, wait=True, timeout_s=120)
        if retained.visible is not True or len(retained.ids) != len(EVENTS):
            raise Failed(f"retain: {retained}")
        recall_first(ms, retained.ids[0])
    return retained.ids


def recall_first(ms: MemstreamClient, memory_id: str) -> None:
    """The memory about Ana is the first answer to the question about her."""
    got = ms.recall(BANK, QUESTION, limit=2).memories
    if not got or got[0].id != memory_id or "Lisbon" not in got[0].text:
        raise Failed(f"recall {QUESTION!r}: {[(m.id, m.text) for m in got]}")


def check_data_dir(podman: Podman, name: str, image: str) -> str:
    """/data and everything under it: the image's user owns it, group and others get nothing."""
    user = podman("image", "inspect", "--format", "{{.Config.User}}", image).stdout.strip()
    if user in ("", "root", "0"):
        raise Failed(f"the image runs as {user or 'root'}")
    uid = int(podman("exec", name, "id", "-u", user).stdout)
    walk = (
        "import json, os, stat\n"
        "seen, bad = 0, []\n"
        "for d, dirs, files in os.walk('/data'):\n"
        "    for p in [d, *(os.path.join(d, f) for f in files)]:\n"
        "        st = os.lstat(p); seen += 1\n"
        "        if stat.S_ISLNK(st.st_mode): continue\n"
        "        if st.st_uid != UID or st.st_mode & 0o077:\n"
        "            bad.append(f'{p} uid={st.st_uid} {stat.filemode(st.st_mode)}')\n"
        "print(json.dumps({'seen': seen, 'bad': bad}))\n"
    ).replace("UID", str(uid))
    found = json.loads(podman("exec", name, "python", "-c", walk).stdout)
    if found["bad"]:
        raise Failed(f"/data is not private to {user} (uid {uid}): {found['bad'][:20]}")
    if found["seen"] < 5:
        raise Failed(f"/data holds only {found['seen']} entries: did the stores write there?")
    return f"{found['seen']} entries, all owned by {user} (uid {uid}), none open to others"


def check_health(podman: Podman, name: str) -> None:
    done = podman("healthcheck", "run", name, check=False)
    if done.returncode != 0:
        raise Failed(f"the image's HEALTHCHECK failed: {done.stdout} {done.stderr}")


def stop(podman: Podman, name: str) -> float:
    """SIGTERM; the container must exit 0 within STOP_WITHIN_S."""
    t0 = time.monotonic()
    podman("kill", "--signal", "TERM", name)
    try:
        code = int(podman("wait", name, timeout=STOP_WITHIN_S + 30).stdout.strip())
    except subprocess.TimeoutExpired:
        podman("kill", name, check=False)
        raise Failed(f"not stopped {STOP_WITHIN_S + 30:.0f} s after SIGTERM") from None
    took = time.monotonic() - t0
    if code != 0 or took > STOP_WITHIN_S:
        raise Failed(
            f"SIGTERM: exit code {code} after {took:.1f} s "
            f"(want 0 within {STOP_WITHIN_S:.0f} s):\n{podman.logs(name)}"
        )
    return took


def run_checks(podman: Podman, image: str, ready_timeout_s: float, times: dict[str, float]) -> None:
    volume = name = f"memstream-image-test-{secrets.token_hex(4)}"
    key = "ms_" + secrets.token_urlsafe(32)
    names = [f"{name}-1", f"{name}-2"]  # first start, restart
    podman("volume", "create", volume)
    try:
        with stage("first start to /ready", times):
            name = names[0]
            url = start(podman, name, image, volume, key)
            wait_ready(podman, name, url, ready_timeout_s)
        with stage("retain + recall through the port", times):
            ids = retain_and_recall(url, key)
            check_health(podman, name)
            print("  " + check_data_dir(podman, name, image))
        with stage("SIGTERM", times):
            print(f"  exited 0 after {stop(podman, name):.1f} s")
        with stage("restart on the same volume", times):
            name = names[1]
            url = start(podman, name, image, volume, key)
            wait_ready(podman, name, url, ready_timeout_s)
            with MemstreamClient(url, api_key=key, timeout=60) as ms:
                recall_first(ms, ids[0])
                if ms.memory(BANK, ids[1]).text != EVENTS[1]["text"]:
                    raise Failed("the second memory changed across the restart")
            print(f"  exited 0 after {stop(podman, name):.1f} s")
    finally:
        for name in names:
            podman("rm", "-f", name, check=False)
        podman("volume", "rm", "-f", volume, check=False)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--image", default=IMAGE, help="tag to build and run")
    parser.add_argument("--no-build", action="store_true", help="run an image built before")
    parser.add_argument("--ready-timeout", type=float, default=300.0, help="seconds to /ready")
    args = parser.parse_args(argv)
    if os.geteuid() != 0:
        print("image test: needs root (apt-get, rootful podman); run it with sudo -E")
        return 1
    times: dict[str, float] = {}
    notes: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="memstream-image-test-") as tmp:
        try:
            with stage("tools", times):
                notes["tools"] = ensure_tools()
            podman = Podman(Path(tmp))
            with stage("base image", times):
                notes["base image"] = ensure_base(podman)
            if not args.no_build:
                with stage("build", times):
                    notes["build"] = build(podman, args.image, Path(tmp) / "build.log")
            run_checks(podman, args.image, args.ready_timeout, times)
        except (Failed, MemstreamAPIError, subprocess.CalledProcessError, httpx.HTTPError) as e:
            print(f"image test FAILED: {e}", file=sys.stderr)
            return 1
        finally:
            for name, took in times.items():
                print(f"{name:34} {took:7.1f} s  {notes.get(name, '')}")
    print("image test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
