"""The deployment files (docker/, .env.example) against the settings classes.

What can be checked without building or running anything: every `MEMSTREAM_*` variable the
files set names a real settings field, the node's compose environment builds valid
`Settings`, `.env.example` lists every field once with its default, the compose file follows
the Compose Specification's schema (tests/data/compose-spec), and the Dockerfile, compose file
and Prometheus config agree on names and ports. The image itself is built and run by
`just image-test` (docker/image_smoke.py); the Kafka, Qdrant and Prometheus images cannot be
pulled here, so for those services these checks are all there is.
Fields are read from the settings classes, never listed here, so a new field fails these
tests until `.env.example` has it.
"""

from __future__ import annotations

import fnmatch
import importlib
import importlib.util
import json
import os
import posixpath
import re
import shlex
import tomllib
from collections import Counter
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import jsonschema
import pytest
import yaml
from pydantic import BaseModel, SecretStr
from pydantic.fields import FieldInfo

from memstream.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
DOCKER = ROOT / "docker"
ENV_EXAMPLE = ROOT / ".env.example"
#: The Compose Specification's JSON schema (github.com/compose-spec/compose-spec,
#: schema/compose-spec.json at a08f8d5, Apache-2.0: LICENSE beside it).
COMPOSE_SCHEMA = Path(__file__).parent / "data" / "compose-spec" / "compose-spec.json"
PREFIX = "MEMSTREAM_"

#: Values for the variables the compose file requires (`${VAR:?...}`).
DUMMY_ENV = {
    "MEMSTREAM_ADMIN_KEY_SHA256": "ab" * 32,
    "QDRANT_API_KEY": "test-qdrant-key",
}

_VAR_LINE = re.compile(r"^(?P<off># )?(?P<name>MEMSTREAM_[A-Z0-9_]+)=(?P<value>.*)$")
_INTERPOLATION = re.compile(
    r"\$(?:(?P<escaped>\$)|\{(?P<braced>[A-Za-z_]\w*)(?:(?P<op>:?[-?])(?P<arg>[^}]*))?\}"
    r"|(?P<plain>[A-Za-z_]\w*))"
)


def settings_fields() -> dict[str, tuple[str, str, FieldInfo]]:
    """Every settings field by its variable name: MEMSTREAM_<SECTION>__<FIELD>."""
    fields = {}
    for section, section_info in Settings.model_fields.items():
        cls = section_info.annotation
        assert isinstance(cls, type) and issubclass(cls, BaseModel), section
        for name, info in cls.model_fields.items():
            fields[f"{PREFIX}{section.upper()}__{name.upper()}"] = (section, name, info)
    return fields


def interpolate(value: str, env: Mapping[str, str]) -> str:
    """Compose's variable interpolation: $$, ${VAR}, ${VAR:-default}, ${VAR:?error}, $VAR."""

    def one(m: re.Match[str]) -> str:
        if m["escaped"]:
            return "$"
        name = m["braced"] or m["plain"]
        op, arg, got = m["op"], m["arg"] or "", env.get(name)
        missing = got is None or (got == "" and op is not None and op.startswith(":"))
        if op in ("-", ":-"):
            return arg if missing else got  # type: ignore[return-value]
        if op in ("?", ":?") and missing:
            raise KeyError(f"{name} is required: {arg}")
        return got or ""

    return _INTERPOLATION.sub(one, value)


def interpolate_all(value: Any, env: Mapping[str, str]) -> Any:
    """Compose interpolates every string value of the file (not the keys)."""
    if isinstance(value, str):
        return interpolate(value, env)
    if isinstance(value, dict):
        return {k: interpolate_all(v, env) for k, v in value.items()}
    if isinstance(value, list):
        return [interpolate_all(v, env) for v in value]
    return value


def environment(service: Mapping[str, Any], env: Mapping[str, str]) -> dict[str, str]:
    raw = service.get("environment") or {}
    if isinstance(raw, list):
        raw = dict(item.split("=", 1) for item in raw)
    return {k: interpolate(str(v), env) for k, v in raw.items()}


