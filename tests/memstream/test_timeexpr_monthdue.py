"""Time expressions read whole (`resolve_times`, the product's path): a month or a date that
a thing now due is for ("the VAT return for april is due on the 7th", "march's must be in by
friday") is the period it covers, the occurrence nearest the moment it is said whatever the
tense, one begun by then when the thing is overdue (timemonthdue.py; issue 21, round 58 part
A). A month people are named after is a month here too; near misses: a thing for a person,
and a month after "for" with no thing due keep their readings."""

from __future__ import annotations

import pytest

SAID = "2026-05-04T09:00:00+00:00"  # a Monday in May


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the VAT return for april is due on the 7th",
            [
                ("april", "2026-04-01T00:00", "2026-05-01T00:00"),
                ("on the 7th", "2026-05-07T00:00", "2026-05-08T00:00"),
            ],
        ),
        (
            "rent for march must be paid by friday or we get a fee",
            [
                ("march", "2026-03-01T00:00", "2026-04-01T00:00"),
                ("friday", "2026-05-08T00:00", "2026-05-09T00:00"),
            ],
        ),
        (
            "the GST filing for jan still has to go in",
            [("jan", "2026-01-01T00:00", "2026-02-01T00:00")],
        ),
        (
            "the board pack for june has to be sent out tmrw",
            [
                ("june", "2026-06-01T00:00", "2026-07-01T00:00"),
                ("tmrw", "2026-05-05T00:00", "2026-05-06T00:00"),
            ],
        ),
        (
            "the statement for feb 28 is due today",
            [
                ("feb 28", "2026-02-28T00:00", "2026-03-01T00:00"),
                ("today", "2026-05-04T00:00", "2026-05-05T00:00"),
            ],
        ),
        (
            "march's is due next wk",
            [
                ("march", "2026-03-01T00:00", "2026-04-01T00:00"),
                ("next wk", "2026-05-11T00:00", "2026-05-18T00:00"),
            ],
        ),
        (
            "the audit for october is still overdue",
            [("october", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        # near misses: a thing for a person, nothing due, a thing booked ahead
        ("a card for june is due at the office", []),
        ("tickets for october are on sale", [("october", "2026-10-01T00:00", "2026-11-01T00:00")]),
        (
            "nothing booked for march yet",
            [("march", "2027-03-01T00:00", "2027-04-01T00:00")],
        ),
    ],
)
def test_a_month_a_thing_due_is_for_is_the_nearest(local, text, want) -> None:
    assert local(text, SAID) == want
