"""Time expressions read whole (`resolve_times`), round 43's kind of chat's "eve" after a
weekday or "tmrw" (tests/data/timeexpr.md, parts of the day: evening 18:00-24:00): that
evening, as "evening" is; a holiday's eve stays its day, and a name after a comma leaves the
day alone. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("gym with dan tues eve", [("tues eve", "2026-05-05T18:00", "2026-05-06T00:00")]),
        (
            "drinks on sat eve, you in?",
            [("on sat eve", "2026-05-09T18:00", "2026-05-10T00:00")],
        ),
        ("see u tmrw eve", [("tmrw eve", "2026-05-05T18:00", "2026-05-06T00:00")]),
        ("the quiz is thursday eve", [("thursday eve", "2026-05-07T18:00", "2026-05-08T00:00")]),
        # kept: a holiday's eve is its day; a name after a comma leaves the day
        ("we fly out on xmas eve", [("on xmas eve", "2026-12-24T00:00", "2026-12-25T00:00")]),
        (
            "on fri, eve from accounts is leaving",
            [("on fri", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
    ],
)
def test_eve_after_a_day_is_its_evening(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
