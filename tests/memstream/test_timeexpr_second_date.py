"""Time expressions read whole (`resolve_times`), by kind (round 25): a day of the month alone
heading a clause after a comma, with a date of a named month before it ("june 10th is the
plan, the 12th is the fallback"), is the other date, in that month
(memstream/encoders/times/timedayalt.py)."""

from __future__ import annotations

import pytest


# Kind: a second choice of day after a comma, with no "or": in the month named before it,
# not the next such day from the moment it was said (said on 2 April, the next 12th is
# 12 April); near variants keep theirs: the ordinal of a thing ("the 9th floor"), a day
# with no date before it (the ordinal "the 12th is the fallback" alone stays none), a day
# after "on" in a clause of its own ("paid on the 4th": the next 4th)
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "june 10th is the plan, the 12th is the fallback",
            "2026-04-02T12:00",
            [
                ("june 10th", "2026-06-10T00:00", "2026-06-11T00:00"),
                ("the 12th", "2026-06-12T00:00", "2026-06-13T00:00"),
            ],
        ),
        (
            "aug 20th for the bbq, the 21st if it rains",
            "2026-04-02T12:00",
            [
                ("aug 20th", "2026-08-20T00:00", "2026-08-21T00:00"),
                ("the 21st", "2026-08-21T00:00", "2026-08-22T00:00"),
            ],
        ),
        (
            "june 10th works, the 9th floor is shut though",
            "2026-04-02T12:00",
            [("june 10th", "2026-06-10T00:00", "2026-06-11T00:00")],
        ),
        ("the 12th is the fallback", "2026-04-02T12:00", []),
        (
            "booked the ferry for june 10th, paid on the 4th",
            "2026-04-02T12:00",
            [
                ("june 10th", "2026-06-10T00:00", "2026-06-11T00:00"),
                ("on the 4th", "2026-04-04T00:00", "2026-04-05T00:00"),
            ],
        ),
    ],
)
def test_a_day_heading_a_clause_after_a_date_is_in_its_month(read, text, said, want) -> None:
    assert read(text, said) == want
