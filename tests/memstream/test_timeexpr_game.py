"""Time expressions read whole (`resolve_times`, the product's path), batch 18's kind of a
non-date: a part of a game ("the 4th quarter", "the 2nd half", "the 3rd period") in a
message about one (a score, words of a game) is no quarter of the year (tests/data/timeexpr.md:
ordinals of things, not dates). New sentences of the kind, and ones that stay dates."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "text",
    [
        "we scored twice in the 2nd half and still drew",
        "she scored in the 3rd period, 2-1 final",
        "down 70-64, our point guard fouled out in the 4th quarter",
    ],
)
def test_a_part_of_a_game_is_no_date(read, text) -> None:
    assert read(text) == []


# kept: a quarter of the year where nothing tells a game
@pytest.mark.parametrize(
    "text",
    ["sales were up in the 4th quarter", "the team hit its target in the 4th quarter"],
)
def test_a_quarter_of_the_year_stays_a_date(read, text) -> None:
    assert [t for t, _, _ in read(text)] == ["the 4th quarter"]
