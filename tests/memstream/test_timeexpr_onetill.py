"""Time expressions read whole (`resolve_times`, the product's path): "one" standing for a
thing after a determiner and a word or two, before "till" or "until" a day ("we're at the
harbour one till the 21st"): till the 21st, where the stay ends, not an interval from 1
o'clock; and "one" before "coming" and a day ("written one coming monday"): the day, no 1
o'clock; the kind of case of blind batches 71 and 73's misses (round 49 part D). New sentences, not
the batch's, and neighbours that keep their reading (one o'clock). Said on Wednesday 3 March
2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "we're staying at the riverside one till the 19th",
            [("the 19th", "2027-03-19T00:00", "2027-03-20T00:00")],
        ),
        (
            "we have the spare one until friday",
            [("friday", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
    ],
)
def test_one_for_a_thing_before_till_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_one_o_clock_before_till_stays_a_clock_time(read) -> None:
    assert read("the bar opens at one till late", said=SAID)[0][0] == "at one"


def test_one_coming_a_day_is_a_thing_that_comes(read) -> None:
    assert read("the quote came, signed one coming friday", said=SAID) == [
        ("coming friday", "2027-03-05T00:00", "2027-03-06T00:00")
    ]


def test_at_one_coming_a_day_stays_a_clock_time(read) -> None:
    assert read("let's meet at one coming friday", said=SAID)[0][1] == "2027-03-05T13:00"
