"""`python -m benchmarks.timeexpr [--set PATH]`: time expressions against the labelled set.

Runs the product's path (`memstream.encoders.resolve_times`: Duckling, the precision filter,
the tense of each mention from spaCy's tagger) and, in the same run, the baseline: the
resolver as it was before the set existed (`BASELINE`, read from git: timeexpr.py,
entities.py and the enricher's `time_refs` of that commit). Prints accuracy (expressions
resolved to the labelled interval) and the false-positive rate (non-date phrases tagged as
times) per split, and saves benchmarks/results/timeexpr-latest.json (--out to change).

The numbers the resolver was tuned with were chosen on the "dev" sentences; "held-out" is
reported beside them. `--set` scores another file of the same shape (tests/data/timeexpr.md).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import time
import types
from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from rich.console import Console
from rich.table import Table

from benchmarks.common import machine, now_iso, save
from benchmarks.timeexpr_set import (
    GOAL_ACCURACY,
    GOAL_FALSE_POSITIVES,
    SET_PATH,
    Resolve,
    Scored,
    load_set,
    score,
)
from memstream.records import TimeRef

ROOT = Path(__file__).resolve().parents[1]
#: The last commit of the resolver before the labelled set (the baseline of issue 21).
BASELINE = "a4306ec82d791ae2b86be593f36c57cdb4960283"
_OLD_FILES = ("timeexpr", "entities", "enricher")


def current() -> Resolve:
    """The product's resolver: what the flow's enricher runs for each event."""
    from memstream.encoders import EntityExtractor, TimeResolver, resolve_times

    times, tagger = TimeResolver(), EntityExtractor()
    return lambda items: resolve_times(times, tagger, items)


def _old_module(rev: str, name: str) -> types.ModuleType:
    """memstream/encoders/<name>.py as of `rev`, imported under a private name."""
    source = subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{rev}:memstream/encoders/{name}.py"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    module_name = f"_timeexpr_baseline_{name}"
    # The old files import each other by their old paths (the resolver has since moved to
    # memstream.encoders.times): point those imports at the old modules loaded before.
    for other in _OLD_FILES[: _OLD_FILES.index(name)]:
        source = source.replace(f"memstream.encoders.{other} ", f"_timeexpr_baseline_{other} ")
    spec = importlib.util.spec_from_loader(module_name, loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    exec(compile(source, f"{rev[:10]}:memstream/encoders/{name}.py", "exec"), module.__dict__)
    return module


def baseline(rev: str = BASELINE) -> Resolve:
    """The resolver of `rev`: its TimeResolver and tagger, through its enricher's `time_refs`."""
    old = {name: _old_module(rev, name) for name in _OLD_FILES}
    host = types.SimpleNamespace(
        times=old["timeexpr"].TimeResolver(), entities=old["entities"].EntityExtractor()
    )

    def resolve(items: Sequence[tuple[str, datetime]]) -> list[tuple[TimeRef, ...]]:
        events = [types.SimpleNamespace(text=t, occurred_at=at) for t, at in items]
        refs: list[tuple[TimeRef, ...]] = old["enricher"].Enricher.time_refs(host, events)
        return refs

    return resolve


def _rate(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _splits(figures: dict[str, Any]) -> list[str]:
    return [k for k in figures if k not in ("by_kind", "by_offset")]


def _table(title: str, runs: dict[str, dict[str, Any]]) -> Table:
    table = Table(title=title)
    for col in ("resolver", "split", "expressions", "accuracy", "non-date phrases", "FP rate"):
        table.add_column(col, justify="left" if col in ("resolver", "split") else "right")
    for name, figs in runs.items():
        for split in _splits(figs):
            f = figs[split]
            table.add_row(
                name,
                split,
                str(f["expressions"]),
                _rate(f["accuracy"]),
                str(f["non_date_phrases"]),
                _rate(f["false_positive_rate"]),
            )
    return table


def _goals(figs: dict[str, Any]) -> dict[str, bool]:
    """The issue's goals on each split that has what they measure."""
    out = {}
    for split in _splits(figs):
        f = figs[split]
        if f["accuracy"] is not None:
            out[f"{split}: accuracy >= {GOAL_ACCURACY}"] = f["accuracy"] >= GOAL_ACCURACY
        if f["false_positive_rate"] is not None:
            rate = f["false_positive_rate"]
            out[f"{split}: false positives <= {GOAL_FALSE_POSITIVES}"] = (
                rate <= GOAL_FALSE_POSITIVES
            )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--set", type=Path, default=SET_PATH, help="a set file (tests/data/timeexpr.md)"
    )
    ap.add_argument("--baseline", default=BASELINE, help="git revision of the baseline resolver")
    ap.add_argument("--no-baseline", action="store_true", help="score the current resolver only")
    ap.add_argument("--out", default="timeexpr-latest", help="results/<name>.json")
    args = ap.parse_args()
    console = Console(width=140)
    sentences = load_set(args.set)
    resolvers: dict[str, Resolve] = {}
    if not args.no_baseline:
        resolvers["baseline"] = baseline(args.baseline)
    resolvers["current"] = current()
    scored: dict[str, Scored] = {}
    seconds: dict[str, float] = {}
    for name, resolve in resolvers.items():
        resolve(  # warm up: Duckling's runtime and spaCy's first batch
            [(sentences[0].text, sentences[0].said_at)]
        )
        t0 = time.perf_counter()
        scored[name] = score(sentences, resolve)
        seconds[name] = round(time.perf_counter() - t0, 3)
    figures = {name: s.figures() for name, s in scored.items()}
    goals = _goals(figures["current"])
    labelled = sum(len(s.times) for s in sentences)
    payload = {
        "benchmark": "timeexpr",
        "measured_at": now_iso(),
        "machine": machine(),
        "set": {
            "file": str(args.set.relative_to(ROOT) if args.set.is_relative_to(ROOT) else args.set),
            "sentences": len(sentences),
            "expressions": labelled,
            "non_date_phrases": figures["current"]["all"]["non_date_phrases"],
            "by_split": dict(sorted(Counter(s.split for s in sentences).items())),
        },
        "baseline_revision": None if args.no_baseline else args.baseline,
        "resolvers": figures,
        "goals": goals,
        "seconds_for_the_set": seconds,
        "misses": {name: s.misses for name, s in scored.items()},
    }
    out = save(args.out, payload)
    console.print(
        _table(f"Time expressions ({len(sentences)} sentences, {labelled} labelled)", figures)
    )
    for goal, met in goals.items():
        console.print(f"{'met' if met else 'NOT MET'}: {goal}")
    console.print(f"saved {out}")
    os._exit(0)  # the Duckling (Haskell) runtime can hold the interpreter at exit


if __name__ == "__main__":
    main()
