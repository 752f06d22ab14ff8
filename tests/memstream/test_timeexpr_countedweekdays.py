"""Time expressions read whole (`resolve_times`, the product's path): a count of weekdays "in"
a month ("booked the hall for 3 saturdays in july"): days of that month counted, no habit, so
the month is a time, the kind of case of blind batches 92-94's misses (round 56 part C;
tests/data/timeexpr.md, "a recurring mention" and habits). New sentences, not the batch's,
and neighbours that keep their reading. Said on Monday 4 May 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-05-04T09:00"
JULY = ("2026-07-01T00:00", "2026-08-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("booked the hall for 3 saturdays in july", [("in july", *JULY)]),
        ("the band can do 2 fridays in july, £400 each", [("in july", *JULY)]),
        # neighbours: habits
        ("i swim on saturdays in july", []),
        ("every friday in july", []),
    ],
)
def test_a_count_of_weekdays_in_a_month(read, text, want) -> None:
    assert read(text, said=SAID) == want
