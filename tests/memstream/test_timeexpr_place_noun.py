"""Time expressions read whole (`resolve_times`), round 56's kind of a participle right after
a preposition of place ("it was 31° on set monday"): "set" there is the place, a noun,
no participle of planning ("set for friday": ahead); the clause's own verb tells the day
(tests/data/timeexpr.md, "a recurring mention": the tense of its own part). Near misses keep
their reading: a participle after an auxiliary ("the date was set on monday"), a plan ("it's
all set for friday"), a future on set ("we're on set thursday"). Said on Wednesday 14
October 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-10-14T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "it was 31° on set monday and 2 extras passed out",
            [("monday", "2026-10-12T00:00", "2026-10-13T00:00")],
        ),
        (
            "the crew were on set sunday till late",
            [("sunday", "2026-10-11T00:00", "2026-10-12T00:00")],
        ),
        # kept: the verb "set"; a plan; ahead
        ("the date was set on monday", [("on monday", "2026-10-12T00:00", "2026-10-13T00:00")]),
        ("it's all set for friday", [("friday", "2026-10-16T00:00", "2026-10-17T00:00")]),
        (
            "we're on set thursday from 7",
            [("thursday from 7", "2026-10-15T07:00", "2026-10-15T08:00")],
        ),
    ],
)
def test_a_participle_after_a_place_preposition_is_the_place(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


#: Round 56 follow-up D, review: a past in "-ed" after a preposition that ends a relative clause.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the bar i'm at closed at 11 tuesday lol",
            [("at 11 tuesday", "2026-10-13T23:00", "2026-10-14T00:00")],
        ),
        ("it was 38 degrees on set friday", [("friday", "2026-10-09T00:00", "2026-10-10T00:00")]),
    ],
)
def test_a_past_after_a_stranded_preposition_is_a_verb(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
