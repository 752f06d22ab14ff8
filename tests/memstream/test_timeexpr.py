"""Time expressions at the edges of representable time: Duckling resolves years Python cannot
hold ("10000 years ago", "last spring" in year 1); they clamp or drop, never raise, and the
query window built from them is well-formed. Also: the speaker's time zone, expressions across
a piece cut, and where the tagger runs. Duckling only (no other model)."""

from __future__ import annotations

import itertools
import re
from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstream.encoders.times.tenseresolve import resolve_times
from memstream.encoders.times.timeexpr import (
    OVERLAP_CHARS,
    TIME_MAX,
    TIME_MIN,
    TimeResolver,
    pieces,
    windows,
)
from memstream.query.encode import window_from_refs

PHRASES = [
    "what happened 10000 years ago",
    "what happened 1000000 years ago",
    "in 10000 years",
    "last spring",
    "yesterday",
    "tomorrow at 10pm",
    "this morning",
    "next year",
    "last friday",
    "in June",
    "before June",
    "after March",
    "since 10000 years ago",
    "between 9998 and 10001",
    "the day after tomorrow at 11pm",
    "on 29 February",
]


@pytest.fixture(scope="module")
def times() -> TimeResolver:
    return TimeResolver()


@pytest.mark.parametrize(
    ("text", "reference"),
    [
        ("what happened 10000 years ago", datetime(2026, 11, 30, tzinfo=UTC)),
        ("last spring", datetime(1, 1, 1, tzinfo=UTC)),
        ("yesterday", datetime(1, 1, 1, tzinfo=UTC)),
        ("next year", datetime(9999, 12, 31, tzinfo=UTC)),
        ("tomorrow", datetime(9999, 12, 31, 23, tzinfo=UTC)),
    ],
)
def test_expressions_outside_representable_time_are_dropped(times, text, reference) -> None:
    """These raised ValueError (a 500 from TEMPR) before."""
    assert times.resolve(text, reference, prefer_past=True) == ()


def test_an_interval_reaching_past_the_edge_is_clamped_open(times) -> None:
    (ref,) = times.resolve("since 10000 years ago", datetime(2026, 1, 1, tzinfo=UTC))
    assert ref.start == TIME_MIN and ref.end.year >= 2026
    (ref,) = times.resolve("last spring", datetime(2, 6, 1, tzinfo=UTC), prefer_past=True)
    assert ref.start.year == 1


def test_near_the_end_of_time_windows_stay_well_formed(times) -> None:
    refs = times.resolve("tomorrow at 10pm", datetime(9999, 12, 30, tzinfo=UTC))
    window = window_from_refs(refs)
    assert window is not None and window.start < window.end <= TIME_MAX


