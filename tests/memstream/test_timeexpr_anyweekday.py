"""Time expressions read whole (`resolve_times`, the product's path): a lone weekday after
"another" or "any" is any such day, no date (issue 21, round 41 part E; tests/data/timeexpr.md,
"Not dates": habits and kinds of days). A weekday with its part of the day keeps its reading
("another friday night in" is the coming Friday night)."""

from __future__ import annotations

import pytest

SAID = "2025-11-26T10:00:00+00:00"  # a Wednesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("i am not wasting another saturday queuing at ikea", []),
        ("pop round any tuesday, the kettle is always on", []),
        ("lets do it another monday then", []),
        # near misses: a day
        ("see you on saturday", [("on saturday", "2025-11-29T00:00", "2025-11-30T00:00")]),
        (
            "another friday night in with the cat",
            [("friday night", "2025-11-28T18:00", "2025-11-29T00:00")],
        ),
    ],
)
def test_another_or_any_weekday_is_no_date(local, text, want) -> None:
    assert local(text, SAID) == want
