"""Time expressions read whole, Duckling and spaCy's tagger together (`resolve_times`, the
product's path), by kind of case (batch 11): new sentences of each kind, and ones of a
neighbouring kind that keep their reading."""

from __future__ import annotations

import pytest


# Kind: a day of the month before "off" is a day off ("take the 23rd off"), not a noun's
# modifier ("the 14th floor"); "off" as a preposition or in a compound is no day off
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("can i take the 15th off?", [("the 15th", "2026-05-15T00:00", "2026-05-16T00:00")]),
        (
            "I have the 2nd off so let's do lunch",
            [("the 2nd", "2026-06-02T00:00", "2026-06-03T00:00")],
        ),
        ("we live on the 14th floor", []),
        ("take the 2nd off-ramp", []),
        ("the 3rd off the list is ready", []),
    ],
)
def test_a_day_of_the_month_off_is_a_day(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: "after midnight", "after noon" are that hour, as "after 6" is (tests/data/timeexpr.md),
# in the sentence's tense; not an open interval to the end of time
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "is the pool open after midnight?",
            "2026-05-04T21:00",
            [("after midnight", "2026-05-05T00:00", "2026-05-05T01:00")],
        ),
        (
            "we got home after midnight",
            "2026-05-05T10:00",
            [("after midnight", "2026-05-05T00:00", "2026-05-05T01:00")],
        ),
        (
            "i'll be there friday after 6",
            "2026-05-04T09:00",
            [("friday after 6", "2026-05-08T18:00", "2026-05-08T19:00")],
        ),
    ],
)
def test_after_midnight_is_that_hour(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind: "since" before a time Duckling reads without it ("since the weekend") runs from its
# latest occurrence to the moment said, as "since monday" does; "since" as "because" before
# a verb leaves the time alone
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my back has been killing me since the weekend",
            [("since the weekend", "2026-05-02T00:00", "2026-05-06T14:00")],
        ),
        (
            "the printer hasn't worked since this past weekend",
            [("since this past weekend", "2026-05-02T00:00", "2026-05-06T14:00")],
        ),
        ("been sick since monday", [("since monday", "2026-05-04T00:00", "2026-05-06T14:00")]),
        (
            "since the weekend is free, let's go hiking",
            [("weekend", "2026-05-09T00:00", "2026-05-11T00:00")],
        ),
    ],
)
def test_since_a_time_runs_to_the_moment_said(read, text, want) -> None:
    assert read(text, "2026-05-06T14:00") == want  # a Wednesday


