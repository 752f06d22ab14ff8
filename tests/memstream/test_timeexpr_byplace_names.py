"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part C): "by" a bare hour after someone's place named by two words or with a noun after
the possessive ("at sharma aunty's terrace by 11") is that clock time, as after "at
grandma's" (memstream/encoders/times/timebyplace.py). New sentences, not the batch's, and
neighbours of each kind that keep their reading. Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "dinner at rahul bhaiya's flat by 8",
            "2027-03-02T09:00",
            [("by 8", "2027-03-02T20:00", "2027-03-02T21:00")],
        ),
        (
            "everyone at uncle joe's garage by 10, bring gloves",
            "2027-03-02T08:00",
            [("by 10", "2027-03-02T10:00", "2027-03-02T11:00")],
        ),
        # near misses: a margin after a place with a word of a result, an age
        (
            "we won at the club by 2 last night",
            "2027-03-02T09:00",
            [("last night", "2027-03-01T18:00", "2027-03-02T00:00")],
        ),
        ("she was married by 30", "2027-03-02T09:00", []),
    ],
)
def test_by_an_hour_after_a_named_place(read, text, said, want) -> None:
    assert read(text, said=said) == want
