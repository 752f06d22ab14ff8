"""Time expressions read whole (`resolve_times`, the product's path): a rate glued to the
month or day it starts from ("$900 a month from june", "40 loaves a day from the 8th"): the
price or count per unit is no offset, and "from X" is X, where the rate starts (round 43
part A; tests/data/timeexpr.md, "not dates": prices, "$1200 a month"). New sentences, not
the batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
JUNE = ("2027-06-01T00:00", "2027-07-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the gym goes up to $65 a month from june, ugh", [("june", *JUNE)]),
        ("storage is 300 euros a month from june", [("june", *JUNE)]),
        ("the cafe wants 40 loaves a day from june", [("june", *JUNE)]),
        ("they're asking for 12 boxes a week from june", [("june", *JUNE)]),
        # neighbours: an offset with no rate before it, a frequency
        # a count of things before an offset from a day (round 43 part A review)
        (
            "i have 2 interviews a week from today, nervous af",
            [("a week from today", "2027-03-10T00:00", "2027-03-11T00:00")],
        ),
        (
            "we've got 3 tickets a week from friday if u want one",
            [("a week from friday", "2027-03-12T00:00", "2027-03-13T00:00")],
        ),
        (
            "we start a month from june",
            [("a month from june", "2027-07-01T00:00", "2027-08-01T00:00")],
        ),
        ("twice a day from june", [("june", *JUNE)]),
    ],
)
def test_a_rate_from_a_month(read, text, want) -> None:
    assert read(text, said=SAID) == want
