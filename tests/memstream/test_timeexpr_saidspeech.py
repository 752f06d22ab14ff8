"""Time expressions read whole (`resolve_times`), batch 34's kind of "in N days" in speech
reported after a past ("dropped it at the shop yesterday, they say come back in 4 days";
tests/data/timeexpr.md, "in a duration"): the speech after "says"/"told me" has its
own tense, so the past before it does not make "in 3 days" how long something took. A past
inside the speech still does. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "dropped the laptop at the shop yesterday 💻 they say come back in 4 days",
            [
                ("yesterday", "2026-05-03T00:00", "2026-05-04T00:00"),
                ("in 4 days", "2026-05-08T00:00", "2026-05-09T00:00"),
            ],
        ),
        (
            "sent the form back last week and the council says expect a reply in 10 days",
            [
                ("last week", "2026-04-27T00:00", "2026-05-04T00:00"),
                ("in 10 days", "2026-05-14T00:00", "2026-05-15T00:00"),
            ],
        ),
        # kept: a past in the speech, a past with no speech
        ("she said they sold out in 20 minutes", []),
        ("the plumber told me he fixed it in 2 hours", []),
        ("we sold out in 20 minutes", []),
    ],
)
def test_in_a_duration_in_reported_speech(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
