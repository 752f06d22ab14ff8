"""Time expressions read whole (`resolve_times`), round 53's kind of a habit's part of the day
told with one word of its kind ("every clear night since the 1st of june"; tests/data/
timeexpr.md, habits, and "since X": from X to the moment it was said): the habit's part of
the day is no time, as "every night" is, and its bound is "since" alone, running to now. A
night that is no habit stays the night, and so a part of the day with no bound after a word
that the verb takes ("we need every volunteer morning of the 28th"). Said on Tuesday 24 June
2025 at 22:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "been out every frosty morning since the 3rd of june",
            [("since the 3rd of june", "2025-06-03T00:00", "2025-06-24T22:00")],
        ),
        (
            "each windy evening since monday the bins fall over",
            [("since monday", "2025-06-23T00:00", "2025-06-24T22:00")],
        ),
        (
            "every warm night next week we eat outside",
            [("next week", "2025-06-30T00:00", "2025-07-07T00:00")],
        ),
        ("every rainy morning the bus is late", []),
        # kept: no habit, or a habit with no word of its kind
        (
            "every other night since the 2nd",
            [("since the 2nd", "2025-06-02T00:00", "2025-06-24T22:00")],
        ),
        (
            "hayfever every day since the 10th",
            [("since the 10th", "2025-06-10T00:00", "2025-06-24T22:00")],
        ),
        # kept (review): with no bound, the word after "every" is what the verb takes
        (
            "we need every volunteer morning of the 28th, pls rsvp by thurs",
            [
                ("morning of the 28th", "2025-06-28T00:00", "2025-06-28T12:00"),
                ("thurs", "2025-06-26T00:00", "2025-06-27T00:00"),
            ],
        ),
        (
            "i called every plumber day before yesterday and not one picked up",
            [("day before yesterday", "2025-06-22T00:00", "2025-06-23T00:00")],
        ),
        (
            "we need every chair evening of the 27th, 80 guests",
            [("evening of the 27th", "2025-06-27T18:00", "2025-06-28T00:00")],
        ),
        (
            "each guest evening of june 28 gets a welcome drink",
            [("evening of june 28", "2025-06-28T18:00", "2025-06-29T00:00")],
        ),
        (
            "i need every helper day after tomorrow at 9, bring gloves",
            [("day after tomorrow at 9", "2025-06-26T09:00", "2025-06-26T10:00")],
        ),
        (
            "each kid morning of july 2 needs a packed lunch",
            [("morning of july 2", "2025-07-02T00:00", "2025-07-02T12:00")],
        ),
    ],
)
def test_a_habit_told_with_a_word_of_its_kind(read, text, want) -> None:
    assert read(text, said="2025-06-24T22:00") == want
