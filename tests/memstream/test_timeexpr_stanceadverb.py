"""Time expressions read whole (`resolve_times`, the product's path): a day of the month
followed by an adverb of the speaker's stance or of time ("anymore", "apparently",
"hopefully"), which modifies no noun, so the day stays a day (round 38 part C;
tests/data/timeexpr.md, "not dates": ordinals of things are those a noun follows). New
sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
10 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-10T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the plumber can't come on the 18th anymore, rebooking",
            [("on the 18th", "2027-03-18T00:00", "2027-03-19T00:00")],
        ),
        (
            "my loan lands on the 22nd apparently",
            [("on the 22nd", "2027-03-22T00:00", "2027-03-23T00:00")],
        ),
        (
            "we should be moved in by the 27th hopefully",
            [("the 27th", "2027-03-27T00:00", "2027-03-28T00:00")],
        ),
        (
            "the parcel comes on the 15th probably, I'll be in",
            [("on the 15th", "2027-03-15T00:00", "2027-03-16T00:00")],
        ),
        # no word before the day that introduces it: the adverb or interjection ends the
        # clause (round 38 review)
        ("can't do the 19th anymore", [("the 19th", "2027-03-19T00:00", "2027-03-20T00:00")]),
        (
            "we're doing the 18th probably",
            [("the 18th", "2027-03-18T00:00", "2027-03-19T00:00")],
        ),
        (
            "the 22nd obviously, see you then",
            [("the 22nd", "2027-03-22T00:00", "2027-03-23T00:00")],
        ),
        ("can't do the 19th tbh", [("the 19th", "2027-03-19T00:00", "2027-03-20T00:00")]),
        # a day the person is on, or does: no rank
        ("we're on the 21st lol", [("on the 21st", "2027-03-21T00:00", "2027-03-22T00:00")]),
        ("i'm free the 19th tbh", [("the 19th", "2027-03-19T00:00", "2027-03-20T00:00")]),
    ],
)
def test_a_day_of_the_month_before_a_stance_adverb(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        # a noun after the ordinal: a thing's order, no day
        "she lives on the 14th floor apparently",
        "he came 3rd overall hopefully a podium next time",
        "the 2nd hive is thriving already",
        # a personal pronoun and its copula, or "makes" and a person, before the ordinal: a
        # person's rank, whatever ends the clause (round 38, third review)
        "she was the 5th lol",
        "i was the 3rd tbh",
        "you're the 3rd probably",
        "we're the 2nd lol",
        "that makes him the 7th lol",
        "they were the 4th apparently",
        "she was the 5th",
    ],
)
def test_an_ordinal_of_a_thing_stays_no_day(read, text) -> None:
    assert read(text, said=SAID) == []