def dockerfile_instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of docker/Dockerfile, continuations joined, comments dropped."""
    out: list[tuple[str, str]] = []
    pending = ""
    for line in (DOCKER / "Dockerfile").read_text().splitlines():
        if line.lstrip().startswith("#"):
            continue
        pending += line.rstrip()
        if pending.endswith("\\"):
            pending = pending[:-1] + " "
            continue
        if pending.strip():
            keyword, _, args = pending.strip().partition(" ")
            out.append((keyword.upper(), args.strip()))
        pending = ""
    return out


def package_files(top: Path) -> Iterator[Path]:
    """Every file under `top`, through the linked folders (memstream/service -> ../service):
    `Path.rglob` on Python 3.11 does not enter a symlinked folder."""
    for folder, dirs, files in os.walk(top, followlinks=True):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            yield Path(folder) / name


def owning_packages(path: Path, top: Path) -> Iterator[tuple[str, str]]:
    """(dotted name, path relative to it) of each package that holds `path`, deepest first:
    setuptools matches a package's package-data globs against its whole folder."""
    folder = path.parent
    while folder != top.parent:
        if (folder / "__init__.py").is_file():
            yield (
                ".".join(folder.relative_to(top.parent).parts),
                path.relative_to(folder).as_posix(),
            )
        folder = folder.parent


def env_example_lines() -> list[str]:
    return ENV_EXAMPLE.read_text().splitlines()


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No MEMSTREAM_* variable of the caller's environment leaks into Settings()."""
    for key in list(os.environ):
        if key.upper().startswith(PREFIX):
            monkeypatch.delenv(key)
    return monkeypatch


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    return yaml.safe_load((DOCKER / "compose.yaml").read_text())


@pytest.fixture(scope="module")
def node_name(compose: dict[str, Any]) -> str:
    names = [n for n in ("node", "memstream") if n in compose["services"]]
    assert len(names) == 1, f"one memstream service (node or memstream), got {names}"
    return names[0]


@pytest.fixture(scope="module")
def node_env(compose: dict[str, Any], node_name: str) -> dict[str, str]:
    return environment(compose["services"][node_name], DUMMY_ENV)


# ---- .env.example ----


def test_env_example_lists_every_field_exactly_once() -> None:
    names = [m["name"] for line in env_example_lines() if (m := _VAR_LINE.match(line))]
    counts = Counter(names)
    fields = settings_fields()
    assert not [n for n in fields if n not in counts], "fields missing from .env.example"
    assert not [n for n in counts if n not in fields], ".env.example names unknown fields"
    assert not [n for n, c in counts.items() if c > 1], "fields listed more than once"


def test_env_example_comments_and_defaults_follow_the_fields() -> None:
    lines = env_example_lines()
    fields = settings_fields()
    for i, line in enumerate(lines):
        m = _VAR_LINE.match(line)
        if m is None:
            continue
        info = fields[m["name"]][2]
        comment = lines[i - 1]
        assert comment.startswith("# ") and not _VAR_LINE.match(comment), (
            f"{m['name']} needs a one-line comment above it"
        )
        if info.description:
            assert comment == f"# {info.description}", f"{m['name']}: comment != description"
        default = info.get_default(call_default_factory=True)
        # Unset defaults and secrets are shown commented out and empty: an empty value
        # would set "" (a path ".", a blank secret) instead of leaving the field unset.
        unset = default is None or isinstance(default, SecretStr)
        assert bool(m["off"]) == unset, f"{m['name']}: commented iff its default is unset"
        if unset:
            assert m["value"] == "", f"{m['name']}: secrets and unset fields are shown empty"
        if isinstance(default, list | dict):
            assert json.loads(m["value"]) == default, f"{m['name']}: lists are JSON"


def test_env_example_loads_to_the_defaults(clean_env: pytest.MonkeyPatch) -> None:
    loaded = Settings(_env_file=ENV_EXAMPLE)  # type: ignore[call-arg]
    assert loaded == Settings(_env_file=None)  # type: ignore[call-arg]


# ---- docker/compose.yaml ----


def test_compose_has_the_services(compose: dict[str, Any], node_name: str) -> None:
    assert {"kafka", "qdrant", node_name, "prometheus"} <= set(compose["services"])
    declared = set(compose.get("volumes") or {})
    for name, service in compose["services"].items():
        named = [v.split(":")[0] for v in service.get("volumes", []) if not v.startswith(".")]
        assert named, f"{name} keeps its data in a named volume"
        assert set(named) <= declared, f"{name} mounts an undeclared volume"


