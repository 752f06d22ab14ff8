"""Time expressions read whole (`resolve_times`), batch 33's kind of two days of the month
listed with an ordinal of a kind between them ("the 18th and 1st class is the 20th";
tests/data/timeexpr.md, "a day of the month"): the first day is listed with the second, as
"the 9th and the 16th" is. An ordinal of a place with no day stays none. Said on Monday 4 May
2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "heat 1 is the 12th and heat 2 is the 19th, so train hard",
            [
                ("the 12th", "2026-05-12T00:00", "2026-05-13T00:00"),
                ("the 19th", "2026-05-19T00:00", "2026-05-20T00:00"),
            ],
        ),
        (
            "the early bird deadline is the 8th and 2nd round closes the 22nd, so sign up soon",
            [
                ("the 8th", "2026-05-08T00:00", "2026-05-09T00:00"),
                ("the 22nd", "2026-05-22T00:00", "2026-05-23T00:00"),
            ],
        ),
        # kept: ordinals of places, no days
        ("she came 3rd and 2nd place went to tom", []),
    ],
)
def test_a_day_listed_across_an_ordinal_of_a_kind(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
