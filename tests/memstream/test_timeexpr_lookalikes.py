"""Time expressions read whole (`resolve_times`, the product's path), batch 19's kind of
false positives (tests/data/timeexpr.md, "Not dates"): "may" the verb after a numbered
thing ("table 9 may be free"), a fraction out of 5 told as a verdict ("the food was 4/5"),
the time of a habit ("not my usual 7am"), set scores ("won 7-5 6-2"), a month that is a
name beside another ("me, april and tom"). New sentences, and near ones that stay dates."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "text",
    [
        "table 9 may be free if the party of six cancels",
        "bus 12 may not run because of the roadworks",
        "lane 3 may get closed for the gala",
        "the service was 2/5, cold chips and a long wait",
        "honestly the acoustics were 4/5",
        "the view from the top was 3/5 tbh",
        "had to skip my usual 7am, the car wouldn't start",
        "can't make our usual 6:30, sorry",
        "we won 7-5 6-2 and i'm knackered",
        "lost 4-6 6-3 10-8 in a super tiebreak",
        "won 6-4, 6-3 in the final",
        "went for dinner with april and tom, great night",
        "me, june and priya are sharing a cab",
    ],
)
def test_lookalikes_are_no_dates(read, text) -> None:
    assert read(text) == []


# kept: a date after "may", a fraction that is a date, a time, a bare score with a day
@pytest.mark.parametrize(
    ("text", "said", "found"),
    [
        ("the shop opens on 9 may", "2026-05-04T09:00", ["on 9 may"]),
        ("the party was 3/5, remember", "2026-05-04T09:00", ["3/5"]),
        ("my birthday was 4/5", "2026-05-04T09:00", ["4/5"]),
        ("see you at 7am, same as usual", "2026-05-04T06:00", ["at 7am"]),
        ("can we do the usual 6am tomorrow?", "2026-05-04T09:00", ["6am tomorrow"]),
        ("free sat 2-4 for a call", "2026-05-04T09:00", ["sat 2-4"]),
        ("beat them 6-1 6-0 on sunday", "2026-05-04T09:00", ["on sunday"]),
        ("we're in spain in june and sam flies out later", "2026-05-04T09:00", ["in june"]),
        ("pushed the trip to june and sam is fine with it", "2026-05-04T09:00", ["june"]),
    ],
)
def test_near_ones_stay_dates(read, text, said, found) -> None:
    assert [t for t, _, _ in read(text, said)] == found
