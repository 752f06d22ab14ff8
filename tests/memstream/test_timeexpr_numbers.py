"""Time expressions read whole (`resolve_times`, the product's path), by kind of case (batch
14): numbers and names that only look like times, and day-first dates without a year; new
sentences of each kind, and ones of a neighbouring kind that keep their reading."""

from __future__ import annotations

import pytest


# Kind: a number Duckling cuts short or reads from inside is no clock time: a price with a
# thousands separator ("£2,150 next year": Duckling's 1:50), minutes and seconds ("done in
# 26:40"), a split "each"; a clock time introduced as one stays
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the roof will cost £2,150 next year",
            [("next year", "2027-01-01T00:00", "2028-01-01T00:00")],
        ),
        (
            "rent goes up to $1,325 this month",
            [("this month", "2026-05-01T00:00", "2026-06-01T00:00")],
        ),
        ("quiz done in 26:40, not bad", []),
        ("did 6 x 800m at 3:05 each, then cooled down", []),
        ("meet me at 3:05 by the gate", [("at 3:05", "2026-05-04T15:05", "2026-05-04T15:06")]),
    ],
)
def test_a_number_cut_short_is_no_clock_time(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: a rating "from me" ("8/10 from me") is no date; "on 8/10", "hold 7/10 for me" stay
# dates
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("great book, 8/10 from me", []),
        ("the party is on 8/10", [("on 8/10", "2026-08-10T00:00", "2026-08-11T00:00")]),
        ("can you hold 7/10 for me", [("7/10", "2026-07-10T00:00", "2026-07-11T00:00")]),
    ],
)
def test_a_rating_from_me_is_no_date(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: "in" a duration told as how long something took, before a day, leaves the day; a
# count and a unit in the singular before a plural noun is the noun's kind ("3 day passes");
# "in" years after a count of things done in a perfect is how long it took; "in 2 weeks"
# ahead stays a time
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the cakes went in 20 mins today", [("today", "2026-05-04T00:00", "2026-05-05T00:00")]),
        ("I'll be there in 40 mins", [("in 40 mins", "2026-05-04T09:40", "2026-05-04T09:41")]),
        (
            "sent 12 CVs in the last 3 weeks, 2 second interviews",
            [("last 3 weeks", "2026-04-13T00:00", "2026-05-04T00:00")],
        ),
        ("the band's played 40+ gigs in 15 years", []),
        (
            "see you in 2 weeks, 3 day trip to wales",
            [("in 2 weeks", "2026-05-18T00:00", "2026-05-25T00:00")],
        ),
        ("we have 3 exams in 2 weeks", [("in 2 weeks", "2026-05-18T00:00", "2026-05-25T00:00")]),
    ],
)
def test_a_duration_that_took_or_counts_is_no_time(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: a holiday starting a verbless headline before a plural noun the tagger reads as a
# verb ("Halloween costumes compulsory") is the noun's kind, as is "new year's" before a
# noun; "Christmas comes early", "on new year's day" stay the day; "every friday and
# saturday" is a habit, "this friday and saturday" days
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Halloween costumes compulsory for the school disco", []),
        ("my new year's goal: run a marathon", []),
        (
            "see you on new year's day",
            [("on new year's day", "2027-01-01T00:00", "2027-01-02T00:00")],
        ),
        ("the stall is open every saturday and sunday, cash only", []),
        (
            "I run every monday and next friday too",
            [("next friday", "2026-05-15T00:00", "2026-05-16T00:00")],
        ),
        (  # two weekdays in a row joined by "and": one span (timeexpr.md, "ranges")
            "the stall is open on saturday and sunday",
            [("saturday and sunday", "2026-05-09T00:00", "2026-05-11T00:00")],
        ),
    ],
)
def test_a_holiday_as_a_kind_and_a_listed_habit_are_no_days(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: a date without a year written day first, its day over 12 ("23/09", "19.08"), is that
# date, with a clock time too; "24/7", "at 13.05" and "3/4 of" are no such dates
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the viva is booked for 23/09 at 2pm",
            [("23/09 at 2pm", "2026-09-23T14:00", "2026-09-23T15:00")],
        ),
        (
            "the old flat is ours till 19.08, then keys back",
            [("19.08", "2026-08-19T00:00", "2026-08-20T00:00")],
        ),
        ("we moved in on 17/02, love it", [("on 17/02", "2026-02-17T00:00", "2026-02-18T00:00")]),
        ("the shop is open 24/7 now", []),
        (
            "she scored 14.10 on the beam yesterday",
            [("yesterday", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        ("the leak drips 16.05 litres a day", []),
        ("read chapter 13.10 before class", []),
        ("add 3/4 of the sugar", []),
    ],
)
def test_a_day_first_date_without_a_year_is_that_date(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: numbers that are no times. An ordinal with no "the" before "last/this/next" and a
# stretch is a placing ("our team came 2nd last year": the year alone; "on the 3rd last
# month" stays the date); a verdict out of 10 after a hedge, chat's "lol" aside ("my spanish
# is like 5/10 lol"; "on 5/10" stays a date); a pace group ("pacing the 4:15 group") and a
# pace per mile ("9:10/mile") are running, no clock times ("meet at 8:30" stays one).
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "our quiz team came 2nd last year, rematch is friday",
            [
                ("last year", "2025-01-01T00:00", "2026-01-01T00:00"),
                ("friday", "2026-05-08T00:00", "2026-05-09T00:00"),
            ],
        ),
        (
            "we moved in on the 3rd last month",
            [("on the 3rd last month", "2026-04-03T00:00", "2026-04-04T00:00")],
        ),
        ("my spanish is like 5/10 lol", []),
        ("the exam is on 5/10", [("on 5/10", "2026-05-10T00:00", "2026-05-11T00:00")]),
        (
            "she's pacing the 4:15 group on sunday",
            [("on sunday", "2026-05-10T00:00", "2026-05-11T00:00")],
        ),
        ("we'll hold 9:10/mile for the first half", []),
        (
            "let's meet at 8:30 on sunday",
            [("at 8:30 on sunday", "2026-05-10T08:30", "2026-05-10T08:31")],
        ),
    ],
)
def test_a_placing_a_verdict_and_a_pace_are_no_times(read, text, want) -> None:
    assert read(text) == want
