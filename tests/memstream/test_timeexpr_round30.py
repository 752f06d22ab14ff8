"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batch 26's misses (tests/data/timeexpr.md). New sentences, not the batch's, and
neighbours of each kind that keep their reading. Said on Thursday 18 June 2026 (UTC) unless
told."""

from __future__ import annotations

import pytest

_THURSDAY = "2026-06-18T09:00"
_SMALL_HOURS = "2026-06-20T03:20"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a clock time that tells the moment said ("it's 3am", heading the message, being
        # up at it): the hour or minute that holds it, not the next day's
        (
            "it's 3am and the neighbours are still drilling",
            _SMALL_HOURS,
            [("3am", "2026-06-20T03:00", "2026-06-20T04:00")],
        ),
        (
            "3:20am and the puppy wants to play",
            _SMALL_HOURS,
            [("3:20am", "2026-06-20T03:20", "2026-06-20T03:21")],
        ),
        (
            "why am i awake at half 3 scrolling recipes",
            "2026-06-20T03:34",
            [("at half 3", "2026-06-20T03:30", "2026-06-20T03:31")],
        ),
        # kept: a time ahead, and one that does not hold the moment
        (
            "alarm set for 4am, wish me luck",
            _SMALL_HOURS,
            [("4am", "2026-06-20T04:00", "2026-06-20T05:00")],
        ),
        (
            "it's 11pm somewhere lol",
            _SMALL_HOURS,
            [("11pm", "2026-06-20T23:00", "2026-06-21T00:00")],
        ),
    ],
)
def test_clock_time_of_the_moment(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a bare clock time on the day the message names a few words before it (over an
        # emoji, a "sorry!!", "'s" and a noun, a correction) or right after it and a noun
        (
            "gig on saturday 🎸 doors at 7pm, on stage at 9:30pm",
            [
                ("on saturday", "2026-06-20T00:00", "2026-06-21T00:00"),
                ("at 7pm", "2026-06-20T19:00", "2026-06-20T20:00"),
                ("at 9:30pm", "2026-06-20T21:30", "2026-06-20T21:31"),
            ],
        ),
        (
            "recital moved to the 27th, sorry!! 3pm at the town hall",
            [
                ("the 27th", "2026-06-27T00:00", "2026-06-28T00:00"),
                ("3pm", "2026-06-27T15:00", "2026-06-27T16:00"),
            ],
        ),
        (
            "sunday's two sessions 10am and 2pm",
            [
                ("sunday", "2026-06-21T00:00", "2026-06-22T00:00"),
                ("10am", "2026-06-21T10:00", "2026-06-21T11:00"),
                ("2pm", "2026-06-21T14:00", "2026-06-21T15:00"),
            ],
        ),
        (
            "dentist fri at 2? actually make it 2:30",
            [
                ("fri at 2", "2026-06-19T14:00", "2026-06-19T15:00"),
                ("2:30", "2026-06-19T14:30", "2026-06-19T14:31"),
            ],
        ),
        (
            "9:15 mass sunday, don't be late",
            [
                ("9:15", "2026-06-21T09:15", "2026-06-21T09:16"),
                ("sunday", "2026-06-21T00:00", "2026-06-22T00:00"),
            ],
        ),
        (
            "brunch sunday after the 11 o'clock service",
            [
                ("sunday", "2026-06-21T00:00", "2026-06-22T00:00"),
                ("11 o'clock", "2026-06-21T11:00", "2026-06-21T12:00"),
            ],
        ),
        # kept: a message to someone, a new sentence, a clock time with its own day
        (
            "on friday, call me at 5",
            [
                ("on friday", "2026-06-19T00:00", "2026-06-20T00:00"),
                ("at 5", "2026-06-18T17:00", "2026-06-18T18:00"),
            ],
        ),
        (
            "we went bowling on monday. back at 6pm tonight",
            [
                ("on monday", "2026-06-15T00:00", "2026-06-16T00:00"),
                ("at 6pm tonight", "2026-06-18T18:00", "2026-06-18T19:00"),
            ],
        ),
    ],
)
def test_bare_clock_time_on_the_message_day(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # race and lap times, a price "at" after a day in a message of trade, a mark, a
        # routine's hours after a plural part of the day: no times
        (
            "ran 2:04:37 for the marathon on sunday",
            [("on sunday", "2026-06-14T00:00", "2026-06-15T00:00")],
        ),
        ("best lap 1:12.408 in qualifying", []),
        (
            "i own 40 shares of nvda, sold the rest on monday at 214",
            [("on monday", "2026-06-15T00:00", "2026-06-16T00:00")],
        ),
        ("she got 7/10 in the spelling test", []),
        (
            "swim lessons afternoons 1-3 all next week",
            [("next week", "2026-06-22T00:00", "2026-06-29T00:00")],
        ),
        # a figure with thousands before a month, an amount for a month cut short
        ("sold my bike at 1,250 in april", [("in april", "2026-04-01T00:00", "2026-05-01T00:00")]),
        ("gas bill came, £95 for apr 😬", [("apr", "2026-04-01T00:00", "2026-05-01T00:00")]),
        # kept: a clock time with its minutes
        ("the ferry leaves at 1:12pm", [("at 1:12pm", "2026-06-18T13:12", "2026-06-18T13:13")]),
    ],
)
def test_figures_that_look_like_times(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a month with its year, not the verb; "may day"; the lunar new year and its eve
        (
            "the lease runs to march 2028",
            _THURSDAY,
            [("march 2028", "2028-03-01T00:00", "2028-04-01T00:00")],
        ),
        (
            "may day was a washout",
            _THURSDAY,
            [("may day", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        (
            "happy cny eve everyone, dumplings at mine",
            "2027-02-04T09:00",
            [("cny eve", "2027-02-05T00:00", "2027-02-06T00:00")],
        ),
        (
            "lny dinner at ours",
            "2027-02-04T09:00",
            [("lny", "2027-02-06T00:00", "2027-02-07T00:00")],
        ),
        # "the day after" a day's hours, over the subject's own date and a "haha"
        (
            "choir concert is dec 23rd 7-9, and christmas eve lunch will be the day after haha",
            _THURSDAY,
            [
                ("dec 23rd 7-9", "2026-12-23T19:00", "2026-12-23T21:00"),
                ("christmas eve", "2026-12-24T00:00", "2026-12-25T00:00"),  # a meal: the day
                ("the day after", "2026-12-24T00:00", "2026-12-25T00:00"),
            ],
        ),
        # "next" before a month and its day: that day of the month "next" names
        (
            "same time next march 3rd?",
            _THURSDAY,
            [("next march 3rd", "2027-03-03T00:00", "2027-03-04T00:00")],
        ),
        # kept: the verb
        (
            "we march on saturday",
            _THURSDAY,
            [("on saturday", "2026-06-20T00:00", "2026-06-21T00:00")],
        ),
    ],
)
def test_months_and_holidays(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "until" a day before "tho"; a forecast's bare participle looks ahead
        (
            "the electrician won't be here until the 25th tho",
            _THURSDAY,
            [("the 25th", "2026-06-25T00:00", "2026-06-26T00:00")],
        ),
        (
            "heavy rain expected fri night, bring the chairs in",
            _THURSDAY,
            [("fri night", "2026-06-19T18:00", "2026-06-20T00:00")],
        ),
        # "by the morning" said at night: the coming one; "in the morning" in the small
        # hours: that day's
        (
            "if the fever's not down by the morning i'll call the gp",
            "2026-06-20T01:30",
            [("the morning", "2026-06-20T00:00", "2026-06-20T12:00")],
        ),
        (
            "night all, see you in the morning",
            "2026-06-20T01:30",
            [("in the morning", "2026-06-20T00:00", "2026-06-20T12:00")],
        ),
        (
            "night all, see you in the morning",
            "2026-06-19T22:30",
            [("in the morning", "2026-06-20T00:00", "2026-06-20T12:00")],
        ),
        # kept: an expectation told as past, a habit
        (
            "the parcel was expected on monday but never came",
            _THURSDAY,
            [("on monday", "2026-06-15T00:00", "2026-06-16T00:00")],
        ),
        ("i always stretch in the morning", "2026-06-20T01:30", []),
    ],
)
def test_direction_and_the_coming_morning(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a night that names an event before a date: the date alone
        (
            "next board game night the 14th?",
            _THURSDAY,
            [("the 14th", "2026-07-14T00:00", "2026-07-15T00:00")],
        ),
        # am or pm said apart after a clock time: that half of the day
        (
            "can u ring me tmrw at 7? pm obviously",
            _THURSDAY,
            [("tmrw at 7", "2026-06-19T19:00", "2026-06-19T20:00")],
        ),
        # "so" between two clock times: the second is no later one
        (
            "first ferry is 8:15 so we leave the house at 6:45",
            "2026-06-18T05:00",
            [
                ("8:15", "2026-06-18T08:15", "2026-06-18T08:16"),
                ("at 6:45", "2026-06-18T06:45", "2026-06-18T06:46"),
            ],
        ),
        # kept: a word that starts with "am" after a clock time and a full stop
        (
            "meet at 9. amazing news btw",
            "2026-06-18T07:00",
            [("at 9", "2026-06-18T09:00", "2026-06-18T10:00")],
        ),
    ],
)
def test_nights_halves_and_consequences(read, text, said, want) -> None:
    assert read(text, said=said) == want


_TUESDAY = "2026-02-10T18:30"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "N weeks today/tomorrow/on <day>": that many weeks after the day named
        (
            "three weeks today we get the keys",
            [("three weeks today", "2026-03-03T00:00", "2026-03-04T00:00")],
        ),
        (
            "a week tomorrow the tiles arrive",
            [("a week tomorrow", "2026-02-18T00:00", "2026-02-19T00:00")],
        ),
        (
            "a fortnight on saturday is the christening",
            [("a fortnight on saturday", "2026-02-28T00:00", "2026-03-01T00:00")],
        ),
        # kept: a length run until today, an age
        (
            "it's been 3 weeks today since i quit",
            [("today", "2026-02-10T00:00", "2026-02-11T00:00")],
        ),
        ("the puppy is 2 weeks today", [("today", "2026-02-10T00:00", "2026-02-11T00:00")]),
        # a month right after a year named another way: that month of that year
        (
            "we opened the shop 4 years ago in october",
            [
                ("4 years ago", "2022-01-01T00:00", "2023-01-01T00:00"),
                ("in october", "2022-10-01T00:00", "2022-11-01T00:00"),
            ],
        ),
        (
            "next year in may we're doing the camino",
            [
                ("next year", "2027-01-01T00:00", "2028-01-01T00:00"),
                ("in may", "2027-05-01T00:00", "2027-06-01T00:00"),
            ],
        ),
        # a part of a named day, then a bare clock time: on it, in that part
        (
            "see u fri nite, pizza from 7ish",
            [
                ("fri nite", "2026-02-13T18:00", "2026-02-14T00:00"),
                ("7ish", "2026-02-13T19:00", "2026-02-13T20:00"),
            ],
        ),
    ],
)
def test_week_counts_years_and_named_parts(read, text, want) -> None:
    assert read(text, said=_TUESDAY) == want


def test_days_glued_to_now_are_not_the_moment(read) -> None:
    # "now" after a range of days is the part's adverb, not a time of the moment
    got = read("he is on nights tue-thu now", said=_TUESDAY)
    assert not any("now" in text for text, _, _ in got)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the first/last N weeks or days of a month: the month's first/last N*7 or N days
        (
            "booked the villa for the first 3 weeks of august",
            [("the first 3 weeks of august", "2026-08-01T00:00", "2026-08-22T00:00")],
        ),
        (
            "we were away the last 10 days of january",
            [("the last 10 days of january", "2026-01-22T00:00", "2026-02-01T00:00")],
        ),
        # a dotted date with the day first and a two-digit year
        (
            "the christening is 3.5.26 at st marks",
            [("3.5.26", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        # kept: a version, an address of numbers, figures with no word of a date before
        ("update to version 2.1.26 fixed it", []),
        ("server is at 10.0.0.1", []),
        ("ran 5.2.25 splits lol", []),
    ],
)
def test_month_edges_and_dotted_dates(read, text, want) -> None:
    assert read(text, said=_TUESDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "am"/"pm" right after a day: its morning or afternoon; a bare clock time after
        # "anytime after" then falls in it
        (
            "fri am works best, anytime after 9",
            [
                ("fri am", "2026-02-13T00:00", "2026-02-13T12:00"),
                ("anytime after 9", "2026-02-13T09:00", "2026-02-13T10:00"),
            ],
        ),
        ("sat pm is free for me", [("sat pm", "2026-02-14T12:00", "2026-02-14T19:00")]),
        # kept: the clock's own am/pm
        ("mon 9 am works", [("mon 9 am", "2026-02-16T09:00", "2026-02-16T10:00")]),
    ],
)
def test_am_and_pm_after_a_day(read, text, want) -> None:
    assert read(text, said=_TUESDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "after" a bare number that goes on with a count of its sentence: no clock time
        ("my old kettle lasted 9 years, the new one broke after 3", []),
        ("we did 3 laps, i quit after 2", []),
        # kept: a word of being free or calling before it
        ("i'll call after 6", [("after 6", "2026-02-11T06:00", "2026-02-11T07:00")]),
    ],
)
def test_after_a_number_that_goes_on_counting(read, text, want) -> None:
    assert read(text, said=_TUESDAY) == want
