"""Time expressions read whole (`resolve_times`), round 39 part E on numbers that are no times
(tests/data/timeexpr.md, not dates: counts and measures, names, race times and lengths, "the
SAT"): a number a noun beside it counts or names ("about the 4 bed house", "seven night for
uncle joe", "pages 1120-1180"), a tally before "in" a month ("sold 240 in april"), how long
something was held ("held it for 1:45") and a test in capitals after a qualifier ("the real
SAT"); near-misses keep their times. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "text",
    [
        "still thinking about the 4 bed house",  # "the" and a number before a noun
        "we argued about the 2 seater sofa for ages",
        "eleven night marathon at the cinema was wild",  # a number before "night"
        "seven night shifts in a row",  # figures or words, "night" before a noun it counts
        "we did a 3 night stay, 10/10",
        "kept it going for 3:20 nonstop",  # how long it was kept going
    ],
)
def test_a_number_a_noun_counts_is_no_time(read, text) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "seven night for uncle joe is friday",  # the wake's name, then its day
            [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        (
            "pages 1120-1180 are due tomorrow",  # the pages' numbers, no years
            [("tomorrow", "2026-05-05T00:00", "2026-05-06T00:00")],
        ),
        (
            "i sold 240 in april",  # a tally, then the month
            [("in april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
        (
            "we hit 1300 in march",
            [("in march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "held it for 1:45 this morning",  # how long it was held, then the day
            [("this morning", "2026-05-04T00:00", "2026-05-04T12:00")],
        ),
        (
            "the wall sit lasted for 2:05 yesterday",
            [("yesterday", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        (
            "sitting the real SAT june 6",  # the test, then its day
            [("june 6", "2026-06-06T00:00", "2026-06-07T00:00")],
        ),
    ],
)
def test_the_time_beside_the_count_stays(read, text, want) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "see you on the 3 at 5",  # a chat day and its hour
            [("on the 3 at 5", "2026-06-03T17:00", "2026-06-03T18:00")],
        ),
        (
            "at nine night the bins go out",  # a clock time, introduced
            [("at nine night", "2026-05-04T21:00", "2026-05-04T22:00")],
        ),
        (
            "the years 2019-2021 were rough",  # a range of years after a unit of time
            [("2019-2021", "2019-01-01T00:00", "2022-01-01T00:00")],
        ),
        (
            "see you SAT at 4",  # capitals with nothing that owns them: the day
            [("SAT at 4", "2026-05-09T16:00", "2026-05-09T17:00")],
        ),
        (
            "see u 10 night",  # figures and "night", nothing counted: chat's hour of the night
            [("10 night", "2026-05-04T22:00", "2026-05-04T23:00")],
        ),
        (
            "leaving 10 night for the airport",
            [("10 night", "2026-05-04T22:00", "2026-05-04T23:00")],
        ),
        (
            "my taxes 2019-2021 still aren't filed",  # two years after a plural noun
            [("2019-2021", "2019-01-01T00:00", "2022-01-01T00:00")],
        ),
        (
            "albums 1998-2004 are their best era",
            [("1998-2004", "1998-01-01T00:00", "2005-01-01T00:00")],
        ),
        (
            "can u hold it for 6:30? i'll pick up after work",  # a thing kept for a time
            [("6:30", "2026-05-04T18:30", "2026-05-04T18:31")],
        ),
        (
            "they'll keep it for 8:45 tmrw",
            [("8:45 tmrw", "2026-05-05T08:45", "2026-05-05T08:46")],
        ),
    ],
)
def test_near_misses_keep_their_times(read, text, want) -> None:
    assert read(text) == want
