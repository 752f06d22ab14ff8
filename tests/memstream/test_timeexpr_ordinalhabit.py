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
        # "not the Nth" after a verb, not right after an ordinal's thing: a day denied
        (
            "my 2nd interview is not the 5th, it's the 6th",
            [
                ("the 5th", "2026-05-05T00:00", "2026-05-06T00:00"),
                ("the 6th", "2026-05-06T00:00", "2026-05-07T00:00"),
            ],
        ),
        (
            "3rd dose is monday not the 12th",
            [
                ("monday", "2026-05-11T00:00", "2026-05-12T00:00"),
                ("the 12th", "2026-05-12T00:00", "2026-05-13T00:00"),
            ],
        ),
        # a number after "and" that a noun counts heads a new clause: the habit is not the time's
        (
            "standup at 10 and 3 people always skip it",
            [("at 10", "2026-05-04T10:00", "2026-05-04T11:00")],
        ),
        # a figure's ordinal before "night" and no noun the nights count: a chat date
        (
            "arriving 14th night, leaving 16th morning",
            [
                ("14th night", "2026-05-14T18:00", "2026-05-15T00:00"),
                ("16th morning", "2026-05-16T00:00", "2026-05-16T12:00"),
            ],
        ),
    ],
)
def test_neighbours_keep_their_reading(read, text, want) -> None:
    assert read(text) == want
