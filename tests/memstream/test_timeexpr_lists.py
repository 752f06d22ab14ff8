"""Batch 14 kinds: weekdays in a verbless list or after a place or an activity ("Leeds fri,
York sun", "hill reps on sun, easy run tues"), the days of a plan; and a future date after a
participle with no finite verb ("2 seats left for the 20th of june") or "let's do ...",
read as the nearest, not the past. A past sentence keeps its days in the past."""

from __future__ import annotations

import pytest

MONDAY = "2026-05-04T09:00"  # said on a Monday


def _day(text: str, day: str, end: str) -> tuple[str, str, str]:
    return (text, f"{day}T00:00", f"{end}T00:00")


# Kind 1: a weekday cut short that is no English word ("fri", "thurs", "mon") ends a part of
# a list; in a list with no finite verb, a weekday is the coming one
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Leeds tonight, York fri, Hull on the 12th",
            [
                ("tonight", "2026-05-04T18:00", "2026-05-05T00:00"),
                _day("fri", "2026-05-08", "2026-05-09"),
                _day("on the 12th", "2026-05-12", "2026-05-13"),
            ],
        ),
        (
            "Bristol tues, Cardiff thurs 🎶",
            [_day("tues", "2026-05-05", "2026-05-06"), _day("thurs", "2026-05-07", "2026-05-08")],
        ),
        (
            "hill reps on sun, easy run tues",
            [_day("on sun", "2026-05-10", "2026-05-11"), _day("tues", "2026-05-05", "2026-05-06")],
        ),
        (
            "shut thurs for a staff day, back to normal fri",
            [_day("thurs", "2026-05-07", "2026-05-08"), _day("fri", "2026-05-08", "2026-05-09")],
        ),
        # past stays past: a past verb, a list of what is over
        (
            "we played Leeds on sun, then York thurs",
            [
                _day("on sun", "2026-05-03", "2026-05-04"),
                _day("thurs", "2026-04-30", "2026-05-01"),
            ],
        ),
        ("we closed thurs for a staff day", [_day("thurs", "2026-04-30", "2026-05-01")]),
        ("tour recap: Leeds on sun, York on sat", [_day("on sun", "2026-05-03", "2026-05-04")]),
        # words, not days
        ("ya mon, see you later", []),
        ("c'mon, hurry up", []),
    ],
)
def test_a_weekday_in_a_list_is_the_plans_day(read, text, want) -> None:
    assert [w for w in read(text, MONDAY) if w[0] != "on sat"] == want


# Kind 2: a date after a participle with no finite verb ("seats left for", "10k done") is the
# nearest; "let's do june 14" is a plan, not the past verb before it
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "only 2 seats left for the 20th of june",
            [_day("the 20th of june", "2026-06-20", "2026-06-21")],
        ),
        (
            "10k done, target for the half (june 28th)",
            [_day("june 28th", "2026-06-28", "2026-06-29")],
        ),
        (
            "we all loved it 😍 let's do june 14 for the next one",
            [_day("june 14", "2026-06-14", "2026-06-15")],
        ),
        # past stays past
        (
            "the last seats were taken on the 20th of june",
            [_day("on the 20th of june", "2025-06-20", "2025-06-21")],
        ),
        ("we did june 14 last time", [_day("june 14", "2025-06-14", "2025-06-15")]),
    ],
)
def test_a_date_after_a_participle_or_lets_is_ahead(read, text, want) -> None:
    assert read(text, MONDAY) == want


# An emoji between words ends a sentence, as chat writes it: the verb before it sets no tense
# for the day after it ("my shift was brutal 😩 off til thursday")
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("my shift was brutal 😩 off til thursday", [_day("thursday", "2026-05-07", "2026-05-08")]),
        ("gig was amazing 🎸 back on stage tues", [_day("tues", "2026-05-05", "2026-05-06")]),
        ("long week 😩 we were off till thursday", [_day("thursday", "2026-04-30", "2026-05-01")]),
    ],
)
def test_an_emoji_ends_the_sentence_before_it(read, text, want) -> None:
    assert read(text, MONDAY) == want


