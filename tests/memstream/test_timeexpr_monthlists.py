"""Time expressions read whole (`resolve_times`, the product's path), batch 48's kind of a
month listed right after another ("receipts for feb or march"): a month too, in lower case
(not the verb "march") and among months that are also names, where the month before it is
one no one is named after or one a word introduces ("in june or april"). Not after a month
that may be a name ("lunch with june and april"), nor the verb of its own ("we had to march
up the hill"). New sentences of the kind, and neighbours that keep their reading. Said on
Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "still waiting on the payslips for feb or march",
            [
                ("feb", "2026-02-01T00:00", "2026-03-01T00:00"),
                ("march", "2026-03-01T00:00", "2026-04-01T00:00"),
            ],
        ),
        (
            "the boiler was serviced in nov and march, all fine",
            [
                ("in nov", "2025-11-01T00:00", "2025-12-01T00:00"),
                ("march", "2026-03-01T00:00", "2026-04-01T00:00"),
            ],
        ),
        # kept: a month after one that may be a name, a month "for" that is a name, the verb
        (
            "i had lunch with june and april yesterday",
            [("yesterday", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        ("a gift for june or april", []),
        ("we had to march up the hill", []),
    ],
)
def test_a_month_listed_after_a_month(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    "text",
    [
        # a listed month before a noun is the noun's kind, as the month before it is
        "the dec and march assemblies are the big ones",
        "the kids sing at the feb and march concerts",
        "oct and march sales always spike",
    ],
)
def test_a_listed_month_before_a_noun_is_a_kind(read, text) -> None:
    assert read(text, said=_MONDAY) == []
