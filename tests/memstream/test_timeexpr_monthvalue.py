"""Time expressions read whole (`resolve_times`, the product's path): a price or a count
before a named month ("dropped to 329 last nov"): no clock time on a day of it, the month
alone, as before "last month" (round 47 part D; tests/data/timeexpr.md, "Not dates": prices,
counts). New sentences, not the batch's, and neighbours that keep their reading. Said on
Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the console dropped to 329 last nov, might wait",
            [("last nov", "2026-11-01T00:00", "2026-12-01T00:00")],
        ),
        (
            "paid 1450 last january for the same sofa",
            [("last january", "2027-01-01T00:00", "2027-02-01T00:00")],
        ),
        # neighbours: a value before "last year"; a clock before a day keeps its reading
        ("we had 250 last year", [("last year", "2026-01-01T00:00", "2027-01-01T00:00")]),
        (
            "at 930 last night the power went",
            [("at 930 last night", "2027-03-02T21:30", "2027-03-02T21:31")],
        ),
    ],
)
def test_a_value_before_a_named_month(read, text, want) -> None:
    assert read(text, said=SAID) == want
