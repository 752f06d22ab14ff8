"""Time expressions read whole (`resolve_times`), round 48's kind of a number that counts,
sizes or names something though Duckling reads a clock time in it (tests/data/timeexpr.md,
"Not dates": counts and measures, names and other words): a school year group ("yr 10 from
the 12th", "the new year 9 options evening"), a thing's number heading a range of days
("tower 3 from the 16th to the 22nd"), the count of an offer ("2-for-1 until 9"), a range
before a unit ("3-5 m waves"), a range numbering the plural noun before it ("races 4-7 from
2:15") and a ratio with a word before its word of proportion ("a 1:8 adult ratio"). Near
misses keep their times: "new yr" alone and "new year 2027", "at 2 for 1 hour", "sat 2-4"
with no unit, a clock time before "to"; "at 6 from the 11th to the 15th" is left to the
other rules. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a school year group: the group, what follows read alone
        (
            "covering yr 10 from the 12th till 3 june for the head of science",
            [("from the 12th till 3 june", "2026-05-12T00:00", "2026-06-04T00:00")],
        ),
        (
            "i'm taking year 5 from monday while she's off",
            [("monday", "2026-05-11T00:00", "2026-05-12T00:00")],
        ),
        ("the new year 9 options evening was packed", []),
        (
            "we're doing the new yr 11 revision plan on friday",
            [("on friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        # a thing's number heading a range of days: the range alone
        (
            "i'm on tower 3 from the 16th to the 22nd",
            [("from the 16th to the 22nd", "2026-05-16T00:00", "2026-05-23T00:00")],
        ),
        (
            "i'm with group 5 from the 18th till the 20th",
            [("from the 18th till the 20th", "2026-05-18T00:00", "2026-05-21T00:00")],
        ),
        # an offer's count: the time after it
        (
            "burgers are 2-for-1 until 9 tonight",
            [("9 tonight", "2026-05-04T21:00", "2026-05-04T22:00")],
        ),
        # a range before a unit: a measure, the day before it stays
        ("swell is 6-8 ft on the outer reef", []),
        ("forecast for sat, 3-5 m waves", [("sat", "2026-05-09T00:00", "2026-05-10T00:00")]),
        ("sanding 2-3 mm off the door", []),
        # a range numbering the things before it: the clock times after it
        (
            "races 4-7 from 2:15, prizegiving 4:30",
            [
                ("2:15", "2026-05-04T14:15", "2026-05-04T14:16"),
                ("4:30", "2026-05-04T16:30", "2026-05-04T16:31"),
            ],
        ),
        (
            "heats 1-3 at 10am on saturday",
            [("at 10am on saturday", "2026-05-09T10:00", "2026-05-09T11:00")],
        ),
        # a ratio with a word before its word of proportion
        ("we run a 1:8 adult ratio on trips", []),
        ("mix it at a 1:4 water ratio", []),
        # near misses: times
        ("new yr, new me", [("new yr", "2026-01-01T00:00", "2026-01-02T00:00")]),
        ("happy new year 2027 all", [("2027", "2027-01-01T00:00", "2028-01-01T00:00")]),
        ("meet at 2 for 1 hour?", [("at 2", "2026-05-04T14:00", "2026-05-04T15:00")]),
        ("sat 2-4 works for me", [("sat 2-4", "2026-05-09T14:00", "2026-05-09T16:00")]),
        ("the bus is at 1:10 to town", [("at 1:10", "2026-05-04T13:10", "2026-05-04T13:11")]),
        # round 48 part E review: a booking's party before its time, a word going on in
        # digits after a range, a word before "split"/"mix" with no determiner, a greeting
        (
            "table for 4 for 7:30 on friday? 🍝",
            [("7:30 on friday", "2026-05-08T07:30", "2026-05-08T07:31")],
        ),
        (
            "book the court for 2 for 6:45 tomorrow",
            [("6:45 tomorrow", "2026-05-05T18:45", "2026-05-05T18:46")],
        ),
        ("footy sat 2-4 m8?", [("sat 2-4", "2026-05-09T14:00", "2026-05-09T16:00")]),
        ("see you 6:15 lads split up after", [("6:15", "2026-05-04T18:15", "2026-05-04T18:16")]),
        (
            "arrive 5:15 latest mix starts at 6",
            [
                ("5:15", "2026-05-04T17:15", "2026-05-04T17:16"),
                ("at 6", "2026-05-04T18:00", "2026-05-04T19:00"),
            ],
        ),
        ("happy new year 2 u all!!", [("new year", "2026-01-01T00:00", "2026-01-02T00:00")]),
        ("we mix it 1:10 water ratio", []),
        ("nursery is 1:10 staff ratio for toddlers", []),
        ("be there 4:45 guys split the cab", [("4:45", "2026-05-04T16:45", "2026-05-04T16:46")]),
    ],
)
def test_a_number_that_counts_sizes_or_names(read, text, want) -> None:
    assert read(text) == want
