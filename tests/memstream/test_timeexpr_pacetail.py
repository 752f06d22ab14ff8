"""Time expressions read whole (`resolve_times`), by kind (round 40): a pace that Duckling
glues to the day before it ("easy 12k on tuesday at 5:40/km") is cut off, the day kept
(memstream/encoders/times/timeracetime.py, `pace_tail`)."""

from __future__ import annotations

import pytest


# Kind: a day, then "at h:mm" and a pace's unit ("/km", "per mile", "min/km"); near variants
# keep their clock time: no unit after it, or a unit that is no pace
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "easy 12k on tuesday at 5:40/km, legs felt fresh",
            "2026-04-16T08:00",
            [("on tuesday", "2026-04-14T00:00", "2026-04-15T00:00")],
        ),
        (
            "ran 8 miles yesterday at 8:15 per mile",
            "2026-04-16T08:00",
            [("yesterday", "2026-04-15T00:00", "2026-04-16T00:00")],
        ),
        (
            "tempo run this morning at 4:45 min/km",
            "2026-04-16T11:00",
            [("this morning", "2026-04-16T00:00", "2026-04-16T12:00")],
        ),
        (
            "group run this saturday at 7:30, 10k loop",
            "2026-04-16T08:00",
            [("this saturday at 7:30", "2026-04-18T07:30", "2026-04-18T07:31")],
        ),
        # Round 40 review: "per kilometer" is a pace's unit; "a mile from the house" and
        # "/ km 0 of the trail" are places, the clock time stays
        (
            "tempo yesterday at 4:20 per kilometer",
            "2026-04-14T08:00",
            [("yesterday", "2026-04-13T00:00", "2026-04-14T00:00")],
        ),
        (
            "meet friday at 7:30 a mile from the house",
            "2026-11-05T23:40",
            [("friday at 7:30", "2026-11-06T07:30", "2026-11-06T07:31")],
        ),
        (
            "we meet sat at 8:30 / km 0 of the trail",
            "2026-11-05T23:40",
            [("sat at 8:30", "2026-11-07T08:30", "2026-11-07T08:31")],
        ),
    ],
)
def test_a_pace_after_a_day_is_cut_off(read, text, said, want) -> None:
    assert read(text, said) == want
