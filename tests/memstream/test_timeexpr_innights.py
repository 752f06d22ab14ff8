"""Time expressions read whole (`resolve_times`, the product's path): "in" a count of nights
told as how long something took ("we blew the budget in 2 nights"): a duration, no time
(round 43 part A; tests/data/timeexpr.md, "not dates": "in" a duration told as how long
something took). New sentences, not the batch's. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    "text",
    ["we blew the whole budget in 2 nights", "she finished the series in one night"],
)
def test_in_nights_took(read, text) -> None:
    assert read(text, said=SAID) == []
