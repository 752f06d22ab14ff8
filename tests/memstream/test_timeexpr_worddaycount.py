"""Time expressions read whole (`resolve_times`, the product's path): a bare number and a
weekday cut short that is an English word ("sun", "sat", "wed") before a noun ("12 sun
salutations", "2 sun loungers") count things, no clock time on that day, the kind of case of
blind batches 59-61's misses (round 45 part A; tests/data/timeexpr.md, "Not dates": counts,
a weekday cut short that is a word). New sentences, not the batch's, and neighbours that
keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SUN_10 = ("2027-03-07T10:00", "2027-03-07T11:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("we managed 24 sun salutations in class", []),
        ("the 3 sat navs are all broken", []),
        (
            "ordered 2 sun loungers on friday",
            [("on friday", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
    ],
)
def test_a_count_before_a_word_day_is_no_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # nothing counted after it, or a preposition: the day and its clock time
        ("meet 10 sun", [("10 sun", *SUN_10)]),
        ("see you 10 sun at the park", [("10 sun", *SUN_10)]),
        # a word after it that counts nothing: the day's clock (round 45 part A review)
        ("brunch 10 sun w the girls", [("10 sun", *SUN_10)]),
        ("party 9 sat bring drinks", [("9 sat", "2027-03-06T21:00", "2027-03-06T22:00")]),
        ("soccer 9 sat field 4", [("9 sat", "2027-03-06T09:00", "2027-03-06T10:00")]),
        ("practice 6 wed gym b", [("6 wed", "2027-03-10T18:00", "2027-03-10T19:00")]),
        ("practice 6 wed kids at the gym", [("6 wed", "2027-03-10T18:00", "2027-03-10T19:00")]),
    ],
)
def test_a_day_and_its_clock_keep_their_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