@settings(
    max_examples=150,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
@given(
    text=st.sampled_from(PHRASES),
    reference=st.datetimes(
        min_value=datetime(1, 1, 1),
        max_value=datetime(9999, 12, 31, 23, 59),
        timezones=st.just(UTC),
    ),
    past=st.booleans(),
)
def test_any_phrase_at_any_reference_resolves(times, text, reference, past) -> None:
    refs = times.resolve(text, reference, prefer_past=past)
    for r in refs:
        assert TIME_MIN <= r.start < r.end <= TIME_MAX
    window = window_from_refs(refs)
    assert window is None or window.start < window.end


def test_expressions_resolve_in_the_speakers_time_zone(times) -> None:
    """21:45 in New York is 02:45 the next day in UTC: "yesterday" is still the day before
    in New York, midnight to midnight there."""
    said = datetime.fromisoformat("2023-11-17T21:45:00-05:00")
    (ref,) = times.resolve("Yesterday my boss called me.", said)
    assert ref.start == datetime.fromisoformat("2023-11-16T00:00:00-05:00")
    assert ref.end == datetime.fromisoformat("2023-11-17T00:00:00-05:00")
    assert ref.start.tzinfo == UTC  # stored in UTC, as before


def test_an_expression_across_a_piece_cut_is_read_whole(times) -> None:
    """A 500-character piece used to end inside "March 3, | 2024" (no sentence end near)."""
    text = ("and then the office called again " * 20)[:484] + " on March 3, 2024 and nobody came"
    assert text.index("March") < len(pieces(text)[0]) <= text.index("2024")
    refs = times.resolve(text, datetime(2024, 3, 12, tzinfo=UTC))
    assert [(r.text, r.start.date().isoformat()) for r in refs] == [
        ("on March 3, 2024", "2024-03-03")
    ]


def test_windows_cover_the_text_and_overlap() -> None:
    text = ("word " * 400).strip()
    spans = windows(text)
    assert spans[0][2] == 0 and spans[-1][3] == len(text)
    for (lo, hi, own_lo, own_hi), nxt in itertools.pairwise(spans):
        assert lo <= own_lo < own_hi <= hi and own_hi == nxt[2]
        assert hi - own_hi >= OVERLAP_CHARS - 5  # a window reaches into the next piece


def test_only_texts_with_a_recurring_mention_are_tagged(times) -> None:
    """The tagger (spaCy) runs only where a tense can change a result."""

    class Spy:
        def __init__(self) -> None:
            self.seen: list[str] = []

        def tagged(self, texts):
            self.seen.extend(texts)
            return [[(m.start(), m.group(), "VBD") for m in re.finditer(r"\S+", t)] for t in texts]

    spy = Spy()
    at = datetime(2024, 3, 12, 15, tzinfo=UTC)
    refs = resolve_times(times, spy, [("See you yesterday", at), ("went there in June", at)])
    assert spy.seen == ["went there in June"]
    assert refs[1][0].start.year == 2023  # "went/VBD": the past June


@settings(
    max_examples=60,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
@given(
    text=st.sampled_from(PHRASES),
    reference=st.datetimes(
        min_value=datetime(1, 1, 2),
        max_value=datetime(9999, 12, 30, 23, 59),
        timezones=st.sampled_from([timezone(timedelta(hours=h)) for h in (-12, -5, 5.5, 14)]),
    ),
    past=st.booleans(),
)
def test_any_phrase_at_any_offset_resolves(times, text, reference, past) -> None:
    refs = times.resolve(text, reference, prefer_past=past)
    for r in refs:
        assert TIME_MIN <= r.start < r.end <= TIME_MAX


def test_a_date_before_a_count_after_a_comma_is_the_date_alone(times) -> None:
    """Duckling reads "June 3, 30" as 3 June 2030 and "the 9th, 14" as a day in 2014."""
    at = datetime(2026, 5, 12, 16, tzinfo=UTC)
    got = [
        [(r.text, r.start.date().isoformat()) for r in times.resolve(text, at)]
        for text in ("Party on June 3, 30 guests so far", "the audit is on the 9th, 14 pages to go")
    ]
    assert got == [[("on June 3", "2026-06-03")], [("on the 9th", "2026-06-09")]]


# Batch 10 kind 1: a bare clock time on a named day is its daytime reading (07:00-19:00),
# unless the sentence tells the evening or the morning; "after" a clock time is that hour; a
# range of clock times runs from the first to the second, on the day named beside it
@pytest.mark.parametrize(
    ("text", "said", "start", "end"),
    [
        (
            "can you do wednesday at 3:15?",
            "2026-05-04T09:00",
            "2026-05-06T15:15",
            "2026-05-06T15:16",
        ),
        (
            "parents evening is at 6 on the 12th",
            "2026-05-04T09:00",
            "2026-05-12T18:00",
            "2026-05-12T19:00",
        ),
        (
            "my interview is tomorrow at 9",
            "2026-05-04T20:00",
            "2026-05-05T09:00",
            "2026-05-05T10:00",
        ),
        ("dinner on saturday at 8?", "2026-05-04T09:00", "2026-05-09T20:00", "2026-05-09T21:00"),
        (
            "I'll swing by monday after 5",
            "2026-05-06T09:00",
            "2026-05-11T17:00",
            "2026-05-11T18:00",
        ),
        (
            "the electrician comes between 11 and 1 on friday",
            "2026-05-04T09:00",
            "2026-05-08T11:00",
            "2026-05-08T13:00",
        ),
        (
            "the clinic is open from 2 to 5 today",
            "2026-05-04T09:00",
            "2026-05-04T14:00",
            "2026-05-04T17:00",
        ),
        (
            "pottery class thurs 6-8, bring an apron",
            "2026-05-04T09:00",
            "2026-05-07T18:00",
            "2026-05-07T20:00",
        ),
        (
            "got up at 5 on sunday for the race",
            "2026-05-04T09:00",
            "2026-05-10T05:00",
            "2026-05-10T06:00",
        ),
        (
            "the music went on from 10pm to 2am on saturday",
            "2026-05-04T09:00",
            "2026-05-09T22:00",
            "2026-05-10T02:00",
        ),
        ("can we talk from 4 to 4:30", "2026-05-04T09:00", "2026-05-04T16:00", "2026-05-04T16:30"),
    ],
)
def test_a_bare_clock_time_is_read_in_the_daytime(times, text, said, start, end) -> None:
    at = datetime.fromisoformat(said).replace(tzinfo=UTC)
    got = [(r.start.isoformat()[:16], r.end.isoformat()[:16]) for r in times.resolve(text, at)]
    assert got == [(start, end)]


@pytest.mark.parametrize(
    "text",
    ["we won 3-1 on sunday", "between 10 and 12 people came", "I need 2 to 4 volunteers"],
)
def test_counts_and_scores_are_no_clock_ranges(times, text) -> None:
    at = datetime(2026, 5, 4, 9, tzinfo=UTC)
    assert all(r.end - r.start != timedelta(hours=2) for r in times.resolve(text, at))


# Batch 10 kind 2: two dates joined by "and", "to" or "till" read as one (a span) or two
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the office is shut the 30th and 31st",
            "2026-05-04T09:00",
            [("2026-05-30", "2026-06-01")],
        ),
        (
            "we're camping the 4th and 5th of july",
            "2026-05-04T09:00",
            [("2026-07-04", "2026-07-06")],
        ),
        (
            "she lands the 9th and flies back the 17th",
            "2026-05-04T09:00",
            [("2026-05-09", "2026-05-10"), ("2026-05-17", "2026-05-18")],
        ),
        (
            "the market's on from the 20th until christmas",
            "2026-12-01T09:00",
            [("2026-12-20", "2026-12-26")],
        ),
        ("the sale runs through monday", "2026-05-06T09:00", [("2026-05-11", "2026-05-12")]),
        ("term ends march 27 - april 2", "2026-03-01T09:00", [("2026-03-27", "2026-04-03")]),
        ("the fair is may 9", "2026-03-01T09:00", [("2026-05-09", "2026-05-10")]),
    ],
)
def test_joined_dates_are_a_span_or_two_dates(times, text, said, want) -> None:
    at = datetime.fromisoformat(said).replace(tzinfo=UTC)
    got = [(r.start.date().isoformat(), r.end.date().isoformat()) for r in times.resolve(text, at)]
    assert got == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("dentist next thurs", [("next thurs", "2026-05-14")]),
        ("can we do it on sat?", [("on sat", "2026-05-09")]),
        ("send me the forms by fri", [("fri", "2026-05-08")]),
        ("the sat is may 16, wish me luck", [("may 16", "2026-05-16")]),
    ],
)
def test_a_weekday_cut_short_after_a_word_of_days_is_a_day(times, text, want) -> None:
    at = datetime(2026, 5, 4, 9, tzinfo=UTC)  # a Monday
    assert [(r.text, r.start.date().isoformat()) for r in times.resolve(text, at)] == want


