"""Time expressions read whole (`resolve_times`, the product's path): a number spelled out
right before a weekday ("one thurs, one sunday") is a count of things, the weekday the day,
not 13:00 on it as Duckling reads (issue 21, round 57 part D; tests/data/timeexpr.md, "not
dates": counts). New sentences, not the batch's, and neighbours that keep their reading. Said
on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "sorting 3 boxes: one tonight, one fri, one sunday",
            [
                ("tonight", "2027-03-03T18:00", "2027-03-04T00:00"),
                ("fri", "2027-03-05T00:00", "2027-03-06T00:00"),
                ("sunday", "2027-03-07T00:00", "2027-03-08T00:00"),
            ],
        ),
        # "at" makes it the clock time
        ("lunch at one sunday", [("at one sunday", "2027-03-07T13:00", "2027-03-07T14:00")]),
    ],
)
def test_a_spelled_number_before_a_weekday(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a list of clock times, after a comma or a colon: no count (follow-up D, review)
        (
            "mass is at 9 saturday, ten sunday",
            [
                ("at 9 saturday", "2027-03-06T09:00", "2027-03-06T10:00"),
                ("ten sunday", "2027-03-07T10:00", "2027-03-07T11:00"),
            ],
        ),
        (
            "lunch tomorrow? no sorry, one friday works tho",
            [
                ("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("one friday", "2027-03-05T13:00", "2027-03-05T14:00"),
            ],
        ),
        # after a count of things in figures, a list of counts
        (
            "3 interviews left: one thurs, one fri, one mon",
            [
                ("thurs", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("fri", "2027-03-05T00:00", "2027-03-06T00:00"),
                ("mon", "2027-03-08T00:00", "2027-03-09T00:00"),
            ],
        ),
    ],
)
def test_a_list_of_spelled_clock_times_or_counts(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "clocks"),
    [
        ("pickups: three wed, four thurs", ["three wed", "four thurs"]),
        ("ok: two wednesday, four friday for the calls", ["two wednesday", "four friday"]),
        ("kickoff times: three saturday, one sunday", ["three saturday", "one sunday"]),
        ("trains: six monday, eight tuesday", ["six monday", "eight tuesday"]),
        # "do" offers a time: no count (review of the whole change)
        ("can you do two saturday?", ["two saturday"]),
        ("i can do three tuesday if that works", ["three tuesday"]),
        ("cant do one friday sorry", ["one friday"]),
    ],
)
def test_a_colon_or_a_comma_makes_no_count(read, text, clocks) -> None:
    assert [got[0] for got in read(text, said=SAID)] == clocks
