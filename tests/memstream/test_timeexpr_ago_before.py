"""Time expressions read whole (`resolve_times`), by kind (batch 22): a part of notes after
a sentence told as past by "ago" ("..., parcel posted on fri") stays the past, even where
the tagger reads the verb before it ("bid") as a present."""

from __future__ import annotations

import pytest


# Kind: a recurring mention told as past is the latest one (tests/data/timeexpr.md); a
# participle after a bare noun goes on with a plan before it only if nothing before it says
# the past: "the van is booked, parcel posted on fri" stays the plan's day
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the watch we bid on 3 weeks ago sold for a song, parcel posted on fri",
            [
                ("3 weeks ago", "2027-01-04T00:00", "2027-01-11T00:00"),
                ("on fri", "2027-01-29T00:00", "2027-01-30T00:00"),
            ],
        ),
        (
            "the lamp i bid on a week ago sold, refund cleared on tues",
            [
                ("a week ago", "2027-01-18T00:00", "2027-01-25T00:00"),
                ("on tues", "2027-01-26T00:00", "2027-01-27T00:00"),
            ],
        ),
        (
            "the van is booked, parcel posted on fri",
            [("on fri", "2027-02-05T00:00", "2027-02-06T00:00")],
        ),
    ],
)
def test_notes_after_an_ago_sentence_stay_past(read, text, want) -> None:
    assert read(text, "2027-01-31T14:00") == want
