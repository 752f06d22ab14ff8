"""Time expressions read whole (`resolve_times`, the product's path): a stretch with no verb that
heads its sentence and ends on a day, then "and" or "but" and a clause told in no past ("on lates
till sunday and nobody's offered to swap"): the stretch runs on from now, so the day is the coming
one (tests/data/timeexpr.md: "until X" is X, where a stretch ends at X). The kind of case of blind
batches 89-91's misses (issue 21, round 55 part c). New sentences, not the batch's, and neighbours
that keep their reading: a clause after it told as past, a stretch told with a past verb; and from
the part's review, a clause after it in a present perfect not denied or with a word of being back
("already", "now", "back", "since", "today", "just"). Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "on lates till sunday and nobody's offered to swap",
            [("sunday", "2027-03-07T00:00", "2027-03-08T00:00")],
        ),
        (
            "on standby until thurs and the phone hasn't rung once",
            [("thurs", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        (
            "on call till fri and the pager hasn’t gone off once",  # a phone's apostrophe
            [("fri", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
        (
            "still off till friday and bored already",
            [("friday", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
        # neighbours: the clause after it told as past, a stretch with its own past verb; from
        # the part's review, a clause after it in the present perfect or telling it over
        (
            "no signal till monday and i've only just seen your msg",
            [("monday", "2027-03-01T00:00", "2027-03-02T00:00")],
        ),
        (
            "off til monday and the kids have been angels, back at work today",
            [
                ("monday", "2027-03-01T00:00", "2027-03-02T00:00"),
                ("today", "2027-03-03T00:00", "2027-03-04T00:00"),
            ],
        ),
        (
            "on holiday until sunday but i've already been back at work since monday",
            [
                ("sunday", "2027-02-28T00:00", "2027-03-01T00:00"),
                ("since monday", "2027-03-01T00:00", "2027-03-03T09:00"),
            ],
        ),
        (
            "closed till tuesday and we lost all the stock",
            [("tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "i was on call till sunday and it was quiet",
            [("sunday", "2027-02-28T00:00", "2027-03-01T00:00")],
        ),
    ],
)
def test_a_verbless_stretch_before_and(read, text, want) -> None:
    assert read(text, said=SAID) == want
