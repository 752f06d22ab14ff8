"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batches 30 and 31's misses left after part one (tests/data/timeexpr.md). New
sentences, not the batches', and neighbours of each kind that keep their reading. Said in
UTC at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # chat's "2nite" is tonight, as "tonight" is
        (
            "karaoke 2nite at the pub, u in?",
            "2027-05-04T10:00",
            [("2nite", "2027-05-04T18:00", "2027-05-05T00:00")],
        ),
        (
            "karaoke tonight at the pub, u in?",
            "2027-05-04T10:00",
            [("tonight", "2027-05-04T18:00", "2027-05-05T00:00")],
        ),
        # "the 4th" with a cue of the holiday and a verb after it: the Fourth of July
        (
            "the fireworks for the 4th were so loud 🇺🇸",
            "2027-07-05T10:00",
            [("the 4th", "2027-07-04T00:00", "2027-07-05T00:00")],
        ),
        (
            "the bbq for the 4th is sorted 🇺🇸",
            "2027-07-01T10:00",
            [("the 4th", "2027-07-04T00:00", "2027-07-05T00:00")],
        ),
        # ... no cue, no date
        ("the 4th were tough games, we lost both", "2027-05-04T10:00", []),
    ],
)
def test_chat_spellings_of_days(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "and" and a new subject end the clause of a clock time: days in the plural after
        # it are no rule over it
        (
            "vet appt is wed at 9:15 and we can't feed him for 2 days after",
            "2027-05-04T10:00",
            [
                ("wed at 9:15", "2027-05-05T09:15", "2027-05-05T09:16"),
                ("2 days after", "2027-05-07T00:00", "2027-05-08T00:00"),
            ],
        ),
        # ... with no new subject, the rule over repeated days stays
        ("training is tues and thurs at 6 all season", "2027-05-04T10:00", []),
        ("mon and weds 6-8 all term", "2027-05-04T10:00", []),
        # a face ends the clause of a past verb: "in" a duration after it is ahead
        (
            "bp went from 150 to 120 😅 recheck in 6 weeks",
            "2027-05-04T10:00",
            [("in 6 weeks", "2027-06-14T00:00", "2027-06-21T00:00")],
        ),
        # ... in the past verb's own clause, how long it took
        ("the tickets sold out in 20 minutes", "2027-05-04T10:00", []),
        # "due" introduces a day of the month, a new clause after it or not
        (
            "the gas bill's due the 14th so pay it early",
            "2027-05-04T10:00",
            [("the 14th", "2027-05-14T00:00", "2027-05-15T00:00")],
        ),
        (
            "the gas bill's due the 14th",
            "2027-05-04T10:00",
            [("the 14th", "2027-05-14T00:00", "2027-05-15T00:00")],
        ),
        # ... an ordinal with its noun stays a count
        ("the 2nd instalment is due the 15th payment run", "2027-05-04T10:00", []),
        # "at N" ending a subject a future follows: the slot's clock time
        (
            "the late shift at 6 is gonna be long",
            "2027-05-04T10:00",
            [("at 6", "2027-05-04T18:00", "2027-05-04T19:00")],
        ),
        # ... no state of a slot, no future: left as it was
        ("the sun at 6 is lovely", "2027-05-04T10:00", []),
    ],
)
def test_clauses_around_a_time(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a word of the evening before another clock time tells that one, not a later one
        (
            "the gig is fri at 9:30 🎸 soundcheck tomorrow at 10",
            "2027-05-04T08:00",
            [
                ("fri at 9:30", "2027-05-07T21:30", "2027-05-07T21:31"),
                ("tomorrow at 10", "2027-05-05T10:00", "2027-05-05T11:00"),
            ],
        ),
        # ... right before it, it tells it
        (
            "gig tomorrow at 9",
            "2027-05-04T08:00",
            [("tomorrow at 9", "2027-05-05T21:00", "2027-05-05T22:00")],
        ),
        # a word of the evening in a later clause with a month and day of its own tells
        # nothing of this clock time
        (
            "fitting is next tuesday at 10, the party is june 3",
            "2027-05-04T08:00",
            [
                ("next tuesday at 10", "2027-05-11T10:00", "2027-05-11T11:00"),
                ("june 3", "2027-06-03T00:00", "2027-06-04T00:00"),
            ],
        ),
        # ... with no day of its own, it does
        (
            "fitting is next tuesday at 10, then the party",
            "2027-05-04T08:00",
            [("next tuesday at 10", "2027-05-11T22:00", "2027-05-11T23:00")],
        ),
    ],
)
def test_half_of_the_day_on_a_named_day(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a holiday named on its own day is that day, whatever the tense around it
        (
            "shrove tuesday!! flipped 8 of them",
            "2027-02-09T18:00",
            [("shrove tuesday", "2027-02-09T00:00", "2027-02-10T00:00")],
        ),
        (
            "it's canada day, parade was packed",
            "2027-07-01T18:00",
            [("canada day", "2027-07-01T00:00", "2027-07-02T00:00")],
        ),
        # ... said after it, the one just past; before it, the one ahead
        (
            "canada day was wild",
            "2027-07-03T18:00",
            [("canada day", "2027-07-01T00:00", "2027-07-02T00:00")],
        ),
        (
            "canada day plans?",
            "2027-06-28T18:00",
            [("canada day", "2027-07-01T00:00", "2027-07-02T00:00")],
        ),
    ],
)
def test_holiday_named_on_its_day(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a move read apart: "from X" after a verb of moving is where the plan was, X
        # itself; the clock time it goes to keeps the daytime of its own day
        (
            "the call got pushed from this afternoon to thurs at 4",
            "2027-05-04T09:00",
            [
                ("this afternoon", "2027-05-04T12:00", "2027-05-04T19:00"),
                ("thurs at 4", "2027-05-06T16:00", "2027-05-06T17:00"),
            ],
        ),
        (
            "my scan got moved from this morning to weds at 3:30",
            "2027-05-04T09:00",
            [
                ("this morning", "2027-05-04T00:00", "2027-05-04T12:00"),
                ("weds at 3:30", "2027-05-05T15:30", "2027-05-05T15:31"),
            ],
        ),
        # ... with no verb of moving, "from X" with "to" after it is an open start
        (
            "the shop is open from this morning to 5",
            "2027-05-04T09:00",
            [("from this morning", "2027-05-04T00:00", "9999-12-31T23:59")],
        ),
        # ... a part of the day with the clock time's own day still tells it
        (
            "vet tomorrow morning at 9",
            "2027-05-04T09:00",
            [("tomorrow morning at 9", "2027-05-05T09:00", "2027-05-05T10:00")],
        ),
    ],
)
def test_a_move_read_apart(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "'s" right before a preposition is "is": the present, a date ahead, whatever
        # perfect follows in the sentence
        (
            "the reunion's in august and we haven't booked anything",
            "2027-01-22T10:00",
            [("in august", "2027-08-01T00:00", "2027-09-01T00:00")],
        ),
        # ... a possessive before its noun keeps the past of its verb
        (
            "the reunion's date was in august and we loved it",
            "2027-01-22T10:00",
            [("in august", "2026-08-01T00:00", "2026-09-01T00:00")],
        ),
        # a past verb of extending with "till"/"to" a date: the date it runs to, ahead
        (
            "renewed my parking permit till the 20th",
            "2027-05-14T10:00",
            [("the 20th", "2027-05-20T00:00", "2027-05-21T00:00")],
        ),
        (
            "they extended the offer to the 30th",
            "2027-05-14T10:00",
            [("the 30th", "2027-05-30T00:00", "2027-05-31T00:00")],
        ),
        # ... a past verb of staying: the past
        (
            "i stayed till the 3rd",
            "2027-05-14T10:00",
            [("the 3rd", "2027-05-03T00:00", "2027-05-04T00:00")],
        ),
    ],
)
def test_tense_of_planned_dates(read, text, said, want) -> None:
    assert read(text, said=said) == want


