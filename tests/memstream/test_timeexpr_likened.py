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


HEDGED_SAID = "2024-02-14T09:00:00+00:00"  # a Wednesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "like" after an adverb of how sure or a word of when is a hedge: the plan's date
        (
            "we're heading back there probably like in june",
            [("in june", "2024-06-01T00:00", "2024-07-01T00:00")],
        ),
        (
            "i'll come visit maybe like in august if flights are cheap",
            [("in august", "2024-08-01T00:00", "2024-09-01T00:00")],
        ),
        (
            "book it early like in may, not last minute like last year",
            [
                ("in may", "2024-05-01T00:00", "2024-06-01T00:00"),
                ("last year", "2023-01-01T00:00", "2024-01-01T00:00"),
            ],
        ),
        (
            "exam is really early like on the 3rd 😭",
            [("on the 3rd", "2024-03-03T00:00", "2024-03-04T00:00")],
        ),
        # likening still: the time one knows
        (
            "flights are cheap rn just like in jan",
            [("in jan", "2024-01-01T00:00", "2024-02-01T00:00")],
        ),
    ],
)
def test_like_as_a_hedge_keeps_the_clause_s_tense(local, text, want) -> None:
    assert local(text, HEDGED_SAID) == want
