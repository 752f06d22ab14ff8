"""Time expressions read whole (`resolve_times`), by kind (round 38 part G): two days of
the month joined by a hyphen or "and" before "of next/this/last month", with no "the"
("3rd-6th of next month"), are one span in that month, as "the 26th-30th" is; a weekday
and its day of the month before "off" ("taking mon the 20th off") is that date, a day off,
not the weekday alone (tests/data/timeexpr.md: ranges; a day of the month is kept where no
noun follows). New sentences; near ones keep their reading
(memstream/encoders/times/timedaypairs.py, timefilter.py)."""

from __future__ import annotations

import pytest

SAID = "2026-04-15T12:00"  # a Wednesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "vet boarding 3rd-6th of next month for the dog",
            [("3rd-6th of next month", "2026-05-03T00:00", "2026-05-07T00:00")],
        ),
        (
            "booked 20th and 21st of this month off",
            [("20th and 21st of this month", "2026-04-20T00:00", "2026-04-22T00:00")],
        ),
        ("taking mon the 20th off", [("mon the 20th", "2026-04-20T00:00", "2026-04-21T00:00")]),
        (
            "have tues the 21st off work",
            [("tues the 21st", "2026-04-21T00:00", "2026-04-22T00:00")],
        ),
    ],
)
def test_days_of_the_month_read_whole(read, text, want) -> None:
    assert read(text, SAID) == want


# near ones: places in a race are no days; an ordinal before a noun is no date; "off the
# list" is no day off
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "she came 2nd-4th of next year lol",
            [("next year", "2027-01-01T00:00", "2028-01-01T00:00")],
        ),
        ("went to the 3rd floor", []),
        ("this year for the first time", [("this year", "2026-01-01T00:00", "2027-01-01T00:00")]),
        (
            "on friday the 17th off the list",
            [("on friday", "2026-04-17T00:00", "2026-04-18T00:00")],
        ),
    ],
)
def test_near_ones_keep_their_reading(read, text, want) -> None:
    assert read(text, SAID) == want


# Round 38 review: a weekday and its day of the month told in the past is the latest such
# date before, not the next ("took fri the 10th off", said on 15 April, is 10 April), and
# one near the moment said ("got mon the 20th off work" is 20 April, not last October).
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("took fri the 10th off", [("fri the 10th", "2026-04-10T00:00", "2026-04-11T00:00")]),
        (
            "took friday the 10th off",
            [("friday the 10th", "2026-04-10T00:00", "2026-04-11T00:00")],
        ),
        ("took wed the 8th off", [("wed the 8th", "2026-04-08T00:00", "2026-04-09T00:00")]),
        (
            "we went to paris friday the 10th",
            [("friday the 10th", "2026-04-10T00:00", "2026-04-11T00:00")],
        ),
        ("got mon the 20th off work", [("mon the 20th", "2026-04-20T00:00", "2026-04-21T00:00")]),
        ("taking fri the 12th off", [("fri the 12th", "2026-06-12T00:00", "2026-06-13T00:00")]),
    ],
)
def test_a_dated_weekday_takes_the_tense(read, text, want) -> None:
    assert read(text, SAID) == want
