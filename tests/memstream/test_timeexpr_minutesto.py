"""Time expressions read whole (`resolve_times`, the product's path): minutes to the hour in
figures after "at" ("tues at 20 to 11") are that minute, not a range from the first number
to the second (tests/data/timeexpr.md, a clock time's grain; timeminutesto.py) (issue 21,
round 48 part B). A range introduced by "from" stays a range, and a count before a noun
stays no time."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the dentist can fit me in on tues at 20 to 11",
            "2026-03-11T09:00:00+00:00",
            [("on tues at 20 to 11", "2026-03-17T10:40", "2026-03-17T10:41")],
        ),
        (
            "parents meeting is thursday at 25 to 4",
            "2026-03-11T09:00:00+00:00",
            [("thursday at 25 to 4", "2026-03-12T15:35", "2026-03-12T15:36")],
        ),
        (
            "the shop is open from 10 to 6 on saturday",
            "2026-03-11T09:00:00+00:00",
            [("from 10 to 6 on saturday", "2026-03-14T10:00", "2026-03-14T18:00")],
        ),
        ("we were at 5 to 10 guests by then", "2026-03-11T09:00:00+00:00", []),
        ("odds were at 10 to 1 and he still won", "2026-03-11T09:00:00+00:00", []),
        ("bookies have her at 20 to 1 for the title", "2026-03-11T09:00:00+00:00", []),
        ("score was tied at 10 to 10 at half time", "2026-03-11T09:00:00+00:00", []),
        ("count down at 10 to 1 then jump", "2026-03-11T09:00:00+00:00", []),
    ],
)
def test_minutes_to_the_hour_after_at_are_that_minute(local, text, said, want) -> None:
    assert local(text, said) == want
