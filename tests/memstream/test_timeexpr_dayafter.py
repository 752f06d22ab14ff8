"""Time expressions read whole (`resolve_times`), by kind (round 43 part C): a day of the
month with no month of its own next in a run of days right after another day ("the 6th and
13th", "on sat, back the 3rd") is not a day before the one just named
(memstream/encoders/times/timedayafter.py). A day with a verb of its own between, a change
("from the 3rd to the 8th") and a past one whose later reading is still ahead keep their
old readings."""

from __future__ import annotations

import pytest

SAID = "2025-03-27T10:00"  # a Thursday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "swimming lessons on the 5th and 12th",
            [
                ("the 5th", "2025-04-05T00:00", "2025-04-06T00:00"),
                ("12th", "2025-04-12T00:00", "2025-04-13T00:00"),
            ],
        ),
        (
            "flying out on sat, back the 2nd",
            [
                ("on sat", "2025-03-29T00:00", "2025-03-30T00:00"),
                ("the 2nd", "2025-04-02T00:00", "2025-04-03T00:00"),
            ],
        ),
        (
            "closed the 30th and 31st, back on the 1st",
            [
                ("the 30th and 31st", "2025-03-30T00:00", "2025-04-01T00:00"),
                ("on the 1st", "2025-04-01T00:00", "2025-04-02T00:00"),
            ],
        ),
        # neighbours that keep their old reading
        (
            "paid rent on the 28th and again the 3rd",
            [
                ("on the 28th", "2025-02-28T00:00", "2025-03-01T00:00"),
                ("the 3rd", "2025-03-03T00:00", "2025-03-04T00:00"),
            ],
        ),
        (
            "i got paid on the 20th and the 2nd",
            [
                ("on the 20th", "2025-03-20T00:00", "2025-03-21T00:00"),
                ("the 2nd", "2025-03-02T00:00", "2025-03-03T00:00"),
            ],
        ),
    ],
)
def test_a_day_next_in_a_run_of_days_is_not_before_the_one_named(read, text, want) -> None:
    assert read(text, SAID) == want
