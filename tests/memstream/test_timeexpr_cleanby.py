"""Time expressions read whole (`resolve_times`, the product's path): "by" a bare hour right
after a word of a room or a thing being clean or tidy ("if it's not clean by 5", "kitchen
tidy by 6") is the hour it is due, a clock time, as "done by 5" and "ready by 5" are (round
42 part C; tests/data/timeexpr.md, ranges: "by X" is X). New sentences, not the batch's,
and neighbours that keep their reading. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "bathroom has to look clean by 4, the landlord is coming",
            "2027-03-03T12:00",
            [("by 4", "2027-03-03T16:00", "2027-03-03T17:00")],
        ),
        (
            "told him his desk better be tidy by 6",
            "2027-03-03T12:00",
            [("by 6", "2027-03-03T18:00", "2027-03-03T19:00")],
        ),
    ],
)
def test_by_a_bare_hour_after_clean_or_tidy(read, text, said, want) -> None:
    assert read(text, said=said) == want


def test_a_margin_stays_no_time(read) -> None:
    assert read("we won by 4 and kept a clean sheet", said="2027-03-03T12:00") == []
