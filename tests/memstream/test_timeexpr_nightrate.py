"""Time expressions read whole (`resolve_times`, the product's path): the night of a price
("the b&b is £80 a night", "$120 per night") is no word of the evening, so a bare clock time
on a named day in the same sentence keeps its daytime reading (tests/data/timeexpr.md, clock
times without am/pm); the kind of case of blind batches 71-73's misses (round 49 part C).
New sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the audit is the 9th at 11 and the b&b is £80 a night",
            [("the 9th at 11", "2027-03-09T11:00", "2027-03-09T12:00")],
        ),
        (
            "check-in friday at 3, it's $120 per night tho",
            [("friday at 3", "2027-03-05T15:00", "2027-03-05T16:00")],
        ),
        (
            "room's 80/night, check in friday at 3",
            [("friday at 3", "2027-03-05T15:00", "2027-03-05T16:00")],
        ),
        # neighbours: a night out still tells the evening
        # a clock time or a word before the slash is no price (round 49 part C review)
        (
            "standup fri at 9/night shift",
            [("fri at 9", "2027-03-05T21:00", "2027-03-05T22:00")],
        ),
        (
            "the 8th at 10, day/night rate",
            [("the 8th at 10", "2027-03-08T22:00", "2027-03-08T23:00")],
        ),
        (
            "the gig is friday at 9, a big night",
            [("friday at 9", "2027-03-05T21:00", "2027-03-05T22:00")],
        ),
    ],
)
def test_night_of_a_price(read, text, want) -> None:
    assert read(text, said=SAID) == want
