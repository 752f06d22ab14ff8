"""Time expressions read whole (`resolve_times`, the product's path): a holiday wished at the
head of its part ("merry christmas, we are all here", "happy new year 🎉 i'm so tired") is
the nearest, not the tense of a comment after it: said the day after, the one just gone
(issue 21, round 49). A comment in the present took next year's."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "boiler's fixed at last. merry christmas i suppose",
            "2025-12-26T09:30:00+00:00",
            [("christmas", "2025-12-25T00:00", "2025-12-26T00:00")],
        ),
        (
            "happy new year 🎉 i'm so tired",
            "2026-01-02T11:00:00+00:00",
            [("new year", "2026-01-01T00:00", "2026-01-02T00:00")],
        ),
        (  # a wish ahead: the one coming
            "happy halloween in advance, the party is on friday",
            "2025-10-27T10:00:00+00:00",
            [
                ("halloween", "2025-10-31T00:00", "2025-11-01T00:00"),
                ("on friday", "2025-10-31T00:00", "2025-11-01T00:00"),
            ],
        ),
        (  # a wish inside a clause of its own: the clause's tense
            "i'll wish them all a merry christmas next time",
            "2025-12-26T09:30:00+00:00",
            [("christmas", "2026-12-25T00:00", "2026-12-26T00:00")],
        ),
    ],
)
def test_a_holiday_wished(local, text, said, want) -> None:
    assert local(text, said) == want
