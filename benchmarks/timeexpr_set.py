"""The labelled time-expression set (tests/data/timeexpr.json) and how a resolver is scored on it.

A sentence carries its speaking time (`said_at`, with its offset), the time expressions a
careful reader would write down (each an interval [start, end) in the speaker's local time, in
a compact form expanded here: `day`, `days`, `week`, `month`, `season`, `year`, `hour`,
`minute`, or `start`/`end`), and the phrases that look like times but are not (`not_times`).
The conventions are written in tests/data/timeexpr.md.

Scores, per split ("dev", "held-out") and overall:
- accuracy: labelled expressions for which the resolver gives a reference with exactly the
  labelled interval (the same instants, to the minute a label is written in) over a span that
  overlaps the label's text;
- false-positive rate: non-date phrases that a resolved reference overlaps, over all non-date
  phrases; a sentence with neither times nor listed phrases counts as one non-date phrase (its
  whole text), tagged if anything in it is resolved;
- unlabelled: references overlapping neither a labelled expression nor a non-date phrase
  (reported, not a goal: "now" in a sentence is a time, just not one the set labels).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, tzinfo
from pathlib import Path
from typing import Any

from memstream.records import TimeRef

SET_PATH = Path(__file__).resolve().parents[1] / "tests" / "data" / "timeexpr.json"
#: The project set's splits; another file may name its own (a row without one is "held-out").
SPLITS = ("dev", "held-out")
#: The issue's goals: share of expressions resolved to the labelled interval, and share of
#: non-date phrases tagged as times.
GOAL_ACCURACY = 0.95
GOAL_FALSE_POSITIVES = 0.02
#: Meteorological seasons: the month each starts in.
SEASON_MONTHS = 3

#: A resolver of the product's shape: (text, speaking time) pairs in, references per text out.
Resolve = Callable[[Sequence[tuple[str, datetime]]], list[tuple[TimeRef, ...]]]


@dataclass(frozen=True, slots=True)
class Label:
    text: str
    start: datetime
    end: datetime
    grain: str


@dataclass(frozen=True, slots=True)
class Sentence:
    id: str
    split: str
    kinds: tuple[str, ...]
    said_at: datetime
    text: str
    times: tuple[Label, ...]
    not_times: tuple[str, ...]


def _local(value: str, tz: tzinfo | None) -> datetime:
    """A local date or date-time of the label ("2024-03-11", "2024-03-11T14:30") at `tz`."""
    if len(value) == 13:  # "YYYY-MM-DDTHH"
        value += ":00"
    return datetime.fromisoformat(value).replace(tzinfo=tz)


def _plus_months(t: datetime, months: int) -> datetime:
    m = t.month - 1 + months
    return t.replace(year=t.year + m // 12, month=m % 12 + 1)


def expand(raw: dict[str, Any], tz: tzinfo | None) -> Label:
    """A compact label of the set as its interval."""
    text = raw["text"]
    if "start" in raw:
        start, end = _local(raw["start"], tz), _local(raw["end"], tz)
        return Label(text, start, end, raw.get("grain", "interval"))
    if "days" in raw:
        first, last = (_local(d, tz) for d in raw["days"])
        return Label(text, first, last + timedelta(days=1), "day" if first == last else "interval")
    for grain, width in (("minute", timedelta(minutes=1)), ("hour", timedelta(hours=1))):
        if grain in raw:
            start = _local(raw[grain], tz)
            return Label(text, start, start + width, grain)
    if "day" in raw:
        start = _local(raw["day"], tz)
        return Label(text, start, start + timedelta(days=1), "day")
    if "week" in raw:
        start = _local(raw["week"], tz)
        if start.weekday() != 0:
            raise ValueError(f"a week label starts on a Monday: {raw}")
        return Label(text, start, start + timedelta(days=7), "week")
    for grain, months in (("month", 1), ("season", SEASON_MONTHS), ("year", 12)):
        if grain in raw:
            value = raw[grain] + ("-01" if grain == "year" else "") + "-01"
            start = _local(value, tz)
            return Label(text, start, _plus_months(start, months), grain)
    raise ValueError(f"a label needs an interval: {raw}")


def load_set(path: Path = SET_PATH) -> list[Sentence]:
    """The sentences of a set file; every label and phrase must be found in its text."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for row in doc["sentences"]:
        said_at = datetime.fromisoformat(row["said_at"])
        if said_at.tzinfo is None:
            raise ValueError(f"{row['id']}: said_at needs a UTC offset")
        times = tuple(expand(t, said_at.tzinfo) for t in row.get("times", []))
        not_times = tuple(row.get("not_times", []))
        for phrase in [t.text for t in times] + list(not_times):
            if phrase not in row["text"]:
                raise ValueError(f"{row['id']}: {phrase!r} is not in its text")
        split = str(row.get("split", "held-out"))
        kinds = tuple(row.get("kinds", []))
        out.append(Sentence(row["id"], split, kinds, said_at, row["text"], times, not_times))
    return out


