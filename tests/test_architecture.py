"""The shape of the house, checked on the source tree so that it cannot rot.

- Floors: core (`memstream/` itself) imports nothing above it; connectors import only core;
  flows and query import core and connectors, never each other; only the service composes
  flows, query and connectors. Read with `ast` from every module, lazy imports included.
- Nobody imports the root folders by their old top-level names (`flows`, `query`, ...).
- `import memstream.client` loads neither torch nor any store or stream library (a subprocess).
- The edges: `memstream.integrations.*` (framework adapters) import only the public client,
  the wire contract and their framework; `memstream.testing` (the pytest plugin) composes a
  node like the service; nothing else in memstream imports an agent framework, and nothing
  imports the edges.
- Research is not product: the package imports neither `benchmarks` nor `research`, and the
  benchmarks (which measure the product) import no research.
- Sizes: no function in the packages over 80 lines, no module over 450, no class anywhere in
  the tree over 250.
- One top-level name: the packages setuptools finds with pyproject's settings all live under
  `memstream` (the wheel itself is checked by hand: building one takes too long for a test).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

from setuptools import find_namespace_packages, find_packages

ROOT = Path(__file__).resolve().parents[1]
#: The parts of the package: the folder each lives in, and its dotted prefix.
PARTS = {
    "core": (ROOT / "memstream", "memstream"),
    "connectors": (ROOT / "connectors", "memstream.connectors"),
    "flows": (ROOT / "flows", "memstream.flows"),
    "query": (ROOT / "query", "memstream.query"),
    "service": (ROOT / "service", "memstream.service"),
}
#: What each part may import (besides the standard library and third-party packages).
ALLOWED = {
    "core": {"core"},
    "connectors": {"core", "connectors"},
    "flows": {"core", "connectors", "flows"},
    "query": {"core", "connectors", "query"},
    "service": {"core", "connectors", "flows", "query", "service"},
}
#: Parts inside the core's folder, by dotted prefix: they stand beside the floors, not on one.
EDGES = {"memstream.integrations": "integrations", "memstream.testing": "testing"}
ALLOWED["integrations"] = {"core", "integrations"}
ALLOWED["testing"] = {"core", "service", "testing"}
#: What an integration may import of memstream (besides its own package).
FOR_INTEGRATIONS = ("memstream.client", "memstream.contract", "memstream.events")
#: The agent frameworks: only `memstream.integrations` may import them.
FRAMEWORKS = {"langgraph", "langchain_core", "langchain", "llama_index", "agents", "openai"}
#: Root folders that are not top-level packages: they install only as `memstream.<name>`.
OLD_NAMES = {"flows", "query", "connectors", "service"}
MAX_FUNCTION_LINES = 80
MAX_MODULE_LINES = 450
MAX_CLASS_LINES = 250
#: Every folder of Python the class rule reads (the package through its parts' folders).
TREE = ("memstream", "flows", "query", "connectors", "service", "benchmarks", "research")
TREE += ("tests", "docs/gen", "docker")
#: Top-level names outside the product: the package never imports them.
NOT_PRODUCT = {"benchmarks", "research"}


def _python_files(folder: Path) -> Iterator[Path]:
    """Every .py file under `folder`, without following the symlinks (memstream/flows -> ...)."""
    for path in sorted(folder.iterdir()):
        if path.is_symlink() or path.name == "__pycache__":
            continue
        if path.is_dir():
            yield from _python_files(path)
        elif path.suffix == ".py":
            yield path


def _modules() -> Iterator[tuple[str, str, Path]]:
    """(part, dotted module name, path) of every module of the package."""
    for part, (folder, prefix) in PARTS.items():
        for path in _python_files(folder):
            rel = path.relative_to(folder).with_suffix("").parts
            if rel[-1] == "__init__":
                rel = rel[:-1]
            name = ".".join((prefix, *rel))
            yield _edge(name) or part, name, path


def _edge(name: str) -> str | None:
    """The edge part a dotted name belongs to, or None."""
    for prefix, edge in EDGES.items():
        if name == prefix or name.startswith(prefix + "."):
            return edge
    return None


def _imports(module: str, path: Path) -> Iterator[tuple[int, str]]:
    yield from _imports_in(module, path.name == "__init__.py", path.read_text(encoding="utf-8"))


def _imports_in(module: str, is_package: bool, source: str) -> Iterator[tuple[int, str]]:
    """(line, absolute dotted name) of everything `module` imports, lazy imports included;
    `from a import b` gives both `a` and `a.b` (b may be a submodule); relative imports are
    resolved against the module's package."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = module.split(".") if is_package else module.split(".")[:-1]
                anchor = package[: len(package) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            yield node.lineno, base
            for alias in node.names:
                if alias.name != "*":
                    yield node.lineno, f"{base}.{alias.name}"


def _part_of(name: str) -> str | None:
    """The part a dotted name belongs to, or None outside the package."""
    parts = name.split(".")
    if parts[0] != "memstream":
        return None
    if len(parts) > 1 and parts[1] in PARTS:
        return parts[1]
    return _edge(name) or "core"


def _where(path: Path, line: int) -> str:
    return f"{path.relative_to(ROOT)}:{line}"


def test_every_part_is_found() -> None:
    found = {part for part, _, _ in _modules()}
    assert found == set(PARTS) | set(EDGES.values())
    names = {name for _, name, _ in _modules()}
    assert {"memstream.client", "memstream.events", "memstream.flows.ingest"} <= names
    assert "memstream.query.engine" in names and "memstream.service.node" in names
    for part in ("connectors", "flows", "query", "service"):  # the layout's symlinks
        link = ROOT / "memstream" / part
        assert link.is_symlink() and link.resolve() == PARTS[part][0], link
    # _python_files skips the links and walks each part's own folder: a new link must be a part.
    links = {p.name for p in (ROOT / "memstream").iterdir() if p.is_symlink()}
    assert links == set(PARTS) - {"core"}, "every link in memstream/ is a part in PARTS"


def test_each_part_imports_only_the_floors_below_it() -> None:
    wrong: dict[str, str] = {}  # one line per import statement, its first offending name
    for part, module, path in _modules():
        for line, name in _imports(module, path):
            target = _part_of(name)
            if target is not None and target not in ALLOWED[part]:
                wrong.setdefault(_where(path, line), f"{part} imports {name} ({target})")
    lines = [f"{where}: {what}" for where, what in sorted(wrong.items())]
    assert not lines, "imports across the floors:\n" + "\n".join(lines)


def test_integrations_import_the_client_and_their_framework_only() -> None:
    wrong: dict[str, str] = {}
    for part, module, path in _modules():
        for line, name in _imports(module, path):
            top = name.split(".")[0]
            if part != "integrations" and top in FRAMEWORKS:
                wrong.setdefault(_where(path, line), f"{module} imports {name} (a framework)")
            ours = part == "integrations" and _part_of(name) == "core"
            if ours and not name.startswith(FOR_INTEGRATIONS):
                wrong.setdefault(_where(path, line), f"{module} imports {name}")
    lines = [f"{where}: {what}" for where, what in sorted(wrong.items())]
    assert not lines, "frameworks stay in memstream.integrations:\n" + "\n".join(lines)
    integrations = {m for p, m, _ in _modules() if p == "integrations"}
    assert {"memstream.integrations.langgraph", "memstream.integrations.langchain"} <= integrations


def test_the_import_reader_resolves_relative_and_lazy_imports() -> None:
    source = (
        "from ..flows import sinks\n"
        "from . import arms\n"
        "from .model import Hit\n"
        "def f():\n"
        "    import memstream.service.node\n"
    )
    got = {name for _, name in _imports_in("memstream.query.engine", False, source)}
    assert got == {
        "memstream.flows",
        "memstream.flows.sinks",
        "memstream.query",
        "memstream.query.arms",
        "memstream.query.model",
        "memstream.query.model.Hit",
        "memstream.service.node",
    }
    in_package = {n for _, n in _imports_in("memstream.query", True, "from .arms import x")}
    assert in_package == {"memstream.query.arms", "memstream.query.arms.x"}
    assert [_part_of(n) for n in ("memstream.flows.sinks", "memstream.events", "numpy")] == [
        "flows",
        "core",
        None,
    ]


def _old_name_imports(files: Iterator[Path]) -> list[str]:
    out = []
    for path in files:
        for line, name in _imports("x", path):
            if name.split(".")[0] in OLD_NAMES:
                out.append(f"{_where(path, line)}: imports {name}")
    return out


def test_nothing_imports_the_old_top_level_names() -> None:
    files = [p for _, _, p in _modules()]
    for extra in ("tests", "benchmarks"):
        files += [p for p in _python_files(ROOT / extra)]
    wrong = _old_name_imports(iter(files))
    assert not wrong, "say memstream.<name>:\n" + "\n".join(sorted(set(wrong)))


#: What the client must never load: the ML stack, the stores, the stream processing.
HEAVY = {
    "torch",
    "sentence_transformers",
    "bytewax",
    "confluent_kafka",
    "tantivy",
    "qdrant_edge",
    "qdrant_client",
    "kuzu",
    "ladybug",
}
NOT_FOR_CLIENTS = (
    "memstream.query",
    "memstream.connectors",
    "memstream.flows",
    "memstream.service",
)


def test_the_client_loads_no_model_store_or_stream_library() -> None:
    code = "import json, sys, memstream.client; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    loaded = set(json.loads(out.stdout))
    assert "memstream.client" in loaded  # the worktree's package, not another install
    heavy = sorted(m for m in loaded if m.split(".")[0] in HEAVY)
    ours = sorted(m for m in loaded if m.startswith(NOT_FOR_CLIENTS))
    assert not heavy and not ours, f"memstream.client loads {heavy + ours}"


def test_the_integrations_load_their_framework_and_the_client_only() -> None:
    """`import memstream.integrations` loads no framework; each adapter loads its framework
    and the client, never torch, a store or the node's parts."""
    adapters = ["langgraph", "langchain", "llama_index", "openai_agents"]
    code = (
        "import json, sys, memstream.integrations\n"
        "bare = sorted(m for m in sys.modules if m.split('.')[0] in FRAMEWORKS)\n"
        f"for a in {adapters!r}: __import__('memstream.integrations.' + a)\n"
        "print(json.dumps([bare, sorted(sys.modules)]))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", f"FRAMEWORKS = {sorted(FRAMEWORKS)!r}\n" + code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    bare, loaded = json.loads(out.stdout)
    assert bare == [], f"import memstream.integrations loads {bare}"
    heavy = sorted(m for m in loaded if m.split(".")[0] in HEAVY)
    ours = sorted(m for m in loaded if m.startswith(NOT_FOR_CLIENTS))
    assert not heavy and not ours, f"the integrations load {heavy + ours}"


def _functions(node: ast.AST, prefix: str = "") -> Iterator[tuple[str, int]]:
    """(qualified name, lines from `def` to the end) of every function and method, nested too."""
    for child in ast.iter_child_nodes(node):
        name = prefix
        if isinstance(child, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            name = f"{prefix}{child.name}"
            if not isinstance(child, ast.ClassDef):
                assert child.end_lineno is not None
                yield f"{name} (line {child.lineno})", child.end_lineno - child.lineno + 1
            name += "."
        yield from _functions(child, name)


def test_no_function_is_longer_than_80_lines() -> None:
    """From `def` to the last line of the body (a nested function counts in its parent too)."""
    long = [
        f"{path.relative_to(ROOT)} {name}: {n} lines"
        for _, _, path in _modules()
        for name, n in _functions(ast.parse(path.read_text(encoding="utf-8")))
        if n > MAX_FUNCTION_LINES
    ]
    assert not long, f"functions over {MAX_FUNCTION_LINES} lines:\n" + "\n".join(long)


def test_no_module_is_longer_than_450_lines() -> None:
    files = [p for _, _, p in _modules()] + list(_python_files(ROOT / "benchmarks"))
    files += list(_python_files(ROOT / "research"))
    long = [
        f"{p.relative_to(ROOT)}: {n} lines"
        for p in files
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    ]
    assert not long, f"modules over {MAX_MODULE_LINES} lines:\n" + "\n".join(long)


def test_no_class_is_longer_than_250_lines() -> None:
    """From `class` to its last line, every class of the tree (nested ones count too)."""
    long = [
        f"{path.relative_to(ROOT)} {node.name} (line {node.lineno}): {n} lines"
        for folder in TREE
        for path in _python_files(ROOT / folder)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef)
        and node.end_lineno is not None
        and (n := node.end_lineno - node.lineno + 1) > MAX_CLASS_LINES
    ]
    assert not long, f"classes over {MAX_CLASS_LINES} lines:\n" + "\n".join(long)


def test_research_and_benchmarks_stay_outside_the_product() -> None:
    wrong = [
        f"{_where(path, line)}: {module} imports {name}"
        for _, module, path in _modules()
        for line, name in _imports(module, path)
        if name.split(".")[0] in NOT_PRODUCT
    ]
    for path in _python_files(ROOT / "benchmarks"):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        wrong += [
            f"{_where(path, line)}: {module} imports {name} (a benchmark measures the product)"
            for line, name in _imports(module, path)
            if name.split(".")[0] == "research"
        ]
    assert not wrong, "research and benchmarks are not product:\n" + "\n".join(wrong)
    research = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts)
        for p in _python_files(ROOT / "research")
    }
    assert "research.cv_probes" in research  # the walk finds what it checks


def test_the_distribution_installs_one_top_level_name() -> None:
    """The packages setuptools finds with pyproject's own settings: all under `memstream`,
    the root folders among them (through the symlinks), and nothing else at the top."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools_cfg = pyproject["tool"]["setuptools"]
    assert "py-modules" not in setuptools_cfg and "package-dir" not in setuptools_cfg
    cfg = setuptools_cfg["packages"]["find"]
    finder = find_namespace_packages if cfg.get("namespaces", True) else find_packages
    packages = finder(
        where=str(ROOT / cfg.get("where", ["."])[0]),
        include=cfg.get("include", ["*"]),
        exclude=cfg.get("exclude", []),
    )
    assert {p.split(".")[0] for p in packages} == {"memstream"}, packages
    for part in ("connectors", "flows", "query", "service"):
        assert f"memstream.{part}" in packages
    assert all(key.split(".")[0] == "memstream" for key in setuptools_cfg.get("package-data", {}))
    scripts = pyproject["project"].get("scripts", {})
    assert all(target.startswith("memstream.") for target in scripts.values()), scripts
