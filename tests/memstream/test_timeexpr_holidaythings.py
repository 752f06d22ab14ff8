"""Time expressions read whole (`resolve_times`, the product's path): a holiday before a noun
of a thing is that noun's kind, no day (issue 21, round 41 part E; tests/data/timeexpr.md,
"Not dates": "Christmas lights"). Three ways the tagger hid the noun: a plural noun in lower
case tagged as a plural proper noun ("christmas lights/NNPS switch-on"), a noun in the
singular tagged as a verb's plain present after a holiday starting its sentence ("eid
bazaar/VBP in the car park": a holiday's name is singular, no plain present has it as its
subject), and a number before the holiday that counts the noun's things ("4 christmas
jumpers", read as 4 o'clock on Christmas Day)."""

from __future__ import annotations

import pytest

SAID = "2025-11-26T10:00:00+00:00"  # a Wednesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "christmas lights switch-on is friday at 6, the mayor is doing it",
            [("friday at 6", "2025-11-28T18:00", "2025-11-28T19:00")],
        ),
        (
            "christmas lights going up on our street this sunday",
            [("this sunday", "2025-11-30T00:00", "2025-12-01T00:00")],
        ),
        (
            "eid bazaar in the mosque car park on sunday",
            [("on sunday", "2025-11-30T00:00", "2025-12-01T00:00")],
        ),
        (
            "diwali mela at the park this sat, food stalls from 2",
            [
                ("this sat", "2025-11-29T00:00", "2025-11-30T00:00"),
                ("from 2", "2025-11-29T14:00", "2025-11-29T15:00"),
            ],
        ),
        ("bought 4 christmas jumpers for the kids", []),
        ("ordered 12 easter eggs for the hunt", []),
        (
            "wrapped 9 christmas presents last night",
            [("last night", "2025-11-25T18:00", "2025-11-26T00:00")],
        ),
        # near misses: the holiday's day stays
        (
            "see you at 5 christmas eve",
            [("at 5 christmas eve", "2025-12-24T17:00", "2025-12-24T18:00")],
        ),
        (
            "christmas morning at my mums again",
            [("christmas morning", "2025-12-25T00:00", "2025-12-25T12:00")],
        ),
        ("eid mubarak everyone 🌙", [("eid", "2026-03-20T00:00", "2026-03-21T00:00")]),
        (
            "christmas comes early this year",
            [
                ("christmas", "2025-12-25T00:00", "2025-12-26T00:00"),
                ("this year", "2025-01-01T00:00", "2026-01-01T00:00"),
            ],
        ),
    ],
)
def test_a_holiday_before_a_noun_of_a_thing_is_its_kind(local, text, want) -> None:
    assert local(text, SAID) == want
