"""Time expressions read whole (`resolve_times`, the product's path): clock times of a
standing rule or timetable, no dates (round 43 part A; tests/data/timeexpr.md, "not dates":
the clock times of a rule about days in the plural). Two clock times joined by "and", the
first with its "am"/"pm", are one clause's ("spin moves to 7am and 6:15pm on tuesdays"). New
sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday 3 March
2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("spin moves to 7am and 6:15pm on tuesdays", []),
        ("the ferry leaves at 9am and 4pm on weekends now", []),
        ("kids swim is 10am and 2 on saturdays", []),
        # neighbours: no days in the plural, or a new clause after "and"
        (
            "call me at 6pm and 7pm",
            [
                ("at 6pm", "2027-03-03T18:00", "2027-03-03T19:00"),
                ("7pm", "2027-03-03T19:00", "2027-03-03T20:00"),
            ],
        ),
        (
            "dinner at 7pm and i work on saturday",
            [
                ("at 7pm", "2027-03-03T19:00", "2027-03-03T20:00"),
                ("on saturday", "2027-03-06T00:00", "2027-03-07T00:00"),
            ],
        ),
    ],
)
def test_clock_times_joined_in_a_rule(read, text, want) -> None:
    assert read(text, said=SAID) == want
