"""Time expressions read whole (`resolve_times`), round 36's kind of a clock time beside a
count of days or nights in the plural ("handover at 7:30 then 3 more nights on the ward"):
the count is how many are left, no rule over repeated days (tests/data/timeexpr.md: "the
clock times of a rule about days in the plural"), so the clock time is kept; a share of each
week ("3 days a week") and a stretch the rule holds over ("for the next 3 days") stay rules.
And a bare clock time told with no tense in the small hours ("flight at 9:40", said at 02:00)
is the day just begun, not the evening before it; a past verb keeps the evening."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "briefing at 4 then 2 more days of this course",
            "2026-05-04T13:00",
            [("at 4", "2026-05-04T16:00", "2026-05-04T17:00")],
        ),
        (
            "team call at 3 then a couple of days off 🙌",
            "2026-05-04T09:00",
            [("at 3", "2026-05-04T15:00", "2026-05-04T16:00")],
        ),
        (
            "early shift at 6:30 then 2 more nights on call",
            "2026-01-17T00:10",
            [("at 6:30", "2026-01-17T06:30", "2026-01-17T06:31")],
        ),
        (
            "flight at 9:40 from gatwick",
            "2026-01-17T02:00",
            [("at 9:40", "2026-01-17T09:40", "2026-01-17T09:41")],
        ),
        (
            "dentist at 8:15",
            "2026-01-17T01:30",
            [("at 8:15", "2026-01-17T08:15", "2026-01-17T08:16")],
        ),
        # kept: a rule's times, a past verb after midnight
        ("on site 8-4, 3 days a week", "2026-05-04T09:00", []),
        (
            "no coffee after 4 for the next 5 days",
            "2026-05-04T09:00",
            [("next 5 days", "2026-05-05T00:00", "2026-05-10T00:00")],
        ),
        ("the gym opens at 6 on weekdays", "2026-05-04T09:00", []),
        (
            "got in at 11, shattered",
            "2026-01-17T00:30",
            [("at 11", "2026-01-16T23:00", "2026-01-17T00:00")],
        ),
    ],
)
def test_a_clock_time_beside_a_count_of_days(read, text, said, want) -> None:
    assert read(text, said=said) == want
