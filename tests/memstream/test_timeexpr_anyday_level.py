"""Time expressions read whole (`resolve_times`), round 39 part E on clock times that are no
times (tests/data/timeexpr.md, not dates: habits and kinds of days, counts and measures): a
clock time on "a" weekday of its own is a rule over any such day ("the shop never opens before
10 on a sunday"), and four digits after "at" and a verb of a level that holds are a value ("my
rating is stuck at 1280"); a named day and a 24-hour clock time keep their readings. Said on
Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "text",
    [
        "the shop never opens before 10 on a sunday",
        "the gym is quiet after 8 on a friday",
        "my rating is stuck at 1280 and i hate it",
        "the index is hovering at 1510, no idea why",
        "my score was stuck at 1340 all month",
    ],
)
def test_no_time(read, text) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i'll be there at 7 on monday",  # a named day of its own
            [("at 7 on monday", "2026-05-11T07:00", "2026-05-11T08:00")],
        ),
        (
            "first shift's tue 6:30am and the tram never runs before 6 on a tuesday",
            [("tue 6:30am", "2026-05-05T06:30", "2026-05-05T06:31")],
        ),
        (
            "ferry at 0930",  # a 24-hour clock time after "at"
            [("at 0930", "2026-05-04T09:30", "2026-05-04T09:31")],
        ),
        (
            "got stuck at 1630 in a meeting so running late",  # people stuck at a time
            [("at 1630", "2026-05-03T16:30", "2026-05-03T16:31")],
        ),
        (
            # a clock time, not a level; "1100" has the 12-hour reading "11:00" has
            "the meeting stalled at 1100 when the wifi died",
            [("at 1100", "2026-05-03T23:00", "2026-05-03T23:01")],
        ),
    ],
)
def test_the_day_and_the_clock_stay(read, text, want) -> None:
    assert read(text) == want


def test_a_weekday_in_a_sentence_of_one_week_is_a_day(read) -> None:
    """ "on a tues" where the sentence names the week ("next week?") is that week's Tuesday."""
    assert read("meet at 3 on a tues, next week?", said="2026-05-03T09:00") == [
        ("at 3 on a tues", "2026-05-05T15:00", "2026-05-05T16:00"),
        ("next week", "2026-05-04T00:00", "2026-05-11T00:00"),
    ]
