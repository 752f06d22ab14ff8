"""Time expressions read whole (`resolve_times`, the product's path): durations and the edges
of spans (round 45 part B; tests/data/timeexpr.md, ranges: "since X" runs from X to the moment
it was said; not dates: counts and measures, "after" a duration with no anchor, "in" a
duration told as how long something took): a clock-like number glued before "since X" ("up
9p since january": pence) and "in" a reading's number glued after it ("since sunday in 2°
frost") are cut off; a hedge before "after" a duration ("after about 10 mins") keeps it a
length; "all" and a count before "in" a duration ("all 7 books in 3 weeks") is how many in how
long. New sentences, not the batch's, and neighbours that keep their reading. Said on
Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
NOW = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the boiler's been off since sunday in 2° frost",
            [("since sunday", "2027-02-28T00:00", NOW)],
        ),
        ("no signal since friday in 3 rooms", [("since friday", "2027-02-26T00:00", NOW)]),
        ("diesel's up 9p since january", [("since january", "2027-01-01T00:00", NOW)]),
        # neighbours: "since X" alone, and a clock's "p" with no "since X" after it
        ("the kettle's been dead since monday", [("since monday", "2027-03-01T00:00", NOW)]),
        ("meet me at 6p", [("at 6p", "2027-03-03T18:00", "2027-03-03T19:00")]),
    ],
)
def test_numbers_glued_to_since_are_cut_off(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the baby settled after about 10 mins", []),
        ("she finally slept after roughly an hour", []),
        ("we broke up after 9 years", []),
        # neighbour: "after about" a clock time is that hour
        (
            "call me after about 8 tonight",
            [("after about 8 tonight", "2027-03-03T20:00", "2027-03-04T00:00")],
        ),
    ],
)
def test_a_hedged_duration_after_after_is_a_length(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("so proud of her, all 7 books in 3 weeks", []),
        ("all 10 episodes in 2 days 😅", []),
        ("all 4 bathrooms redone in 5 days, $12k", []),
        # neighbours: "all N of us" is who, and "in N days" with no count is a time
        (
            "all 12 guests arrive in 2 hrs!!",
            [("in 2 hrs", "2027-03-03T11:00", "2027-03-03T12:00")],
        ),
        ("all 3 vans land in 5 days", [("in 5 days", "2027-03-08T00:00", "2027-03-09T00:00")]),
        ("all 6 of us fly out in 3 days", [("in 3 days", "2027-03-06T00:00", "2027-03-07T00:00")]),
        ("the match is in 3 days", [("in 3 days", "2027-03-06T00:00", "2027-03-07T00:00")]),
    ],
)
def test_all_and_a_count_before_in_a_duration_is_how_long(read, text, want) -> None:
    assert read(text, said=SAID) == want