# "by X" after a range of numbers ("chapters 1-10 by sunday"): Duckling reads "10 by sunday";
# the day is read from what is left twice narrowed ("by sunday", then "sunday"); "by" a day
# in a part with no verb is a deadline, ahead; after a past verb it stays past
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("reading group: chapters 1-10 by sunday", [_day("sunday", "2026-05-10", "2026-05-11")]),
        ("homework: questions 4-8 by thursday", [_day("thursday", "2026-05-07", "2026-05-08")]),
        (
            "episodes 2-5 by wednesday, the finale by the 12th",
            [
                _day("wednesday", "2026-05-06", "2026-05-07"),
                _day("the 12th", "2026-05-12", "2026-05-13"),
            ],
        ),
        ("I was done by sunday", [_day("sunday", "2026-05-03", "2026-05-04")]),
        ("chapters 1-10 were great", []),
    ],
)
def test_a_day_after_a_range_of_numbers_is_read(read, text, want) -> None:
    assert read(text, MONDAY) == want


# "by eod friday", "tomorrow cob": by the end of that working day is that day, as "by friday"
# is friday (Duckling reads an hour at its midnight); "I'll have it done by ..." is the future
# perfect, not "should have"'s past
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("deck due by eod friday", [_day("friday", "2026-05-08", "2026-05-09")]),
        ("send it over eod tomorrow", [_day("tomorrow", "2026-05-05", "2026-05-06")]),
        ("need the invoice by cob friday", [_day("friday", "2026-05-08", "2026-05-09")]),
        (
            "I'll have it done by end of day thursday",
            [_day("thursday", "2026-05-07", "2026-05-08")],
        ),
        ("it was all sorted by eod friday", [_day("friday", "2026-05-01", "2026-05-02")]),
        ("I should have finished it by friday", [_day("friday", "2026-05-01", "2026-05-02")]),
    ],
)
def test_by_the_end_of_a_working_day_is_that_day(read, text, want) -> None:
    assert read(text, MONDAY) == want


# A day of the month before a new clause ("the 12th and we're ...") ends its own; a month cut
# short after a state and "for" ("full for jul") is the month
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "we fly home the 12th and we're back at work the 14th",
            [
                _day("the 12th", "2026-05-12", "2026-05-13"),
                _day("the 14th", "2026-05-14", "2026-05-15"),
            ],
        ),
        ("pottery is full for jul, sorry", [("jul", "2026-07-01T00:00", "2026-08-01T00:00")]),
        ("the hall is booked up for aug", [("aug", "2026-08-01T00:00", "2026-09-01T00:00")]),
        ("I got a card for jan", []),
        ("it's the 1st and 2nd place that matter", []),
        ("we were up 6 in the 3rd and they came back to win", []),  # a quarter, an inning
    ],
)
def test_a_day_before_a_new_clause_and_a_month_after_full_for(read, text, want) -> None:
    assert read(text, MONDAY) == want


# A day of the month alone offered after "or" as the alternative to a date with its month
# ("july 10? or the 3rd"): in that month, not the nearest; one before a clause of "if" ends
# its own part
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "shall we say july 10? or maybe the 3rd",
            [
                _day("july 10", "2026-07-10", "2026-07-11"),
                _day("the 3rd", "2026-07-03", "2026-07-04"),
            ],
        ),
        (
            "how about june 12 or the 2nd if Ana can make it",
            [
                _day("june 12", "2026-06-12", "2026-06-13"),
                _day("the 2nd", "2026-06-02", "2026-06-03"),
            ],
        ),
        (
            "we met on april 20 or the 21st, I forget",
            [
                _day("on april 20", "2026-04-20", "2026-04-21"),
                _day("the 21st", "2026-04-21", "2026-04-22"),
            ],
        ),
        ("the 2nd if statement fails", []),
        (
            "they can fit you in on the 14th or 15th",
            [
                _day("the 14th", "2026-05-14", "2026-05-15"),
                _day("15th", "2026-05-15", "2026-05-16"),
            ],
        ),
        ("her 29th or 30th birthday, I forget", []),
    ],
)
def test_a_day_offered_as_an_alternative_is_in_the_dates_month(read, text, want) -> None:
    assert read(text, MONDAY) == want


