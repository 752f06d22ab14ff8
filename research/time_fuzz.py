"""Fuzz the time resolver with generated chat: numbers, clock times, days, months, feasts,
prepositions and filler words strung together the way chat messages are, said at any moment
of the years an event may carry (1678-2261) at any UTC offset. Reports every text whose
reading fails in a way no rule foresaw (the resolver then answers no times for it and logs
`NOT_READ`; see tests/memstream/test_timeexpr_unforeseen.py) and every reference that is
not well formed.

    python -m research.time_fuzz --examples 20000 --seed 7   # random messages
    python -m research.time_fuzz --grid                      # the sweep: 479,150 texts
    python -m research.time_fuzz --grid --having 123 night --out research/results/x.json

Random messages rarely reach a narrow path: the sweep (`grid()`: every preposition, number
form and day phrase in three orders, at five speaking times) finds 18 faults among its 1,110
texts with "123" and "night" in the code before faadd40 ("from 1230h that night" said on
2024-02-29), where 10,000 random messages found none.
tests/memstream/test_timeexpr_fuzz.py runs a few hundred of each in CI (derandomized)."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path

from hypothesis import strategies as st

from benchmarks.common import now_iso

NUMBERS = st.one_of(
    st.integers(0, 99999).map(str),
    st.integers(0, 9999).map(lambda n: f"{n:04d}"),
    st.tuples(st.integers(0, 99), st.integers(0, 99)).map(lambda p: f"{p[0]}:{p[1]:02d}"),
    st.tuples(st.integers(0, 99), st.integers(0, 99)).map(lambda p: f"{p[0]}.{p[1]:02d}"),
    st.tuples(st.integers(0, 9999), st.integers(0, 9999)).map(lambda p: f"{p[0]}-{p[1]}"),
    st.tuples(st.integers(0, 99), st.integers(0, 99)).map(lambda p: f"{p[0]}/{p[1]}"),
    st.tuples(
        st.integers(0, 99), st.sampled_from(["am", "pm", "h", "hrs", "st", "nd", "rd", "th"])
    ).map(lambda p: f"{p[0]}{p[1]}"),
    st.tuples(st.sampled_from("$£€¥₹"), st.integers(0, 99999)).map(lambda p: f"{p[0]}{p[1]}"),
)
CHAT_WORDS = (
    "at by from to till until thru through since before after in on for around about by "
    "the a this that next last every each of and or - , . ! ? ... "
    "ago later earlier tonight tonite today tmrw tomorrow yesterday morning night evening "
    "noon midnight week weekend month year yr day days hrs hours mins minutes weeks years "
    "mon tue tues wed thu thurs fri sat sun monday tuesday wednesday thursday friday saturday "
    "sunday jan feb mar apr may jun jul aug sep sept oct nov dec january march april june "
    "july august september october november december spring summer autumn fall winter "
    "christmas easter eid diwali nye halloween ramadan "
    "was were went got had booked confirmed will gonna gotta cant can't is it's i we u "
    "price score room bus train shift lol 😭 🎉 pls"
)
WORDS = st.sampled_from(CHAT_WORDS.split())
DAY_PHRASES = [
    "last night",
    "this morning",
    "tonight",
    "tmrw",
    "tmrw night",
    "yesterday",
    "today",
    "next week",
    "last week",
    "this weekend",
    "next sat",
    "last fri",
    "on sat",
    "sun",
    "on the 23rd",
    "the 3rd",
    "the 29th and 30th",
    "in june",
    "in dec",
    "by friday",
    "2 days ago",
    "in 3 weeks",
    "at noon",
    "at midnight",
    "this year",
    "last year",
    "next month",
    "xmas",
    "nye",
    "easter",
    "boxing day",
    "sat to tues",
    "mon-fri",
    "jan 3",
    "3 jan",
    "june 2001",
    "2019",
    "summer",
    "all winter",
    "every friday",
    "that night",
    "the friday before",
    "10 days after that",
    "3 years ago today",
    "4am",
    "9:30pm",
    "noon tmrw",
    "friday evening",
    "end of the month",
    "the week of the 19th",
]
DAYS = st.sampled_from(DAY_PHRASES)
PREPOSITION_WORDS = (
    "at by from to till until thru since before after in on for around about like ~ @"
)
PREPOSITIONS = st.sampled_from(PREPOSITION_WORDS.split())
SEPARATORS = st.sampled_from([" ", ", ", ". ", " and ", " then ", " 😭 ", "!! ", " - ", "\n"])


def clause() -> st.SearchStrategy[str]:
    """A few words, maybe a preposition, a number or a day, maybe a day or a unit after it."""
    return st.tuples(
        st.lists(WORDS, max_size=3),
        st.one_of(st.just(""), PREPOSITIONS),
        st.one_of(NUMBERS, DAYS),
        st.one_of(st.just(""), DAYS, WORDS, st.sampled_from(["hrs", "mins", "days ago", "yrs"])),
    ).map(lambda p: " ".join([*p[0], p[1], p[2], p[3]]).strip())


OFFSETS = [timezone(timedelta(minutes=m)) for m in range(-12 * 60, 14 * 60 + 1, 15)]


def chat_messages() -> st.SearchStrategy[str]:
    """A message of 1-4 clauses, each a few words around a number or a day, or, as often,
    1-14 tokens in any order."""
    clauses = st.lists(st.tuples(clause(), SEPARATORS), min_size=1, max_size=4).map(
        lambda cs: "".join(c + sep for c, sep in cs).strip()
    )
    loose = st.lists(st.one_of(NUMBERS, WORDS, WORDS), min_size=1, max_size=14).map(" ".join)
    return st.one_of(clauses, loose)


def said_ats(lo: int = 1678, hi: int = 2261) -> st.SearchStrategy[datetime]:
    """Any speaking time from year `lo` to `hi` (by default the years an event may carry:
    memstream.events.EARLIEST to LATEST), at any offset, to the millisecond."""
    return st.builds(
        lambda at, tz: at.replace(tzinfo=tz),
        st.datetimes(datetime(lo, 1, 2), datetime(hi, 12, 30, 23, 59)),
        st.sampled_from(OFFSETS),
    )


EDGE_NUMBERS = [0, 1, 2, 7, 9, 10, 11, 12, 13, 19, 23, 24, 25, 29, 30, 31, 32, 59, 60, 61, 99, 100]
EDGE_NUMBERS += [101, 159, 230, 999, 1000, 1159, 1200, 1230, 1259, 1300, 1999, 2024, 2359, 2400]
EDGE_NUMBERS += [2401, 9999, 10000, 99999]
GRID_AT = [
    datetime.fromisoformat(t)
    for t in (
        "2026-03-03T15:00:00.120+00:00",
        "2024-02-29T00:10:00.999-12:00",
        "2025-12-31T23:59:59.999+14:00",
        "2261-12-30T12:00:00+00:00",  # near the latest time an event may carry (events.LATEST)
        "1678-01-02T12:00:00+00:00",  # and the earliest (events.EARLIEST)
    )
]


def numbers_of(n: int) -> list[str]:
    """`n` written as chat writes numbers and clock times."""
    out = [str(n), f"{n}am", f"{n}pm", f"{n}:00", f"{n}h", f"{n}th"]
    if n >= 100:
        out.append(f"{n // 100}:{n % 100:02d}")
    return out


def grid() -> list[str]:
    """Every preposition, number form and day phrase in three orders: a sweep that reaches
    narrow paths random messages rarely do ("from 1230 last night")."""
    preps, days = PREPOSITION_WORDS.split(), DAY_PHRASES
    out = []
    for number in (x for n in EDGE_NUMBERS for x in numbers_of(n)):
        for day in days:
            out.append(f"{number} {day}")
            out += [f"{prep} {number} {day}" for prep in preps]
            out += [f"{day} {prep} {number}" for prep in preps]
    return out


class Failures(logging.Handler):
    """Collects the resolver's `NOT_READ` warnings: each is a failure no rule foresaw."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def faults(read: Callable[[str, datetime], list], text: str, at: datetime) -> list[str]:
    """What is wrong with the references `read` gives for `text` said at `at`."""
    try:
        refs = read(text, at)
    except Exception as exc:  # a fault to report, as the guard would log it
        return [f"raised {type(exc).__name__}: {exc}"]
    out = []
    for r in refs:
        if not (r.start < r.end):
            out.append(f"empty interval {r.text!r} [{r.start}, {r.end})")
        if r.text not in text:
            out.append(f"{r.text!r} is not in the text")
        if r.start.tzinfo is None or r.end.tzinfo is None:
            out.append(f"{r.text!r} is naive")
    return out


