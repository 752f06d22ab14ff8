"""Time expressions read whole (`resolve_times`), by kind (round 48): a state told after a
present verb of saying and lasting until a day ("the council says shut till fri") holds now
and ends on that day, ahead (tests/data/timeexpr.md: "until X" is X; planned or present, the
next one; memstream/encoders/times/tensesaidstate.py); a participle of an event the verb
reports, or of something done that lasted until the day ("she says stayed up till 3 on
sunday"), keeps its old reading, the past."""

from __future__ import annotations

import pytest

TUESDAY = "2027-03-09T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "storm took the pier rail off, council says shut till fri",
            [("fri", "2027-03-12T00:00", "2027-03-13T00:00")],
        ),
        (
            "the website says closed until at least the 6th",
            [("the 6th", "2027-04-06T00:00", "2027-04-07T00:00")],
        ),
        (
            "the rangers say sealed off till thursday",
            [("thursday", "2027-03-11T00:00", "2027-03-12T00:00")],
        ),
        # neighbours that keep the past
        ("tracking says delivered on fri", [("on fri", "2027-03-05T00:00", "2027-03-06T00:00")]),
        (
            "the receipt shows paid on the 3rd",
            [("on the 3rd", "2027-03-03T00:00", "2027-03-04T00:00")],
        ),
        (
            "she says stayed up till 3 on sunday finishing it",
            [("3 on sunday", "2027-03-07T15:00", "2027-03-07T16:00")],
        ),
        (
            "he says worked till midnight friday, poor guy",
            [("midnight friday", "2027-03-05T00:00", "2027-03-05T01:00")],
        ),
        (
            "gran says waited till monday for the engineer, 4 days no heat",
            [("monday", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
        # and other states said to last until a day: ahead
        (
            "mum says grounded until the 20th lol",
            [("the 20th", "2027-03-20T00:00", "2027-03-21T00:00")],
        ),
    ],
)
def test_a_state_said_to_last_until_a_day_ends_ahead(read, text, want) -> None:
    assert read(text, TUESDAY) == want
