"""Do the readings a probe review found worse stay fixed? Re-read a review's probes with the
rules as they are now.

Research, not product: nothing under memstream/ imports this. A fixing round of the time
resolver is probed before it lands: a reviewer writes new chat sentences of each new rule's
kind and of its neighbours, reads each with the rules before the round ("old") and after it
("new"), and gives a verdict ("better", "worse", "same", "both wrong", "unclear"); the
probes are kept in `research/data/time-review*.json`. This re-reads every probe with the
rules now and says, per verdict, whether today's reading is the old one, the new one or
another: a "worse" probe read as the round read it is a regression still there, a
"better" one read as before the round a gain lost. "Another" reading needs a look; the
reviewer's "why" says what a careful reader writes down.

Usage: python -m research.time_review research/data/time-review38-*.json
[--out research/results/time-review38.json]
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any

from benchmarks.common import now_iso
from memstream.records import TimeRef

OUT = Path(__file__).parent / "results" / "time-review38.json"
#: The reviewers' words for a verdict, by what they mean.
VERDICTS = {
    "better": "better",
    "worse": "worse",
    "same": "same",
    "same, right": "same",
    "same-wrong": "both wrong",
    "both wrong": "both wrong",
    "both-wrong": "both wrong",
    "unclear": "unclear",
    "ambiguous": "unclear",
}
#: Where a probe's reading is now, against its readings before and after the round.
STATES = ("unchanged", "as before the round", "as the round read it", "another reading")
#: A regression still there, a gain lost.
LOOK = {("worse", "as the round read it"), ("better", "as before the round")}
Read = Callable[[Sequence[tuple[str, datetime]]], Sequence[Sequence[TimeRef]]]


def shown(ref: TimeRef, zone: tzinfo | None) -> str:
    """A reference as the review wrote it: its text and interval in the speaker's time."""
    try:
        a, b = ref.start.astimezone(zone), ref.end.astimezone(zone)
    except OverflowError:  # an open end (year 1 or 9999) cannot move into every offset
        return f"{ref.text!r} [{ref.start}, {ref.end}) {ref.grain}"
    return f"{ref.text!r} [{a:%a %Y-%m-%d %H:%M}, {b:%a %Y-%m-%d %H:%M}) {ref.grain}"


def read_now(probes: Sequence[dict[str, Any]], read: Read) -> list[list[str]]:
    """Each probe's reading now, in one call per speaking time."""
    by_time: dict[str, list[int]] = defaultdict(list)
    for i, p in enumerate(probes):
        by_time[p["said_at"]].append(i)
    out: list[list[str]] = [[] for _ in probes]
    for said, idx in by_time.items():
        at = datetime.fromisoformat(said)
        for i, refs in zip(idx, read([(probes[i]["text"], at) for i in idx]), strict=True):
            out[i] = [shown(r, at.tzinfo) for r in refs]
    return out


def state(probe: dict[str, Any], now: list[str]) -> str:
    """Whether the reading now is the one before the round, the round's, or another."""
    if now == probe["old"]:
        return "as before the round" if now != probe["new"] else "unchanged"
    return "as the round read it" if now == probe["new"] else "another reading"


def review(path: Path, read: Read) -> dict[str, Any]:
    """One review's probes re-read now: counts by verdict and state, and the probes whose
    reading needs a look (a regression still there, a gain lost, another reading)."""
    probes = json.loads(path.read_text(encoding="utf-8"))
    now = read_now(probes, read)
    counts: Counter[tuple[str, str]] = Counter()
    look = []
    for p, reading in zip(probes, now, strict=True):
        verdict = VERDICTS.get(str(p.get("verdict", "")).strip().lower(), "unclear")
        where = state(p, reading)
        counts[verdict, where] += 1
        if (verdict, where) in LOOK:
            look.append({**{k: p[k] for k in ("said_at", "text", "old", "new")}, "now": reading})
    table = {
        v: {**{s: counts[v, s] for s in STATES}, "all": sum(counts[v, s] for s in STATES)}
        for v in sorted(set(VERDICTS.values()))
    }
    return {"file": path.as_posix(), "probes": len(probes), "by_verdict": table, "look": look}


def pooled(rows: Sequence[dict[str, Any]]) -> dict[str, dict[str, int]]:
    out: dict[str, Counter[str]] = defaultdict(Counter)
    for row in rows:
        for verdict, states in row["by_verdict"].items():
            out[verdict].update(states)
    return {v: dict(c) for v, c in sorted(out.items())}


def main(argv: Sequence[str] | None = None, read: Read | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("probes", nargs="+", type=Path, help="a review's probes (JSON list)")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if read is None:
        from benchmarks.timeexpr import current

        read = current()
    rows = [review(p, read) for p in args.probes]
    doc = {
        "about": __doc__.splitlines()[0],
        "measured_at": now_iso(),
        "reviews": rows,
        "pooled": pooled(rows),
    }
    args.out.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for verdict, states in doc["pooled"].items():
        print(f"{verdict:11s} " + ", ".join(f"{k}: {n}" for k, n in states.items() if n))
    return doc


if __name__ == "__main__":
    main()
