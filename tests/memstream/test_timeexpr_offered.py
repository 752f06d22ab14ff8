"""Time expressions read whole (`resolve_times`), round 47's kind of a date a plan is for
though told with a past verb (tests/data/timeexpr.md: a recurring mention planned is the next
one): a date put forward ("she offered thursday 14th", "my tutor suggested the 20th") and
one a thing was sorted for ("van sorted for the 1st", "got the babysitter sorted for the
22nd"), ahead, even a range of the current month not yet begun. Near misses keep the past: a
date the offer was made on ("she offered me a lift on friday"), also after what a bid was for
("he offered £50 for the bike on friday"), what was sorted on a day or in a month ("we sorted
the loft on the 2nd"), a trip told as had, a proposal of marriage. Said on Monday 4 May 2026,
09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # put forward: the date offered, ahead
        (
            "the garage offered thursday 14th for the mot",
            [("thursday 14th", "2026-05-14T00:00", "2026-05-15T00:00")],
        ),
        (
            "my tutor suggested the 20th instead",
            [("the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
        # sorted for: the plan's date, ahead
        (
            "bouncy castle sorted for 16-17 may, £95 for both days",
            [("16-17 may", "2026-05-16T00:00", "2026-05-18T00:00")],
        ),
        (
            "got the babysitter sorted for the 22nd",
            [("the 22nd", "2026-05-22T00:00", "2026-05-23T00:00")],
        ),
        (
            "van sorted for the 1st, collecting at 8",
            [
                ("the 1st", "2026-06-01T00:00", "2026-06-02T00:00"),
                ("at 8", "2026-06-01T08:00", "2026-06-01T09:00"),
            ],
        ),
        # near misses: the past they tell
        (
            "she offered me a lift on friday",
            [("on friday", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        (
            "he suggested sushi last friday",
            [("last friday", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        (
            "we sorted the loft on the 2nd",
            [("on the 2nd", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        (
            "sorted the shed in april",
            [("in april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
        (
            "we went to the lakes 20-27 may",
            [("20-27 may", "2025-05-20T00:00", "2025-05-28T00:00")],
        ),
        (
            "he proposed at midnight",
            [("at midnight", "2026-05-04T00:00", "2026-05-04T01:00")],
        ),
        # a bid: the day of the offer after what it was for, not a plan
        (
            "he offered me £50 for the bike on friday, i said no",
            [("on friday", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
        (
            "he offered £200 for the sofa on sunday, i accepted",
            [("on sunday", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        (
            "he suggested a name for the dog on monday and we all hated it",
            [("on monday", "2026-04-27T00:00", "2026-04-28T00:00")],
        ),
        # what was offered to do on a day: ahead
        (
            "mum offered to babysit on saturday so we can go out",
            [("on saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
    ],
)
def test_a_date_put_forward_or_sorted_for(read, text, want) -> None:
    assert read(text) == want
