"""Time expressions read whole (`resolve_times`, the product's path): a date after "like"
and a preposition that likens a state to it ("the heating packed in again like in
january", "rent went up just like in april") is the ground of a comparison, a time one
knows: the past, as "than in March" (tests/data/timeexpr.md; issue 21, round 49). Not
"like" after a noun or a verb, a guess or a filler ("something like in june"), nor after a
word of when that it makes precise ("soon like in june"): those keep the clause's tense."""

from __future__ import annotations

import pytest

SAID = "2025-10-14T09:10:00+01:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the heating packed in again like in january",
            [("in january", "2025-01-01T00:00", "2025-02-01T00:00")],
        ),
        (
            "rent went up just like in april, same as every year",
            [("in april", "2025-04-01T00:00", "2025-05-01T00:00")],
        ),
        (  # a modal does not make the ground a time ahead, as "than at christmas"
            "it'll be cold like in january",
            [("in january", "2025-01-01T00:00", "2025-02-01T00:00")],
        ),
        # near misses: the clause's tense, ahead
        ("we'll go soon like in june", [("in june", "2026-06-01T00:00", "2026-07-01T00:00")]),
        (
            "something like in june would suit",
            [("in june", "2026-06-01T00:00", "2026-07-01T00:00")],
        ),
    ],
)
def test_the_date_a_state_is_likened_to(local, text, want) -> None:
    assert local(text, SAID) == want
