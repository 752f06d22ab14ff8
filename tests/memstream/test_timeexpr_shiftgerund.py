"""Time expressions read whole (`resolve_times`, the product's path): a bare hour after "at"
before a verb in "-ing" is a clock time, the gerund a clause of its own ("she rang at 6
asking for a swap"), and a shift of days or nights handed over or switched to is no rule of
repeated days ("handover to nights at 7"): a clock time (round 58 part C; tests/data/
timeexpr.md, clock times without am/pm: with no day, the nearest reading in the sentence's
tense). A noun in "-ing" after the hour and days that repeat keep their old readings. New
sentences, not the batch's. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the agency rang at 6 asking if i could do a double",
            "2027-03-03T07:30",
            [("at 6", "2027-03-03T06:00", "2027-03-03T07:00")],
        ),
        (
            "two more patrols, then handover to nights at 7",
            "2027-03-03T15:00",
            [("at 7", "2027-03-03T19:00", "2027-03-03T20:00")],
        ),
        # as before: a noun in "-ing" the number counts; days that repeat
        ("we need 3 at 6 sleeping bags each", "2027-03-03T12:00", []),
        ("open days at 7 all summer", "2027-03-03T12:00", []),
        (
            "started at 7 relabelling the whole bay, 400 tins done",
            "2027-03-03T10:50",
            [("at 7", "2027-03-03T07:00", "2027-03-03T08:00")],
        ),
        # after "at" a price, a count or a level before any other gerund (review)
        ("tickets at 6 including fees", "2027-03-03T11:00", []),
        ("priced at 5 including vat", "2027-03-03T11:00", []),
        ("selling at 3 including postage", "2027-03-03T11:00", []),
        ("the stock is at 9 heading to 10", "2027-03-03T11:00", []),
        ("the temp was at 8 rising fast", "2027-03-03T11:00", []),
        ("she's at 4 feeding now, was 3", "2027-03-03T11:00", []),
        ("we're at 10 leaving now, 5 left", "2027-03-03T11:00", []),
        ("the asking price is at 6 asking too much", "2027-03-03T11:00", []),
        # "at" only through its own cues, "till" only through the number's (review of the
        # whole change)
        ("the score sat at 3 going into the break", "2027-03-03T11:00", []),
        ("counted from 3 till 9 using tallies", "2027-03-03T11:00", []),
    ],
)
def test_an_hour_before_a_gerund_or_a_shift_is_a_clock_time(read, text, said, want) -> None:
    assert read(text, said=said) == want