def test_compose_file_follows_the_compose_specification(compose: dict[str, Any]) -> None:
    """What `docker compose config` checks before anything is pulled: the interpolated file
    against the specification's schema, and the names it refers to."""
    schema = json.loads(COMPOSE_SCHEMA.read_text())
    validator = jsonschema.Draft7Validator(schema)
    config = interpolate_all(compose, DUMMY_ENV)
    errors = [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(config)
    ]
    assert errors == []
    misspelt = json.loads(json.dumps(config))
    misspelt["services"]["kafka"]["heathcheck"] = misspelt["services"]["kafka"].pop("healthcheck")
    assert list(validator.iter_errors(misspelt)), "the schema refuses an unknown service key"

    services = config["services"]
    for name, service in services.items():
        assert set(service.get("depends_on") or ()) <= set(services), name
        if "build" in service:
            context = (DOCKER / service["build"]["context"]).resolve()
            assert (context / service["build"]["dockerfile"]).is_file(), name
        for mount in service.get("volumes", []):
            if mount.startswith("."):
                assert (DOCKER / mount.split(":")[0]).exists(), f"{name}: {mount}"


def test_node_variables_name_settings_fields(node_env: dict[str, str]) -> None:
    fields = settings_fields()
    ours = [k for k in node_env if k.upper().startswith(PREFIX)]
    assert ours, "the node is configured by MEMSTREAM_* variables"
    assert [k for k in ours if k not in fields] == []


def test_compose_requires_the_secrets(compose: dict[str, Any], node_name: str) -> None:
    for missing in DUMMY_ENV:
        env = {k: v for k, v in DUMMY_ENV.items() if k != missing}
        with pytest.raises(KeyError, match=missing):
            environment(compose["services"][node_name], env)


def test_node_environment_builds_settings_for_the_services(
    compose: dict[str, Any], node_name: str, node_env: dict[str, str], clean_env
) -> None:
    for key, value in node_env.items():
        clean_env.setenv(key, value)
    s = Settings(_env_file=None)  # type: ignore[call-arg]
    services = compose["services"]

    assert s.store.vector_backend == "qdrant"
    qdrant = urlsplit(s.store.qdrant_url or "")
    assert (qdrant.hostname, qdrant.port) == ("qdrant", 6333)
    assert s.store.qdrant_api_key is not None
    assert s.store.qdrant_api_key.get_secret_value() == interpolate(
        services["qdrant"]["environment"]["QDRANT__SERVICE__API_KEY"], DUMMY_ENV
    )
    assert s.api.admin_key_sha256 is not None
    assert re.fullmatch(r"[0-9a-f]{64}", s.api.admin_key_sha256.get_secret_value())
    assert s.api.host == "0.0.0.0"

    assert s.kafka.bootstrap_servers, "non-empty: the compose Kafka, not the embedded broker"
    kafka_env = environment(services["kafka"], DUMMY_ENV)
    advertised = {
        urlsplit(listener).netloc for listener in kafka_env["KAFKA_ADVERTISED_LISTENERS"].split(",")
    }
    assert set(s.kafka.bootstrap_servers.split(",")) <= advertised
    assert kafka_env["KAFKA_AUTO_CREATE_TOPICS_ENABLE"] == "false"

    mounts = {v.split(":")[1] for v in services[node_name]["volumes"]}
    assert str(s.store.data_dir) in mounts, "the data folder is a volume"
    assert {"kafka", "qdrant"} <= set(services[node_name]["depends_on"])
    for dep, spec in services[node_name]["depends_on"].items():
        assert spec["condition"] == "service_healthy", dep
        assert "healthcheck" in services[dep], dep


def test_the_cluster_profile_runs_three_nodes_in_two_replica_sets(
    compose: dict[str, Any], node_name: str, clean_env
) -> None:
    """Each node: its own id, URL (its service name), data volume and Qdrant collection;
    node and node2 share replica set 0, node3 is set 1; only the extra nodes need the profile."""
    services = compose["services"]
    names = [node_name, "node2", "node3"]
    assert "profiles" not in services[node_name]
    assert all(services[n]["profiles"] == ["cluster"] for n in names[1:])
    fields = settings_fields()
    seen: list[tuple[str, str, int, str, str]] = []
    for name in names:
        env = environment(services[name], DUMMY_ENV)
        assert [k for k in env if k.startswith(PREFIX) and k not in fields] == []
        for key, value in env.items():
            clean_env.setenv(key, value)
        s = Settings(_env_file=None)  # type: ignore[call-arg]
        url = urlsplit(s.cluster.advertised_url or "")
        assert (url.hostname, url.port) == (name, s.api.port), name
        volume = services[name]["volumes"][0].split(":")[0]
        seen.append(
            (
                s.cluster.member_id,
                url.hostname,
                s.cluster.replica_set,
                volume,
                s.store.qdrant_collection,
            )
        )
        assert s.kafka.bootstrap_servers and s.cluster.enabled
    assert [r[2] for r in seen] == [0, 0, 1]
    for column in (0, 1, 3, 4):  # ids, hosts, volumes, collections: never shared
        assert len({r[column] for r in seen}) == 3, seen
    config = yaml.safe_load((DOCKER / "prometheus.yml").read_text())
    targets = {
        t for job in config["scrape_configs"] for sc in job["static_configs"] for t in sc["targets"]
    }
    assert {f"{n}:8642" for n in names} <= targets


