"""Time expressions read whole (`resolve_times`), round 37's kinds of lengths and how often
(tests/data/timeexpr.md, not dates): a bare number after a verb of running out whose unit the
message named before ("the code expires after 5": minutes), a frequency glued to the time
after it ("twice a day from today": today), and "last minute" bare as an adverb (the idiom;
"in the last minute" is the previous one). Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the app takes 30 secs to load and the session times out after 4", []),
        # kept: no length before, a clock time's verb, am/pm
        ("the parking pass expires after 5", [("after 5", "2026-05-04T17:00", "2026-05-04T18:00")]),
        (
            "took 20 mins to get here and the shop closes after 5",
            [("after 5", "2026-05-04T17:00", "2026-05-04T18:00")],
        ),
        (
            "the login link takes 2 mins to arrive and it expires after 10pm",
            [("after 10pm", "2026-05-04T22:00", "2026-05-04T23:00")],
        ),
    ],
)
def test_a_length_whose_unit_was_named(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "drops in her eyes 3 times a day from tomorrow",
            [("tomorrow", "2026-05-05T00:00", "2026-05-06T00:00")],
        ),
        # kept: an offset with no count of times before it
        (
            "a week from monday",
            [("a week from monday", "2026-05-18T00:00", "2026-05-19T00:00")],
        ),
    ],
)
def test_a_frequency_then_from_when(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("moved the sofa last minute", []),
        ("switched venues last minute, sorry all", []),
        ("3 errors in the last minute", [("last minute", "2026-05-04T08:59", "2026-05-04T09:00")]),
    ],
)
def test_bare_last_minute_is_the_idiom(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
