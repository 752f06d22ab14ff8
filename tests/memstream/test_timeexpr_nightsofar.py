"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time told
in the past, said in the small hours, about the night so far ("left the bar at 2:45", said at
03:09): that hour of the night still going on, not the afternoon before, which a word of the
evening in its clause ("bar", "gig", "night", "show") took (round 55 part b;
tests/data/timeexpr.md: with no day, the nearest reading in the sentence's tense). New
sentences, not the batch's, and neighbours that keep their reading. Said on Friday 11 August
2023."""

from __future__ import annotations

import pytest

SMALL_HOURS = "2023-08-11T03:09"
DAWN = "2023-08-11T05:33"
AFTERNOON = "2023-08-11T16:00"


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        (
            SMALL_HOURS,
            "left the bar at 2:45",
            [("at 2:45", "2023-08-11T02:45", "2023-08-11T02:46")],
        ),
        (
            SMALL_HOURS,
            "the taxi didnt show at 2:10 so we walked",
            [("at 2:10", "2023-08-11T02:10", "2023-08-11T02:11")],
        ),
        (
            SMALL_HOURS,
            "night shift: admitted 2 at 1:40",
            [("at 1:40", "2023-08-11T01:40", "2023-08-11T01:41")],
        ),
        (DAWN, "came back from the club at 3", [("at 3", "2023-08-11T03:00", "2023-08-11T04:00")]),
        (
            DAWN,
            "we left the concert at 12:15",
            [("at 12:15", "2023-08-11T00:15", "2023-08-11T00:16")],
        ),
        # neighbours: a plan, a time not yet come, an hour after 04:00, said by day, a meal, a day
        (DAWN, "drinks at 2?", [("at 2", "2023-08-11T14:00", "2023-08-11T15:00")]),
        (SMALL_HOURS, "i left at 3:15", [("at 3:15", "2023-08-10T15:15", "2023-08-10T15:16")]),
        (DAWN, "had dinner at 5", [("at 5", "2023-08-10T17:00", "2023-08-10T18:00")]),
        (AFTERNOON, "left the gig at 2:15", [("at 2:15", "2023-08-11T14:15", "2023-08-11T14:16")]),
        (
            AFTERNOON,
            "the bus didnt show at 2:15",
            [("at 2:15", "2023-08-11T14:15", "2023-08-11T14:16")],
        ),
        (
            DAWN,
            "we played the show at 1:30 yesterday",
            [("at 1:30 yesterday", "2023-08-10T13:30", "2023-08-10T13:31")],
        ),
        (SMALL_HOURS, "got in at 11:30", [("at 11:30", "2023-08-10T23:30", "2023-08-10T23:31")]),
        # no word of the night, but the hour just gone
        (
            SMALL_HOURS,
            "the party got shut down by the cops at 1:45",
            [("at 1:45", "2023-08-11T01:45", "2023-08-11T01:46")],
        ),
        (
            SMALL_HOURS,
            "last night's gig started at 12:30 and went on forever",
            [
                ("last night", "2023-08-10T18:00", "2023-08-11T00:00"),
                ("at 12:30", "2023-08-11T00:30", "2023-08-11T00:31"),
            ],
        ),
    ],
)
def test_a_past_clock_time_of_the_night_so_far(read, said, text, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # another day named, a word of the daytime, or no word of the night and the hour long
        # gone: the afternoon before, as a word of the evening took it (round 55 part b, review)
        (
            "yesterday the kids party was at 2",
            [
                ("yesterday", "2023-08-10T00:00", "2023-08-11T00:00"),
                ("at 2", "2023-08-10T14:00", "2023-08-10T15:00"),
            ],
        ),
        (
            "the kids bday party was at 2 and it was chaos",
            [("at 2", "2023-08-10T14:00", "2023-08-10T15:00")],
        ),
        (
            "took the kids to the movies at 12:45",
            [("at 12:45", "2023-08-10T12:45", "2023-08-10T12:46")],
        ),
        (
            "lunch with the team was at 12:30 then drinks after",
            [("at 12:30", "2023-08-10T12:30", "2023-08-10T12:31")],
        ),
        (
            "the bar opened at 12 and we were first in",
            [("at 12", "2023-08-10T12:00", "2023-08-10T13:00")],
        ),
        ("parents evening was at 3:30", [("at 3:30", "2023-08-10T15:30", "2023-08-10T15:31")]),
        ("the afternoon show was at 2", [("at 2", "2023-08-10T14:00", "2023-08-10T15:00")]),
        (
            "the pub lunch was at 12:30, fish was great",
            [("at 12:30", "2023-08-10T12:30", "2023-08-10T12:31")],
        ),
        (
            "the film club met at 2 and we watched a silent film",
            [("at 2", "2023-08-10T14:00", "2023-08-10T15:00")],
        ),
    ],
)
def test_a_past_clock_time_of_another_day_or_the_daytime(read, text, want) -> None:
    assert read(text, said=DAWN) == want