def test_a_place_named_by_its_owner_keeps_the_past(read) -> None:
    # "at sam's" is a place: the past of "had", not "is"
    assert read("we had drinks at sam's on the 2nd", said="2027-05-14T10:00") == [
        ("on the 2nd", "2027-05-02T00:00", "2027-05-03T00:00")
    ]


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "hopefully" and a participle with no verb of its own: a hope, ahead
        (
            "lodged the boiler claim with the insurer, hopefully paid out by friday",
            "2027-05-10T10:00",
            [("friday", "2027-05-14T00:00", "2027-05-15T00:00")],
        ),
        (
            "sent the forms off, hopefully sorted by monday",
            "2027-05-12T10:00",
            [("monday", "2027-05-17T00:00", "2027-05-18T00:00")],
        ),
        # ... a finite verb after "hopefully" keeps its own tense
        (
            "hopefully she liked the flowers on saturday",
            "2027-05-12T10:00",
            [("on saturday", "2027-05-08T00:00", "2027-05-09T00:00")],
        ),
        # a race time given as a goal, in a message about a race: no time of day
        (
            "jo's doing the half on sunday, her goal is 1:55",
            "2027-05-12T10:00",
            [("on sunday", "2027-05-16T00:00", "2027-05-17T00:00")],
        ),
        ("marathon day! aiming for 3:59", "2027-05-12T10:00", []),
        # ... said "at", the race's start stays a time of day
        (
            "the race starts at 9:30, target is sub 4",
            "2027-05-12T08:00",
            [("at 9:30", "2027-05-12T09:30", "2027-05-12T09:31")],
        ),
    ],
)
def test_hopes_and_race_goals(read, text, said, want) -> None:
    assert read(text, said=said) == want
