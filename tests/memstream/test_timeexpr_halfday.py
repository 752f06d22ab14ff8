"""Time expressions read whole (`resolve_times`), by kind (round 25): a bare clock time with
no day takes the half of the day a word of its sentence tells ("drinks at 6" is 18:00), the
nearest reading of that half in the sentence's tense (memstream/encoders/times/timehalfday.py)."""

from __future__ import annotations

import pytest


# Kind: a word of the evening or the morning sets a dayless bare clock's half of the day, as
# it does on a named day (tests/data/timeexpr.md: "dinner on saturday at 8" is 20:00); with
# a place after the clock too; near variants with no such word keep the nearest reading
# ("spin class at 6 before work", said at 10:00, is 06:00), and one told as past is the latest
# one of its half ("we had supper at 7", said mid-morning, is last night)
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "pub at 7 behind the cathedral",
            "2026-03-11T09:45",
            [("at 7", "2026-03-11T19:00", "2026-03-11T20:00")],
        ),
        ("supper at 8?", "2026-03-11T10:15", [("at 8", "2026-03-11T20:00", "2026-03-11T21:00")]),
        (
            "film at 9 near the market",
            "2026-03-11T11:00",
            [("at 9", "2026-03-11T21:00", "2026-03-11T22:00")],
        ),
        (
            "spin class at 6 before work",
            "2026-03-11T10:00",
            [("at 6", "2026-03-11T06:00", "2026-03-11T07:00")],
        ),
        (
            "coffee at 8 by the fountain",
            "2026-03-11T09:45",
            [("at 8", "2026-03-11T08:00", "2026-03-11T09:00")],
        ),
        (
            "we had supper at 7",
            "2026-03-11T10:15",
            [("at 7", "2026-03-10T19:00", "2026-03-10T20:00")],
        ),
        (
            "breakfast at 7 by the pool",
            "2026-03-11T05:30",
            [("at 7", "2026-03-11T07:00", "2026-03-11T08:00")],
        ),
    ],
)
def test_a_word_of_the_evening_sets_a_bare_clock_with_no_day(read, text, said, want) -> None:
    assert read(text, said) == want
