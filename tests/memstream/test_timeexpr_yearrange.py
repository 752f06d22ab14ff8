"""Time expressions read whole (`resolve_times`), round 37's follow-up on a range of years
after "from" (tests/data/timeexpr.md, ranges): "from 1995 to 2003" and a hedged "from about
1995 to 2003" are those years, first to last, which Duckling read as open from the first
year on; a hedge before a lone year still reads the year ("from like 1985"). Said on
Tuesday 12 May 2026, 08:00 (UTC)."""

from __future__ import annotations

import pytest

_RANGE = ("1995-01-01T00:00", "2004-01-01T00:00")


@pytest.mark.parametrize(
    ("text", "body"),
    [
        ("from about 1995 to 2003 she taught in cork", "1995 to 2003"),
        ("from roughly 1995 till 2003 we rented that flat", "1995 till 2003"),
        ("from 1995 to 2003 my dad drove a taxi", "1995 to 2003"),
        ("from around 1995 to about 2003 he coached the u12s", "1995 to about 2003"),
        ("from 1995-2003 they lived in perth", "1995-2003"),
    ],
)
def test_a_range_of_years_after_from_is_the_range(read, text, body) -> None:
    assert read(text, said="2026-05-12T08:00") == [(body, *_RANGE)]


def test_a_hedged_lone_year_is_the_year(read) -> None:
    assert read("been a member from about 1995, still am", said="2026-05-12T08:00") == [
        ("from about 1995", "1995-01-01T00:00", "1996-01-01T00:00")
    ]
