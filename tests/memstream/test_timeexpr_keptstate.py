"""Time expressions read whole (`resolve_times`, the product's path): a present verb right
before a participle keeps or gets a state ("the shop stays closed till 6 jan", "the road
remains shut until the 4th"): the present, ahead, not the participle's past; a verb of
saying before one reports a past ("the tracker says delivered on monday"). New sentences,
not the batches', and neighbours that keep their reading. Said in UTC on Wednesday 26
November 2025."""

from __future__ import annotations

import pytest

SAID = "2025-11-26T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a state kept or got in the present: ahead
        (
            "the garden centre stays closed till 6 jan",
            [("6 jan", "2026-01-06T00:00", "2026-01-07T00:00")],
        ),
        (
            "the bridge remains shut until 4 jan",
            [("4 jan", "2026-01-04T00:00", "2026-01-05T00:00")],
        ),
        (
            "the sofa gets delivered on friday",
            [("on friday", "2025-11-28T00:00", "2025-11-29T00:00")],
        ),
        # a verb of saying before the participle: a past reported
        (
            "the tracker says delivered on monday but nothing came",
            [("on monday", "2025-11-24T00:00", "2025-11-25T00:00")],
        ),
        # ... and so does a verb of showing or confirming (issue 21, round 41 part A review)
        (
            "the receipt shows paid on nov 20",
            [("on nov 20", "2025-11-20T00:00", "2025-11-21T00:00")],
        ),
        (
            "bank confirms received on monday 👍",
            [("on monday", "2025-11-24T00:00", "2025-11-25T00:00")],
        ),
        (
            "the label reads packed on nov 10",
            [("on nov 10", "2025-11-10T00:00", "2025-11-11T00:00")],
        ),
        # a state kept, said otherwise: still ahead
        (
            "the office stays closed till monday",
            [("monday", "2025-12-01T00:00", "2025-12-02T00:00")],
        ),
        # the participle alone after a past keeps the past
        ("it got delivered on friday", [("on friday", "2025-11-21T00:00", "2025-11-22T00:00")]),
    ],
)
def test_present_kept_state(read, text, want) -> None:
    assert read(text, said=SAID) == want