def main() -> int:
    from hypothesis import HealthCheck, Phase, given, seed, settings

    from memstream.encoders import EntityExtractor, TimeResolver
    from memstream.encoders.times.tenseresolve import resolve_times

    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--examples", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--years", default="1678-2261", help="range of speaking years, e.g. 2000-2035")
    ap.add_argument("--grid", action="store_true", help="sweep grid() instead of random messages")
    ap.add_argument("--having", nargs="*", default=[], help="sweep only texts holding all these")
    ap.add_argument("--out", type=Path, help="save the sweep's figures here (JSON)")
    args = ap.parse_args()
    if args.grid:
        texts = [t for t in grid() if all(h in t for h in args.having)]
        found = sweep(texts)
        if args.out:
            doc = {
                "about": "research/time_fuzz.py --grid: texts whose reading fails or is ill formed",
                "measured_at": now_iso(),
                "having": args.having,
                "texts": len(texts),
                "speaking_times": [at.isoformat() for at in GRID_AT],
                "with_a_fault": len(found),
                "faults": found[:50],
            }
            args.out.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
        return 1 if found else 0
    lo, hi = (int(y) for y in args.years.split("-"))
    times, tagger = TimeResolver(), EntityExtractor()
    caught = Failures()
    logging.getLogger("memstream").addHandler(caught)
    seen = [0, 0]  # messages read, messages with a fault

    @seed(args.seed)
    @settings(
        max_examples=args.examples,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(text=chat_messages(), at=said_ats(lo, hi))
    def read(text: str, at: datetime) -> None:
        before = len(caught.records)
        problems = faults(lambda t, a: list(resolve_times(times, tagger, [(t, a)])[0]), text, at)
        problems += faults(lambda t, a: list(times.resolve(t, a, prefer_past=True)), text, at)
        for record in caught.records[before:]:
            kind, exc = record.exc_info[:2] if record.exc_info else (None, None)
            problems.append(f"not read: {kind.__name__ if kind else '?'}: {exc}")
        seen[0] += 1
        if problems:
            seen[1] += 1
            print(f"{at.isoformat()} | {text}\n   " + "\n   ".join(problems), flush=True)
        if seen[0] % 1000 == 0:
            print(f"-- {seen[0]} messages, {seen[1]} with a fault", file=sys.stderr, flush=True)

    read()
    print(f"{seen[0]} messages, {seen[1]} with a fault")
    return 1 if seen[1] else 0


def sweep(texts: list[str], batch: int = 500) -> list[str]:
    """Every text of `texts`, the k-th said at GRID_AT[k % 5], read in batches as the flow
    reads them; prints and returns each text with a fault ("said_at | text")."""
    from memstream.encoders import EntityExtractor, TimeResolver
    from memstream.encoders.times.tenseresolve import resolve_times

    times, tagger = TimeResolver(), EntityExtractor()
    caught = Failures()
    logging.getLogger("memstream").addHandler(caught)
    found: list[str] = []
    for lo in range(0, len(texts), batch):
        items = [(t, GRID_AT[k % len(GRID_AT)]) for k, t in enumerate(texts[lo : lo + batch], lo)]
        before = len(caught.records)
        try:
            refs: list = resolve_times(times, tagger, items)
        except Exception:  # the batch failed outright (code before the guard): find which text
            refs = [() for _ in items]
            caught.records.append(logging.LogRecord("sweep", 0, "", 0, "", None, None))
        bad = {k for k, (text, at) in enumerate(items) if faults(_given(refs[k]), text, at)}
        if len(caught.records) > before:  # a failure no rule foresaw: find its texts one by one
            bad |= {k for k, item in enumerate(items) if _fails_alone(times, tagger, caught, item)}
        for k in sorted(bad):
            found.append(f"{items[k][1].isoformat()} | {items[k][0]}")
            print(found[-1], flush=True)
        print(
            f"-- {lo + len(items)}/{len(texts)} texts, {len(found)} with a fault",
            file=sys.stderr,
            flush=True,
        )
    print(f"{len(texts)} texts, {len(found)} with a fault")
    return found


def _given(refs) -> Callable[[str, datetime], list]:
    return lambda _text, _at: list(refs)


def _fails_alone(times, tagger, caught: Failures, item: tuple[str, datetime]) -> bool:
    from memstream.encoders.times.tenseresolve import resolve_times

    before = len(caught.records)
    try:
        resolve_times(times, tagger, [item])
    except Exception:
        return True
    return len(caught.records) > before


if __name__ == "__main__":
    raise SystemExit(main())