# Batch 14 kind 4: a month cut short as a noun: taken off ("taking aug off"), what a bill is
# for ("rent for sept"); not a person ("took Jan off the rota", "a card for jan")
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "taking aug off, back in sept",
            [
                ("aug", "2026-08-01T00:00", "2026-09-01T00:00"),
                ("in sept", "2026-09-01T00:00", "2026-10-01T00:00"),
            ],
        ),
        ("the invoice for jun is attached", [("jun", "2026-06-01T00:00", "2026-07-01T00:00")]),
        ("rent for sept goes up to £900", [("sept", "2026-09-01T00:00", "2026-10-01T00:00")]),
        ("we took Jan off the rota", []),
        ("a present for jan", []),
    ],
)
def test_a_month_cut_short_as_a_noun(read, text, want) -> None:
    assert read(text, MONDAY) == want


# A year heading its sentence before what sums it up or plans it ("2025 recap: ..."): the
# year; a number inside a sentence or after a noun is none
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("2025 recap: 12 gigs, 3 countries", [("2025", "2025-01-01T00:00", "2026-01-01T00:00")]),
        (
            "new notebook! 2026 goals: a sub-4 marathon",
            [("2026", "2026-01-01T00:00", "2027-01-01T00:00")],
        ),
        ("room 2024: ask at the desk", []),
        ("the score was 2025 points", []),
    ],
)
def test_a_year_heading_a_summary_is_the_year(read, text, want) -> None:
    assert read(text, MONDAY) == want


# A weekday misspelled with its own letters ("wendesday", "thrusday") is the weekday, its
# text as written; a word that only ends in "day" is none
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("results due by wendesday", [_day("wendesday", "2026-05-06", "2026-05-07")]),
        ("see you thrusday!", [_day("thrusday", "2026-05-07", "2026-05-08")]),
        ("the Firday party was fun", []),
        ("happy birthday to me", []),
    ],
)
def test_a_weekday_misspelled_with_its_letters_is_the_day(read, text, want) -> None:
    assert read(text, MONDAY) == want


# Kind: a day after a past verb of ordering or buying and "for" ("ordered the balloons for
# friday") is the plan's day, ahead, as after "booked ... for"; "put me down for ..." asks for
# a day ahead, an ordinal day before an adverb that ends the clause ("the 16th instead") is
# a date; weekdays cut short joined by "and" ("tues and thurs") are days, whatever clause
# follows, not in a clause of repeated days (a habit). Past days stay past; "sat" and "wed"
# as verbs stay verbs.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "ordered the balloons for friday, 30 of them",
            [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        ("we had balloons on friday", [("on friday", "2026-05-01T00:00", "2026-05-02T00:00")]),
        (
            "I'm busy that day, put me down for the 16th instead",
            [("the 16th", "2026-05-16T00:00", "2026-05-17T00:00")],
        ),
        ("put me down for saturday", [("saturday", "2026-05-09T00:00", "2026-05-10T00:00")]),
        ("we took the 2nd turning instead", []),
        (
            "I can do tues and thurs but not next week, away",
            [
                ("tues", "2026-05-05T00:00", "2026-05-06T00:00"),
                ("thurs", "2026-05-07T00:00", "2026-05-08T00:00"),
                ("next week", "2026-05-11T00:00", "2026-05-18T00:00"),
            ],
        ),
        ("we sat and waited for ages", []),
        ("her swim lessons are mon and thurs at 5 every week", []),
    ],
)
def test_a_day_ordered_for_or_asked_for_is_ahead(read, text, want) -> None:
    assert read(text, MONDAY) == want