def _whole(piece: str) -> re.Pattern[str]:
    """`piece` where it is not part of a longer word or number: "5" in "till 5", not the "5"
    of "7:15"."""
    head = r"(?<![\w:.])" if piece[:1].isalnum() else ""
    tail = r"(?![\w:])" if piece[-1:].isalnum() else ""
    return re.compile(head + re.escape(piece) + tail)


def _find(text: str, piece: str, at: int) -> int:
    """The first whole occurrence of `piece` from `at`, else anywhere, else any occurrence."""
    whole = _whole(piece)
    for m in (whole.search(text, at), whole.search(text)):
        if m is not None:
            return m.start()
    i = text.find(piece, at)
    return i if i >= 0 else text.find(piece)


def _spans(text: str, found: Sequence[str]) -> list[tuple[int, int] | None]:
    """Where each resolved text lies in `text`, in order (None: not found as written)."""
    out: list[tuple[int, int] | None] = []
    at = 0
    for piece in found:
        i = _find(text, piece, at) if piece else -1
        if i < 0:
            out.append(None)
            continue
        out.append((i, i + len(piece)))
        at = i + 1
    return out


def _overlap(a: tuple[int, int] | None, b: tuple[int, int] | None) -> bool:
    return a is not None and b is not None and a[0] < b[1] and b[0] < a[1]


@dataclass
class Tally:
    """Counts for one split (or one kind)."""

    expressions: int = 0
    resolved: int = 0
    grain_agrees: int = 0
    non_dates: int = 0
    tagged: int = 0
    unlabelled: int = 0

    def figures(self) -> dict[str, Any]:
        return {
            "expressions": self.expressions,
            "resolved": self.resolved,
            "accuracy": self.resolved / self.expressions if self.expressions else None,
            "grain_agrees": self.grain_agrees,
            "non_date_phrases": self.non_dates,
            "tagged": self.tagged,
            "false_positive_rate": self.tagged / self.non_dates if self.non_dates else None,
            "unlabelled_refs": self.unlabelled,
        }


@dataclass
class Scored:
    """A resolver's figures on a set, and what it got wrong."""

    by_split: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    by_kind: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    #: Speakers at UTC and elsewhere: a resolver blind to the offset fails only the second.
    by_offset: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    misses: list[dict[str, Any]] = field(default_factory=list)

    def splits(self) -> list[str]:
        """The project's splits first, then any other a set names."""
        return [s for s in SPLITS if s in self.by_split] + sorted(set(self.by_split) - set(SPLITS))

    def figures(self) -> dict[str, Any]:
        total = Tally()
        for t in self.by_split.values():
            for name in vars(total):
                setattr(total, name, getattr(total, name) + getattr(t, name))
        return {
            **{s: self.by_split[s].figures() for s in self.splits()},
            "all": total.figures(),
            "by_kind": {k: self.by_kind[k].figures() for k in sorted(self.by_kind)},
            "by_offset": {k: self.by_offset[k].figures() for k in sorted(self.by_offset)},
        }


