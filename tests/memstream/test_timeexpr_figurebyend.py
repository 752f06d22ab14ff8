"""Time expressions read whole (`resolve_times`, the product's path): a figure or a clock
time that Duckling glues to "by (the) end of" a month after it ("up to 7.5 by end of june")
is two parts; the deadline is late in the month, not the figure's minute today (issue 21,
round 57 part D; tests/data/timeexpr.md: "the end of March" is late March, "by X" is X). New
sentences, not the batch's. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "get the score up to 7.5 by end of june",
            [("end of june", "2027-06-21T00:00", "2027-07-01T00:00")],
        ),
        (
            "we need to be on 3.9 by the end of april",
            [("end of april", "2027-04-21T00:00", "2027-05-01T00:00")],
        ),
    ],
)
def test_a_figure_before_by_end_of_a_month(read, text, want) -> None:
    assert read(text, said=SAID) == want