# Kind: a bare clock time on a weekday has both readings on each week's day, so that the
# tense can choose a week ("we met up on sunday at 4" is the past Sunday); a part with no
# verb that continues a plan told in the present or future is the plan's ("then the match
# saturday at 2"), a line heading a sentence the nearest ("Bake sale ... on saturday at 10,
# the kids have been baking"), a line after past narration the nearest, as before
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "we met up on sunday at 4 for coffee",
            "2026-05-05T09:00",
            [("on sunday at 4", "2026-05-03T16:00", "2026-05-03T17:00")],
        ),
        (
            "drinks are thursday at 8, then the match saturday at 2",
            "2026-05-09T16:00",
            [
                ("thursday at 8", "2026-05-14T20:00", "2026-05-14T21:00"),
                ("saturday at 2", "2026-05-16T14:00", "2026-05-16T15:00"),
            ],
        ),
        (
            "brunch is sunday at 11, the cake tasting tuesday at 2",
            "2026-05-05T15:00",
            [
                ("sunday at 11", "2026-05-10T11:00", "2026-05-10T12:00"),
                ("tuesday at 2", "2026-05-12T14:00", "2026-05-12T15:00"),
            ],
        ),
        (
            "Bake sale at the school on saturday at 10, the kids have been baking all week",
            "2026-05-07T09:00",
            [
                ("on saturday at 10", "2026-05-09T10:00", "2026-05-09T11:00"),
                ("all week", "2026-05-04T00:00", "2026-05-11T00:00"),  # Monday to Monday
            ],
        ),
        (
            "we had drinks friday at 7, then dinner saturday at 9",
            "2026-05-05T09:00",
            [
                ("friday at 7", "2026-05-01T19:00", "2026-05-01T20:00"),
                ("saturday at 9", "2026-05-02T21:00", "2026-05-02T22:00"),
            ],
        ),
        (
            "can you do wednesday at 3:15?",
            "2026-05-04T09:00",
            [("wednesday at 3:15", "2026-05-06T15:15", "2026-05-06T15:16")],
        ),
    ],
)
def test_a_clock_time_on_a_weekday_follows_its_tense(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind: a deadline in a part with no verb: a word of asking makes it a request, which looks
# ahead ("answers by friday please" after a past clause); a weekday or month cut short
# that the tagger reads as a verb ("sat june 6", "may 16") is no verb of the sentence
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "you all missed the last poll, answers by friday please",
            [("friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        (
            "the venue can do sat june 6 or sat june 13, vote by friday",
            [
                ("sat june 6", "2026-06-06T00:00", "2026-06-07T00:00"),
                ("sat june 13", "2026-06-13T00:00", "2026-06-14T00:00"),
                ("friday", "2026-05-08T00:00", "2026-05-09T00:00"),
            ],
        ),
        ("I was done by friday", [("friday", "2026-05-01T00:00", "2026-05-02T00:00")]),
        (
            "please tell me you didn't go out on friday",
            [("on friday", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
    ],
)
def test_a_request_by_a_day_looks_ahead(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want  # a Monday


# Kind: a thing named with a definite determiner "from" a date ("the tickets from march 3",
# "the pics from saturday") dates from a time before it is talked about: the past, whatever
# the verb; "from" a date after a state ("on leave from monday"), what runs from a day on
# ("my leave from monday") or a new thing ("the new timetable from monday") is when it starts
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "i still have the tickets from march 3",
            "2026-03-20T09:00",
            [("march 3", "2026-03-03T00:00", "2026-03-04T00:00")],
        ),
        (
            "do you still have my notes from tuesday?",
            "2026-05-07T09:00",
            [("tuesday", "2026-05-05T00:00", "2026-05-06T00:00")],
        ),
        (
            "check out the pics from saturday!",
            "2026-05-04T09:00",
            [("saturday", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        (
            "I'm on leave from monday",
            "2026-05-06T09:00",
            [("monday", "2026-05-11T00:00", "2026-05-12T00:00")],
        ),
        (
            "my leave from monday is approved",
            "2026-05-06T09:00",
            [("monday", "2026-05-11T00:00", "2026-05-12T00:00")],
        ),
        (
            "the new timetable from monday is on the website",
            "2026-05-06T09:00",
            [("monday", "2026-05-11T00:00", "2026-05-12T00:00")],
        ),
    ],
)
def test_a_thing_from_a_date_dates_from_the_past(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind (batch 12): "the week (day, month) after/before" that ends its clause reads from the
# date named last before it, of its unit or of a day or finer ("the 28th ... the week
# after": the week after the 28th's week), in the sentence or, with none in it, in the
# sentences before; "3 days before the trip" and a year from a month keep no date
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the launch is on the 21st, the retro the week after",
            [
                ("on the 21st", "2026-05-21T00:00", "2026-05-22T00:00"),
                ("the week after", "2026-05-25T00:00", "2026-06-01T00:00"),
            ],
        ),
        (
            "who can cover my late on the 9th? i'll do one of your lates the week after",
            [
                ("on the 9th", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("the week after", "2026-05-11T00:00", "2026-05-18T00:00"),
            ],
        ),
        (
            "the party ends at 11pm on friday, we clean up the day after",
            [
                ("at 11pm on friday", "2026-05-08T23:00", "2026-05-09T00:00"),
                ("the day after", "2026-05-09T00:00", "2026-05-10T00:00"),
            ],
        ),
        ("pack 3 days before the trip", []),
        (
            "we spent less last month than the year before",
            [("last month", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
    ],
)
def test_the_unit_after_a_date_reads_from_it(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: a clock time in a part of its own after a comma, a noun and no verb, with no day of
# its own, is on the day named last before it in its sentence ("next up the rovers on
# saturday, kick off at 10:30"); no day before it, it is the nearest one
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "lost again today. next up the harriers on sunday, kick off at 2:30",
            [
                ("today", "2026-05-04T00:00", "2026-05-05T00:00"),
                ("on sunday", "2026-05-10T00:00", "2026-05-11T00:00"),
                ("at 2:30", "2026-05-10T14:30", "2026-05-10T14:31"),
            ],
        ),
        (
            "gig got moved to the 20th, same time 9pm",
            [
                ("the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("9pm", "2026-05-20T21:00", "2026-05-20T22:00"),
            ],
        ),
        (
            "class moved to thursday because of the holiday, 6:15am start",
            [
                ("thursday", "2026-05-07T00:00", "2026-05-08T00:00"),
                ("6:15am", "2026-05-07T06:15", "2026-05-07T06:16"),
            ],
        ),
        (
            "Ran errands all morning, pickup at 3:15",
            [("at 3:15", "2026-05-04T15:15", "2026-05-04T15:16")],
        ),
    ],
)
def test_a_clock_time_in_a_verbless_part_is_on_the_day_before_it(read, text, want) -> None:
    assert read(text, "2026-05-04T11:00") == want


def test_a_clock_time_after_the_sentence_of_a_day_is_not_on_it(read) -> None:
    got = read("the match is on sunday! training at 6:30", "2026-05-04T11:00")
    assert got[0] == ("on sunday", "2026-05-10T00:00", "2026-05-11T00:00")
    assert not got[1][1].startswith("2026-05-10")


# Kind: a day word Duckling joins to a "now" across a comma ("was meant to be today, now
# says next tues") is the day alone; "now" is the next part's adverb
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "it was supposed to be today, now they say friday",
            [
                ("today", "2026-05-04T00:00", "2026-05-05T00:00"),
                ("friday", "2026-05-08T00:00", "2026-05-09T00:00"),
            ],
        ),
        (
            "the parcel came yesterday, right now i'm unpacking it",
            [("yesterday", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        ("i'm free now", []),
    ],
)
def test_a_day_before_now_is_the_day(read, text, want) -> None:
    assert read(text, "2026-05-04T11:00") == want


# Kind (batch 12): a schedule after a day, in parts of a few words after commas ("on the
# 13th, doors 8pm, we're on at 9:45pm, soundcheck at 6"): each clock time on that day, in
# its daytime reading where it has no am/pm; a message to someone after the day ("call me
# at 5") keeps the nearest reading
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "quiz night is on the 14th, teams 7pm, last orders at 10:30pm, prizes at 4",
            [
                ("on the 14th", "2026-05-14T00:00", "2026-05-15T00:00"),
                ("7pm", "2026-05-14T19:00", "2026-05-14T20:00"),
                ("at 10:30pm", "2026-05-14T22:30", "2026-05-14T22:31"),
                ("at 4", "2026-05-14T16:00", "2026-05-14T17:00"),
            ],
        ),
        (
            "see you on friday, call me at 5",
            [
                ("on friday", "2026-05-08T00:00", "2026-05-09T00:00"),
                ("at 5", "2026-05-04T17:00", "2026-05-04T18:00"),
            ],
        ),
    ],
)
def test_a_schedule_after_a_day_is_on_that_day(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: a range of weekdays before "next (this, last) week" has both its days in that week
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "we're away from tuesday till friday next week",
            [("from tuesday till friday next week", "2026-05-12T00:00", "2026-05-16T00:00")],
        ),
        (
            "the office is shut mon to wed next week",
            [("mon to wed next week", "2026-05-11T00:00", "2026-05-14T00:00")],
        ),
        (
            "i worked monday to wednesday last week",
            [("monday to wednesday last week", "2026-04-27T00:00", "2026-04-30T00:00")],
        ),
    ],
)
def test_a_range_of_weekdays_next_week_is_in_that_week(read, text, want) -> None:
    assert read(text, "2026-05-07T09:00") == want


