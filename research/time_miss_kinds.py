"""What kind of miss do the rules make on sentences they never saw? Sort every miss of every
blind batch's first score by what went wrong, read from the label and the references alone.

Research, not product: nothing under memstream/ imports this. Each blind batch of the time
set was scored once, as written, before any rule looked at it (its `-first` results file in
benchmarks/results/); its misses name the labelled interval and what the rules gave. A miss
is sorted, from the references whose text overlaps the label's in the sentence, into:

- **not found**: no reference over the label's words (a month, year, feast or clock time
  the rules do not read there, or read as part of another expression far off);
- **which occurrence**: a reference over the words, of the label's length, a whole number of
  weeks or years (or, for a month's day, months) away: the right thing in the wrong week or
  year, the tense or plan read wrongly;
- **clock time**: a label of an hour or a minute (or a clock range within a day) and a
  reference over its words at another clock time or on another day with the same clock;
- **span or grain**: a reference over the words with another length (the day where the label
  has its morning, one range where the label has two days);
- **other**: a reference over the words at some other interval;
- **tagged**: a phrase the labels call no time that the rules read as one.

These are the kinds a per-kind goal could be set on; the sort is mechanical (it reads no
text but the spans), so a miss of two faults counts under the first that fits.

Usage: python -m research.time_miss_kinds [--batches 12-46]
[--out research/results/time-miss-kinds.json]
"""

from __future__ import annotations

import argparse
import ast
import json
import re
from collections import Counter
from collections.abc import Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from benchmarks.common import now_iso

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
DATA = ROOT / "tests" / "data"
OUT = Path(__file__).parent / "results" / "time-miss-kinds.json"
KINDS = ("not found", "which occurrence", "clock time", "span or grain", "other", "tagged")
#: A results file's reading: 'text' [start, end) grain (text quoted as Python's repr).
_READING = re.compile(
    r"""^(?P<text>'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")"""
    r""" \[(?P<start>[^,]+), (?P<end>[^)]+)\) (?P<grain>\w+)$"""
)
_DAY = timedelta(days=1)


def reading(shown: str) -> tuple[str, datetime, datetime, str]:
    """A results file's reading as (text, start, end, grain)."""
    m = _READING.match(shown)
    if m is None:
        raise ValueError(f"not a reading: {shown!r}")
    text = ast.literal_eval(m["text"])  # the results file wrote it with repr()
    return text, datetime.fromisoformat(m["start"]), datetime.fromisoformat(m["end"]), m["grain"]


def _span(text: str, piece: str) -> tuple[int, int] | None:
    i = text.find(piece)
    return None if i < 0 else (i, i + len(piece))


def _over(a: tuple[int, int] | None, b: tuple[int, int] | None) -> bool:
    return a is not None and b is not None and a[0] < b[1] and b[0] < a[1]


def _other_occurrence(start: datetime, other: datetime) -> bool:
    """`other` is the same calendar thing as `start` in another week, month or year."""
    gap = abs(other - start)
    if gap >= _DAY and gap % timedelta(weeks=1) == timedelta(0):
        return True
    a, b = start.replace(tzinfo=None), other.astimezone(start.tzinfo).replace(tzinfo=None)
    return a != b and a.day == b.day and a.time() == b.time()  # another month or year


def kind(sentence: str, label: str, got: Sequence[str]) -> str:
    """The kind of one label's miss, from the references over its words."""
    text, start, end, grain = reading(label)
    where = _span(sentence, text)
    over = [r for r in map(reading, got) if _over(where, _span(sentence, r[0]))]
    if not over:
        return "not found"
    length = end - start
    if any(r[2] - r[1] == length and _other_occurrence(start, r[1]) for r in over):
        return "which occurrence"
    clock = grain in ("hour", "minute") or length < _DAY
    if clock and any(r[2] - r[1] < _DAY for r in over):
        return "clock time"
    if any(r[2] - r[1] != length for r in over):
        return "span or grain"
    return "other"


def sort_batch(n: int) -> dict[str, Any]:
    """One batch's first-score misses by kind, with their expressions' and phrases' counts."""
    run = json.loads((RESULTS / f"timeexpr-batch{n}-first.json").read_text())
    rows = {
        s["id"]: s for s in json.loads((DATA / f"timeexpr-batch{n}.json").read_text())["sentences"]
    }
    counts: Counter[str] = Counter()
    for miss in run["misses"]["current"]:
        if "not_a_date" in miss:
            counts["tagged"] += 1
        else:
            counts[kind(rows[miss["id"]]["text"], miss["label"], miss["got"])] += 1
    figures = run["resolvers"]["current"]["all"]
    return {
        "expressions": figures["expressions"],
        "resolved": figures["resolved"],
        "non_date_phrases": figures["non_date_phrases"],
        "tagged": figures["tagged"],
        "misses": {k: counts[k] for k in KINDS},
    }


def pooled(batches: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The batches' counts added up, each kind also as a share of the expressions."""
    out: dict[str, Any] = {
        k: sum(b[k] for b in batches.values())
        for k in ("expressions", "resolved", "non_date_phrases", "tagged")
    }
    out["misses"] = {k: sum(b["misses"][k] for b in batches.values()) for k in KINDS}
    out["share_of_expressions"] = {
        k: out["misses"][k] / out["expressions"] for k in KINDS if k != "tagged"
    }
    out["accuracy"] = out["resolved"] / out["expressions"]
    out["accuracy_if_mended"] = {  # every miss of that kind read right, nothing else
        k: (out["resolved"] + out["misses"][k]) / out["expressions"] for k in KINDS if k != "tagged"
    }
    out["false_positive_rate"] = out["tagged"] / out["non_date_phrases"]
    return out


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--batches", default="12-46", help="first and last batch, e.g. 12-46")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    lo, hi = (int(x) for x in args.batches.split("-"))
    found = [n for n in range(lo, hi + 1) if (RESULTS / f"timeexpr-batch{n}-first.json").exists()]
    batches = {f"batch{n}": sort_batch(n) for n in found}
    groups = {"all": batches}
    for a in range(hi - 2 - 3 * ((hi - lo) // 3), hi + 1, 3):  # written three at a time lately
        group = {k: v for k, v in batches.items() if a <= int(k[5:]) < a + 3}
        if group:
            groups[f"batches{min(int(k[5:]) for k in group)}-{max(int(k[5:]) for k in group)}"] = (
                group
            )
    out = {
        "measured_at": now_iso(),
        "batches": batches,
        "pooled": {name: pooled(g) for name, g in groups.items()},
    }
    args.out.write_text(json.dumps(out, indent=1) + "\n")
    for name, p in out["pooled"].items():
        print(
            f"{name:>14}: {p['resolved']}/{p['expressions']} resolved, misses "
            + ", ".join(f"{k} {p['misses'][k]}" for k in KINDS)
        )


if __name__ == "__main__":
    main()
