"""Time expressions read whole (`resolve_times`), round 39 part B's kind of a month alone
that no one takes for a name (tests/data/timeexpr.md, "names, titles and other words": a
month as a person's name is no time): a noun's attribute ("my october commission"), a
possessive ("october's invoice"), after "for" or after "to" at the end of its clause. A
month's thing named in the month after it is the month just ended. Names, a month as such
and a kind of month stay none. Said on Wednesday 4 November 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-11-04T09:00"
OCTOBER = ("2026-10-01T00:00", "2026-11-01T00:00")
DECEMBER = ("2026-12-01T00:00", "2027-01-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the month just ended: its thing, whatever the tense
        ("still waiting on my october commission", [("october", *OCTOBER)]),
        ("october's invoice never came through", [("october", *OCTOBER)]),
        ("send me your october timesheets pls", [("october", *OCTOBER)]),
        # a month ahead: the next one
        ("my december rota is out", [("december", *DECEMBER)]),
        ("doing a no-spend challenge for december", [("december", *DECEMBER)]),
        ("the audit got pushed to feb", [("feb", "2027-02-01T00:00", "2027-03-01T00:00")]),
    ],
)
def test_a_month_of_a_thing(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an event one plans ahead: the month in its sentence's tense, said on 6 January
        ("our december trip is booked 🎉", [("december", "2027-12-01T00:00", "2028-01-01T00:00")]),
        ("our december trip was amazing", [("december", *DECEMBER)]),
        ("december bills came in, £340 gas 😭", [("december", *DECEMBER)]),
    ],
)
def test_a_month_of_a_thing_said_after_it(read, text, want) -> None:
    assert read(text, said="2027-01-06T19:45") == want


@pytest.mark.parametrize(
    "text",
    [
        "january is my favourite month",
        "december always drags",
        "my friend April sent a card",
        "June's mum is visiting",
        "August and I went bowling",
        "a december baby, like her dad",
        # a plural noun in the plain present after it: a kind; a verb of the present: as such
        "november babies are the best obviously 😂",
        "october weddings are so pretty tbh",
        "december birthdays suck cos everyone's broke",
        "january blues are real rn",
        "september feels like a fresh start",
        "november hits different",
    ],
)
def test_a_name_a_month_as_such_or_a_kind_stays_none(read, text) -> None:
    assert read(text, said=SAID) == []
