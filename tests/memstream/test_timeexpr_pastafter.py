"""Time expressions read whole (`resolve_times`, the product's path): a plan with no subject
("rostered to close on monday") or chat's "re" as the present of "be" ("theyre closed on
monday") is the day gone where the sentence goes on in the past ("and nobody came in", "so we
went tues"); without it, the plan ahead (the review of round 58 part B; tests/data/
timeexpr.md). Said on Friday 8 November 2024, 23:15 UTC."""

from __future__ import annotations

import pytest

SAID = "2024-11-08T23:15:00+00:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("rostered to close on monday and nobody came in", ("on monday", "2024-11-04T00:00")),
        ("theyre closed on monday so we went tues", ("on monday", "2024-11-04T00:00")),
        ("rostered to sign on saturday at 0350", ("on saturday at 0350", "2024-11-09T03:50")),
        ("if theyre not sealed by monday", ("monday", "2024-11-11T00:00")),
    ],
)
def test_a_past_clause_after_tells_the_day_gone(local, text, want) -> None:
    assert next((t, s) for t, s, _ in local(text, SAID)) == want
