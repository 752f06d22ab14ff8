"""Time expressions read whole (`resolve_times`, the product's path): how often after "every"
as a part of the day with its clock time ("every night 9pm", "every evening at 7"), then
"until" a day: the day the habit runs until, read alone, as "until X" is X (round 45 part B;
tests/data/timeexpr.md: ranges); the habit itself stays no date. New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 15 April 2026, 12:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-04-15T12:00"
FRI = ("2026-04-17T00:00", "2026-04-18T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("rehearsals every evening at 7 till friday", [("friday", *FRI)]),
        ("prayers every night 9pm until friday", [("friday", *FRI)]),
        ("the stall is open every morning till friday", [("friday", *FRI)]),
        # neighbours: the habit alone; minutes till a clock time
        ("we walk the dog every night", []),
        ("buses every 12 mins till 9pm", [("9pm", "2026-04-15T21:00", "2026-04-15T22:00")]),
    ],
)
def test_a_part_of_the_day_habit_until_a_day(read, text, want) -> None:
    assert read(text, SAID) == want
