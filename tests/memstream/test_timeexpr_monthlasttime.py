"""Time expressions read whole (`resolve_times`, the product's path): a month alone after "last
time ... was" that ends its clause is when the thing was last done, even a month people are
named after ("last time we did it was march"; issue 21, round 58 part A); told as past, the
latest one before (tests/data/timeexpr.md, a recurring mention). Near misses: a name after
"was" with no "last time" and one that goes on with a verb stay no time."""

from __future__ import annotations

import pytest

SAID = "2026-08-20T10:00:00+00:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "last time we serviced the boiler was march, it's overdue",
            [("march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "the last time i went to the dentist was october lol",
            [("october", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        (
            "last time we went camping was april",
            [("april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
        # near misses: a person
        ("the best host was june", []),
        ("last time the guest was june she loved it", []),
    ],
)
def test_a_month_after_last_time_was_is_when(local, text, want) -> None:
    assert local(text, SAID) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        ("2026-08-20T10:00:00+01:00", "last time the winner was june", []),
        ("2026-08-20T10:00:00+01:00", "last time the birthday girl was april 🎂", []),
        ("2026-08-20T10:00:00+01:00", "last time i checked the manager was june", []),
        ("2026-08-20T10:00:00+01:00", "last time my partner for the quiz was april", []),
        (
            "2026-08-20T10:00:00+01:00",
            "last time the one who paid was april, so it's your turn",
            [],
        ),
        ("2026-08-20T10:00:00+01:00", "last time my plus one was june and she hated it", []),
        ("2026-08-20T10:00:00+01:00", "last time i looked the top scorer was june", []),
        (
            "2026-08-20T10:00:00+01:00",
            "last time the answer was march, so maybe it's april now",
            [],
        ),
        ("2026-08-20T10:00:00+01:00", "last time the password was august, try that", []),
        ("2026-08-20T10:00:00+01:00", "last time the theme was december!", []),
        ("2026-08-20T10:00:00+01:00", "last time the winner was december", []),
        (
            "2026-08-20T10:00:00+01:00",
            "last time it snowed here was march",
            [("march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "2026-08-20T10:00:00+01:00",
            "last time rent was due was july",
            [("july", "2026-07-01T00:00", "2026-08-01T00:00")],
        ),
        (
            "2026-08-20T10:00:00+01:00",
            "last time the deadline was march, now it's june",
            [("march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        ("2026-08-20T10:00:00+01:00", "last time we met was june and she was lovely", []),
    ],
)
def test_last_time_needs_a_clause_of_its_own(local, said, text, want) -> None:
    """Review of round 58 part A: "last time" and a noun phrase alone before "was" ("last time
    the winner was june"), or "last time i checked" and a new subject, is no time; a clause of
    its own ("it snowed", "rent was due") or a deadline is; a name month with a person after."""
    assert local(text, said) == want
