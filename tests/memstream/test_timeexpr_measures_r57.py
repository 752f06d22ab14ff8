"""Durations and measures that look like times (tests/data/timeexpr.md, "Not dates"): "off
by" a number in a message about a count made (timeoffby.py); "in" a duration told as how
long something took, glued to its unit ("restored it in 2h 15m"), after "gone" or an ordinal
("the 3rd recall in 5 months", timeinphrases.py); a habit's step "every N units after that"
(timedateoffset.py); what a stopwatch read ("timed her at 2:05"), a target ("under 2:00"), a
measure's change ("down to 4:10 from 5:20") and how far into a call ("dropped at 3:12 in",
timeelapsed.py). New sentences (issue 21, round 57 part C), and neighbours that keep their
reading. Said at the speaker's own offset, compared in that local time."""

from __future__ import annotations

import pytest

SAID = "2025-10-08T14:20+02:00"


@pytest.mark.parametrize(
    "text",
    [
        "did the stocktake on the freezer aisle, it was off by 9 again",
        "migrated the wiki in 2h 15m, way faster than planned",
        "the whole batch of croissants gone in 15 mins",
        "that's the 3rd recall in 5 months for this model",
        "onboarding call tuesday, then check-ins every 3 weeks after that",
        "coach timed her at 2:05 on the rower, wants it under 2:00",
        "our wait time has to go down to 4:10 from 5:20 this quarter",
        "the line dropped at 3:12 in, had to call back",
    ],
)
def test_no_time_of_day(local, text) -> None:
    times = [t for t, *_ in local(text, SAID)]
    assert not any(any(c.isdigit() for c in t) for t in times if "tuesday" not in t), times


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # one who is off by an hour has left
        (
            "stocktake done, we should be off by 3",
            [("by 3", "2025-10-08T15:00", "2025-10-08T16:00")],
        ),
        # coming back in a glued length is a time
        ("back in 2h, grabbing lunch", [("in 2h", "2025-10-08T16:20", "2025-10-08T16:21")]),
        # "gone" in a future is a time
        (
            "i'll be gone in 20 mins",
            [("in 20 mins", "2025-10-08T14:40", "2025-10-08T14:41")],
        ),
        # a step after a day with no "every" is read against the day
        (
            "onboarding call tuesday, follow-up 2 weeks after that",
            [
                ("tuesday", "2025-10-14T00:00", "2025-10-15T00:00"),
                ("2 weeks after that", "2025-10-27T00:00", "2025-11-03T00:00"),
            ],
        ),
        # hanging up at a time, and a clock time moved
        ("she hung up at 3:12", [("at 3:12", "2025-10-08T03:12", "2025-10-08T03:13")]),
        (
            "moved dinner to 6:30 from 7:45",
            [
                ("6:30", "2025-10-08T18:30", "2025-10-08T18:31"),
                ("7:45", "2025-10-08T19:45", "2025-10-08T19:46"),
            ],
        ),
    ],
)
def test_times_that_stay_times(local, text, want) -> None:
    assert local(text, SAID) == want
