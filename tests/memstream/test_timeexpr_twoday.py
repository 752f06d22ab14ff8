"""Time expressions read whole (`resolve_times`, the product's path): "2day", chat's "today"
("the plumber comes 2day"), is the day it is said (tests/data/timeexpr.md, chat spellings of
days; timespelled.py) (issue 21, round 56 part E); a count of days ("a 2day course", "every
2day") is no time."""

from __future__ import annotations

import pytest

SAID = "2026-02-10T09:00:00+00:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the plumber comes 2day not thurs", [("2day", "2026-02-10", "2026-02-11")]),
        ("is the pool open 2day?", [("2day", "2026-02-10", "2026-02-11")]),
        ("we did a 2day course in cpr", []),
        ("the 2day-old bread goes to the ducks", []),
        ("can u do the school run 2day please", [("2day", "2026-02-10", "2026-02-11")]),
        # review: a length or a speed in days before "not", "instead", "please", "if"
        ("the course is 2day not 3day, so shorter than i thought", []),
        ("we booked the 2day instead of the 3day festival ticket", []),
        ("shipping is 2day if you pay £4 extra", []),
        ("pick 2day please, the 1day option sold out", []),
        ("order by 5pm for 2day if in stock", []),
    ],
)
def test_two_day_is_today(local, text, want) -> None:
    got = [(t, a[:10], b[:10]) for t, a, b in local(text, SAID)]
    assert [g for g in got if "2day" in g[0]] == want
