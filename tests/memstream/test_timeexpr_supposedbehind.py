"""Time expressions read whole (`resolve_times`, the product's path): chat's "supposed to"
with its "it's" dropped is what is expected, ahead ("supposed to be sorted by friday"),
unless told with "was" or as past after it; and a participle in a sentence placed in the
past by a time before it ("last year we were away and a window cracked in september") is
the past. New sentences, not the batches', and neighbours that keep their reading. Said in
UTC on Tuesday 4 May 2027."""

from __future__ import annotations

import pytest

SAID = "2027-05-04T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "supposed to" alone: what is expected, the coming one
        (
            "heating's broken again. supposed to be sorted by friday",
            [("friday", "2027-05-07T00:00", "2027-05-08T00:00")],
        ),
        # ... with "was", or the sentence telling it as past: the one over
        (
            "it was supposed to be sorted by friday",
            [("friday", "2027-04-30T00:00", "2027-05-01T00:00")],
        ),
        (
            "supposed to be sorted by friday but nobody showed up",
            [("friday", "2027-04-30T00:00", "2027-05-01T00:00")],
        ),
        # ... or with "have": what was due, over (issue 21, round 41 part A review)
        (
            "supposed to have been delivered on friday, still nothing",
            [("on friday", "2027-04-30T00:00", "2027-05-01T00:00")],
        ),
        (
            "supposed to have heard back on monday",
            [("on monday", "2027-05-03T00:00", "2027-05-04T00:00")],
        ),
        # ... and without, or "have" and its object: ahead
        (
            "supposed to have it done by friday lol",
            [("friday", "2027-05-07T00:00", "2027-05-08T00:00")],
        ),
        (
            "supposed to snow on saturday ❄️",
            [("on saturday", "2027-05-08T00:00", "2027-05-09T00:00")],
        ),
    ],
)
def test_supposed_to(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a participle after "last year": the month over
        (
            "last year we were away and a window cracked in september",
            [
                ("last year", "2026-01-01T00:00", "2027-01-01T00:00"),
                ("in september", "2026-09-01T00:00", "2026-10-01T00:00"),
            ],
        ),
        (
            "last week we left and a tile cracked on monday",
            [
                ("last week", "2027-04-26T00:00", "2027-05-03T00:00"),
                ("on monday", "2027-04-26T00:00", "2027-04-27T00:00"),
            ],
        ),
        # a plan's participle after such a time is still the plan's, ahead
        (
            "last year we forgot and the next service booked for the 12th",
            [
                ("last year", "2026-01-01T00:00", "2027-01-01T00:00"),
                ("the 12th", "2027-05-12T00:00", "2027-05-13T00:00"),
            ],
        ),
        # ... and so is one a plan or a deadline brings (issue 21, round 41 part A review)
        (
            "last week i called and the repair guy sent for thursday",
            [
                ("last week", "2027-04-26T00:00", "2027-05-03T00:00"),
                ("thursday", "2027-05-06T00:00", "2027-05-07T00:00"),
            ],
        ),
        (
            "last weekend we moved and the boxes unpacked by wednesday hopefully",
            [
                ("last weekend", "2027-05-01T00:00", "2027-05-03T00:00"),
                ("wednesday", "2027-05-05T00:00", "2027-05-06T00:00"),
            ],
        ),
        # a notice's participle with no time before it keeps the nearest
        ("2 slots left for the 12th", [("the 12th", "2027-05-12T00:00", "2027-05-13T00:00")]),
    ],
)
def test_participle_after_past_time(read, text, want) -> None:
    assert read(text, said=SAID) == want
