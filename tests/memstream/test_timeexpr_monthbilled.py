"""Time expressions read whole (`resolve_times`, the product's path): a month people are
named after (March, April, June, August) right before a noun of pay or records ("april
payslip", "june rent") is the month, the current one when said in it; a month after a verb
of billing and "for" ("overcharged for june", "billed twice for april") is the month
billed. Not a name: "june and i", "i paid for april, she forgot her card", "we may rent".
Said on Wednesday 20 May 2026, 13:20 UTC, and for the current month on 12 June 2026."""

from __future__ import annotations

import pytest

SAID = "2026-05-20T13:20"
IN_JUNE = "2026-06-12T13:20"


def test_a_month_before_a_noun_of_pay_said_in_it_is_this_month(read) -> None:
    assert read("june payslip finally came thru", said=IN_JUNE) == [
        ("june", "2026-06-01T00:00", "2026-07-01T00:00"),
    ]


def test_a_month_after_a_verb_of_billing_is_the_month_billed(read) -> None:
    assert read("turns out they overcharged me for april", said=SAID) == [
        ("april", "2026-04-01T00:00", "2026-05-01T00:00"),
    ]


def test_billed_twice_for_a_month(read) -> None:
    found = read("we got billed twice for march", said=SAID)
    assert found == [("march", "2026-03-01T00:00", "2026-04-01T00:00")]


@pytest.mark.parametrize(
    "text",
    [
        "june and i grabbed lunch",
        "i paid for april, she forgot her card",
        "we may rent a van for the move",
        "april pays me back tomorrow",
    ],
)
def test_names_are_no_month(read, text: str) -> None:
    assert [t for t, _, _ in read(text, said=SAID) if t.lower() in ("june", "april", "may")] == []


@pytest.mark.parametrize(
    ("text", "said", "start"),
    [
        # told as past: the month before it was said, not the coming one
        ("paid june rent this morning", "2026-04-14T09:10", "2025-06-01T00:00"),
        # pay or papers drawn up once the month is over: this April, in June
        ("my april payslip is wrong", "2026-06-20T18:30", "2026-04-01T00:00"),
        ("my april payslip is wrong, hr says they'll fix it", IN_JUNE, "2026-04-01T00:00"),
        ("still waiting on my march invoice to clear smh", SAID, "2026-03-01T00:00"),
        # the month just ended, said in the month after it
        ("my august payslip has the wrong tax code", "2026-09-03T12:00", "2026-08-01T00:00"),
        ("my june payslip has the wrong tax code", "2026-07-03T12:00", "2026-06-01T00:00"),
        # still ahead: the coming one
        ("june rent is due monday, gonna be tight", SAID, "2026-06-01T00:00"),
        ("june bills will be lower once the heating's off", "2026-03-05T16:20", "2026-06-01T00:00"),
        ("march rent goes up to $1850 ugh", "2026-02-10T07:45", "2026-03-01T00:00"),
    ],
)
def test_a_month_before_a_noun_of_pay_in_its_tense(read, text: str, said: str, start: str) -> None:
    months = ("june", "april", "march", "august")
    assert [a for t, a, _ in read(text, said=said) if t in months] == [start]


def test_a_sales_rep_is_no_month(read) -> None:
    assert read("april sales rep called me back", said=SAID) == []
