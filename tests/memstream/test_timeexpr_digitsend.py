"""Time expressions read whole (`resolve_times`, the product's path): the last digits of a
number, a code or a card after "ends in" / "ending in" ("my card number ends in 2031"), the
kind of case of blind batches 62-64's misses (round 46 part A; tests/data/timeexpr.md, "not
dates": counts and numbers of things); a thing that ends in a year keeps it. New sentences,
not the batch's. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the tracking number ends in 8812, can you check it", []),
        ("pay with the card ending in 2029 pls", []),
        ("my phone ends in 3057 if the courier calls", []),
        ("the booking ref ends in 1190", []),
        ("order # ends in 5530, still not here", []),
        ("his number's ending in 4418 i think", []),
        ("acct no. ending in 2024 pls", []),
        # neighbours: a thing that ends in a year
        ("the lease ends in 2029", [("in 2029", "2029-01-01T00:00", "2030-01-01T00:00")]),
        ("the trial ended in 2025", [("in 2025", "2025-01-01T00:00", "2026-01-01T00:00")]),
        # round 46 part A review: the noun of a number further back, or "no" the determiner,
        # or a word that also names a stretch: the thing that ends keeps its year
        (
            "my phone contract ends in 2028 thank god",
            [("in 2028", "2028-01-01T00:00", "2029-01-01T00:00")],
        ),
        ("no way this war ends in 2029", [("in 2029", "2029-01-01T00:00", "2030-01-01T00:00")]),
        (
            "the code freeze ends in 2028, then we ship",
            [("in 2028", "2028-01-01T00:00", "2029-01-01T00:00")],
        ),
        (
            "my account ends in 2028, renew it?",
            [("in 2028", "2028-01-01T00:00", "2029-01-01T00:00")],
        ),
        (
            "the extension ends in 2030 per the contract",
            [("in 2030", "2030-01-01T00:00", "2031-01-01T00:00")],
        ),
    ],
)
def test_the_last_digits_of_a_number(read, text, want) -> None:
    assert read(text, said=SAID) == want
