"""Time expressions read whole (`resolve_times`), round 56's kind of a day named with the year
or month that holds it ("halloween is a saturday this year so ..., 2 sittings 5pm and 7:30pm";
tests/data/timeexpr.md, "read against a date named before it": a clock time in a later clause
about the same event is on that day): "this year" or "this month" is the day's own frame, no
other date, so the clock times after it stay on the day. A year that does not hold the day
("the gala is on the 12th so next year we go bigger, dinner at 7:15pm") is another date, and
the clock time after it keeps its own reading. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "halloween is a saturday this year so we're nearly full, 2 sittings 5pm and 7:30pm",
            [
                ("halloween", "2026-10-31T00:00", "2026-11-01T00:00"),
                ("this year", "2026-01-01T00:00", "2027-01-01T00:00"),
                ("5pm", "2026-10-31T17:00", "2026-10-31T18:00"),
                ("7:30pm", "2026-10-31T19:30", "2026-10-31T19:31"),
            ],
        ),
        (
            "christmas is a friday this year so we're nearly full, 2 sittings 1pm and 3:30pm",
            [
                ("christmas", "2026-12-25T00:00", "2026-12-26T00:00"),
                ("this year", "2026-01-01T00:00", "2027-01-01T00:00"),
                ("1pm", "2026-12-25T13:00", "2026-12-25T14:00"),
                ("3:30pm", "2026-12-25T15:30", "2026-12-25T15:31"),
            ],
        ),
        # kept: a year that does not hold the day is another date
        (
            "the gala is on the 12th so next year we go bigger, dinner at 7:15pm",
            [
                ("on the 12th", "2026-05-12T00:00", "2026-05-13T00:00"),
                ("next year", "2027-01-01T00:00", "2028-01-01T00:00"),
                ("at 7:15pm", "2026-05-04T19:15", "2026-05-04T19:16"),
            ],
        ),
        # review: a month or year that is the subject of a clause of its own, or past a
        # comma, is no frame of the day
        (
            "the wedding is on the 21st and this month is mad so i'm at the gym at 6",
            [
                ("on the 21st", "2026-05-21T00:00", "2026-05-22T00:00"),
                ("this month", "2026-05-01T00:00", "2026-06-01T00:00"),
                ("at 6", "2026-05-04T18:00", "2026-05-04T19:00"),
            ],
        ),
        (
            "party's on the 20th, this month is so busy, dinner with mum at 7",
            [
                ("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("this month", "2026-05-01T00:00", "2026-06-01T00:00"),
                ("at 7", "2026-05-04T19:00", "2026-05-04T20:00"),
            ],
        ),
        (
            "the panto is the 20th, this year's been a slog, i'm at the gp at 9",
            [
                ("the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("this year", "2026-01-01T00:00", "2027-01-01T00:00"),
                ("at 9", "2026-05-04T09:00", "2026-05-04T10:00"),
            ],
        ),
        (
            "christmas is a friday this year so we're open, lunch at 1",
            [
                ("christmas", "2026-12-25T00:00", "2026-12-26T00:00"),
                ("this year", "2026-01-01T00:00", "2027-01-01T00:00"),
                ("at 1", "2026-12-25T13:00", "2026-12-25T14:00"),
            ],
        ),
    ],
)
def test_a_day_in_its_year(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
