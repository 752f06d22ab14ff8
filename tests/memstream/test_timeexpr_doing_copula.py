"""Time expressions read whole (`resolve_times`, the product's path): "'s" that the tagger
reads as a possessive before an "-ing" verb that a clock time follows is "is" ("told the
kids dad's calling at 7": "dad is calling"), a plan told in the present, ahead, even after a
verb of saying in the past (tests/data/timeexpr.md, the tense of a mention's own part;
tensecopula.py) (issue 21, round 46 part E). A possessive before a noun reads as it did."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "told the kids dad's calling at 7",
            "2026-02-10T16:00:00+00:00",
            [("at 7", "2026-02-10T19:00", "2026-02-10T20:00")],
        ),
        (
            "texted her the van's arriving at 8",
            "2026-02-10T16:00:00+00:00",
            [("at 8", "2026-02-10T20:00", "2026-02-10T21:00")],
        ),
        # near miss: a possessive before its noun, told as past
        (
            "jess's swimming lessons at 9 were cancelled",
            "2026-02-10T16:00:00+00:00",
            [("at 9", "2026-02-10T09:00", "2026-02-10T10:00")],
        ),
    ],
)
def test_an_ing_verb_after_s_is_told_in_the_present(local, text, said, want) -> None:
    assert local(text, said) == want