# Batch 10 kind 4: what is read against a date named before it in the sentence: an offset
# ("N days before", "the month before") and a clock time with no day of its own
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "rent is due the 1st, ping me 2 days before",
            "2026-05-20T09:00",
            [("the 1st", "2026-06-01T00:00"), ("2 days before", "2026-05-30T00:00")],
        ),
        (
            "we spent less last year than the year before",
            "2026-05-20T09:00",
            [("last year", "2025-01-01T00:00"), ("the year before", "2024-01-01T00:00")],
        ),
        (
            "friday afternoon, the 3:40 from leeds",
            "2026-05-20T09:00",
            [("friday afternoon", "2026-05-22T12:00"), ("3:40", "2026-05-22T15:40")],
        ),
        (
            "saturday morning before my 11am class",
            "2026-05-20T09:00",
            [("saturday morning", "2026-05-23T00:00"), ("11am", "2026-05-23T11:00")],
        ),
        ("pack 3 days before the trip", "2026-05-20T09:00", []),
    ],
)
def test_offsets_and_clock_times_read_against_the_date_before(times, text, said, want) -> None:
    at = datetime.fromisoformat(said).replace(tzinfo=UTC)
    got = [(r.text, r.start.isoformat()[:16]) for r in times.resolve(text, at)]
    assert got == want


