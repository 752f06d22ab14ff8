"""Time expressions read whole (`resolve_times`), by kind (round 25): a word of the morning
in another clause with a clock time of its own does not set the half of the day of a bare
clock on a named day (memstream/encoders/times/timehalfday.py)."""

from __future__ import annotations

import pytest


# Kind: "the cat woke me at 5, vet thursday at 3": the morning word tells the 5, not the 3,
# which takes the daytime reading (tests/data/timeexpr.md); near variants keep theirs: a
# morning word in the clock's own clause ("breakfast thursday at 8"), an evening word in a
# clause with no clock ("dinner with the team, friday at 8")
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the cat woke me at 5, vet thursday at 3",
            "2026-03-10T09:00",  # a Tuesday
            [
                ("at 5", "2026-03-10T05:00", "2026-03-10T06:00"),
                ("thursday at 3", "2026-03-12T15:00", "2026-03-12T16:00"),
            ],
        ),
        (
            "got up at 6 today, physio friday at 2",
            "2026-03-10T09:00",
            [
                ("at 6 today", "2026-03-10T06:00", "2026-03-10T07:00"),
                ("friday at 2", "2026-03-13T14:00", "2026-03-13T15:00"),
            ],
        ),
        (
            "breakfast thursday at 8",
            "2026-03-10T09:00",
            [("thursday at 8", "2026-03-12T08:00", "2026-03-12T09:00")],
        ),
        (
            "dinner with the team, friday at 8",
            "2026-03-10T09:00",
            [("friday at 8", "2026-03-13T20:00", "2026-03-13T21:00")],
        ),
    ],
)
def test_a_word_of_another_clocks_clause_tells_nothing(read, text, said, want) -> None:
    assert read(text, said) == want
