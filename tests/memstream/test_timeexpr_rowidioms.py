"""Time expressions read whole (`resolve_times`, the product's path): an ordinal of a unit
counted in a row, said "on the bounce", "on the spin" or "back to back" as well as "in a row"
(round 45 part B; tests/data/timeexpr.md, not dates: counts and ordinals of things): how many
times over, no date. New sentences, not the batch's, and a neighbour that keeps its reading.
Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("5th night on the bounce up with the calves", []),
        ("4th day back to back at the site", []),
        ("2nd night on the spin without sleep", []),
        ("third night in a row of rain", []),
        # neighbour: a day of the month with no unit counted after it (said on the 3rd: April)
        ("see you on the 3rd", [("on the 3rd", "2027-04-03T00:00", "2027-04-04T00:00")]),
    ],
)
def test_an_ordinal_counted_in_a_row_is_no_date(read, text, want) -> None:
    assert read(text, said=SAID) == want
