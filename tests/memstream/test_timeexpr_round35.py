"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batch 32's misses (tests/data/timeexpr.md). New sentences, not the batch's, and
neighbours of each kind that keep their reading. Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a month and "next year" after it: that month of next year, not the whole year
        (
            "we're going back to lisbon in april next year",
            "2027-05-04T10:00",
            [("april next year", "2028-04-01T00:00", "2028-05-01T00:00")],
        ),
        # ... "last year", told as past
        (
            "the boiler was serviced in october last year",
            "2027-05-04T10:00",
            [("october last year", "2026-10-01T00:00", "2026-11-01T00:00")],
        ),
        # ... "of next year", a month cut short
        (
            "the lease ends sept of next year",
            "2027-05-04T10:00",
            [("sept of next year", "2028-09-01T00:00", "2028-10-01T00:00")],
        ),
        # a day before the month: the day of that year, as Duckling reads it whole
        (
            "the reunion is on 9 oct next year",
            "2027-05-04T10:00",
            [("on 9 oct next year", "2028-10-09T00:00", "2028-10-10T00:00")],
        ),
        # "next year" alone stays the year
        (
            "we'll repaint the fence next year",
            "2027-05-04T10:00",
            [("next year", "2028-01-01T00:00", "2029-01-01T00:00")],
        ),
    ],
)
def test_month_of_a_named_year(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # pi day: 14 March, the day it is said on too
        (
            "happy pi day, the maths club brought pie",
            "2027-03-14T10:00",
            [("pi day", "2027-03-14T00:00", "2027-03-15T00:00")],
        ),
        # ... planned, the coming one
        (
            "the school is doing a bake off for pi day",
            "2027-02-20T10:00",
            [("pi day", "2027-03-14T00:00", "2027-03-15T00:00")],
        ),
    ],
)
def test_pi_day(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "this night" before a noun it names a kind of: no time
        ("this night bus smells of chips", "2027-05-04T01:00", []),
        ("that night ferry was rough, never again", "2027-05-04T10:00", []),
        # "this night" alone stays the night
        (
            "this night has been perfect",
            "2027-05-04T20:00",
            [("this night", "2027-05-04T18:00", "2027-05-05T00:00")],
        ),
        # ... and "tonight" beside a night bus is tonight
        (
            "getting the night bus tonight",
            "2027-05-04T10:00",
            [("tonight", "2027-05-04T18:00", "2027-05-05T00:00")],
        ),
    ],
)
def test_night_naming_a_kind(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a count cut short with "k" after a clock time and a comma: the clock time alone
        (
            "the gig's tomorrow at 8pm, 1.5k tickets sold",
            "2027-05-04T10:00",
            [("tomorrow at 8pm", "2027-05-05T20:00", "2027-05-05T21:00")],
        ),
        # ... a plain count after the comma: the same reading
        (
            "the gig's tomorrow at 8pm, 150 tickets sold",
            "2027-05-04T10:00",
            [("tomorrow at 8pm", "2027-05-05T20:00", "2027-05-05T21:00")],
        ),
        # a season heading its own clause after a comma: two times
        (
            "bonfire this evening, autumn is here",
            "2027-09-03T10:00",
            [
                ("this evening", "2027-09-03T18:00", "2027-09-04T00:00"),
                ("autumn", "2027-09-01T00:00", "2027-12-01T00:00"),
            ],
        ),
        # a year after a date and a comma stays the date's
        (
            "the party was on jan 3, 2024",
            "2027-05-04T10:00",
            [("on jan 3, 2024", "2024-01-03T00:00", "2024-01-04T00:00")],
        ),
    ],
)
def test_comma_into_what_is_no_part(read, text, said, want) -> None:
    assert read(text, said=said) == want
