"""Time expressions read whole (`resolve_times`, the product's path), batch 21's kind of
weekday cut short after an event (tests/data/timeexpr.md, "not dates": "wed", "sat" are
words unless something introduces the day): before a clock time in a clause that names an
event and no subject ("briefing for the team wed at 3", "wine tasting for members sat at
6") it is the day, the coming one; after a subject ("tom and ann wed at 4", "the dog sat at
5") it stays the verb. New sentences, and ones of a neighbouring kind that keep their
reading. Said on Monday 1 June 2026 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2026-06-01T12:05"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "new range goes on sale june 15, briefing for the team wed at 3",
            [
                ("june 15", "2026-06-15T00:00", "2026-06-16T00:00"),
                ("wed at 3", "2026-06-03T15:00", "2026-06-03T16:00"),
            ],
        ),
        (
            "wine tasting for members sat at 6",
            [("sat at 6", "2026-06-06T18:00", "2026-06-06T19:00")],
        ),
        ("team meeting wed at 4", [("wed at 4", "2026-06-03T16:00", "2026-06-03T17:00")]),
        # kept: after a subject, the verb
        ("tom and ann wed at 4 in the chapel", [("at 4", "2026-06-01T16:00", "2026-06-01T17:00")]),
        ("the dog sat at 5 waiting for food", []),
    ],
)
def test_a_weekday_cut_short_after_an_event_is_the_day(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want