def test_prometheus_scrapes_the_node(
    compose: dict[str, Any], node_name: str, node_env: dict[str, str], clean_env
) -> None:
    for key, value in node_env.items():
        clean_env.setenv(key, value)
    port = Settings(_env_file=None).api.port  # type: ignore[call-arg]
    mounts = compose["services"]["prometheus"]["volumes"]
    assert "./prometheus.yml:/etc/prometheus/prometheus.yml:ro" in mounts
    config = yaml.safe_load((DOCKER / "prometheus.yml").read_text())
    jobs = [job for job in config["scrape_configs"] if job["job_name"] == "memstream"]
    assert len(jobs) == 1
    assert jobs[0].get("metrics_path", "/metrics") == "/metrics"
    targets = [t for sc in jobs[0]["static_configs"] for t in sc["targets"]]
    assert targets == [f"{node_name}:{port}"]


def test_qdrant_server_matches_the_client_version(compose: dict[str, Any]) -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    pins = [d for d in pyproject["project"]["dependencies"] if d.startswith("qdrant-client==")]
    client = tuple(int(x) for x in pins[0].split("==")[1].split(".")[:2])
    tag = compose["services"]["qdrant"]["image"].rpartition(":")[2]
    m = re.match(r"v(\d+)\.(\d+)\.", tag)
    assert m, f"pin the Qdrant image to a version, got {tag!r}"
    server = (int(m[1]), int(m[2]))
    # qdrant-client warns on a server more than one minor version away.
    assert server[0] == client[0] and abs(server[1] - client[1]) <= 1


# ---- docker/Dockerfile, .dockerignore ----


def test_dockerfile_serves_the_port_compose_maps(
    compose: dict[str, Any], node_name: str, node_env: dict[str, str], clean_env
) -> None:
    instructions = dockerfile_instructions()
    exposed = {int(p.split("/")[0]) for k, a in instructions if k == "EXPOSE" for p in a.split()}
    for key, value in node_env.items():
        clean_env.setenv(key, value)
    port = Settings(_env_file=None).api.port  # type: ignore[call-arg]
    container_ports = {
        int(interpolate(str(p), DUMMY_ENV).rsplit(":", 1)[1])
        for p in compose["services"][node_name]["ports"]
    }
    assert container_ports == {port}
    assert port in exposed

    cmd = [json.loads(a) for k, a in instructions if k == "CMD"][-1]
    assert cmd[:2] == ["memstream", "node"]
    (healthcheck,) = [a for k, a in instructions if k == "HEALTHCHECK"]
    assert "/health" in healthcheck and "8642" in healthcheck
    users = [a for k, a in instructions if k == "USER"]
    assert users and users[-1] not in ("root", "0"), "the node runs as a non-root user"


def test_dockerfile_environment(node_env: dict[str, str], clean_env) -> None:
    instructions = dockerfile_instructions()
    stages = [i for i, (k, _) in enumerate(instructions) if k == "FROM"]
    final = instructions[stages[-1] :]
    env = dict(
        pair.split("=", 1) for k, a in final if k == "ENV" for pair in shlex.split(a) if "=" in pair
    )
    assert env["HF_HUB_OFFLINE"] == env["TRANSFORMERS_OFFLINE"] == "1"
    ours = {k: v for k, v in env.items() if k.startswith(PREFIX)}
    assert set(ours) <= set(settings_fields())
    for key, value in ours.items():
        clean_env.setenv(key, value)
    s = Settings(_env_file=None)  # type: ignore[call-arg]
    volumes = [json.loads(a) for k, a in final if k == "VOLUME"]
    assert [str(s.store.data_dir)] in volumes, "the data folder is a volume of the image"
    assert node_env.get("MEMSTREAM_STORE__DATA_DIR", str(s.store.data_dir)) == str(s.store.data_dir)


