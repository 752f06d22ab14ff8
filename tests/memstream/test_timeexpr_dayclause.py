"""Time expressions read whole (`resolve_times`), round 39 part B's kinds of a day or a
week the resolver dropped: a weekday after "by"/"on" whose next noun is the subject of a
new clause ("by friday 😒 sales were down": the emoji taken out, no "friday sales"), a day
after a room's code ("room B2.17 tmrw": the code is no clock time), and "all week" after a
shift ("on the 6-2 all week"), the calendar week (tests/data/timeexpr.md: a week is Monday
to Monday). Nouns' attributes stay none. Said on Wednesday 14 January 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-01-14T09:00"
WEEK = ("2026-01-12T00:00", "2026-01-19T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "need the forms by thursday 🙄 staff are off sick",
            [("thursday", "2026-01-15T00:00", "2026-01-16T00:00")],
        ),
        (
            "seminar is in C3.05 tomorrow, bring notes",
            [("tomorrow", "2026-01-15T00:00", "2026-01-16T00:00")],
        ),
        ("been on lates all week", [("all week", *WEEK)]),
        ("on the 10-6 all week, shattered", [("all week", *WEEK)]),
    ],
)
def test_a_day_or_week_kept(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "the saturday market was heaving",
        "meet me by the saturday market",
        "monday blues are real",
    ],
)
def test_an_attribute_stays_none(read, text) -> None:
    assert read(text, said=SAID) == []
