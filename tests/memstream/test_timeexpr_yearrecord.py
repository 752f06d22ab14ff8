"""Time expressions read whole (`resolve_times`, the product's path): a year alone that a
paper or a record is for ("a tax statement for 2025") or that is owned before a noun ("his
2026 pay slip"): that year, within ten years of the message; the kind of case of blind
batches 53-55's misses (round 43 part D; tests/data/timeexpr.md: a year's grain; "not
dates": counts and prices). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
Y2025 = ("2025-01-01T00:00", "2026-01-01T00:00")
Y2026 = ("2026-01-01T00:00", "2027-01-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the landlord wants an income statement for 2026 first", [("2026", *Y2026)]),
        ("still waiting on my p60 for 2025 from the old job", [("2025", *Y2025)]),
        ("can you dig out his 2026 pay slip", [("2026", *Y2026)]),
        # neighbours: prices, counts and other numbers stay no time
        ("sold the bike for 2025 in the end", []),
        ("we printed flyers for 2025 people", []),
        ("my 2026 followers all liked it", []),
        ("order no. 2026/0042 is delayed", []),
        ("a certificate for 1990", []),
    ],
)
def test_a_year_a_record_is_for(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("our 2025 tax return still isnt filed 😬", [("2025", *Y2025)]),
        ("need my 2026 p60 for the mortgage", [("2026", *Y2026)]),
        # a thing's model year, owned before its noun, is no time (round 43 part D review)
        ("my 2019 civic needs new tyres lol", []),
        ("selling my 2025 golf, 45k miles, £8500 ono", []),
        ("her 2021 macbook died again 😩", []),
        ("your 2026 model is worth like 6k", []),
    ],
)
def test_a_year_owned_before_a_record_not_a_model_year(read, text, want) -> None:
    assert read(text, said=SAID) == want
