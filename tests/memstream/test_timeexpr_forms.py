"""Time expressions read whole (`resolve_times`, the product's path), batch 19's kind of
forms (tests/data/timeexpr.md): two days of the month in a row joined by "and" after a word
of being shut or away are one span; "in" a bare count after "be at" a place is minutes, as
"I'll be there in 5" is; a bare "12:MM" has two readings, as "1:15" has (00:MM and 12:MM),
and the nearest in the sentence's tense is the one. New sentences, and near ones that stay."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("bakery shut 1st and 2nd, back to normal after", "2026-06-01T00:00", "2026-06-03T00:00"),
        ("studio's shut 14th and 15th for a deep clean", "2026-05-14T00:00", "2026-05-16T00:00"),
        ("i'm busy 9th and 10th, any other days work", "2026-05-09T00:00", "2026-05-11T00:00"),
        ("i'm working 16th and 17th so can't help", "2026-05-16T00:00", "2026-05-18T00:00"),
    ],
)
def test_two_days_in_a_row_after_a_word_of_closing_are_one_span(read, text, start, end) -> None:
    assert [(s, e) for _, s, e in read(text)] == [(start, end)]


# kept: places, and two days apart, are no span
@pytest.mark.parametrize(
    "text", ["she finished 2nd and 3rd in the heats", "the shop came 1st and 2nd in the awards"]
)
def test_places_stay_no_dates(read, text) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "minute"),
    [
        ("on my way, will be at the station in 15", "2026-05-04T09:15"),
        ("just parking, be at the door in 5", "2026-05-04T09:05"),
        ("setting off now, i'll be at yours in 20", "2026-05-04T09:20"),
        ("on my way, be with you in 10", "2026-05-04T09:10"),
        ("nearly there, see you in 5", "2026-05-04T09:05"),
        ("leaving work now, will be round in 15", "2026-05-04T09:15"),
    ],
)
def test_in_a_count_after_being_at_a_place_is_minutes(read, text, minute) -> None:
    found = [(s, e) for t, s, e in read(text) if t.startswith("in ")]
    assert found == [(minute, minute[:-2] + f"{int(minute[-2:]) + 1:02d}")]


# kept: a ratio, how long something took
@pytest.mark.parametrize(
    "text", ["1 in 10 people at the station missed the train", "we were at the station in 15 flat"]
)
def test_in_a_count_that_is_no_minutes_stays(read, text) -> None:
    assert [t for t, _, _ in read(text) if t.startswith("in ")] == []


@pytest.mark.parametrize(
    ("text", "said", "start"),
    [
        ("our table's booked for 12:30, don't be late", "2026-05-04T23:10", "2026-05-05T00:30"),
        ("the last bus leaves at 12:05", "2026-05-04T22:40", "2026-05-05T00:05"),
        ("stream starts at 12:45", "2026-05-04T23:50", "2026-05-05T00:45"),
    ],
)
def test_a_bare_twelve_oclock_minute_near_midnight_is_just_after_it(
    read, text, said, start
) -> None:
    assert [s for _, s, _ in read(text, said)] == [start]


# kept: said in the morning, the coming 12:MM is noon's; with pm, noon
@pytest.mark.parametrize(
    ("text", "said", "start"),
    [
        ("our table's booked for 12:30", "2026-05-04T10:10", "2026-05-04T12:30"),
        ("the bus leaves at 12:05pm", "2026-05-04T10:40", "2026-05-04T12:05"),
        ("stream starts at 1:45", "2026-05-04T23:50", "2026-05-05T01:45"),
    ],
)
def test_other_clock_times_stay(read, text, said, start) -> None:
    assert [s for _, s, _ in read(text, said)] == [start]
