"""Time expressions read whole (`resolve_times`), by kind (round 40): an ordinal with its
noun left out, standing for a thing another ordinal in the sentence counts ("the 2nd loaf
rose better than the 1st"), is no day of the month
(memstream/encoders/times/timeordinalthing.py)."""

from __future__ import annotations

import pytest


# Kind: "the Nth" as the ground of a comparison, or a subject before its verb, where an
# ordinal counts a thing in the sentence; near variants keep their day: introduced by a
# word of a date ("on the 1st", "due the 1st"), a copula's day ("my 3rd shift is the 14th"),
# a comparison of times ("earlier than the 20th"), an ordinal of a unit of time or an
# object of a verb ("office reopens the 5th, first meeting at 9:30")
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("the 2nd loaf rose way better than the 1st", "2026-04-14T08:00", []),
        ("my third espresso hit harder than the second", "2026-04-14T08:00", []),
        ("the first coat was patchy, the 2nd was perfect", "2026-04-14T08:00", []),
        (
            "the 4th draft reads better than the 3rd, sending it tmrw",
            "2026-04-14T08:00",
            [("tmrw", "2026-04-15T00:00", "2026-04-16T00:00")],
        ),
        (
            "the 2nd time we met was on the 1st",
            "2026-04-14T08:00",
            [("on the 1st", "2026-04-01T00:00", "2026-04-02T00:00")],
        ),
        (
            "the 2nd payment is due the 1st",
            "2026-04-14T08:00",
            [("the 1st", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        (
            "my 3rd shift is the 20th",
            "2026-04-14T08:00",
            [("the 20th", "2026-04-20T00:00", "2026-04-21T00:00")],
        ),
        (
            "my 2nd jab is earlier than the 20th",
            "2026-04-14T08:00",
            [("the 20th", "2026-04-20T00:00", "2026-04-21T00:00")],
        ),
        (
            "the gym reopens the 17th, first class at 9:30",
            "2026-04-14T08:00",
            [
                ("the 17th", "2026-04-17T00:00", "2026-04-18T00:00"),
                ("at 9:30", "2026-04-17T09:30", "2026-04-17T09:31"),
            ],
        ),
        # Round 40 review: days compared in one clause, "like" as "about", a subject that is
        # a day (the counted thing heads no clause of its own with a verb of the same kind)
        (
            "the 2nd flight is cheaper if we fly the 19th vs the 20th",
            "2026-04-14T08:00",
            [("the 20th", "2026-04-20T00:00", "2026-04-21T00:00")],
        ),
        (
            "the 2nd class pass is cheaper for the 9th than the 10th",
            "2026-04-14T08:00",
            [("the 10th", "2026-04-10T00:00", "2026-04-11T00:00")],
        ),
        (
            "first vaccine on the 3rd, the 2nd one was like the 24th",
            "2026-06-27T21:30",
            [
                ("on the 3rd", "2026-06-03T00:00", "2026-06-04T00:00"),
                ("the 24th", "2026-06-24T00:00", "2026-06-25T00:00"),
            ],
        ),
        (
            "2nd rent payment went thru, the 1st is when the next one's due",
            "2026-04-14T08:00",
            [("the 1st", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        (
            "my 5th marathon is the 12th, way more nervous than the 4th",
            "2026-06-27T21:30",
            [
                ("the 12th", "2026-07-12T00:00", "2026-07-13T00:00"),
            ],
        ),
        ("the 3rd cake was as bad as the 2nd 😭", "2026-11-05T23:40", []),
    ],
)
def test_an_ordinal_standing_for_a_thing_is_no_day(read, text, said, want) -> None:
    assert read(text, said) == want
