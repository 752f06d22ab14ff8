"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
that is also a word ("sat", "wed") opening its sentence before "at" a bare hour, the two a
part of their own ("sat at 7, 2500 per head"), the kind of case a review of round 37's rules
found: the day and the hour, no verb; a subject before it, or words that go on after the
hour, keep it a verb. New sentences and the review's. Said on Sunday 10 May 2026, 12:00 at
+05:30."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("sat at 7, 2500 per head", [("sat at 7", "2026-05-16T07:00", "2026-05-16T08:00")]),
        ("wed at 6? bring snacks", [("wed at 6", "2026-05-13T18:00", "2026-05-13T19:00")]),
        ("ok. sat at 4, meet at the gate", [("sat at 4", "2026-05-16T16:00", "2026-05-16T17:00")]),
        # a subject, or a clause that goes on: the verb
        ("we sat at 7", [("at 7", "2026-05-10T07:00", "2026-05-10T08:00")]),
        ("long day. sat at 9 and ate", [("at 9", "2026-05-10T09:00", "2026-05-10T10:00")]),
    ],
)
def test_a_day_and_an_hour_as_a_part(local, text, want) -> None:
    assert local(text, "2026-05-10T12:00+05:30") == want
