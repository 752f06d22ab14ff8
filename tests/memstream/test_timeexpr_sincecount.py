"""Time expressions read whole (`resolve_times`, the product's path): "since the" and a bare
number before the things it counts, a plural noun in the next two words or "of" ("since the 2
long runs", "since the 4 of us moved out"), is a count, not the 2nd of the month (round 47
part D; tests/data/timeexpr.md, "Not dates": counts). New sentences, not the batch's, and
neighbours that keep their reading (a chat day of the month). Said on Wednesday 3 March
2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "still sore since the 2 long runs last week",
            [("last week", "2027-02-22T00:00", "2027-03-01T00:00")],
        ),
        ("quiet since the 4 of us moved out", []),
        # neighbours: no things counted after the number: the day of the month
        ("been sick since the 2 lol", [("since the 2", "2027-03-02T00:00", "2027-03-03T09:00")]),
        (
            "since the 12 it's been raining",
            [("since the 12", "2027-02-12T00:00", "2027-03-03T09:00")],
        ),
        (
            "since the 1 we have had no heating",
            [("since the 1", "2027-03-01T00:00", "2027-03-03T09:00")],
        ),
        ("since the 3 late shifts i'm wrecked", []),
        # review: a plural after a determiner or before its verb starts a clause: the day
        (
            "since the 2 my knees have been killing me",
            [("since the 2", "2027-03-02T00:00", "2027-03-03T09:00")],
        ),
        (
            "since the 15 prices went up again",
            [("since the 15", "2027-02-15T00:00", "2027-03-03T09:00")],
        ),
        (
            "since the 5 our bills doubled",
            [("since the 5", "2027-02-05T00:00", "2027-03-03T09:00")],
        ),
    ],
)
def test_a_count_after_since_the(read, text, want) -> None:
    assert read(text, said=SAID) == want
