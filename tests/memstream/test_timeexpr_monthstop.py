"""Time expressions read whole (`resolve_times`, the product's path): a month cut short with
a stop that ends its sentence ("till the end of feb. brunch sat?"), a number after a month
that counts a noun ("maybe apr. 6 spots left"), and a guess at a date told by a verb of
saying ("they said maybe may"), the kind of case of blind batches 44-46's misses (round 40
part B; tests/data/timeexpr.md, "not dates": counts). New sentences, not the batch's, and
neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a stop after a month cut short before a new sentence: two parts
        (
            "happy hour runs till the end of apr. drinks fri?",
            [
                ("end of apr", "2027-04-21T00:00", "2027-05-01T00:00"),
                ("fri", "2027-03-05T00:00", "2027-03-06T00:00"),
            ],
        ),
        # a stop before the month's day or a clock time: the abbreviation's
        ("the launch is apr. 14", [("apr. 14", "2027-04-14T00:00", "2027-04-15T00:00")]),
        # a day written out, a weekday or a second month after the stop: one time (round 40
        # part B review)
        ("back on sept. fifth", [("on sept. fifth", "2027-09-05T00:00", "2027-09-06T00:00")]),
        ("end of nov. tues", [("end of nov. tues", "2027-11-23T00:00", "2027-11-24T00:00")]),
        (
            "from jan. thru march",
            [("from jan. thru march", "2027-01-01T00:00", "2027-04-01T00:00")],
        ),
    ],
)
def test_a_stop_after_a_month(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a number after a month before a plural noun: a count, the month alone
        (
            "the course reopens in sept, 8 places left",
            [("in sept", "2027-09-01T00:00", "2027-10-01T00:00")],
        ),
        (
            "the studio said maybe oct. 5 spots only",
            [("oct", "2027-10-01T00:00", "2027-11-01T00:00")],
        ),
        # the month's day: as before
        ("march 9th guests arrive", [("march 9th", "2027-03-09T00:00", "2027-03-10T00:00")]),
        (
            "the gym said maybe apr. 9 places left",
            [("apr", "2027-04-01T00:00", "2027-05-01T00:00")],
        ),
        # a plural noun or a verb after the day without a word of what is left: the day
        # (round 40 part B review)
        ("see you june 3 guys", [("june 3", "2027-06-03T00:00", "2027-06-04T00:00")]),
        ("nov 5 fireworks were epic", [("nov 5", "2026-11-05T00:00", "2026-11-06T00:00")]),
        ("aug 8 works for me", [("aug 8", "2027-08-08T00:00", "2027-08-09T00:00")]),
        ("sept 1 rents due", [("sept 1", "2027-09-01T00:00", "2027-09-02T00:00")]),
    ],
)
def test_a_count_after_a_month(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a verb of saying and a hedge: a guess at a date ahead
        ("the plumber said maybe friday", [("friday", "2027-03-05T00:00", "2027-03-06T00:00")]),
        # told as past without the guess: the one before
        ("the plumber came friday", [("friday", "2027-02-26T00:00", "2027-02-27T00:00")]),
        # the guess, then the sentence goes on in the past: the one before (round 40 part B
        # review)
        (
            "he thought probably monday but it was sunday",
            [
                ("monday", "2027-03-01T00:00", "2027-03-02T00:00"),
                ("sunday", "2027-02-28T00:00", "2027-03-01T00:00"),
            ],
        ),
        (
            "she said maybe tuesday she saw him",
            [("tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "he reckoned probably thursday, it came wed",
            [("thursday", "2027-02-25T00:00", "2027-02-26T00:00")],
        ),
        # the guess and a plan after it: ahead
        (
            "the nurse said probably thursday morning, i'll be there",
            [("thursday morning", "2027-03-04T00:00", "2027-03-04T12:00")],
        ),
    ],
)
def test_a_guess_told_by_saying(read, text, want) -> None:
    assert read(text, said=SAID) == want
