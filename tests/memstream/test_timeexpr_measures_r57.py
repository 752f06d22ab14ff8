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
        "recount done, the first ones were off by 2",
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


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a person "is off by" an hour has left, after a count made too
        (
            "recount the chairs, the caterer is off by 4",
            SAID,
            [("by 4", "2025-10-08T16:00", "2025-10-08T17:00")],
        ),
        (
            "after the stocktake the manager's off by 5",
            SAID,
            [("by 5", "2025-10-08T17:00", "2025-10-08T18:00")],
        ),
        # a clock time moved up or down is two times
        (
            "pushed dinner up to 6:30 from 7:45",
            SAID,
            [
                ("6:30", "2025-10-08T18:30", "2025-10-08T18:31"),
                ("7:45", "2025-10-08T19:45", "2025-10-08T19:46"),
            ],
        ),
        # "in" after a time of arriving, no call or recording stopped
        (
            "the train got in at 11:10 in, like, pouring rain",
            "2025-06-06T23:30+09:00",
            [("at 11:10", "2025-06-06T23:10", "2025-06-06T23:11")],
        ),
        # an ordinal with no noun of its own: "in 2 weeks" is ahead
        (
            "the 3rd in 2 weeks starts at 9",
            SAID,
            [
                ("in 2 weeks", "2025-10-20T00:00", "2025-10-27T00:00"),
                ("at 9", "2025-10-08T21:00", "2025-10-08T22:00"),
            ],
        ),
    ],
)
def test_review_times_that_stay_times(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("stocktake done, the lads were off by 4", "by 4"),
        ("stocktake finished, the staff were off by 5 so its just me", "by 5"),
        ("after the cash up the girls were off by 6", "by 6"),
        ("recount done, one of the drivers was off by 3", "by 3"),
    ],
)
def test_people_off_by_an_hour_after_a_count_keep_it(local, text, want) -> None:
    """People "were off" by an hour after a count made have left then: the hour is kept,
    however the tense places it (issue 21, round 57, review of the whole change)."""
    assert [t for t, *_ in local(text, SAID)] == [want]
