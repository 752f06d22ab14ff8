"""Time expressions read whole (`resolve_times`), round 39 part B's kind of a season after
"for" in a clause that books, plans or applies for something ("applied for a ski job for
winter", "booked a cabin for winter"): the coming season, as a month there is (tests/data/
timeexpr.md: "a month after 'for' in a clause of booking or planning is a time"). A season
as a noun's purpose or liked in general stays none. Said on Wednesday 16 September 2026,
09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-09-16T09:00"
WINTER = ("2026-12-01T00:00", "2027-03-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("applied for a bar job at the ski lodge for winter", [("winter", *WINTER)]),
        ("booked a cabin for winter", [("winter", *WINTER)]),
        ("applied to the ski school for winter", [("winter", *WINTER)]),
    ],
)
def test_a_season_planned_for(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "new tyres for winter",
        "i love autumn",
        "applied sunscreen, ready for summer vibes",
        # "apply" as putting something on: the season is the thing's purpose
        "applied a coat of wax to the boat for winter",
        "applied fertiliser for spring 🌱",
        "applied thermal film to the windows for winter",
    ],
)
def test_a_season_in_general_stays_none(read, text) -> None:
    assert read(text, said=SAID) == []
