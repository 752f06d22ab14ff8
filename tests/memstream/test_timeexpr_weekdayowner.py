"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
that owns the noun after it ("thu's practice", "sat's gig") is the day, as "thursday's
practice" is; not "the sun's out", nor an acronym ("the SAT's maths part"), nor "mon's"
(chat's "mon", a word). Said on Tuesday 10 March 2026, 13:20 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-03-10T13:20"


@pytest.mark.parametrize(
    ("text", "word", "day"),
    [
        ("pushing thu's practice back an hour", "thu", "2026-03-12"),
        ("sat's gig is sold out!!", "sat", "2026-03-14"),
        ("can't make fri's meetup sorry", "fri", "2026-03-13"),
    ],
)
def test_a_weekday_cut_short_owning_a_noun_is_the_day(read, text: str, word: str, day: str) -> None:
    found = read(text, said=SAID)
    assert [(t, a[:10]) for t, a, _ in found] == [(word, day)]


@pytest.mark.parametrize(
    "text",
    ["the sun's out finally", "the SAT's maths part was brutal", "mon's a legend fr"],
)
def test_words_with_an_s_are_no_day(read, text: str) -> None:
    assert read(text, said=SAID) == []
