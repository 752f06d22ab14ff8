"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time in a
run of clock times takes the half of the day its neighbours set (tests/data/timeexpr.md,
clock times without am/pm; timeclocknext.py) (issue 21, round 48 part B): after a clock
time with its day and part of the day ("at 7 tmrw morning"), across one sentence's end
right after a run of two ("strings 5:30, brass 6:10. warmup at 8"), and after a contrast
("instead of", "but"), the reading nearest it, on the message's day too ("on saturday, gates
open at 10 but stewards are in from 8.45": 08:45). A "wedding breakfast" is no word of the
morning. A clock time alone before a sentence's end still leaves the next one to its own
sentence ("open till 10 for returns. Sam had his tea at 7")."""

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
    ],
)
def test_a_clock_in_a_run_takes_its_neighbours_half(local, text, said, want) -> None:
    assert local(text, said) == want
