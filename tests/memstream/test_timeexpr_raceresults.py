"""Time expressions read whole (`resolve_times`), round 54 part b on race times (tests/data/
timeexpr.md, not dates: race times, paces and laps): a result told by the words before it
("i did 5:07", "my qualifier standard is 3:40", a record's cry), a swim or track interval
("20x50 on 1:00", "6x800 @ 3:05"), a pace per 100m or after a list ("4:45, 5:15 and
5:45/km") and h:mm:ss are no times of day; a time glued after a race time ("ran 3:29 in
april") is kept alone. Clock times of plans, shifts and announcements stay. Said on Tuesday
10 March 2026, 14:00 (UTC)."""

from __future__ import annotations

import pytest

_SAID = "2026-03-10T14:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "new pr!! 18:55 at the track this morning",
            [("this morning", "2026-03-10T00:00", "2026-03-10T12:00")],
        ),
        (
            "hilly one today, i did 5:07, 12th of 40",
            [("today", "2026-03-10T00:00", "2026-03-11T00:00")],
        ),
        (
            "css test tonight, last time i swam 1:49/100m",
            [("tonight", "2026-03-10T18:00", "2026-03-11T00:00")],
        ),
        ("main set was 20x50 on 1:00 then easy", []),
        ("chip time says 2:09:31, garmin says 2:08:10", []),
        ("my qualifier standard is 3:40 so i'm close", []),
        (
            "she ran 3:29 in april and wants boston",
            [("in april", "2025-04-01T00:00", "2025-05-01T00:00")],
        ),
        ("6x800 @ 3:05 with 400 jog", []),
        ("pace groups are 4:45, 5:15 and 5:45/km", []),
    ],
)
def test_race_results_are_no_times(read, text, want) -> None:
    assert read(text, said=_SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a plan after a record's cry, a shift "at" a place, a moved meeting, a meeting "@"
        ("new pb! 7:30 dinner to celebrate", [("7:30", "2026-03-10T19:30", "2026-03-10T19:31")]),
        (
            "the new time is 3:30 on friday",
            [("3:30 on friday", "2026-03-13T15:30", "2026-03-13T15:31")],
        ),
        ("meet @ 6:40 by the gate", [("@ 6:40", "2026-03-10T18:40", "2026-03-10T18:41")]),
        ("squad is 5:15am tmrw", [("5:15am tmrw", "2026-03-11T05:15", "2026-03-11T05:16")]),
        (
            "finished at 10:45 last night",
            [("at 10:45 last night", "2026-03-09T22:45", "2026-03-09T22:46")],
        ),
    ],
)
def test_times_of_day_stay(read, text, want) -> None:
    assert read(text, said=_SAID) == want
