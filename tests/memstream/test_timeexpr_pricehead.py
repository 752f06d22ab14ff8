"""Time expressions read whole (`resolve_times`, the product's path): a price of one or two
digits glued in front of a time ("2 for £5 from sat"): no clock time, the time after it
alone; the kind of case of blind batches 53-55's misses (round 43 part D; tests/data/
timeexpr.md, "not dates": prices, never a clock time). New sentences, not the batch's, and
neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SAT = ("2027-03-06T00:00", "2027-03-07T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("doing 2 for £5 from sat, last few left", [("sat", *SAT)]),
        ("entry drops to €8 on sat", [("on sat", *SAT)]),
        # neighbour: a clock time after a price keeps its reading
        ("paid $10 at 5pm", [("at 5pm", "2027-03-02T17:00", "2027-03-02T18:00")]),
    ],
)
def test_a_price_before_a_time(read, text, want) -> None:
    assert read(text, said=SAID) == want
