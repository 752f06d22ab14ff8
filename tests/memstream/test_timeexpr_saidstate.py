"""Time expressions read whole (`resolve_times`), by kind (round 48): a state told after a
present verb of saying and lasting until a day ("the council says shut till fri") holds now
and ends on that day, ahead (tests/data/timeexpr.md: "until X" is X; planned or present, the
next one; memstream/encoders/times/tensesaidstate.py); a participle of an event the verb
reports keeps its old reading, the past."""

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
    ],
)
def test_a_state_said_to_last_until_a_day_ends_ahead(read, text, want) -> None:
    assert read(text, TUESDAY) == want
