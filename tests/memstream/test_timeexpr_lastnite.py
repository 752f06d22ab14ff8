"""Time expressions read whole (`resolve_times`, the product's path): chat's "last nite" is
the night before, 18:00-24:00 (issue 21, round 58 part E; tests/data/timeexpr.md, parts of the
day), as "last night" is; "the last nite" of several is no day. New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 10 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-10T09:00"
NIGHT = ("2027-03-09T18:00", "2027-03-10T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the bar was packed last nite", [("last nite", *NIGHT)]),
        ("LAST NITE was so much fun", [("LAST NITE", *NIGHT)]),
        ("barely slept last nite, the baby was up", [("last nite", *NIGHT)]),
        # the last one of several: no day
        ("our last nite in lisbon was the best", []),
        ("the last nite of the tour is sold out", []),
        # round 58 E review: a possessive, an ordinal, "one", "at", "since" or a clock number
        # before it, "of", "in", "out" or "shift" after it: no night before
        ("their last nite in rome was perfect", []),
        ("it's her last nite here so come out pls", []),
        ("last nite of the festival is sat", []),
        ("last nite shift of the week done ✅", []),
        ("2nd last nite of the trip 😢", []),
        ("one last nite out before the baby comes", []),
        ("finally done, at last nite nite all 😴", []),
        ("since last nite my tooth is killing me", []),
        ("went to bed at 10 last nite", []),
        ("saw u last nite at the bar", [("last nite", *NIGHT)]),
    ],
)
def test_last_nite(read, text, want) -> None:
    assert read(text, said=SAID) == want
