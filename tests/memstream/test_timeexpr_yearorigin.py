"""Time expressions read whole (`resolve_times`, the product's path): a bare year right
after a word of founding or birth ("founded 2009", "est. 1998", "born 1987") is that year,
and "by" a year ahead ("all electric by 2035") is that year; not a count ("born 2000 miles
from here"), not a founding year still ahead, not "by" a four-digit clock in a message
about the day ("back by 2045 tonight"). Said on Tuesday 10 March 2026, 13:20 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-03-10T13:20"


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("the bakery was founded 2009 apparently", "2009"),
        ("tiny pub, est. 1998, great chips", "1998"),
        ("my gran was born 1941 in cork", "1941"),
    ],
)
def test_a_year_of_founding_or_birth_is_that_year(read, text: str, year: str) -> None:
    found = read(text, said=SAID)
    assert [(t, a, b) for t, a, b in found] == [
        (year, f"{year}-01-01T00:00", f"{int(year) + 1}-01-01T00:00")
    ]


def test_by_a_year_ahead_is_that_year(read) -> None:
    assert read("the council wants all buses electric by 2035", said=SAID) == [
        ("by 2035", "2035-01-01T00:00", "2036-01-01T00:00"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "she was born 2000 miles from here",
        "be back by 2045 tonight pls",
        "gotta be home by 2030",
        "i'll be there by 2030, traffic permitting",
        "founded 2031 hopefully lol",
        "we sold it for 2000 by the end",
    ],
)
def test_counts_clocks_and_years_ahead_are_no_year(read, text: str) -> None:
    assert [t for t, _, _ in read(text, said=SAID) if t[-4:].isdigit() and len(t) <= 7] == []