def test_in_a_bare_count_in_chat_is_that_minute(times) -> None:
    at = datetime(2026, 5, 20, 18, 41, tzinfo=UTC)
    (ref,) = times.resolve("omw, be there in 20", at)
    assert (ref.start, ref.end) == (at.replace(minute=1, hour=19), at.replace(minute=2, hour=19))


# Kind 1, widened: a bare hyphen range before a day is a clock range only after a word of
# being free or busy; a date with no year that Duckling puts years away is a misreading
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the class is for ages 3-5 on saturday", []),
        ("final score 2-4 on sunday, gutted", []),
        ("I'm free 2-4 on friday", [("2-4 on friday", "2026-05-08T14:00")]),
        ("pottery is thurs 6-8", [("thurs 6-8", "2026-05-07T18:00")]),
    ],
)
def test_counts_beside_a_day_are_no_clock_ranges(times, text, want) -> None:
    at = datetime(2026, 5, 4, 9, tzinfo=UTC)
    assert [(r.text, r.start.isoformat()[:16]) for r in times.resolve(text, at)] == want


def test_an_offset_settles_with_the_date_it_is_read_against(times) -> None:
    """Said on the 4th, "on the 4th" is next month's (a day never names the day it is said
    on), and "2 days later" is two days after that one, not after today's 4th."""
    at = datetime(2026, 5, 4, 9, tzinfo=UTC)
    got = [
        (r.text, r.start.date().isoformat())
        for r in times.resolve("I arrive on the 4th and leave 2 days later", at)
    ]
    assert got == [("on the 4th", "2026-06-04"), ("2 days later", "2026-06-06")]


def test_before_a_day_is_the_day_in_a_message_and_the_span_up_to_it_in_a_question(times) -> None:
    # A message names a deadline ("before the 14th" is the 14th, tests/data/timeexpr.md); a
    # question asks about the span before it: its window must hold the days before, not the day.
    said = datetime(2024, 6, 2, 10, 0, tzinfo=UTC)
    (message,) = resolve_times(times, None, [("pay the deposit before June 14, 2024", said)])
    assert [(r.start, r.end) for r in message] == [
        (datetime(2024, 6, 14, tzinfo=UTC), datetime(2024, 6, 15, tzinfo=UTC))
    ]
    asked = times.resolve("What did Ana cook before June 14, 2024?", said, prefer_past=True)
    window = window_from_refs(asked)
    assert window is not None
    assert window.end == datetime(2024, 6, 14, tzinfo=UTC)
    assert window.start < datetime(2024, 6, 7, tzinfo=UTC)  # the week before is inside
