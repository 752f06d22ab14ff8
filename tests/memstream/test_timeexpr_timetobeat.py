"""Time expressions read whole (`resolve_times`), by kind (round 40): a time to beat ("need
1:05 or faster") and the time set against it in its sentence ("my best is 1:09") are
lengths, no times of day (memstream/encoders/times/timetobeat.py)."""

from __future__ import annotations

import pytest


# Kind: "h:mm or better/faster/less/under", and an "h:mm" after a copula or a word of a record
# in the same sentence; near variants keep their clock time: one said "at", one in another
# sentence, "or later" (a time of day's)
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("gotta hit 1:05 or faster on the sprint, my best is 1:09", "2026-04-14T08:00", []),
        ("the climb needs 4:10 or under, pb 4:22 lol", "2026-04-14T08:00", []),
        (
            "need 3:20 or better on the loop, heading out at 5:40",
            "2026-04-14T03:00",
            [("at 5:40", "2026-04-14T05:40", "2026-04-14T05:41")],
        ),
        (
            "the ferry is 7:15. need 3:20 or better on the loop",
            "2026-04-14T03:00",
            [("7:15", "2026-04-14T07:15", "2026-04-14T07:16")],
        ),
        (
            "dinner is 7:15 or later",
            "2026-04-14T08:00",
            [("7:15", "2026-04-14T19:15", "2026-04-14T19:16")],
        ),
        # Round 40 review: a time of day after a copula of anything but a record stays
        (
            "need 2:48 or better on the climb, sunset is 7:45 so gotta move",
            "2026-04-14T08:00",
            [("7:45", "2026-04-14T19:45", "2026-04-14T19:46")],
        ),
        (
            "alarm is 5:30, need 45:00 or less on the 10k",
            "2026-07-01T02:10",
            [("5:30", "2026-07-01T05:30", "2026-07-01T05:31")],
        ),
        ("need 6:40 or faster on the mile, my time was 6:52", "2026-07-01T02:10", []),
        ("the kom is 4:12, i need 4:10 or better", "2026-07-01T02:10", []),
    ],
)
def test_a_time_to_beat_is_no_time_of_day(read, text, said, want) -> None:
    assert read(text, said) == want
