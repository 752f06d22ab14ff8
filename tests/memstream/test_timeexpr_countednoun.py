"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batches 50-52's misses of numbers that a word beside them counts or measures
(tests/data/timeexpr.md, "Not dates": counts and measures). New sentences, not the batch's,
and neighbours of each kind that keep their reading. Said on Monday 4 May 2026, 09:00 UTC."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "text",
    [
        # a bare number and "sharp" before a noun: a count and an adjective
        "the farrier found 3 sharp edges on her hoof",
        "bought 2 sharp knives for the new kitchen",
        # two numbers and a colon before a word of proportion: a ratio
        "printing the figures at a 1:24 scale",
        "the photos are cropped to a 16:9 ratio",
        # a bare number after "the" and a preposition, before a noun: the thing's measure
        "got the wrapping paper from the 1 pound shop",
        "we stayed in the 4 bed villa",
        # a holiday's word right after a count: the things counted
        "wrote 30 valentines for the whole office",
        "we've spent three christmases apart",
        # "first" and a count of a plural before "in" a long stretch: the stretch up to now
        "our first 3 days away in 2 years",
        "first two weekends off in 6 months",
    ],
)
def test_counted_or_measured_number_is_no_time(read, text) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("be at the stables at 3 sharp", [("at 3 sharp", "2026-05-04T15:00", "2026-05-04T16:00")]),
        (
            "kick off 2 sharp tomorrow",
            [("2 sharp tomorrow", "2026-05-05T14:00", "2026-05-05T15:00")],
        ),
        ("dinner at 7:30 tonight", [("at 7:30 tonight", "2026-05-04T19:30", "2026-05-04T19:31")]),
        ("see you on the 12 at 6", [("on the 12 at 6", "2026-05-12T18:00", "2026-05-12T19:00")]),
        (
            "my first 2 guests arrive in 2 weeks",
            [("in 2 weeks", "2026-05-18T00:00", "2026-05-25T00:00")],
        ),
        # a clock time "sharp", then whom it is told to or a singular noun: the time
        ("leaving 6 sharp guys", [("6 sharp", "2026-05-04T18:00", "2026-05-04T19:00")]),
        (
            "call starts 10 sharp meeting room b",
            [("10 sharp", "2026-05-04T10:00", "2026-05-04T11:00")],
        ),
        # "first" and a count with no "off", "out", "away" or "back": ahead, in the future
        (
            "we'll have our first 2 kids in 5 years lol",
            [("in 5 years", "2031-01-01T00:00", "2032-01-01T00:00")],
        ),
    ],
)
def test_neighbours_keep_their_time(read, text, want) -> None:
    assert read(text) == want


def test_holiday_alone_stays_the_day(read) -> None:
    want = [("valentines", "2026-02-14T00:00", "2026-02-15T00:00")]
    assert read("home in time for valentines", said="2026-01-20T09:00") == want
