"""Time expressions read whole (`resolve_times`, the product's path): a score after a verb of
a result, right before a day ("won 3-1 on sunday", "we drew 1-1 on saturday", "we beat them
3-1 on sunday"), is a count (tests/data/timeexpr.md, "Not dates": "3-1"), not Duckling's
day and month (1 March, 1 January 2022): the day after it stays. Found beside batch 20's
look-alikes (a count before a time). New sentences, and ones of a neighbouring kind that
keep their reading. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2026-05-04T20:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("we drew 1-1 on saturday", [("on saturday", "2026-05-02T00:00", "2026-05-03T00:00")]),
        (
            "won 3-1 on sunday, top of the league",
            [("on sunday", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        ("lost 2-4 on friday", [("on friday", "2026-05-01T00:00", "2026-05-02T00:00")]),
        ("we beat them 3-1 on sunday", [("on sunday", "2026-05-03T00:00", "2026-05-04T00:00")]),
        # kept: clock times after a word of being free or busy; ages
        ("free 2-4 on friday", [("2-4 on friday", "2026-05-08T14:00", "2026-05-08T16:00")]),
        ("busy 10-12 on thursday", [("10-12 on thursday", "2026-05-07T10:00", "2026-05-07T12:00")]),
        ("kids ages 3-5 on saturday", []),
    ],
)
def test_a_score_after_a_result_is_no_date(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want