# Kind (batch 12): a time that is the subject of its own verb right after a verb that takes a
# clause ("can't believe christmas was only 9 days ago", "i think friday is free"): the
# subject's verb sets its tense, not the verb before it
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "can't believe easter was only a week ago",
            [
                ("easter", "2026-04-05T00:00", "2026-04-06T00:00"),
                ("a week ago", "2026-04-27T00:00", "2026-05-04T00:00"),
            ],
        ),
        ("i think friday is free", [("friday", "2026-05-08T00:00", "2026-05-09T00:00")]),
        ("can't believe we met in june", [("in june", "2025-06-01T00:00", "2025-07-01T00:00")]),
        ("i'll believe it on friday", [("on friday", "2026-05-08T00:00", "2026-05-09T00:00")]),
    ],
)
def test_a_time_that_is_a_subject_takes_its_own_verb(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: "before X", X a date or a holiday, is X, as "by X" is X (tests/data/timeexpr.md, batch
# 10 m097), in the sentence's tense; "before" a clock time is the span up to it in its day
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "need to return the van before the 20th",
            [("the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
        ("i'll finish it before friday", [("friday", "2026-05-08T00:00", "2026-05-09T00:00")]),
        ("finished the book before easter", [("easter", "2026-04-05T00:00", "2026-04-06T00:00")]),
        ("leave before 5 pls", [("before 5", "2026-05-07T00:00", "2026-05-07T17:00")]),
    ],
)
def test_before_a_date_is_the_date(read, text, want) -> None:
    assert read(text, "2026-05-07T09:00") == want


# Kind (batch 12): a range of clock times on its day, with an ordinal of a thing after it
# ("sunday 2:15-3:00 on the second stage"): the ordinal is no day for the range, which keeps
# its day and ends at its second time; a day of the month after it is still its day
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "we're on saturday 4:30-5:00 on the third stage",
            [("on saturday 4:30-5:00", "2026-05-09T16:30", "2026-05-09T17:00")],
        ),
        (
            "we're free 2-4 on the 14th",
            [("2-4 on the 14th", "2026-05-14T14:00", "2026-05-14T16:00")],
        ),
    ],
)
def test_an_ordinal_of_a_thing_after_a_clock_range_is_no_day(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind (batch 12): a date before a word of negation or comment ("before friday the 17th no
# matter what", "on the 9th no one came", "the 2nd not the 3rd"): no noun's modifier, the
# date whole; "the 14th floor" stays an ordinal of a thing
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i won't sign anything before monday the 18th no matter what they say",
            [("monday the 18th", "2026-05-18T00:00", "2026-05-19T00:00")],
        ),
        (
            "the party on the 2nd no one came",
            [("on the 2nd", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        ("we live on the 14th floor", []),
    ],
)
def test_a_date_before_a_word_of_negation_is_whole(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: a word after a time that is no noun it modifies: an interjection ("at 3 lol") or a
# predicate adjective ending its clause ("on the 23rd full?"); and "thru the 31st" introduces
# a day of the month as "till" does; a noun after them still makes an ordinal of a thing
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("we're meeting at 4 lol", [("at 4", "2026-05-04T16:00", "2026-05-04T17:00")]),
        (
            "is the yoga class on the 12th full?",
            [("on the 12th", "2026-05-12T00:00", "2026-05-13T00:00")],
        ),
        (
            "the offer runs thru the 20th so hurry",
            [("the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
        ("on the 3rd full moon we howl", []),
        ("we live on the 14th floor lol", []),
    ],
)
def test_a_word_after_a_time_that_is_no_noun_keeps_it(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind (batch 12): a weekend named by a day in it or beside it ("the weekend of the 16th",
# "halloween weekend"): the weekend nearest the day, not this weekend and the day apart; a
# bare "this weekend" kept
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "we could do the hike the weekend of the 23rd",
            [("the weekend of the 23rd", "2026-05-23T00:00", "2026-05-25T00:00")],
        ),
        (
            "we went to the coast for easter weekend",
            [("easter weekend", "2026-04-04T00:00", "2026-04-06T00:00")],
        ),
        ("see you this weekend", [("this weekend", "2026-05-09T00:00", "2026-05-11T00:00")]),
    ],
)
def test_a_weekend_named_by_a_day_is_that_weekend(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: an emoji after a time is no noun it modifies ("not cooking in there till christmas
# 🙄"), and the word after the emoji is the next word ("the christmas 🎄 lights": lights)
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "we won't have a kitchen till christmas 🙄",
            [("christmas", "2026-12-25T00:00", "2026-12-26T00:00")],
        ),
        ("we're off on friday 🎉 finally", [("on friday", "2026-10-23T00:00", "2026-10-24T00:00")]),
        ("the christmas 🎄 lights are up", []),
    ],
)
def test_an_emoji_after_a_time_is_no_noun(read, text, want) -> None:
    assert read(text, "2026-10-19T11:00") == want


# Kind (batch 12): weekdays in a row before the week they are in ("thurs fri sat next week"):
# one span from the first to the end of the last in that week; days apart are not one span
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i'm off tue wed thu next week",
            [("tue wed thu next week", "2026-05-12T00:00", "2026-05-15T00:00")],
        ),
        (
            "the plumber's in fri, sat and sun this week",
            [("fri, sat and sun this week", "2026-05-08T00:00", "2026-05-11T00:00")],
        ),
    ],
)
def test_weekdays_in_a_row_before_a_week_are_one_span(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: a day and a clock time starting a part of its own after a comma, which Duckling
# reads as one ("jan 3, 8am pickup"), are two expressions, the clock time on that day; a
# date with its year, or a clock joined by "at", stays one
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "van booked for feb 6, 9am collection",
            [
                ("feb 6", "2026-02-06T00:00", "2026-02-07T00:00"),
                ("9am", "2026-02-06T09:00", "2026-02-06T10:00"),
            ],
        ),
        (
            "see you saturday, 10am at the gate",
            [
                ("saturday", "2026-01-03T00:00", "2026-01-04T00:00"),
                ("10am", "2026-01-03T10:00", "2026-01-03T11:00"),
            ],
        ),
        (
            "Wed, Dec 9, 2026 at 8:45 AM works",
            [("Wed, Dec 9, 2026 at 8:45 AM", "2026-12-09T08:45", "2026-12-09T08:46")],
        ),
        (
            "the gig is on march 3, 2026",
            [("on march 3, 2026", "2026-03-03T00:00", "2026-03-04T00:00")],
        ),
    ],
)
def test_a_day_and_a_clock_after_a_comma_are_two(read, text, want) -> None:
    assert read(text, "2025-12-30T10:15") == want


