"""Time expressions read whole (`resolve_times`, the product's path): "in" a year after a
count or a price ("bought 300 in 2019", "at $8.50 in 2022"): the year, not a ratio's "in"
nor a clock time glued to the number; the kind of case of blind batches 53-55's misses
(round 43 part D; tests/data/timeexpr.md, "not dates": counts and prices, "1 in 4 people").
New sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
Y2019 = ("2019-01-01T00:00", "2020-01-01T00:00")
Y2022 = ("2022-01-01T00:00", "2023-01-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("we planted 300 in 2019 and half died", [("in 2019", *Y2019)]),
        ("picked them up at $8.50 in 2022, worth double now", [("in 2022", *Y2022)]),
        ("the fund paid out €45 in 2022", [("in 2022", *Y2022)]),
        # neighbours: ratios stay no time
        ("it happens to 1 in 1000", []),
        ("maybe one in 2000 get it", []),
    ],
)
def test_in_a_year_after_a_count(read, text, want) -> None:
    assert read(text, said=SAID) == want
