"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time further
on in a message that names a day ahead is on that day (tests/data/timeexpr.md, "read against a
date named before it"), also in a clause with a planning word before "for" ("lunch reserved
for 4 at 1:15"), which tells the plan, not the past; a clause told as past keeps its own
reading. The kind of case of blind batches 71-73's misses (round 49 part C). New sentences,
not the batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027,
09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
DAY = ("on the 12th", "2027-03-12T00:00", "2027-03-13T00:00")
LONG = "my parents visit on the 12th 🙂 they want to see the new flat and the park by the river, "


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            LONG + "lunch reserved for 4 at 1:15",
            [DAY, ("at 1:15", "2027-03-12T13:15", "2027-03-12T13:16")],
        ),
        # neighbours: a clause told as past keeps the clock time its own
        (
            LONG + "i called the restaurant at 1:15",
            [DAY, ("at 1:15", "2027-03-03T01:15", "2027-03-03T01:16")],
        ),
    ],
)
def test_planned_for_in_the_gap(read, text, want) -> None:
    assert read(text, said=SAID) == want
