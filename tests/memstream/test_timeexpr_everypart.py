"""Time expressions read whole (`resolve_times`, the product's path): a part of the day
after "every" or "each", then a span of its own ("every night next week"): the span, the
habit's part of the day no date; the kind of case of blind batches 50-52's misses (round 42
part B; tests/data/timeexpr.md, a habit's recurring time). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
THIS_WEEK = ("this week", "2027-03-01T00:00", "2027-03-08T00:00")
NEXT_WEEK = ("next week", "2027-03-08T00:00", "2027-03-15T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the habit's part of the day, then the span it runs in: the span
        ("driving lessons every evening this week, wish me luck", [THIS_WEEK]),
        ("I'm on the school run each morning next week", [NEXT_WEEK]),
        ("revising every night this week 😩", [THIS_WEEK]),
        # a clock time after the span is the habit's too: the span alone
        ("i'll be online every evening next week from 8", [NEXT_WEEK]),
        # neighbours: a habit alone is no date
        ("we walk the dog every evening", []),
    ],
)
def test_a_span_after_a_habits_part_of_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
