"""Time expressions read whole (`resolve_times`), round 57's kind of "to the day" (or night)
before a noun after a clock time ("handover at 7 to the day shift"): the shift's day, no end
of a range; the time is the clock time alone (memstream/encoders/times/timematchedges.py).
Near misses: "the day of" something, a day after all, is left as Duckling reads it; so is a
range opened by "from" ("moved from 6 to the day room": a bed's number, no time)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "quiet night so far. handover at 7 to the day shift then bed",
            "2026-03-10T01:10",
            [("at 7", "2026-03-10T07:00", "2026-03-10T08:00")],
        ),
        (
            "handover at 8 to the night team",
            "2026-03-10T14:00",
            [("at 8", "2026-03-10T20:00", "2026-03-10T21:00")],
        ),
    ],
)
def test_to_the_day_team_is_no_range_end(read, text, said, want) -> None:
    assert read(text, said) == want


def test_from_a_number_to_the_day_room_is_no_time(read) -> None:
    assert read("moved from 6 to the day room", "2026-03-10T01:10") == []
