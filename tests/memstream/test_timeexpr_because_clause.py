"""Time expressions read whole (`resolve_times`, the product's path): "because" (chat's "bc",
"cos") starts a clause of its own, so a part of the day with its own time before it ("tonight")
tells nothing of a clock time after it, the kind of case of blind batches 47-49's misses (round
41 part C; tests/data/timeexpr.md, clock times without am/pm): "staying near the airport
tonight bc the flight is at 6:40", said at 23:15, is 06:40 the next morning. New sentences,
not the batch's, and neighbours that keep their reading. Said on Thursday 14 May 2026, 23:20
UTC."""

from __future__ import annotations

import pytest

SAID = "2026-05-14T23:20"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "sleeping at the hostel tonight because the bus is at 6:50",
            [
                ("tonight", "2026-05-14T18:00", "2026-05-15T00:00"),
                ("at 6:50", "2026-05-15T06:50", "2026-05-15T06:51"),
            ],
        ),
        (
            "crashing at my sisters tonight bc the ferry is at 7:15",
            [
                ("tonight", "2026-05-14T18:00", "2026-05-15T00:00"),
                ("at 7:15", "2026-05-15T07:15", "2026-05-15T07:16"),
            ],
        ),
        # a word of the evening in the clock time's own clause still tells it
        (
            "dinner tonight because the table is at 8",
            [
                ("tonight", "2026-05-14T18:00", "2026-05-15T00:00"),
                ("at 8", "2026-05-15T20:00", "2026-05-15T21:00"),
            ],
        ),
    ],
)
def test_tonight_before_because(read, text, want) -> None:
    assert read(text, said=SAID) == want
