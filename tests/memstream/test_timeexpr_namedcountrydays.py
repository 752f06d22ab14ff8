"""Time expressions read whole (`resolve_times`, the product's path): days of a country's own
calendar that chat names without a date (issue 21, round 58 part E; tests/data/timeexpr.md, a
holiday is its day, the occurrence the sentence talks about): England's "bank holiday" ("bank
hol") is its Monday bank holiday or a day given for a royal occasion, the Dutch "kingsday"
("koningsdag", "king's day") 27 April, Spain's "reyes" ("día de reyes") 6 January, and
"ganesh chaturthi" in every year the calendar keeps, 2023 too. Before a noun of a thing, after
a comma too, the day is that noun's kind ("bank holiday pay"); "Reyes" with a capital alone is
a surname. New sentences, not the batch's, and neighbours that keep their reading."""

from __future__ import annotations

import pytest

AUG = ("2027-08-30T00:00", "2027-08-31T00:00")  # the late summer bank holiday
KINGS = ("2027-04-27T00:00", "2027-04-28T00:00")
REYES = ("2027-01-06T00:00", "2027-01-07T00:00")


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("are you around over the bank holiday?", "2027-08-20T09:00", [("bank holiday", *AUG)]),
        ("working the bank hol again 😩", "2027-08-20T09:00", [("bank hol", *AUG)]),
        # said on the day: that day
        ("bank hol and i'm still on call", "2027-08-30T09:00", [("bank hol", *AUG)]),
        # the coronation's bank holiday, Monday 8 May 2023
        (
            "then the bank hol monday off",
            "2023-05-05T09:00",
            [
                ("bank hol", "2023-05-08T00:00", "2023-05-09T00:00"),
                ("monday", "2023-05-08T00:00", "2023-05-09T00:00"),
            ],
        ),
        ("who's coming to amsterdam for kingsday?", "2027-04-20T09:00", [("kingsday", *KINGS)]),
        # a curly apostrophe as a straight one (review of the whole change)
        ("it’s bank hol so no bins", "2027-08-20T09:00", [("bank hol", *AUG)]),
        ("it's bank hol so no bins", "2027-08-20T09:00", [("bank hol", *AUG)]),
        ("koningsdag plans anyone?", "2027-04-20T09:00", [("koningsdag", *KINGS)]),
        ("we're all off for reyes", "2027-01-03T09:00", [("reyes", *REYES)]),
        ("día de reyes with the family", "2027-01-03T09:00", [("día de reyes", *REYES)]),
        (
            "office shut for ganesh chaturthi",
            "2023-09-01T09:00",
            [
                ("ganesh chaturthi", "2023-09-19T00:00", "2023-09-20T00:00"),
            ],
        ),
        # a noun's kind, a surname, another word: no day
        ("bank holiday pay is double time", "2027-08-20T09:00", []),
        ("off to the coast, bank holiday traffic tho", "2027-08-20T09:00", []),
        ("the bank manager called", "2027-08-20T09:00", []),
        # round 58 E review: a name, a month or an occasion before it, a kind's word, a speaker
        # outside England's offsets: no England bank holiday
        ("the christmas bank holiday is a monday", "2026-12-10T12:00", []),
        ("every bank holiday it rains lol", "2026-08-26T10:15", []),
        (
            "there's no bank holiday this month",
            "2026-08-26T10:15",
            [("this month", "2026-08-01T00:00", "2026-09-01T00:00")],
        ),
        ("an extra bank holiday for the coronation 👑", "2023-04-20T11:00", []),
        ("we get the bank holiday for the coronation, nice", "2023-04-20T11:00", []),
        (
            "the coronation bank holiday is the 8th",
            "2023-04-20T11:00",
            [("the 8th", "2023-05-08T00:00", "2023-05-09T00:00")],
        ),
        (
            "closed tmrw, it's a bank holiday",
            "2027-08-20T09:00",
            [("tmrw", "2027-08-21T00:00", "2027-08-22T00:00")],
        ),
        ("Carlos Reyes is joining the call", "2027-01-03T09:00", []),
        # lowercase "reyes" is the day only after a word that introduces one (round 58 E review)
        ("back to work after reyes", "2027-01-03T09:00", [("reyes", *REYES)]),
        (
            "three kings day is wednesday",
            "2027-01-03T09:00",
            [("three kings day", *REYES), ("wednesday", *REYES)],
        ),
        (
            "3 kings day is wednesday, the kids are excited",
            "2027-01-03T09:00",
            [("3 kings day", *REYES), ("wednesday", *REYES)],
        ),
        (
            "mike reyes is picking us up at 6",
            "2027-01-03T12:00",
            [("at 6", "2027-01-03T18:00", "2027-01-03T19:00")],
        ),
        ("talked to reyes about the contract, he's in", "2027-01-03T12:00", []),
        ("officer reyes pulled me over lol", "2027-01-03T12:00", []),
        ("sylvia reyes just texted me", "2027-01-03T12:00", []),
        ("waiting for reyes to call", "2027-01-03T12:00", []),
        (
            "reyes and i are going to the game sat",
            "2027-01-03T12:00",
            [("sat", "2027-01-09T00:00", "2027-01-10T00:00")],
        ),
        ("got a rosca de reyes from the bakery 🤤", "2027-01-03T12:00", []),
        (
            "los reyes magos come tonight",
            "2027-01-03T12:00",
            [("tonight", "2027-01-03T18:00", "2027-01-04T00:00")],
        ),
    ],
)
def test_a_named_day_of_a_country(read, text, said, want) -> None:
    assert read(text, said=said) == want


def test_a_bank_holiday_outside_england_is_not_englands(local) -> None:
    said = "2026-07-28T20:00+10:00"  # Sydney
    assert [t for t, _, _ in local("enjoy the bank holiday on monday!", said)] == ["on monday"]