def test_dockerignore_keeps_what_the_build_copies() -> None:
    rules = [
        line.strip()
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert rules[0] == "*", "an allow-list: .env, .venv and data/ never reach the build"
    allowed = {r[1:].rstrip("/") for r in rules if r.startswith("!")}
    copied = [
        src
        for k, a in dockerfile_instructions()
        if k == "COPY" and not a.startswith("--from")
        for src in a.split()[:-1]
    ]
    assert copied
    for src in copied:
        assert src.rstrip("/") in allowed, f"COPY {src} is excluded by .dockerignore"


def test_the_build_copies_every_link_target() -> None:
    """memstream/connectors, flows, query and service are links to the root folders: each
    target must be copied to where the copied link points, or the link dangles in the image."""
    workdirs: dict[str, str] = {}  # a stage's working directory, inherited by FROM <stage>
    stage, workdir, copied = "", "/", {}
    for keyword, args in dockerfile_instructions():
        if keyword == "FROM":
            base, _, stage = args.partition(" AS ")
            workdir, copied = workdirs.get(base.strip(), "/"), {}
        elif keyword == "WORKDIR":
            workdir = workdirs[stage.strip()] = posixpath.join(workdir, args)
        elif keyword == "COPY" and not args.startswith("--from"):
            *sources, dest = args.split()
            for src in sources:
                copied[src.rstrip("/")] = posixpath.normpath(posixpath.join(workdir, dest))
        elif keyword == "RUN" and re.search(r"pip (?:install|wheel)\b[^&]* \.(?: |$)", args):
            break  # memstream is built from what was copied so far
    links = {p.name: os.readlink(p) for p in (ROOT / "memstream").iterdir() if p.is_symlink()}
    assert set(links) == {"connectors", "flows", "query", "service"}
    assert "memstream" in copied
    for name, target in links.items():
        source = posixpath.normpath(posixpath.join("memstream", target))  # e.g. service
        in_image = posixpath.normpath(posixpath.join(copied["memstream"], target))
        assert copied.get(source) == in_image, f"COPY {source} {in_image} (memstream/{name})"


def test_the_build_and_the_image_run_commands_that_exist() -> None:
    """The `memstream` commands the build runs and the image's command exist, through the
    entry point pyproject.toml installs (a build once named a module that had moved)."""
    from typer.testing import CliRunner

    from memstream.service.cli import app

    instructions = dockerfile_instructions()
    commands = [json.loads(a) for k, a in instructions if k == "CMD"][-1:]
    for keyword, args in instructions:
        if keyword == "RUN":
            for m in re.finditer(r"(?:^|&&\s*)memstream((?: [a-z][\w-]*)+)", args):
                commands.append(["memstream", *m[1].split()])
    assert ["memstream", "models", "install"] in commands
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    module, _, attr = scripts["memstream"].partition(":")
    assert importlib.util.find_spec(module) is not None, scripts["memstream"]
    assert callable(getattr(importlib.import_module(module), attr)), scripts["memstream"]
    for cmd in commands:
        assert cmd[0] in scripts
        result = CliRunner().invoke(app, [*cmd[1:], "--help"])
        assert result.exit_code == 0, (cmd, result.output)


def test_the_image_gets_every_data_file() -> None:
    """The image installs with `pip install .`, not editable: files that are not Python
    reach it only through package-data (keyed by the package that holds them)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    package_data: dict[str, list[str]] = config.get("package-data", {})
    missing, seen = [], []
    for pattern in config["packages"]["find"]["include"]:
        for top in ROOT.glob(pattern.rstrip("*")):
            if not (top / "__init__.py").is_file():
                continue
            for path in package_files(top):
                if path.suffix in (".py", ".pyc"):
                    continue
                seen.append(path.relative_to(ROOT).as_posix())
                if not any(
                    fnmatch.fnmatch(rel, g)
                    for package, rel in owning_packages(path, top)
                    for g in package_data.get(package, []) + package_data.get("*", [])
                ):
                    missing.append(path.relative_to(ROOT).as_posix())
    assert [p for p in seen if p.startswith("memstream/service/web/")], "the walk enters links"
    assert missing == [], "add these to [tool.setuptools.package-data] in pyproject.toml"
