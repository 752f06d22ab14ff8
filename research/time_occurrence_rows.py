"""The rows, candidates and features of `research.time_occurrence`: for each labelled expression
of a blind batch, the rules' reading at its first score, the other occurrences of the same
thing it could have meant, and what a model may see of them.

Research, not product: nothing under memstream/ imports this. A row's reading r is the label's
interval where the first score resolved the label, else the rules' reference over the label's
words (as `research.time_miss_kinds.kind` finds them: the one over most of its characters,
ties to the first; never chosen by the label's interval); a label with no reference over its
words has no row (a detection miss). The expression's words and place are the label's for
every row, resolved or not (the results files keep the rules' own text only for misses, and
mixing the two would tell the model which rows were missed); a chooser in the product would
read the rules' match, nearly always the same words.

The periods an expression repeats with are read from its text alone (`periods`), with the
vocabularies of memstream/encoders/times/ (weekdays, months, seasons, holidays, feasts): a
weekday repeats every 7 days; a month, season, holiday or feast with no written year every
year; a day of the month with no month every month; a clock time every 12 hours (am or pm)
and every day, the day only where the expression names no day of its own ("tmrw at 3",
"fri at 3": moving the day would undo the words). An alternative is r moved by one period
either way, in the speaker's local time, kept when it lies on the other side of the speaking
time from r (`side`); the 12-hour moves are kept both ways (`alternatives`). Each is labelled
by the benchmark's criterion (the label's interval to the minute, `hits`), never used to
build it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from benchmarks.timeexpr_set import (
    Label,
    Sentence,
    _plus_months,
    _spans,
    _to_minute,
    describe,
    load_set,
)
from memstream.encoders.times.timefeastnames import FEAST_NAMES, FEASTS_READ_ELSEWHERE
from memstream.encoders.times.timeholidaysmore import FIXED
from memstream.encoders.times.timevocab import HOLIDAYS, MONTH, MONTHS, SEASONS, WEEKDAY
from research.time_miss_kinds import DATA, RESULTS, _over, _span, kind, reading

BLIND = tuple(range(12, 77))
#: Tokens each side of the expression that the model reads (fixed, not tuned).
WINDOW = 3

_WEEKDAY = re.compile(rf"\b{WEEKDAY}\b\.?", re.I)
_YEARLY = re.compile(
    rf"\b(?:{MONTH}|{'|'.join(sorted(MONTHS | SEASONS | HOLIDAYS))}|{FEAST_NAMES}|"
    rf"{FEASTS_READ_ELSEWHERE}|{'|'.join(FIXED)}|new\s+year(?:['’]?s)?|nye)\b",
    re.I,
)
_WRITTEN_YEAR = re.compile(r"\b(?:19|20)\d\d\b|['’]\d\d\b")
_MONTH_DAY = re.compile(r"\b(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b", re.I)
_NUMERIC_DATE = re.compile(r"\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b")
_CLOCK = re.compile(
    r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.?|p\.m\.?|a|p)\b|\b\d{1,2}[:.h]\d\d\b|"
    r"\b\d{1,2}\s*o['’]?clock\b|"
    r"\b(?:at|by|till|til|until|from|around|after|before|@|abt|about|ard)\s*\d{1,2}(?:ish)?\b|"
    r"\b\d{1,2}ish\b|\b\d{1,2}\s*[-–]\s*\d{1,2}\b",
    re.I,
)
_MERIDIEM = re.compile(r"\d\s*(?:am|pm|a\.m|p\.m|a|p)\b", re.I)
_DAY_WORD = re.compile(
    r"\b(?:today|tday|tomorrow|tmrw|tmr|tmo|2moro|2morrow|yesterday|yday|tonight|tonite|2nite|"
    r"morning|afternoon|evening|night|nite|arvo)\b",
    re.I,
)
#: Each period: (its name, what a move by one period does to an instant).
PERIOD_NAMES = ("week", "year", "month", "half-day", "day")


def periods(text: str) -> tuple[str, ...]:
    """The periods the expression `text` repeats with, read from its words alone."""
    out: list[str] = []
    weekday = _WEEKDAY.search(text) is not None
    yearly = _YEARLY.search(text) is not None
    month_day = _MONTH_DAY.search(text) is not None or _NUMERIC_DATE.search(text) is not None
    if weekday:
        out.append("week")
    if yearly and not _WRITTEN_YEAR.search(text):
        out.append("year")
    if _MONTH_DAY.search(text) and not yearly and not _NUMERIC_DATE.search(text):
        out.append("month")
    if _CLOCK.search(_NUMERIC_DATE.sub(" ", text)):
        out.append("half-day")
        if not (weekday or yearly or month_day or _DAY_WORD.search(text)):
            out.append("day")
    return tuple(out)


def moved(t: datetime, period: str, step: int) -> datetime:
    """`t` moved by `step` periods, on the calendar of its own offset."""
    if period == "week":
        return t + timedelta(days=7 * step)
    if period == "day":
        return t + timedelta(days=step)
    if period == "half-day":
        return t + timedelta(hours=12 * step)
    if period == "month":
        return _plus_months(t, step)
    return t.replace(year=t.year + step)


def side(start: datetime, end: datetime, said_at: datetime) -> int:
    """-1: all before the speaking time; 1: all after it; 0: around it."""
    if end <= said_at:
        return -1
    return 1 if start >= said_at else 0


@dataclass(frozen=True, slots=True)
class Alt:
    period: str
    step: int
    start: datetime
    end: datetime


def alternatives(text: str, start: datetime, end: datetime, said_at: datetime) -> list[Alt]:
    """Reading [start, end) of `text` moved by one of its periods, said at `said_at`."""
    tz = said_at.tzinfo
    try:
        a, b = start.astimezone(tz), end.astimezone(tz)
    except OverflowError:  # an open end (9999-12-31) has no local time east of UTC
        return []
    here = side(a, b, said_at)
    out: list[Alt] = []
    for period in periods(text):
        for step in (-1, 1):
            try:
                s, e = moved(a, period, step), moved(b, period, step)
            except (ValueError, OverflowError):  # the 31st of a short month, the end of time
                continue
            if period != "half-day" and side(s, e, said_at) == here:
                continue
            if all((s, e) != (x.start, x.end) for x in out):
                out.append(Alt(period, step, s, e))
    return out


def hits(alt: Alt, label: Label) -> bool:
    """The benchmark's criterion: the label's interval, to the minute it is written in."""
    return _to_minute(alt.start) == label.start and _to_minute(alt.end) == label.end


@dataclass(frozen=True, slots=True)
class Row:
    """One labelled expression the rules read, with its reading r and its alternatives."""

    batch: int
    sentence: Sentence
    label: Label
    span: tuple[int, int]
    start: datetime
    end: datetime
    grain: str
    resolved: bool
    miss_kind: str | None
    alts: tuple[Alt, ...]
    ys: tuple[bool, ...]


def _reading_over(
    sentence: str, label: Label, got: Sequence[str]
) -> tuple[str, datetime, datetime, str] | None:
    """The rules' reference over the label's words: the one over most of its characters, ties
    to the first (the label's interval plays no part)."""
    where = _span(sentence, label.text)
    over = [r for r in map(reading, got) if _over(where, _span(sentence, r[0]))]
    if not over or where is None:
        return None
    return max(over, key=lambda r: _shared(where, _span(sentence, r[0])))


def _shared(a: tuple[int, int], b: tuple[int, int] | None) -> int:
    """How many characters two spans share."""
    return 0 if b is None else max(0, min(a[1], b[1]) - max(a[0], b[0]))


#: Whose readings: the rules' at each batch's first score (blind), or today's (the rules
#: have since been mended on these batches, so theirs are not blind: a check of what is left).
READINGS = {"first": "-first", "today": ""}


def batch_rows(n: int, readings: str = "first") -> tuple[list[Row], dict[str, int]]:
    """Batch n's rows, and its counts of expressions, resolved, detection misses."""
    run = json.loads((RESULTS / f"timeexpr-batch{n}{READINGS[readings]}.json").read_text())
    missed: dict[tuple[str, str], list[list[str]]] = {}
    for m in run["misses"]["current"]:
        if "label" in m:
            missed.setdefault((m["id"], m["label"]), []).append(m["got"])
    rows: list[Row] = []
    counts = {"expressions": 0, "resolved": 0, "detection_misses": 0}
    for s in load_set(DATA / f"timeexpr-batch{n}.json"):
        for label, span in zip(s.times, _spans(s.text, [t.text for t in s.times]), strict=True):
            counts["expressions"] += 1
            got = missed.get((s.id, describe(label)))
            if got:
                refs = got.pop()
                r = _reading_over(s.text, label, refs)
                if r is None:
                    counts["detection_misses"] += 1
                    continue
                start, end, grain, miss = r[1], r[2], r[3], kind(s.text, describe(label), refs)
            else:
                counts["resolved"] += 1
                start, end, grain, miss = label.start, label.end, label.grain, None
            alts = tuple(alternatives(label.text, start, end, s.said_at))
            ys = tuple(hits(a, label) for a in alts)
            assert span is not None  # load_set checks that every label is in its text
            rows.append(Row(n, s, label, span, start, end, grain, miss is None, miss, alts, ys))
    return rows, counts


def all_rows(
    batches: Sequence[int] = BLIND, readings: str = "first"
) -> tuple[list[Row], dict[int, dict[str, int]]]:
    """Every batch's rows, and each batch's counts."""
    rows: list[Row] = []
    counts: dict[int, dict[str, int]] = {}
    for n in batches:
        got, counts[n] = batch_rows(n, readings)
        rows += got
    return rows, counts


#: The sentence's cues to tense that the model reads, as spaCy's tags and as words.
TENSE_TAGS = frozenset({"VBD", "VBN", "VBG", "MD", "VBZ", "VBP", "VB"})
TENSE_WORDS = frozenset(
    {"will", "'ll", "’ll", "gonna", "gon", "going", "was", "were", "did", "had", "just",
     "already", "ago", "yet", "still", "again", "next", "last", "this", "coming", "past"}
)  # fmt: skip
#: Hours between r and the speaking time, bucketed (signed: before or after).
HOUR_EDGES = (1, 6, 12, 24, 48, 96, 168, 336, 720, 2160, 4380, 8760)


def _bucket(hours: float) -> str:
    sign = "-" if hours < 0 else "+"
    for edge in HOUR_EDGES:
        if abs(hours) < edge:
            return f"{sign}<{edge}h"
    return f"{sign}>=1y"


def length(start: datetime, end: datetime) -> str:
    """The rules' grain as their interval's length gives it: a resolved row's r is its label's
    interval, whose written grain the rules' may not share ("interval" for a "season"), so
    the grain is read the same way from both."""
    if end.year == 9999 or start.year == 1:
        return "open"
    days = (end - start) / timedelta(days=1)
    for name, most in (("minute", 1 / 1440), ("hour", 1 / 24), ("part of a day", 0.99)):
        if days <= most:
            return name
    for name, lo, hi in (
        ("day", 1, 1), ("days", 1, 6.99), ("week", 7, 7), ("weeks", 7, 27.99),
        ("month", 28, 31), ("months", 31, 88.99), ("season", 89, 92), ("year", 365, 366),
    ):  # fmt: skip
        if lo <= days <= hi:
            return name
    return "longer"


def _hours(t: datetime, said_at: datetime) -> float:
    return (t - said_at).total_seconds() / 3600


def row_features(row: Row, tokens: Sequence[Any]) -> dict[str, bool]:
    """What the model reads of a row, the same for each of its alternatives (`example`)."""
    a, b = row.span
    words = [t for t in tokens if not t.is_space]
    inside = [t for t in words if t.start < b and a < t.end]
    left = [t for t in words if t.end <= a][-WINDOW:]
    right = [t for t in words if t.start >= b][:WINDOW]
    said = row.sentence.said_at
    f = {f"in:{t.lower}" for t in inside}
    f |= {f"L:{t.lower}" for t in left} | {f"R:{t.lower}" for t in right}
    f |= {f"Ltag:{t.tag}" for t in left} | {f"Rtag:{t.tag}" for t in right}
    f.add(f"L1:{left[-1].lower}" if left else "L1:<start>")
    f.add(f"R1:{right[0].lower}" if right else "R1:<end>")
    f |= {f"s:{t.tag}" for t in words if t.tag in TENSE_TAGS}
    f |= {f"sw:{t.lower}" for t in words if t.lower in TENSE_WORDS}
    f |= {
        "s:going to"
        for i, t in enumerate(words[:-1])
        if (t.lower, words[i + 1].lower) == ("going", "to")
    }
    if "?" in row.sentence.text:
        f.add("question")
    f.add(f"side:{side(row.start, row.end, said)}")
    f.add(f"length:{length(row.start, row.end)}")
    f.add(f"gap:{_bucket(_hours(row.start, said))}")
    f.add(f"said_h:{said.hour // 3}")
    f |= {f"has:{p}" for p in periods(row.label.text)}
    if _MERIDIEM.search(row.label.text):
        f.add("meridiem written")
    if "half-day" in periods(row.label.text):
        f.add(f"r_hour:{row.start.astimezone(said.tzinfo).hour}")
    return dict.fromkeys(sorted(f), True)


def example(row: Row, alt: Alt, shared: dict[str, bool]) -> dict[str, bool]:
    """One (row, alternative) example: the row's features, each also joined to the move's
    direction and to its period and direction, and the alternative's own."""
    said = row.sentence.said_at
    way = "+" if alt.step > 0 else "-"
    move = f"{alt.period}{way}"
    f = dict(shared)
    for k in shared:
        f[f"{k}|{way}"] = True
        f[f"{k}|{move}"] = True
    f[f"move:{move}"] = True
    f[f"alt_side:{side(alt.start, alt.end, said)}"] = True
    f[f"alt_gap:{_bucket(_hours(alt.start, said))}"] = True
    if alt.period in ("half-day", "day"):
        f[f"alt_hour:{alt.start.astimezone(said.tzinfo).hour}"] = True
    return f
