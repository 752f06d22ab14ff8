"""Time expressions read whole (`resolve_times`), by kind (round 38 part G): how often
after "every" (a weekday, a day, a week, as already minutes and hours), then "until" a date
("£20 every friday till june 12"): the date the habit runs until, read alone, as "until X"
is X (tests/data/timeexpr.md: ranges); the habit itself stays no date
(memstream/encoders/times/timefilter.py). New sentences; near ones keep their reading."""

from __future__ import annotations

import pytest

SAID = "2026-04-15T12:00"  # a Wednesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "started a savings pot, £20 every friday till june 12 then it pays out",
            [("june 12", "2026-06-12T00:00", "2026-06-13T00:00")],
        ),
        (
            "gym every day until the 30th, then a break",
            [("the 30th", "2026-04-30T00:00", "2026-05-01T00:00")],
        ),
        ("buses every 12 mins till 9pm", [("9pm", "2026-04-15T21:00", "2026-04-15T22:00")]),
    ],
)
def test_the_date_a_habit_runs_until(read, text, want) -> None:
    assert read(text, SAID) == want


# near ones: the habit alone, "till late" (no date), "since" a year after the habit
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("every friday we go out", []),
        ("every friday till late we dance", []),
        ("every sunday since 1987", [("since 1987", "1987-01-01T00:00", "2026-04-15T12:00")]),
    ],
)
def test_near_ones_keep_their_reading(read, text, want) -> None:
    assert read(text, SAID) == want
