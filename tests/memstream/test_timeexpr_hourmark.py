"""Time expressions read whole (`resolve_times`, the product's path): a clock time written
with a glued "h" and no minutes ("friday 16h", "at 9h") is that hour, as "at 3" is; with its
minutes ("17h45") it stays the minute (tests/data/timeexpr.md, "a clock time's grain"); the
kind of case of blind batches 71-73's misses (round 49 part C). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the dentist moved me to friday 16h, annoying",
            [("friday 16h", "2027-03-05T16:00", "2027-03-05T17:00")],
        ),
        (
            "we could do the review mon 9h if that suits",
            [("mon 9h", "2027-03-08T09:00", "2027-03-08T10:00")],
        ),
        # neighbours: minutes written out stay that minute
        (
            "the bus gets in at 17h45 on friday",
            [("at 17h45 on friday", "2027-03-05T17:45", "2027-03-05T17:46")],
        ),
    ],
)
def test_hour_with_a_glued_h(read, text, want) -> None:
    assert read(text, said=SAID) == want
