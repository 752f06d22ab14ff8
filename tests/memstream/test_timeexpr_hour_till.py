"""Two bare hours joined by "till", "to" or "until" ("the window's 9 till 11 today"): a range
from the first hour to the second, not Duckling's minutes to the hour (10:51); minutes to
the hour told in fives keep that reading ("10 till 11" is 10:50), and counts stay counts
(tests/data/timeexpr.md, "ranges"; timehourtill.py). New sentences (issue 21, round 57 part
C). Said at the speaker's own offset, compared in that local time."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the plumber's slot is 8 till 11 tomorrow, someone has to be in",
            "2025-04-01T19:00+01:00",
            [("8 till 11 tomorrow", "2025-04-02T08:00", "2025-04-02T11:00")],
        ),
        (
            "the pharmacy's open 1 to 4 today only",
            "2025-04-01T09:00+01:00",
            [("1 to 4 today", "2025-04-01T13:00", "2025-04-01T16:00")],
        ),
    ],
)
def test_two_hours_make_a_range(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # minutes to the hour in fives
        (
            "it's 10 till 11 today and still no sign of him",
            "2025-04-01T10:45+01:00",
            [("10 till 11 today", "2025-04-01T10:50", "2025-04-01T10:51")],
        ),
        # a count
        (
            "expecting 6 to 9 guests today",
            "2025-04-01T09:00+01:00",
            [("today", "2025-04-01T00:00", "2025-04-02T00:00")],
        ),
    ],
)
def test_minutes_to_and_counts_keep_their_reading(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    "text",
    ["no more 8 to 4 for me, i quit", "the quiet hours are 10 to 6", "booked court 3 till 7"],
)
def test_no_day_beside_them(local, text) -> None:
    assert all("to" not in t and "till" not in t for t, *_ in local(text, "2025-04-01T09:00+01:00"))


@pytest.mark.parametrize(
    "text",
    [
        "we beat them 6 to 1 tonight",
        "he's 6 to 1 tonight at the bookies",
        "it was 2 to 1 on monday, what a match",
        "pages 4 to 9 tonight",
        "rows 2 to 6 tomorrow pls",
        "size 8 to 10 tomorrow",
    ],
)
def test_scores_odds_and_numbered_things_make_no_range(local, text) -> None:
    # no hour-to-hour range: the day alone or Duckling's own minute, as before
    got = local(text, "2025-04-01T19:00+01:00")
    spans = [
        datetime.fromisoformat(b) - datetime.fromisoformat(a) for t, a, b in got if " to " in t
    ]
    assert all(span <= timedelta(minutes=1) for span in spans), got
