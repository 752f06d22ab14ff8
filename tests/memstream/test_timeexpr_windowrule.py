"""Time expressions read whole (`resolve_times`, the product's path): the clock times of a
rule that bars the hours outside a window ("no deliveries before 7 or after 9pm"): a
standing rule, no times (round 43 part A; tests/data/timeexpr.md, "not dates": habits).
New sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the permit says no drilling before 8am or after 6pm", []),
        ("guests can't check in before 3 or after 11pm", []),
        ("music is only allowed after 10am and before 10pm here", []),
        # neighbours: no word of a rule, or a day of its own
        (
            "text me before 9am or after 5pm",
            [
                ("before 9am", "2027-03-03T00:00", "2027-03-03T09:00"),
                ("after 5pm", "2027-03-03T17:00", "2027-03-03T18:00"),
            ],
        ),
        # one's own availability is a one-off (round 43 part A review)
        (
            "i can't do before 2 or after 5, sorry",
            [
                ("before 2", "2027-03-03T00:00", "2027-03-03T14:00"),
                ("after 5", "2027-03-03T17:00", "2027-03-03T18:00"),
            ],
        ),
        (
            "she can't come before 3 or after 6 so pick something",
            [
                ("before 3", "2027-03-03T00:00", "2027-03-03T15:00"),
                ("after 6", "2027-03-03T18:00", "2027-03-03T19:00"),
            ],
        ),
        (
            "i can't leave before 8am or after 10pm tomorrow",
            [
                ("before 8am", "2027-03-04T00:00", "2027-03-04T08:00"),
                ("after 10pm tomorrow", "2027-03-04T22:00", "2027-03-04T23:00"),
            ],
        ),
    ],
)
def test_a_window_rule(read, text, want) -> None:
    assert read(text, said=SAID) == want