# batch 13 kind "numbers read as times": a decimal with one digit after its point is a
# measurement, and four digits past 12 with a "p" a resolution; "8.30" and "8.15pm" stay clocks
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("my resting heart rate dropped from 7.2 to 5.8", []),
        ("the ph went from 6.5 to 7.1", []),
        ("streaming at 1080p now", []),
        (
            "the bus goes at 8.30 tomorrow",
            [("at 8.30 tomorrow", "2026-01-02T08:30", "2026-01-02T08:31")],
        ),
        ("train leaves at 8.15pm", [("at 8.15pm", "2026-01-01T20:15", "2026-01-01T20:16")]),
    ],
)
def test_a_measurement_is_no_clock_time(read, text, want) -> None:
    assert read(text, "2026-01-01T10:15") == want


# batch 13 kind "day/month/year, the day first": a day over 12 shows it ("28/02/2027"), with
# slashes, dots or dashes; a date read from it ("30 days before") counts from it
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("passport runs out 17/09/2027", [("17/09/2027", "2027-09-17T00:00", "2027-09-18T00:00")]),
        ("contract ends 30.06.2026", [("30.06.2026", "2026-06-30T00:00", "2026-07-01T00:00")]),
        (
            "exam on 14-05-2026, revise 10 days before",
            [
                ("14-05-2026", "2026-05-14T00:00", "2026-05-15T00:00"),
                ("10 days before", "2026-05-04T00:00", "2026-05-05T00:00"),
            ],
        ),
        ("due 03/15/2026", [("03/15/2026", "2026-03-15T00:00", "2026-03-16T00:00")]),
        ("serial 45/13/2026 on the box", []),
    ],
)
def test_a_date_with_its_day_first_is_that_day(read, text, want) -> None:
    assert read(text, "2026-01-01T10:15") == want


# batch 13 kind "tomorrow beside a clock time": "tomorrow at 10:30" said before 10:30 is
# tomorrow's 10:30, not today's (the day word is no recurring day); today and yesterday stay
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "dentist tomorrow at 11:15",
            [("tomorrow at 11:15", "2026-01-02T11:15", "2026-01-02T11:16")],
        ),
        ("call tmrw at 10:45 ok", [("tmrw at 10:45", "2026-01-02T10:45", "2026-01-02T10:46")]),
        (
            "we spoke yesterday at 11:15",
            [("yesterday at 11:15", "2025-12-31T11:15", "2025-12-31T11:16")],
        ),
    ],
)
def test_tomorrow_at_a_clock_time_is_tomorrow(read, text, want) -> None:
    assert read(text, "2026-01-01T09:05") == want
