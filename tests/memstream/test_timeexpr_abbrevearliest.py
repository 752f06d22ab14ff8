"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
before "at the earliest" or "at the latest" that ends its part ("fri at the latest"): the
day, the kind of case of blind batches 50-52's misses (round 42 part B; tests/data/
timeexpr.md, "not dates": a weekday cut short that is a word, unless it is a day). New
sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SAT = ("2027-03-06T00:00", "2027-03-07T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the part's on back order, so sat at the earliest", [("sat", *SAT)]),
        ("need the draft back, sat at the latest!", [("sat", *SAT)]),
        # neighbours: the verb, seated, with a subject or before a noun
        ("we sat at the earliest table they had", []),
        ("i sat at the earliest.", []),
    ],
)
def test_a_weekday_cut_short_at_the_earliest(read, text, want) -> None:
    assert read(text, said=SAID) == want
