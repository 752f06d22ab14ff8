"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time (or a
range of them, timeeventrange.py) after the day of a plan, in a later sentence that tells a
step of it (a going, a check-in, "be there by", "back by", a start named after the clock
time, the time a thing is at), is on that day (timeplanstep.py); the day is the last event's
day named before it, not a deadline before that; a clock time with am/pm read after another
of the plan's is on the day too. Near misses keep their reading: another sentence about
something else, the moment's "it's", a clock time told as past before the day (issue 21,
round 48 part A). Said in UTC on Tuesday 10 March 2026, 14:20."""

from __future__ import annotations

import pytest

SAID = "2026-03-10T14:20"


@pytest.mark.parametrize(
    ("text", "clock", "want"),
    [
        (
            "snorkel trip booked for thurs!! check in at the marina 8:15, wetsuits provided",
            "8:15",
            "2026-03-12T08:15",
        ),
        (
            "crab fishing on the jetty sat? high tide's 4:20 so be there by 4",
            "4:20",
            "2026-03-14T16:20",
        ),
        (
            "crab fishing on the jetty sat? high tide's 4:20 so be there by 4",
            "by 4",
            "2026-03-14T16:00",
        ),
        (
            "whale watching on sunday 🐋 the boat leaves the quay 10 sharp",
            "10 sharp",
            "2026-03-15T10:00",
        ),
        (
            "open water swim on sat!! we leave at 6am to get a parking spot",
            "at 6am",
            "2026-03-14T06:00",
        ),
        ("removals friday!! lads want a 7:30 start at the flat", "7:30", "2026-03-13T07:30"),
        (
            "the deposit is due the 20th, the gala is on the 28th. caterers arrive from 5",
            "from 5",
            "2026-03-28T17:00",
        ),
        (
            "rsvps by the 15th pls. on april 4 the ceremony is 2:30, photos 4ish, "
            "cake cutting 9:40pm",
            "9:40pm",
            "2026-04-04T21:40",
        ),
    ],
)
def test_a_step_of_the_plan_is_on_its_day(read, text, clock, want) -> None:
    got = {t: start for t, start, _ in read(text, SAID)}
    assert got[clock] == want


def test_back_by_said_late_at_night_is_the_days_daytime(read) -> None:
    text = (
        "booked the minibus for the 4 of us tmrw, pickup at the hotel at 8. "
        "rain later so we'll be back by 3"
    )
    got = {t: start for t, start, _ in read(text, "2026-03-10T22:30")}
    assert got["by 3"] == "2026-03-11T15:00"


@pytest.mark.parametrize(
    ("text", "clock", "kept"),
    [
        ("snorkel trip thurs!! the dive shop shuts at 5", "at 5", "2026-03-10T17:00"),
        ("the match is on sunday! training at 6:30", "at 6:30", "2026-03-10T18:30"),
        ("got back at 6, the boat trip is on sat", "at 6", "2026-03-10T06:00"),
        ("removals friday!! lads want 7:30 at the flat", "7:30", "2026-03-10T19:30"),
        # a going told as past: what happened, not a step of the plan (round 48 part A review)
        ("party on sat! mum got back at 3 from the hospital, she's ok", "at 3", "2026-03-10T03:00"),
        ("picnic on sat. we got back around 1 from the markets", "around 1", "2026-03-10T13:00"),
        ("quiz on the 19th!! jo got back at 9 from the match", "at 9", "2026-03-10T09:00"),
    ],
)
def test_no_step_of_the_plan_keeps_its_reading(read, text, clock, kept) -> None:
    got = {t: start for t, start, _ in read(text, SAID)}
    assert got[clock] == kept


def test_a_range_of_clock_times_after_the_day_is_on_it(read) -> None:
    text = "sports day is on the 19th!! heats run from 10 till 2 on the big field"
    got = {t: (start, end) for t, start, end in read(text, SAID)}
    assert got["from 10 till 2"] == ("2026-03-19T10:00", "2026-03-19T14:00")


def test_a_range_with_a_day_of_its_own_keeps_it(read) -> None:
    # near miss: "today" names the range's own day
    got = {
        t: start
        for t, start, _ in read("the open day is on the 19th. the shop is open 9-5 today", SAID)
    }
    assert got["9-5 today"] == "2026-03-10T09:00"
