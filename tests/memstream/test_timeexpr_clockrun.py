"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time in a
run of clock times takes the half of the day its neighbours set (tests/data/timeexpr.md,
clock times without am/pm; timeclocknext.py) (issue 21, round 48 part B): after a clock
time with its day and part of the day ("at 7 tmrw morning"), across one sentence's end
right after a run of two ("strings 5:30, brass 6:10. warmup at 8"), and after a contrast
("instead of"; "but" where that reading is not in the small hours well before it), the
reading nearest it, on the message's day too ("on saturday, gates open at 10 but stewards
are in from 8.45": 08:45); not the other end of a day after "but" ("school starts at 9 but
finishes at 3"), nor a message to someone after a run ("call me at 6 when ur free"). A
"wedding breakfast" is no word of the morning. A clock time alone before a sentence's end
still leaves the next one to its own sentence ("open till 10 for returns. Sam had his tea
at 7")"""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the exam board releases marks at 7 tmrw morning, we print at 7:20 and post at 9:15",
            "2026-03-10T22:00:00+00:00",
            [
                ("at 7 tmrw morning", "2026-03-11T07:00", "2026-03-11T08:00"),
                ("at 7:20", "2026-03-11T07:20", "2026-03-11T07:21"),
                ("at 9:15", "2026-03-11T09:15", "2026-03-11T09:16"),
            ],
        ),
        (
            "rehearsal tonight: strings 5:30, brass 6:10, choir 6:45 if we can. warmup at 8, "
            "lights out 11:15",
            "2026-03-10T12:00:00+00:00",
            [
                ("tonight", "2026-03-10T18:00", "2026-03-11T00:00"),
                ("5:30", "2026-03-10T17:30", "2026-03-10T17:31"),
                ("6:10", "2026-03-10T18:10", "2026-03-10T18:11"),
                ("6:45", "2026-03-10T18:45", "2026-03-10T18:46"),
                ("at 8", "2026-03-10T20:00", "2026-03-10T21:00"),
                ("11:15", "2026-03-10T23:15", "2026-03-10T23:16"),
            ],
        ),
        (
            "my flight's moved to 10:40 tonight instead of 7:15",
            "2026-03-10T12:00:00+00:00",
            [
                ("10:40 tonight", "2026-03-10T22:40", "2026-03-10T22:41"),
                ("7:15", "2026-03-10T19:15", "2026-03-10T19:16"),
            ],
        ),
        (
            "open day is on saturday, gates open at 10 but stewards are in from 8.45",
            "2026-03-10T12:00:00+00:00",
            [
                ("on saturday", "2026-03-14T00:00", "2026-03-15T00:00"),
                ("at 10", "2026-03-14T10:00", "2026-03-14T11:00"),
                ("8.45", "2026-03-14T08:45", "2026-03-14T08:46"),
            ],
        ),
        (
            "guests sit down for the wedding breakfast on sunday at 3:20",
            "2026-03-10T22:00:00+00:00",
            [("on sunday at 3:20", "2026-03-15T15:20", "2026-03-15T15:21")],
        ),
        (
            "breakfast sunday at 6:30?",
            "2026-03-10T22:00:00+00:00",
            [("sunday at 6:30", "2026-03-15T06:30", "2026-03-15T06:31")],
        ),
        (
            "the shop is open till 10 for returns. Sam had his tea at 7",
            "2026-03-10T12:00:00+00:00",
            [
                ("10", "2026-03-10T22:00", "2026-03-10T23:00"),
                ("at 7", "2026-03-10T07:00", "2026-03-10T08:00"),
            ],
        ),
        (
            "tmrw, work starts at 9 but i get off at 5",
            "2026-03-10T14:00:00+00:00",
            [
                ("tmrw", "2026-03-11T00:00", "2026-03-12T00:00"),
                ("at 9", "2026-03-11T09:00", "2026-03-11T10:00"),
                ("at 5", "2026-03-11T17:00", "2026-03-11T18:00"),
            ],
        ),
        (
            "monday, school starts at 9 but finishes at 3",
            "2026-03-10T14:00:00+00:00",
            [
                ("monday", "2026-03-16T00:00", "2026-03-17T00:00"),
                ("at 9", "2026-03-16T09:00", "2026-03-16T10:00"),
                ("at 3", "2026-03-16T15:00", "2026-03-16T16:00"),
            ],
        ),
        (
            "the library opens at 10 but shuts at 4 so go early",
            "2026-03-10T08:00:00+00:00",
            [
                ("at 10", "2026-03-10T10:00", "2026-03-10T11:00"),
                ("at 4", "2026-03-10T16:00", "2026-03-10T17:00"),
            ],
        ),
        (
            "train at 8:10, arrive 9:45. call me at 6 when ur free",
            "2026-03-10T11:00:00+00:00",
            [
                ("at 8:10", "2026-03-10T20:10", "2026-03-10T20:11"),
                ("9:45", "2026-03-10T21:45", "2026-03-10T21:46"),
                ("at 6", "2026-03-10T18:00", "2026-03-10T19:00"),
            ],
        ),
        (
            "session 1 at 10, session 2 at 2. dinner reservation at 8:30",
            "2026-03-10T20:00:00+00:00",
            [
                ("at 10", "2026-03-10T22:00", "2026-03-10T23:00"),
                ("at 2", "2026-03-11T02:00", "2026-03-11T03:00"),
                ("at 8:30", "2026-03-10T20:30", "2026-03-10T20:31"),
            ],
        ),
        (
            "kids in bed at 8, me at 10. up at 5 for the run",
            "2026-03-10T23:10:00+00:00",
            [
                ("at 8", "2026-03-10T20:00", "2026-03-10T21:00"),
                ("at 10", "2026-03-10T22:00", "2026-03-10T23:00"),
                ("at 5", "2026-03-11T05:00", "2026-03-11T06:00"),
            ],
        ),
    ],
)
def test_a_clock_in_a_run_takes_its_neighbours_half(local, text, said, want) -> None:
    assert local(text, said) == want
