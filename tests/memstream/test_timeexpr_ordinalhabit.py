"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batches 50-52's misses of ordinals of things and times of a habit (tests/data/
timeexpr.md, "Not dates": ordinals of things, habits). New sentences, not the batch's, and
neighbours of each kind that keep their reading. Said on Monday 4 May 2026, 09:00 UTC."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "text",
    [
        # "the Nth" contrasted with an ordinal that counts a thing: another of those things
        "print the 4th draft not the 3rd",
        "we went with the 2nd quote instead of the 1st",
        # an ordinal right before "night", not introduced as a day: the order of nights
        "4th night shift in a row and i'm wrecked",
        "second night feed was the worst",
        # two clock numbers joined by "and" in a clause of every day: the habit's times
        "feeding the lambs at 7 and 5 every day",
    ],
)
def test_ordinal_of_things_or_habit_is_no_time(read, text) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the 3rd payment is due on the 20th not the 21st",
            [
                ("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("the 21st", "2026-05-21T00:00", "2026-05-22T00:00"),
            ],
        ),
        ("my 2nd shift is on the 14th", [("on the 14th", "2026-05-14T00:00", "2026-05-15T00:00")]),
        (
            "call me at 10 and I walk the dog every morning",
            [("at 10", "2026-05-04T10:00", "2026-05-04T11:00")],
        ),
    ],
)
def test_neighbours_keep_their_reading(read, text, want) -> None:
    assert read(text) == want
