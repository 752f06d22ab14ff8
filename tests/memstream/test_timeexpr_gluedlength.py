"""Time expressions read whole (`resolve_times`, the product's path): a length written with a
glued "h" ("about 4h left", "queued for 1h15 this morning", "3h30 each way"), which Duckling
reads as a clock time, is a duration with no anchor, no time; a day after it is read alone
(round 50 part a; tests/data/timeexpr.md, "not dates": durations without an anchor). A
glued "h" that a word introduces as a clock time ("at 9h", "back around 18h30", "thurs
14h") keeps its reading. New sentences, not the batch's. Said on Sunday 6 December 2026,
10:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-12-06T10:00"
TODAY = ("today", "2026-12-06T00:00", "2026-12-07T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("laptop says about 4h left on battery", []),
        ("roughly 3h30 of footage to edit", []),
        ("approx 6h drive, we'll stop halfway", []),
        ("it took 2h45 in the end", []),
        ("the bus is 1h20 door to door", []),
        ("3h30 each way so we're staying over", []),
        (
            "queued for 1h15 this morning",
            [("this morning", "2026-12-06T00:00", "2026-12-06T12:00")],
        ),
        ("played for 3h yesterday", [("yesterday", "2026-12-05T00:00", "2026-12-06T00:00")]),
        ("studied for about 2h today", [TODAY]),
        ("nearly 5h in A&E today", [TODAY]),
    ],
)
def test_a_length_with_a_glued_h_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "home around 19h30 tonight",
            [("around 19h30 tonight", "2026-12-06T19:30", "2026-12-06T19:31")],
        ),
        ("i'll be there around 9h", [("around 9h", "2026-12-07T09:00", "2026-12-07T10:00")]),
        ("see you around 15h", [("around 15h", "2026-12-06T15:00", "2026-12-06T16:00")]),
        (
            "lunch around 13h tomorrow",
            [("around 13h tomorrow", "2026-12-07T13:00", "2026-12-07T13:01")],
        ),
        (
            "meeting moved to thursday 16h",
            [("thursday 16h", "2026-12-10T16:00", "2026-12-10T17:00")],
        ),
        ("the 8h45 train was cancelled", [("8h45", "2026-12-06T08:45", "2026-12-06T08:46")]),
        ("about 4 hours left on battery", []),  # spelled out: a length already
    ],
)
def test_a_glued_h_introduced_as_a_clock_time_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
