"""Time expressions read whole (`resolve_times`), batch 34's kind of a plan asked again,
"same time <weekday>?" ("great ride, same place thurs?"; tests/data/timeexpr.md, "weekdays
cut short"): the weekday cut short is the day of the next one, where it ends its part; "at
the same time sat down" keeps its verb. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "good match tonight lads, same time wed?",
            [
                ("tonight", "2026-05-04T18:00", "2026-05-05T00:00"),
                ("wed", "2026-05-06T00:00", "2026-05-07T00:00"),
            ],
        ),
        ("great ride, same place thurs?", [("thurs", "2026-05-07T00:00", "2026-05-08T00:00")]),
        ("good session, same time weds?", [("weds", "2026-05-06T00:00", "2026-05-07T00:00")]),
        # kept: the verb after "the same time", a day named in full, no day
        ("we hit the 2nd chorus at the same time sat on the step", []),
        ("same time tomorrow?", [("tomorrow", "2026-05-05T00:00", "2026-05-06T00:00")]),
        ("we all arrived at the same time", []),
    ],
)
def test_same_time_and_a_weekday_cut_short(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
