"""Time expressions read whole (`resolve_times`, the product's path): a rate per unit of
time before "from X" ("£45 a month from april 1st", "12 hrs a week from next month": X
alone, the day the rate starts), a number before "%" ("after the 20% off": no clock time)
and a thing's bare number before a day ("route 512 tmrw": the day), the kinds of case of
blind batches 56-58's misses (round 44 part A; tests/data/timeexpr.md, "not dates": prices
and counts). New sentences, not the batch's, and neighbours that keep their reading. Said on
Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the gym fee goes up to £45 a month from april 1st",
            [("april 1st", "2027-04-01T00:00", "2027-04-02T00:00")],
        ),
        (
            "she gets 12 hrs a week from next month",
            [("next month", "2027-04-01T00:00", "2027-05-01T00:00")],
        ),
        (
            "they pay $20 an hour from the 15th",
            [("the 15th", "2027-03-15T00:00", "2027-03-16T00:00")],
        ),
        # neighbours: no amount heads the unit, or a thing's bare number does: an offset
        (
            "vol 3 lands a week from monday",
            [("a week from monday", "2027-03-15T00:00", "2027-03-16T00:00")],
        ),
        (
            "i will see you a week from friday",
            [("a week from friday", "2027-03-12T00:00", "2027-03-13T00:00")],
        ),
    ],
)
def test_a_rate_per_unit_from_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the pair was £80 after the 20% off", []),
        ("route 512 tmrw then home", [("tmrw", "2027-03-04T00:00", "2027-03-05T00:00")]),
        # neighbours: a clock time written as bare digits, a share beside a clock time
        ("we meet at 730 tmrw", [("at 730 tmrw", "2027-03-04T07:30", "2027-03-04T07:31")]),
        (
            "the ferry departs 715 tomorrow",
            [("715 tomorrow", "2027-03-04T07:15", "2027-03-04T07:16")],
        ),
        ("lol see you 730 tmrw", [("730 tmrw", "2027-03-04T07:30", "2027-03-04T07:31")]),
        ("at 10% battery by 9pm", [("9pm", "2027-03-03T21:00", "2027-03-03T22:00")]),
        # a thing's word, then digits whose minutes are on a five: a clock time (review)
        (
            "lunch 1230 friday?",
            [("1230 friday", "2027-03-05T12:30", "2027-03-05T12:31")],
        ),
        (
            "match 1500 saturday",
            [("1500 saturday", "2027-03-06T15:00", "2027-03-06T15:01")],
        ),
        (
            "pickup 845 tomorrow from school",
            [("845 tomorrow", "2027-03-04T08:45", "2027-03-04T08:46")],
        ),
        ("room 1204 tonight", [("tonight", "2027-03-03T18:00", "2027-03-04T00:00")]),
    ],
)
def test_a_share_or_a_things_number_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want
