"""Time expressions read whole (`resolve_times`), batch 33's kind of a phrasal verb's "in"
before "N days ago" ("the application went in 3 days ago"; tests/data/timeexpr.md,
"relative days"): the time is the one "ago" ends, not "in 3 days", also where a possessive
"'s" in the clause hides its past ("my sister's application went in ..."). "In" a duration
with no "ago" stays ahead. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my sister's visa application went in 3 weeks ago and still nothing",
            [("3 weeks ago", "2026-04-13T00:00", "2026-04-20T00:00")],
        ),
        (
            "our neighbour's new tenants moved in 2 days ago",
            [("2 days ago", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        (
            "the landlord's repair request went in 4 days ago 🙄",
            [("4 days ago", "2026-04-30T00:00", "2026-05-01T00:00")],
        ),
        # kept: "in" a duration ahead
        ("the results come in 3 days", [("in 3 days", "2026-05-07T00:00", "2026-05-08T00:00")]),
        ("she's moving in 2 weeks", [("in 2 weeks", "2026-05-18T00:00", "2026-05-25T00:00")]),
        (
            "the new tenants moved in 2 days ago, nice couple",
            [("2 days ago", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
    ],
)
def test_a_verbs_in_before_ago(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
