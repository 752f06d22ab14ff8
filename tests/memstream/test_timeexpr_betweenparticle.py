"""Time expressions read whole (`resolve_times`, the product's path): "between" two bare
hours after a verb's particle ("collect up between 3 and 4", "drop off between 9 and 10"):
a range of clock times, the kind of case of blind batches 50-52's misses (round 42 part B;
tests/data/timeexpr.md: a range runs from the first time to the second). New sentences, not
the batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # after "up" or "off", a verb's particle: the range of clock times
        (
            "parcel's ready, you can pick up between 3 and 4",
            [("between 3 and 4", "2027-03-03T15:00", "2027-03-03T16:00")],
        ),
        (
            "please drop off between 9 and 10",
            [("between 9 and 10", "2027-03-03T09:00", "2027-03-03T10:00")],
        ),
        # neighbours: a score after "up", a change with a noun, a count
        ("we were up 3 to 1 at the break", []),
        ("rates went up between 2 and 3 percent", []),
        ("she read between 4 and 5 books", []),
        # "up" after "be" or "ended" is a state, a score or a place, no particle
        ("shares are up between 2 and 3", []),
        ("we were up between 2 and 3 at half time", []),
        ("it's up between 4 and 5 now", []),
        ("we ended up between 5 and 6 in the table", []),
    ],
)
def test_between_after_a_particle(read, text, want) -> None:
    assert read(text, said=SAID) == want
