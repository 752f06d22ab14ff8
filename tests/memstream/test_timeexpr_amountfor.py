"""Time expressions read whole (`resolve_times`, the product's path): a month written out in
full after an amount and "for" ("subs are £15 for october") is the month paid for, as a
month cut short there already was ("£95 for sept") (round 38 part C; tests/data/timeexpr.md,
names: "a gift for April" is none). New sentences, not the batch's, and neighbours that keep
their reading. Said on Wednesday 10 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-10T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("club subs are £15 for april", [("april", "2027-04-01T00:00", "2027-05-01T00:00")]),
        ("the allotment is $22 for june", [("june", "2027-06-01T00:00", "2027-07-01T00:00")]),
        ("rent's £950 for april", [("april", "2027-04-01T00:00", "2027-05-01T00:00")]),
    ],
)
def test_a_month_after_an_amount_and_for(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "month"),
    [
        # paid, sent, budgeted or asked for: the month, whatever leads the amount (round 38,
        # third review); which April a past verb reads is the tense's
        ("£40 for april please", "april"),
        ("just paid £950 for april, ouch", "april"),
        ("budgeted £300 for december", "december"),
        ("sent the £600 for april rent", "april"),
        ("£200 for august, deposit done", "august"),
    ],
)
def test_a_month_paid_for_after_any_amount(read, text, month) -> None:
    assert [g[0] for g in read(text, said=SAID)] == [month]


@pytest.mark.parametrize(
    "text",
    [
        # a person: a gift, a possessive
        "picked up a £15 gift for April",
        "chipped in £10 for June's leaving card",
        # money given for a person, no price of the month (round 38 review)
        "chipped in $20 for april, it's her bday",
        "raised $200 for june, she's so brave",
        "gave £10 for june to get a cake",
        "donated £50 for june, she ran the marathon",
    ],
)
def test_a_person_after_an_amount_and_for(read, text) -> None:
    assert read(text, said=SAID) == []
