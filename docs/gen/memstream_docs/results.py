"""The results files and the one way a page quotes a figure from them.

A page never types a measured figure: it names the results file and the path of the value
(`fig("latency-latest", "results/HYBRID/100000/total/p50_ms", 1)`), so the page changes when
the benchmark is run again, and a path that no longer exists fails the build. The files are
the benchmarks' (`benchmarks/results/`) and the research's (`research/results/`: studies of
the ranking that were not adopted); a name is unique across both.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
RESULTS = ROOT / "benchmarks" / "results"
#: Where results files are looked for, in order.
FOLDERS = (RESULTS, ROOT / "research" / "results")


class MissingFigure(KeyError):
    """A page asked for a results file or a value that is not there."""

    def __str__(self) -> str:
        return str(self.args[0])


@cache
def load(stem: str) -> Any:
    """The parsed `<stem>.json` of the results folders."""
    for folder in FOLDERS:
        path = folder / f"{stem}.json"
        if path.is_file():
            return json.loads(path.read_text(encoding="utf-8"))
    raise MissingFigure(f"no results file {stem}.json in {', '.join(_names(FOLDERS))}")


def stems() -> list[str]:
    """Every results file, by name without `.json`, sorted."""
    return sorted(p.stem for folder in FOLDERS for p in folder.glob("*.json"))


def _names(folders: tuple[Path, ...]) -> list[str]:
    return [f.relative_to(ROOT).as_posix() for f in folders]


def val(stem: str, path: str) -> Any:
    """The value at `path` ("a/b/0/c": keys, or indexes of lists) in results file `stem`."""
    node = load(stem)
    for part in path.split("/"):
        if isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        elif isinstance(node, dict) and part in node:
            node = node[part]
        else:
            raise MissingFigure(f"{stem}.json has no {path!r} (stopped at {part!r})")
    return node


def num(value: Any, nd: int | None = None) -> str:
    """A number as a page shows it: thousands separated, `nd` decimals when given."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"not a number: {value!r}")
    if nd is not None:
        return f"{value:,.{nd}f}"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"{value:,}"


def fig(stem: str, path: str, nd: int | None = None, scale: float = 1.0) -> str:
    """The figure at `path` in results file `stem`, formatted (`scale` e.g. 100 for %)."""
    value = val(stem, path)
    return num(value * scale if scale != 1.0 else value, nd)


def when(stem: str) -> str:
    """When the results file says it was measured (date and minute, UTC)."""
    data = load(stem)
    for key in ("measured_at", "when", "at"):
        if isinstance(data, dict) and key in data:
            return str(data[key])[:16].replace("T", " ")
    return "not recorded"


def machine(stem: str) -> str:
    """The machine the results file names, or 'not recorded'."""
    data = load(stem)
    m = data.get("machine") if isinstance(data, dict) else None
    if isinstance(m, dict):
        return ", ".join(f"{k} {v}" for k, v in m.items())
    return str(m) if m else "not recorded"


def load_average(stem: str) -> str:
    """The 1-minute load average recorded at the start of the run, or 'not recorded'."""
    data = load(stem)
    for key in ("load_average", "load_average_at_start", "loadavg_start"):
        if isinstance(data, dict) and isinstance(data.get(key), list):
            return num(data[key][0], 1)
    return "not recorded"
