"""Time expressions read whole (`resolve_times`, the product's path): a weekday and its day
of the month as an ordinal, then a clock time with nothing between (issue 21, round 43 part
B). Duckling reads "fri 9th 8pm" whole; the ordinal's own rule (timeweekdaydate.py) took the
date alone and the clock time was lost. A clock time after it, marked as morning or evening
or with its minutes, stays in Duckling's whole; a count after it stays out."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "quiz night is fri 9th 8pm, teams of 4",
            "2026-01-03T11:00:00+00:00",
            [("fri 9th 8pm", "2026-01-09T20:00", "2026-01-09T21:00")],
        ),
        (
            "open day sat 17th 10:30 at the main hall",
            "2026-01-03T11:00:00+00:00",
            [("sat 17th 10:30", "2026-01-17T10:30", "2026-01-17T10:31")],
        ),
        (
            "her recital is wednesday 14th 6.30pm",
            "2026-01-03T11:00:00+00:00",
            [("wednesday 14th 6.30pm", "2026-01-14T18:30", "2026-01-14T18:31")],
        ),
        # near misses: the date alone
        (
            "took fri the 9th off, 3 of us went skiing",
            "2026-01-13T11:00:00+00:00",
            [("fri the 9th", "2026-01-09T00:00", "2026-01-10T00:00")],
        ),
        (
            "sat 17th 40 people signed up already",
            "2026-01-03T11:00:00+00:00",
            [("sat 17th", "2026-01-17T00:00", "2026-01-18T00:00")],
        ),
    ],
)
def test_a_weekday_ordinal_and_a_clock_time(local, text, said, want) -> None:
    assert local(text, said) == want
