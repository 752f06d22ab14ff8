"""Time expressions read whole (`resolve_times`), round 37's follow-up on a number after
"weekend" (tests/data/timeexpr.md): after a bare "weekend" a small number names it ("jazz fest
weekend 1", a festival's first weekend: no time), but after "this"/"that"/"the" it is the
weekend, and the number starts what the sentence goes on with ("this weekend 2 of us are
going camping"). Said on Tuesday 12 May 2026, 08:00 (UTC)."""

from __future__ import annotations

import pytest

_THIS = [("this weekend", "2026-05-16T00:00", "2026-05-18T00:00")]


@pytest.mark.parametrize(
    "text",
    [
        "this weekend 3 of us are driving up to the lakes",
        "we've got 2 gigs this weekend 1 in leeds",
        "this weekend two of the kids have parties",
    ],
)
def test_a_pointed_weekend_is_the_weekend(read, text) -> None:
    assert read(text, said="2026-05-12T08:00") == _THIS


@pytest.mark.parametrize(
    "text",
    [
        "the lineup for folk fest weekend 2 is insane",  # a bare weekend's number: a name
        "weekend one of the festival sold out",
    ],
)
def test_a_bare_weekends_number_names_it(read, text) -> None:
    assert read(text, said="2026-05-12T08:00") == []