def describe(label: Label) -> str:
    """A label as a results file's misses name it."""
    return f"{label.text!r} [{label.start.isoformat()}, {label.end.isoformat()}) {label.grain}"


def _show(r: TimeRef) -> str:
    return f"{r.text!r} [{r.start.isoformat()}, {r.end.isoformat()}) {r.grain}"


@dataclass(frozen=True, slots=True)
class Matched:
    """What references match in one sentence: each label's hits (same interval, overlapping
    span), each non-date phrase (the whole text when the sentence lists neither) with the
    references over it, and the references over neither."""

    labels: list[tuple[Label, list[TimeRef]]]
    phrases: list[tuple[str, list[TimeRef]]]
    unlabelled: int


def _to_minute(t: datetime) -> datetime:
    """`t` as precisely as a label is written: an interval that runs to the moment said
    ("since 6" said at 08:10:00.615) is labelled to that minute (08:10)."""
    return t.replace(second=0, microsecond=0)


def match(s: Sentence, refs: Sequence[TimeRef]) -> Matched:
    """The scorer's one rule of what a reference matches in `s`."""
    spans = _spans(s.text, [r.text for r in refs])
    label_spans = _spans(s.text, [t.text for t in s.times])
    labels = [
        (
            label,
            [
                r
                for r, span in zip(refs, spans, strict=True)
                if _to_minute(r.start) == label.start
                and _to_minute(r.end) == label.end
                and (span is None or _overlap(span, lspan))
            ],
        )
        for label, lspan in zip(s.times, label_spans, strict=True)
    ]
    phrases = list(zip(s.not_times, _spans(s.text, s.not_times), strict=True))
    if not s.times and not s.not_times:
        phrases = [(s.text, (0, len(s.text)))]
    tagged = [
        (p, [r for r, span in zip(refs, spans, strict=True) if _overlap(span, pspan)])
        for p, pspan in phrases
    ]
    known = label_spans + [p for _, p in phrases]
    unlabelled = sum(1 for span in spans if not any(_overlap(span, k) for k in known))
    return Matched(labels, tagged, unlabelled)


def score_one(s: Sentence, refs: Sequence[TimeRef], out: Scored) -> None:
    """Add one sentence's counts to `out`."""
    offset = "UTC" if s.said_at.utcoffset() == timedelta(0) else "other offsets"
    tallies = [out.by_split[s.split], out.by_offset[offset]] + [out.by_kind[k] for k in s.kinds]
    found = match(s, refs)
    for label, hit in found.labels:
        for t in tallies:
            t.expressions += 1
            t.resolved += bool(hit)
            t.grain_agrees += any(r.grain == label.grain for r in hit)
        if not hit:
            out.misses.append(
                {
                    "id": s.id,
                    "split": s.split,
                    "text": s.text if len(s.text) <= 120 else f"... {label.text} ...",
                    "label": describe(label),
                    "got": [_show(r) for r in refs],
                }
            )
    for phrase, tagged in found.phrases:
        for t in tallies:
            t.non_dates += 1
            t.tagged += bool(tagged)
        if tagged:
            out.misses.append(
                {
                    "id": s.id,
                    "split": s.split,
                    "not_a_date": phrase,
                    "got": [_show(r) for r in tagged],
                }
            )
    for t in tallies:
        t.unlabelled += found.unlabelled


def score(sentences: Sequence[Sentence], resolve: Resolve) -> Scored:
    """The resolver's figures on the sentences (resolved in one batch, as the flow does)."""
    refs = resolve([(s.text, s.said_at) for s in sentences])
    out = Scored()
    for s, found in zip(sentences, refs, strict=True):
        score_one(s, found, out)
    return out
