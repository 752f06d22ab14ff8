"""Time expressions read whole (`resolve_times`, the product's path): a verb of a stretch's
first or last day that the tagger reads as a plural noun after a noun and its number
("season 5 starts friday", "update 3 ends friday") is the present, a timetable's, ahead
(round 40 part A; tests/data/timeexpr.md, a recurring mention told in the present is the
next one), as it is after a noun alone ("diwali break starts friday"). Said on Thursday 4
September 2025, 11:00 (UTC)."""

from __future__ import annotations

import pytest

SAID = "2025-09-04T11:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "season 5 starts friday, the trailer looked mid",
            [("friday", "2025-09-05T00:00", "2025-09-06T00:00")],
        ),
        (
            "update 3 ends friday, I grinded all night",
            [("friday", "2025-09-05T00:00", "2025-09-06T00:00")],
        ),
    ],
)
def test_a_numbered_stretch_starts_ahead(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a past verb of the clause: the past
        (
            "season 5 started on monday and I'm already bored",
            [("on monday", "2025-09-01T00:00", "2025-09-02T00:00")],
        ),
    ],
)
def test_a_past_start_keeps_its_past(read, text, want) -> None:
    assert read(text, said=SAID) == want
