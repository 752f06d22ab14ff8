"""Time expressions read whole (`resolve_times`), round 41's kind of "<weekday> before last"
and "<season> before last": the one before the last one (tests/data/timeexpr.md: last
<weekday> is the most recent one before the day it was said, last <season> the latest one over
before the moment it was said; a holiday's the latest one before that day), not read forward
as "after next". "The week (weekend, month,
year) before last" keep their readings. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my brother called the thursday before last",
            [("the thursday before last", "2026-04-23T00:00", "2026-04-24T00:00")],
        ),
        (
            "sunday before last was the marathon",
            [("sunday before last", "2026-04-26T00:00", "2026-04-27T00:00")],
        ),
        (
            # said on a Monday: last Monday is a week ago, the one before it two
            "the monday before last the boiler broke",
            [("the monday before last", "2026-04-20T00:00", "2026-04-21T00:00")],
        ),
        (
            "the tues before last, our flight got cancelled",
            [("the tues before last", "2026-04-21T00:00", "2026-04-22T00:00")],
        ),
        (
            "we painted the shed the autumn before last",
            [("the autumn before last", "2024-09-01T00:00", "2024-12-01T00:00")],
        ),
        (
            # spring 2026 is not over on 4 May: last spring is 2025
            "the spring before last i ran my first half",
            [("the spring before last", "2024-03-01T00:00", "2024-06-01T00:00")],
        ),
        (
            "the winter before last was brutal",
            [("the winter before last", "2024-12-01T00:00", "2025-03-01T00:00")],
        ),
    ],
)
def test_a_weekday_or_season_before_last(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            # last Easter is 5 April 2026, the one before it 20 April 2025
            "the easter before last we were in rome",
            [("the easter before last", "2025-04-20T00:00", "2025-04-21T00:00")],
        ),
        (
            "christmas before last my nan cooked",
            [("christmas before last", "2024-12-25T00:00", "2024-12-26T00:00")],
        ),
    ],
)
def test_a_holiday_before_last(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the week before last i was off sick",
            [("the week before last", "2026-04-20T00:00", "2026-04-27T00:00")],
        ),
        (
            "we went camping the weekend before last",
            [("the weekend before last", "2026-04-25T00:00", "2026-04-27T00:00")],
        ),
        (
            "rent went up the month before last",
            [("the month before last", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "the year before last we lived in leeds",
            [("the year before last", "2024-01-01T00:00", "2025-01-01T00:00")],
        ),
        (
            "the friday after next works for me",
            [("friday after next", "2026-05-15T00:00", "2026-05-16T00:00")],
        ),
    ],
)
def test_units_before_last_keep_their_readings(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the friday before last at 7pm she texted me",
            [("the friday before last at 7pm", "2026-04-24T19:00", "2026-04-24T20:00")],
        ),
        (
            # a word of the evening in its sentence: 19:30, not the daytime 07:30
            "the friday before last at 7:30 we had dinner",
            [("the friday before last at 7:30", "2026-04-24T19:30", "2026-04-24T19:31")],
        ),
        (
            "the sunday before last at 3 the kids had a party",
            [("the sunday before last at 3", "2026-04-26T15:00", "2026-04-26T16:00")],
        ),
        (
            "the thursday before last @ 11pm the power went out",
            [("the thursday before last @ 11pm", "2026-04-23T23:00", "2026-04-24T00:00")],
        ),
        (
            # after "on" a weekday cut short is the day
            "on sat before last we did 12 miles",
            [("on sat before last", "2026-04-25T00:00", "2026-04-26T00:00")],
        ),
        (
            "we went bowling on friday before last",
            [("on friday before last", "2026-04-24T00:00", "2026-04-25T00:00")],
        ),
    ],
)
def test_a_weekday_before_last_with_its_clock_time_or_on(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "last years", "last weeks": chat's "last year's", "last week's", before's object
        (
            "i hope xmas before last years mess never happens again",
            ("last years", "2025-01-01T00:00", "2026-01-01T00:00"),
        ),
        (
            "it was the saturday before last weeks game",
            ("last weeks", "2026-04-27T00:00", "2026-05-04T00:00"),
        ),
    ],
)
def test_before_last_years_is_last_years(read, text, want) -> None:
    got = read(text, said="2026-05-04T09:00")
    assert want in got
    assert not any("before last" in t for t, _, _ in got)
