"""Time expressions read whole (`resolve_times`), by kind (blind batches 33-34): "'s meant
to" is "is meant to", an expectation, ahead, though the tagger reads the "'s" as a
possessive ("the wind's meant to drop on sat"); "was meant to" is what was expected, the
past (tests/data/timeexpr.md: planned or present, the next one)."""

from __future__ import annotations

import pytest

THURSDAY_NIGHT = "2027-03-11T22:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "wind's meant to drop on sat afternoon",
            [("on sat afternoon", "2027-03-13T12:00", "2027-03-13T19:00")],
        ),
        (
            "the tide's supposed to turn on sat at 4",
            [("on sat at 4", "2027-03-13T16:00", "2027-03-13T17:00")],
        ),
        # neighbours that keep their reading
        (
            "the market is supposed to reopen on sun",
            [("on sun", "2027-03-14T00:00", "2027-03-15T00:00")],
        ),
        (
            "rain was meant to stop on sat but it poured all day",
            [("on sat", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
    ],
)
def test_s_meant_to_is_an_expectation_ahead(read, text, want) -> None:
    assert read(text, THURSDAY_NIGHT) == want
