"""Time expressions read whole (`resolve_times`, the product's path): a month alone after "last
time ... was" that ends its clause is when the thing was last done, even a month people are
named after ("last time we did it was march"; issue 21, round 58 part A); told as past, the
latest one before (tests/data/timeexpr.md, a recurring mention). Near misses: a name after
"was" with no "last time" and one that goes on with a verb stay no time."""

from __future__ import annotations

import pytest

SAID = "2026-08-20T10:00:00+00:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "last time we serviced the boiler was march, it's overdue",
            [("march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "the last time i went to the dentist was october lol",
            [("october", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        (
            "last time we went camping was april",
            [("april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
        # near misses: a person
        ("the best host was june", []),
        ("last time the guest was june she loved it", []),
    ],
)
def test_a_month_after_last_time_was_is_when(local, text, want) -> None:
    assert local(text, SAID) == want
