"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batch 29's misses and of earlier rounds' leftovers (tests/data/timeexpr.md). New
sentences, not the batches', and neighbours of each kind that keep their reading. Said in
UTC at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a notice of what is wanted, a noun and "needed" with no verb of being: ahead
        (
            "marshals needed for the 10k on sunday",
            "2027-05-05T10:00",
            [("on sunday", "2027-05-09T00:00", "2027-05-10T00:00")],
        ),
        # ... a past "needed" with its object keeps its past
        (
            "the team needed a sub on sunday",
            "2027-05-05T10:00",
            [("on sunday", "2027-05-02T00:00", "2027-05-03T00:00")],
        ),
        # a verbless part opened by "then" goes on in the tense of the day before it: the
        # date a plan was moved to is ahead, so is the step after it
        (
            "first viewing got pushed to the 12th, then the survey late june",
            "2027-05-04T10:00",
            [
                ("the 12th", "2027-05-12T00:00", "2027-05-13T00:00"),
                ("late june", "2027-06-21T00:00", "2027-07-01T00:00"),
            ],
        ),
        (
            "car boot tmrw 8-2, then the pub quiz on the 20th",
            "2027-05-04T10:00",
            [
                ("tmrw 8-2", "2027-05-05T08:00", "2027-05-05T14:00"),
                ("on the 20th", "2027-05-20T00:00", "2027-05-21T00:00"),
            ],
        ),
        # ... a part with a verb of its own keeps its own tense
        (
            "the kids stayed with nan on the 3rd, then we picked them up on the 4th",
            "2027-05-10T10:00",
            [
                ("on the 3rd", "2027-05-03T00:00", "2027-05-04T00:00"),
                ("on the 4th", "2027-05-04T00:00", "2027-05-05T00:00"),
            ],
        ),
        # a stretch lasting till a day, told with no verb: it runs on from now
        (
            "on lates till fri",
            "2027-05-08T10:00",
            [("fri", "2027-05-14T00:00", "2027-05-15T00:00")],
        ),
        # ... told as past, the past one
        (
            "i was on nights till fri",
            "2027-05-08T10:00",
            [("fri", "2027-05-07T00:00", "2027-05-08T00:00")],
        ),
    ],
)
def test_notices_steps_and_stretches(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "one" after a determiner or an adjective of order is a pronoun, no 01:00
        (
            "second fitting is next week and the last one mid june",
            "2027-05-04T10:00",
            [
                ("next week", "2027-05-10T00:00", "2027-05-17T00:00"),
                ("mid june", "2027-06-11T00:00", "2027-06-21T00:00"),
            ],
        ),
        (
            "the next one late april",
            "2027-03-04T10:00",
            [("late april", "2027-04-21T00:00", "2027-05-01T00:00")],
        ),
        # ... and what is left alone is no time ("a fall" on ice is no autumn)
        ("two callouts, the second one a fall on ice", "2027-01-04T10:00", []),
        # ... "at one" is a clock time
        (
            "lunch at one tomorrow?",
            "2027-05-04T10:00",
            [("at one tomorrow", "2027-05-05T13:00", "2027-05-05T14:00")],
        ),
        # an ordinal of a unit counted in a row is a count
        ("4th night in a row the alarm went off", "2027-05-08T10:00", []),
        ("won it for the 2nd year running", "2027-05-08T10:00", []),
        # chat's "bc" after a clock time is "because", no era
        (
            "queuing since 7 bc of the sale",
            "2027-05-08T09:30",
            [("since 7", "2027-05-08T07:00", "2027-05-08T09:30")],
        ),
        ("the city was founded in 44 BC", "2027-05-08T09:30", []),
        # "april fool(s)" after an article or before a joke's noun is the prank
        ("was that an april fools?", "2027-04-01T10:00", []),
        ("that april fools prank was lame", "2027-04-01T10:00", []),
        # ... the day keeps its reading, and said on it, it is that day
        (
            "what are you doing for april fools?",
            "2027-03-20T10:00",
            [("april fools", "2027-04-01T00:00", "2027-04-02T00:00")],
        ),
        (
            "happy april fools day",
            "2027-04-01T10:00",
            [("april fools day", "2027-04-01T00:00", "2027-04-02T00:00")],
        ),
    ],
)
def test_pronouns_counts_and_pranks(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a four-digit 24-hour clock time: that minute, on the day beside it
        (
            "back on the rota thurs 0645",
            "2027-05-04T20:00",
            [("thurs 0645", "2027-05-06T06:45", "2027-05-06T06:46")],
        ),
        (
            "briefing 1400hrs tomorrow",
            "2027-05-04T20:00",
            [("1400hrs tomorrow", "2027-05-05T14:00", "2027-05-05T14:01")],
        ),
        (
            "kit check at 0930 on fri",
            "2027-05-04T20:00",
            [("at 0930 on fri", "2027-05-07T09:30", "2027-05-07T09:31")],
        ),
        # ... not a code, a year or a range of them
        ("ref 0700 pls", "2027-05-04T20:00", []),
        ("hope to be back by 2030", "2027-05-04T20:00", []),
        ("shift pattern 0700-1500", "2027-05-04T20:00", []),
        # "daily" makes a clause's times a rule's
        ("meds at 8am daily", "2027-05-08T09:30", []),
        ("on site 8 to 4 daily", "2027-05-08T09:30", []),
        (
            "meds at 8am tomorrow",
            "2027-05-08T09:30",
            [("at 8am tomorrow", "2027-05-09T08:00", "2027-05-09T09:00")],
        ),
        # "until" a bare hour on a weekday: that hour on that day
        (
            "could you keep the van until 5 on friday?",
            "2027-05-04T10:00",
            [("5 on friday", "2027-05-07T17:00", "2027-05-07T18:00")],
        ),
        (
            "could you keep the van till friday?",
            "2027-05-04T10:00",
            [("friday", "2027-05-07T00:00", "2027-05-08T00:00")],
        ),
        # "till" a clock time, also in a part narrowed off a count after it or after a
        # numbered thing: that time, no interval open back to the start of time
        (
            "we partied till 2am, 40 of us",
            "2027-05-09T12:00",
            [("2am", "2027-05-09T02:00", "2027-05-09T03:00")],
        ),
        (
            "i've got lane 6 till 5",
            "2027-05-09T12:00",
            [("5", "2027-05-09T17:00", "2027-05-09T18:00")],
        ),
    ],
)
def test_four_digit_clocks_habits_and_until(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a day, a comma and a range of clock times: the day and the range on it
        (
            "inventory is may 7, 9am-5pm",
            "2027-05-04T10:00",
            [
                ("may 7", "2027-05-07T00:00", "2027-05-08T00:00"),
                ("9am-5pm", "2027-05-07T09:00", "2027-05-07T17:00"),
            ],
        ),
        # ... beside its day with no comma, one
        (
            "stall is sat 9-1",
            "2027-05-04T10:00",
            [("sat 9-1", "2027-05-08T09:00", "2027-05-08T13:00")],
        ),
        # two dated weekdays in a row joined by "and": one span
        (
            "we're away fri 14th and sat 15th",
            "2027-05-04T10:00",
            [("fri 14th and sat 15th", "2027-05-14T00:00", "2027-05-16T00:00")],
        ),
        # ... two days apart: two dates
        (
            "free fri 14th and sun 16th may",
            "2027-05-04T10:00",
            [
                ("fri 14th", "2027-05-14T00:00", "2027-05-15T00:00"),
                ("sun 16th may", "2027-05-16T00:00", "2027-05-17T00:00"),
            ],
        ),
        # "between" two bare hours after an object pronoun or a word of being somewhere: a
        # range of clock times
        (
            "i'll be home between 4 and 6",
            "2027-05-04T10:00",
            [("between 4 and 6", "2027-05-04T16:00", "2027-05-04T18:00")],
        ),
        (
            "i think i dropped it between 3 and 4",
            "2027-05-04T19:00",
            [("between 3 and 4", "2027-05-04T15:00", "2027-05-04T16:00")],
        ),
        # ... before a noun, a count
        ("between 4 and 6 people came", "2027-05-04T10:00", []),
        # a weekday and a bare day of the month after it (13-31): that date
        (
            "can we move it to thu 20?",
            "2027-05-04T10:00",
            [("thu 20", "2027-05-20T00:00", "2027-05-21T00:00")],
        ),
        # ... not an hour a 12-hour clock reads, nor a count before a noun
        (
            "see you sat 10",
            "2027-05-04T10:00",
            [("sat", "2027-05-08T00:00", "2027-05-09T00:00")],
        ),
        (
            "mon 17 people came",
            "2027-05-04T10:00",
            [("mon", "2027-05-03T00:00", "2027-05-04T00:00")],
        ),
    ],
)
def test_ranges_pairs_and_weekday_dates(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "mother's day" in a message naming the coming Sunday when that Sunday is
        # mothering sunday: that Sunday
        (
            "taking mum out for lunch sunday, it's mothers day",
            "2027-03-03T10:00",
            [
                ("sunday", "2027-03-07T00:00", "2027-03-08T00:00"),
                ("mothers day", "2027-03-07T00:00", "2027-03-08T00:00"),
            ],
        ),
        # ... in May, the Sunday named is May's
        (
            "taking mum out for lunch sunday, it's mothers day",
            "2027-05-05T10:00",
            [
                ("sunday", "2027-05-09T00:00", "2027-05-10T00:00"),
                ("mothers day", "2027-05-09T00:00", "2027-05-10T00:00"),
            ],
        ),
        # ... with no Sunday named, as it was read
        (
            "got mum flowers for mothers day",
            "2027-03-03T10:00",
            [("mothers day", "2026-05-10T00:00", "2026-05-11T00:00")],
        ),
        # a weekday set against a date ("X, not Y"): the weekday of that date's week
        (
            "the match is next sunday, not saturday",
            "2027-05-04T10:00",
            [
                ("next sunday", "2027-05-16T00:00", "2027-05-17T00:00"),
                ("saturday", "2027-05-15T00:00", "2027-05-16T00:00"),
            ],
        ),
        (
            "party's on saturday not friday as i said before",
            "2027-05-04T10:00",
            [
                ("on saturday", "2027-05-08T00:00", "2027-05-09T00:00"),
                ("friday", "2027-05-07T00:00", "2027-05-08T00:00"),
            ],
        ),
        (
            "we met on friday, not thursday",
            "2027-05-04T10:00",
            [
                ("on friday", "2027-04-30T00:00", "2027-05-01T00:00"),
                ("thursday", "2027-04-29T00:00", "2027-04-30T00:00"),
            ],
        ),
        # a clock time after chat's "ur" ("you're") is no line of the day named before it
        (
            "no console till friday if ur not back by 10:30",
            "2027-05-04T20:00",
            [
                ("friday", "2027-05-07T00:00", "2027-05-08T00:00"),
                ("10:30", "2027-05-04T22:30", "2027-05-04T22:31"),
            ],
        ),
        # ... a schedule's line after a comma is
        (
            "no console till friday, back by 10:30",
            "2027-05-04T12:00",
            [
                ("friday", "2027-05-07T00:00", "2027-05-08T00:00"),
                ("10:30", "2027-05-07T10:30", "2027-05-07T10:31"),
            ],
        ),
    ],
)
def test_holidays_named_days_and_contrasts(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a bare hour offered back as a reply ("8 works"): the coming one
        (
            "ok 6 works",
            "2027-05-04T09:10",
            [("6", "2027-05-04T18:00", "2027-05-04T19:00")],
        ),
        (
            "sure, 4 works for us",
            "2027-05-04T10:10",
            [("4", "2027-05-04T16:00", "2027-05-04T17:00")],
        ),
        # ... a numbered thing is no hour; a day that works is the coming one
        ("size 7 works fine", "2027-05-04T09:10", []),
        (
            "friday works",
            "2027-05-08T09:10",
            [("friday", "2027-05-14T00:00", "2027-05-15T00:00")],
        ),
        # a bare hour after a step of a schedule, after a clock time: the next after it
        (
            "doors 7pm, support 8, headliner 9:15",
            "2027-05-04T10:00",
            [
                ("7pm", "2027-05-04T19:00", "2027-05-04T20:00"),
                ("8", "2027-05-04T20:00", "2027-05-04T21:00"),
                ("9:15", "2027-05-04T21:15", "2027-05-04T21:16"),
            ],
        ),
        # ... not after a thing that is numbered
        (
            "check in 3pm, room 6, breakfast included",
            "2027-05-04T10:00",
            [("3pm", "2027-05-04T15:00", "2027-05-04T16:00")],
        ),
        # "last night" is a time of its own, no word of another clock time's evening
        (
            "slept badly last night, dentist on the 14th at 9:30",
            "2027-05-04T10:00",
            [
                ("last night", "2027-05-03T18:00", "2027-05-04T00:00"),
                ("on the 14th at 9:30", "2027-05-14T09:30", "2027-05-14T09:31"),
            ],
        ),
        # ... a word of the evening in the range's own clause still tells it
        (
            "drinks tmrw 8-11 at the pub",
            "2027-05-04T10:00",
            [("tmrw 8-11", "2027-05-05T20:00", "2027-05-05T23:00")],
        ),
        # a clock time with "now" after it, or still going on at it: that moment's
        (
            "ugh it's 4:12 now and still no bus",
            "2027-05-04T16:12",
            [("4:12", "2027-05-04T16:12", "2027-05-04T16:13")],
        ),
        (
            "the neighbours are still partying at 1am",
            "2027-05-09T01:10",
            [("at 1am", "2027-05-09T01:00", "2027-05-09T02:00")],
        ),
    ],
)
def test_offered_hours_schedules_and_the_moment(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "the following <weekday>": the first one after the date before it
        (
            "movers come on the 9th, cleaners the following tuesday",
            "2027-05-04T10:00",
            [
                ("on the 9th", "2027-05-09T00:00", "2027-05-10T00:00"),
                ("the following tuesday", "2027-05-11T00:00", "2027-05-12T00:00"),
            ],
        ),
        # ... with no date before it, the weekday as it was read
        (
            "see you the following monday",
            "2027-05-04T10:00",
            [("monday", "2027-05-10T00:00", "2027-05-11T00:00")],
        ),
        # "the night before" a date: that part of the day before it
        (
            "exam is the 18th, cram the night before",
            "2027-05-04T10:00",
            [
                ("the 18th", "2027-05-18T00:00", "2027-05-19T00:00"),
                ("the night before", "2027-05-17T18:00", "2027-05-18T00:00"),
            ],
        ),
        # "N days before" with a purpose after it still ends its clause
        (
            "wedding is on the 18th, we arrive 2 days before to help set up",
            "2027-05-04T10:00",
            [
                ("on the 18th", "2027-05-18T00:00", "2027-05-19T00:00"),
                ("2 days before", "2027-05-16T00:00", "2027-05-17T00:00"),
            ],
        ),
        # ... "before" with an object is read against it
        (
            "leaving 3 days before christmas",
            "2027-05-04T10:00",
            [("3 days before christmas", "2027-12-22T00:00", "2027-12-23T00:00")],
        ),
    ],
)
def test_days_read_against_a_date_before(read, text, said, want) -> None:
    assert read(text, said=said) == want
