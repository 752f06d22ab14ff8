"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batch 28's misses (tests/data/timeexpr.md). New sentences, not the batch's, and
neighbours of each kind that keep their reading. Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # chat's "tonite" alone is tonight, as "tonight" is
        (
            "any plans tonite? thinking pizza",
            "2027-03-05T15:00",
            [("tonite", "2027-03-05T18:00", "2027-03-06T00:00")],
        ),
        # a weekday typed one letter short, read as that weekday in the sentence's tense
        (
            "electrician can do thursay or frday",
            "2027-05-04T10:00",
            [
                ("thursay", "2027-05-06T00:00", "2027-05-07T00:00"),
                ("frday", "2027-05-07T00:00", "2027-05-08T00:00"),
            ],
        ),
        (
            "we went bowling on saturay",
            "2027-05-04T10:00",
            [("saturay", "2027-05-01T00:00", "2027-05-02T00:00")],
        ),
        # two weekdays cut short offered as choices across a comma
        (
            "dinner works better wed, sun?",
            "2027-05-02T10:00",
            [
                ("wed", "2027-05-05T00:00", "2027-05-06T00:00"),
                ("sun", "2027-05-09T00:00", "2027-05-10T00:00"),
            ],
        ),
        # ... the verb stays a verb
        ("they wed, sun shining all day", "2027-05-02T10:00", []),
        # ... not a word short of the final "y"
        ("got a sundae after lunch", "2027-05-04T10:00", []),
        # early/mid/late and a month after a verb of being: a third of the month, no one
        # running late
        (
            "the move is late june if the lease clears",
            "2027-03-05T10:00",
            [("late june", "2027-06-21T00:00", "2027-07-01T00:00")],
        ),
        (
            "the trip is early october",
            "2027-03-05T10:00",
            [("early october", "2027-10-01T00:00", "2027-10-11T00:00")],
        ),
        # ... "late" before a day after a verb of being is still being late
        (
            "the train is late tonight again",
            "2027-03-05T10:00",
            [("tonight", "2027-03-05T18:00", "2027-03-06T00:00")],
        ),
    ],
)
def test_chat_spellings_and_month_thirds(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a range written with an en dash, as with a hyphen
        (
            "cabin's booked 4–9 august, bring boots",
            "2027-03-05T10:00",
            [("4–9 august", "2027-08-04T00:00", "2027-08-10T00:00")],
        ),
        (
            "office shut mon–wed next week for the move",
            "2027-03-05T10:00",
            [("mon–wed next week", "2027-03-08T00:00", "2027-03-11T00:00")],
        ),
        # a spaced dash between words is punctuation
        (
            "running behind – tomorrow works better",
            "2027-03-05T10:00",
            [("tomorrow", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
    ],
)
def test_dash_ranges(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "this spring/summer/autumn": the one of the year it is said in, either tense
        (
            "landed an internship for this autumn!",
            "2027-02-10T10:00",
            [("this autumn", "2027-09-01T00:00", "2027-12-01T00:00")],
        ),
        (
            "this spring was so wet",
            "2027-11-10T10:00",
            [("this spring", "2027-03-01T00:00", "2027-06-01T00:00")],
        ),
        # winter spans two years: the tense's reading stays
        (
            "this winter has been mild",
            "2027-02-10T10:00",
            [("this winter", "2026-12-01T00:00", "2027-03-01T00:00")],
        ),
    ],
)
def test_this_season(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "from" a bare hour with no verb: when it starts, the coming one, that hour
        (
            "games night at mine from 7",
            "2027-05-08T12:30",
            [("from 7", "2027-05-08T19:00", "2027-05-08T20:00")],
        ),
        (
            "party at the flat from 3",
            "2027-05-08T09:30",
            [("from 3", "2027-05-08T15:00", "2027-05-08T16:00")],
        ),
        # ... and a clock time after it is the next one after it, also after a holiday
        # spelled out ("happy 4th")
        (
            "happy 4th! picnic at the park from 2, sparklers at 9:30",
            "2027-07-04T10:00",
            [
                ("4th", "2027-07-04T00:00", "2027-07-05T00:00"),
                ("from 2", "2027-07-04T14:00", "2027-07-04T15:00"),
                ("at 9:30", "2027-07-04T21:30", "2027-07-04T21:31"),
            ],
        ),
        # a "past" with no vowel that the tagger reads as a verb ("bbq") is chat's noun
        (
            "congrats!! 🥳 bbq at mine from 3, fireworks around 9",
            "2027-05-08T09:00",
            [
                ("from 3", "2027-05-08T15:00", "2027-05-08T16:00"),
                ("around 9", "2027-05-08T21:00", "2027-05-08T22:00"),
            ],
        ),
        # told as past, the past one
        (
            "we were at the pub from 6",
            "2027-05-08T21:00",
            [("from 6", "2027-05-08T18:00", "2027-05-08T19:00")],
        ),
        # "by" a bare hour before its day: that hour on the day, no age
        (
            "can you collect him by 11 on saturday morning",
            "2027-05-05T10:00",
            [("11 on saturday morning", "2027-05-08T11:00", "2027-05-08T12:00")],
        ),
        # after the end of a stretch ("till 5"), a clock time is read alone, maybe before it
        (
            "on a call till 5 and the plumber comes at 4:30",
            "2027-05-08T13:00",
            [
                ("5", "2027-05-08T17:00", "2027-05-08T18:00"),
                ("at 4:30", "2027-05-08T16:30", "2027-05-08T16:31"),
            ],
        ),
    ],
)
def test_clock_times_from_and_after_an_end(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a price heading the match, then the day it is due: the day
        (
            "bake sale money: $12.50 by thursday please",
            "2027-05-04T10:00",
            [("thursday", "2027-05-06T00:00", "2027-05-07T00:00")],
        ),
        # an acronym in capitals after a determiner is the word; the date after it stays
        (
            "my son sits his SAT on june 5",
            "2027-05-04T10:00",
            [("on june 5", "2027-06-05T00:00", "2027-06-06T00:00")],
        ),
        # chat's interjection after a holiday is no noun it is an attribute of
        (
            "still recovering from christmas lol",
            "2027-12-28T10:00",
            [("christmas", "2027-12-25T00:00", "2027-12-26T00:00")],
        ),
        # ... a real noun still is
        ("the christmas lights went up", "2027-12-01T10:00", []),
        # "in" a count, then a day: how many goes it took, and the day
        (
            "crossword done in 9 this morning, new record",
            "2027-05-05T13:00",
            [("this morning", "2027-05-05T00:00", "2027-05-05T12:00")],
        ),
        # ... chat's minutes stay
        (
            "i'll be there in 10",
            "2027-05-05T19:00",
            [("in 10", "2027-05-05T19:10", "2027-05-05T19:11")],
        ),
        # the tail of a reference number is no date
        (
            "parcel ref 220-1187-09 still not here, it shipped 2 days ago",
            "2027-03-01T10:00",
            [("2 days ago", "2027-02-27T00:00", "2027-02-28T00:00")],
        ),
    ],
)
def test_prices_acronyms_interjections_numbers(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a day counted down to is the coming one
        (
            "just 3 more sleeps till saturday!!",
            "2027-05-05T10:00",
            [("saturday", "2027-05-08T00:00", "2027-05-09T00:00")],
        ),
        # ... not when the count is told as past
        (
            "it was 2 days till saturday when the boiler broke",
            "2027-05-05T10:00",
            [("saturday", "2027-05-01T00:00", "2027-05-02T00:00")],
        ),
        # "the week of" a date: the week that holds it
        (
            "we're renting the cottage the week of june 16",
            "2027-03-01T10:00",
            [("the week of june 16", "2027-06-14T00:00", "2027-06-21T00:00")],
        ),
        (
            "i'm off the week of the 8th",
            "2027-03-01T10:00",
            [("the week of the 8th", "2027-03-08T00:00", "2027-03-15T00:00")],
        ),
        # "the <weekday> after" that ends its clause: the first after the date before it
        (
            "movers come on the 14th and the cleaners the tuesday after",
            "2027-05-01T10:00",
            [
                ("on the 14th", "2027-05-14T00:00", "2027-05-15T00:00"),
                ("the tuesday after", "2027-05-18T00:00", "2027-05-19T00:00"),
            ],
        ),
    ],
)
def test_countdowns_weeks_of_and_weekdays_after(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a year that heads its sentence before a verb of being
        (
            "2027 is going to be a big one for us",
            "2027-01-03T10:00",
            [("2027", "2027-01-01T00:00", "2028-01-01T00:00")],
        ),
        (
            "new job, new city 🙌 2026 was a lot",
            "2027-01-03T10:00",
            [("2026", "2026-01-01T00:00", "2027-01-01T00:00")],
        ),
        # amounts are no years
        ("about 2000 people were there", "2027-01-03T10:00", []),
        ("£2025 was the quote for the roof", "2027-01-03T10:00", []),
    ],
)
def test_years_as_subjects(read, text, said, want) -> None:
    assert read(text, said=said) == want
