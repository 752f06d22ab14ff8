"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time further
on in a message that names a day ahead is on that day (tests/data/timeexpr.md, "read against a
date named before it"), also over "every" or "last" of a count of things ("on every table",
"the last 3"), which tell no rule and no past; "every day", "last week" still end the day's
say. The kind of case of blind batches 71-73's misses (round 49 part C). New sentences, not
the batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SAT = ("saturday", "2027-03-06T00:00", "2027-03-07T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "repotting the rest on saturday, just the last 3 left, starting at 7:45",
            [("on saturday", *SAT[1:]), ("at 7:45", "2027-03-06T07:45", "2027-03-06T07:46")],
        ),
        (
            "gig is on saturday, a glowstick on every seat 🎸 doors open 7:15",
            [("on saturday", *SAT[1:]), ("7:15", "2027-03-06T19:15", "2027-03-06T19:16")],
        ),
        # neighbours: a rule of days keeps the clock time its own (a habit, no date)
        ("quiz is on saturday, i walk the dog every morning at 7:15", [("on saturday", *SAT[1:])]),
        # a rule counted by the calendar, or the last few of a kind, ends the day's say (round
        # 49 part C review): the clock time is not Saturday's
        (
            "open day on saturday, every summer they do tours at 11",
            [("on saturday", *SAT[1:]), ("at 11", "2027-03-03T11:00", "2027-03-03T12:00")],
        ),
        (
            "derby on saturday!! the last 3 games kick off at 12:30 lol",
            [("on saturday", *SAT[1:]), ("at 12:30", "2027-03-03T12:30", "2027-03-03T12:31")],
        ),
    ],
)
def test_counts_of_things_in_the_gap(read, text, want) -> None:
    assert read(text, said=SAID) == want
