"""Time expressions read whole (`resolve_times`, the product's path): being already somewhere
at a clock time just gone ("im already at the clinic at 6:10", said at 06:14) tells the moment
it is said, as "it's 6:10" does (timenowclock.py): this morning's 06:10, not the evening's,
even after another clock time it would be read after ("opens at 9, im already here at
6:10") (issue 21, round 43 part B). Only where the reading holds the moment, ten minutes at
most: said hours later it is read as it was."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "im already at the clinic at 6:10, first in the queue",
            "2026-02-10T06:14:00+00:00",
            [("at 6:10", "2026-02-10T06:10", "2026-02-10T06:11")],
        ),
        (
            "the passport office opens at 9, im already here at 6:10 with a flask",
            "2026-02-10T06:14:00+00:00",
            [
                ("at 9", "2026-02-10T09:00", "2026-02-10T10:00"),
                ("at 6:10", "2026-02-10T06:10", "2026-02-10T06:11"),
            ],
        ),
        # near misses: no word of being there, or said long after
        (
            "the passport office opens at 9, the bus gets in at 6:10",
            "2026-02-10T06:14:00+00:00",
            [
                ("at 9", "2026-02-10T09:00", "2026-02-10T10:00"),
                ("at 6:10", "2026-02-10T18:10", "2026-02-10T18:11"),
            ],
        ),
        (
            "im already at the clinic at 6:10 so save me a seat",
            "2026-02-10T11:00:00+00:00",
            [("at 6:10", "2026-02-10T18:10", "2026-02-10T18:11")],
        ),
    ],
)
def test_already_somewhere_at_a_clock_time_just_gone(local, text, said, want) -> None:
    assert local(text, said) == want
