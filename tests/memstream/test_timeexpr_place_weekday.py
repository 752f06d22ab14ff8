"""Time expressions read whole (`resolve_times`), by kind (round 25): a weekday cut short
after a place and before a clock time ("see you at the pool sun at 9") is the day, not the
verb or the noun (memstream/encoders/times/timeabbrev.py, timebyplace.py)."""

from __future__ import annotations

import pytest


# Kind: "sat"/"wed"/"sun" after "at the <place>" and before "at <clock>": a place is no
# subject of "sat" or "wed", so the word is the day of the plan (the next one; never the
# day it is said on); near variants keep theirs: the verb after a subject ("I sat at 10
# with a tea", "the dog sat at 7 by the door")
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "see you at the pool sun at 9",
            "2026-04-15T12:00",  # a Wednesday
            [("sun at 9", "2026-04-19T09:00", "2026-04-19T10:00")],
        ),
        (
            "grab me at the bus stop wed at 4",
            "2026-04-15T12:00",
            [("wed at 4", "2026-04-22T16:00", "2026-04-22T17:00")],
        ),
        (
            "I sat at 10 with a tea",
            "2026-04-15T12:00",
            [("at 10", "2026-04-15T10:00", "2026-04-15T11:00")],
        ),
        (
            "the dog sat at 7 by the door",
            "2026-04-15T12:00",
            [("at 7", "2026-04-15T07:00", "2026-04-15T08:00")],
        ),
    ],
)
def test_a_weekday_cut_short_after_a_place_is_the_day(read, text, said, want) -> None:
    assert read(text, said) == want
