"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batch 27's misses (tests/data/timeexpr.md). New sentences, not the batch's, and
neighbours of each kind that keep their reading. Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest

from memstream.encoders.times.timeholidaysmore import MID_AUTUMN


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # holidays on a fixed date that Duckling does not know
        (
            "heading to the cottage for canada day, back on the 3rd",
            "2027-06-20T10:00",
            [
                ("canada day", "2027-07-01T00:00", "2027-07-02T00:00"),
                ("on the 3rd", "2027-07-03T00:00", "2027-07-04T00:00"),
            ],
        ),
        (
            "waitangi day picnic at the marae, bring a plate",
            "2027-02-01T10:00",
            [("waitangi day", "2027-02-06T00:00", "2027-02-07T00:00")],
        ),
        (
            "we're marching on anzac day with the rsl",
            "2028-04-20T10:00",
            [("anzac day", "2028-04-25T00:00", "2028-04-26T00:00")],
        ),
        # leap day: 29 February of a leap year, told as past here
        (
            "the gym ran a leap day special last week",
            "2028-03-05T10:00",
            [
                ("leap day", "2028-02-29T00:00", "2028-03-01T00:00"),
                ("last week", "2028-02-21T00:00", "2028-02-28T00:00"),
            ],
        ),
        # movable ones: the Nordic midsummer eve (the Friday from 19 to 25 June), the
        # mid-autumn festival (from its table), eid (Duckling's eid al-fitr or al-adha),
        # mothering sunday (three weeks before Easter)
        (
            "we're doing midsommarafton at the lake house",
            "2027-06-10T10:00",
            [("midsommarafton", "2027-06-25T00:00", "2027-06-26T00:00")],
        ),
        (
            "grandma's making lotus mooncakes for mid-autumn festival",
            "2027-09-10T10:00",
            [("mid-autumn festival", "2027-09-15T00:00", "2027-09-16T00:00")],
        ),
        (
            "taking the kids to nan's for eid ul fitr",
            "2027-03-01T10:00",
            [("eid ul fitr", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        (
            "mothering sunday lunch is booked at the pub",
            "2027-01-20T10:00",
            [("mothering sunday", "2027-03-07T00:00", "2027-03-08T00:00")],
        ),
    ],
)
def test_holidays_of_several_cultures(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a greeting said on the day names that day (a holiday can)
        (
            "glad midsommar allihop, see you at the maypole",
            "2027-06-25T10:00",
            [("midsommar", "2027-06-25T00:00", "2027-06-26T00:00")],
        ),
        (
            "eid mubarak to all the family",
            "2026-05-27T08:00",
            [("eid", "2026-05-27T00:00", "2026-05-28T00:00")],
        ),
        # "happy mother's day" said on mothering sunday is that day, not May's
        (
            "happy mother's day to all the mums out there",
            "2027-03-07T10:00",
            [("mother's day", "2027-03-07T00:00", "2027-03-08T00:00")],
        ),
        # a greeting before the people it is said to is no noun's kind
        (
            "happy new year lads",
            "2026-12-31T23:50",
            [("new year", "2027-01-01T00:00", "2027-01-02T00:00")],
        ),
        # a year after a greeting
        (
            "happy 2030 from the night shift",
            "2030-01-01T00:10",
            [("2030", "2030-01-01T00:00", "2031-01-01T00:00")],
        ),
    ],
)
def test_greetings_on_the_day(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a weekday beside a holiday that falls on it: the holiday's day
        (
            "canada day fireworks at the harbour on thurs?",
            "2027-06-24T10:00",
            [
                ("canada day", "2027-07-01T00:00", "2027-07-02T00:00"),
                ("on thurs", "2027-07-01T00:00", "2027-07-02T00:00"),
            ],
        ),
        # kept: a weekday on another day than the holiday's
        (
            "anzac day service is on tuesday, we fly home thursday",
            "2028-04-20T10:00",
            [
                ("anzac day", "2028-04-25T00:00", "2028-04-26T00:00"),
                ("on tuesday", "2028-04-25T00:00", "2028-04-26T00:00"),
                ("thursday", "2028-04-27T00:00", "2028-04-28T00:00"),
            ],
        ),
    ],
)
def test_weekday_on_a_holiday(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # chat's "yday"
        (
            "landlord replied yday about the boiler",
            [("yday", "2026-06-17T00:00", "2026-06-18T00:00")],
        ),
        # measures, numbered places, glued words and routines are no times
        ("nitrate is at 0.5 ppm, fine for now", []),
        ("the seminar is in room 3.15 as far as i know", []),
        ("my gamertag is winter2019 lol", []),
        ("standup at 9:15 as usual, then lunch", []),
        ("we eat at 7 on christmas eve every year", []),
        # kept: a dotted clock time after "at" with no unit or place
        (
            "meet at 10.30 by the fountain",
            [("at 10.30", "2026-06-18T10:30", "2026-06-18T10:31")],
        ),
    ],
)
def test_chat_words_and_lookalikes(read, text, want) -> None:
    assert read(text, said="2026-06-18T09:00") == want


def test_mid_autumn_table_covers_the_supported_years() -> None:
    assert sorted(MID_AUTUMN) == list(range(2020, 2036))
    assert all((9, 7) <= md <= (10, 8) for md in MID_AUTUMN.values())
