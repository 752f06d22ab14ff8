"""Time expressions read whole (`resolve_times`, the product's path), round 54's kind of a
"'s" the tagger reads as a possessive but is "is" (tests/data/timeexpr.md, "a recurring
mention": planned or present, the next one): right before a day that no noun follows ("the
meeting's monday at 9", after a clause in the past) and before a state and "till" ("the
lift's broken till monday"), the present, so the coming day; not a noun owned ("sam's friday
shift"), a place ("drinks at sam's friday"), a perfect ("jake's moved tuesday"), a state
told as past ("the lift was broken till monday") or a day someone had, asked after ("how was
jen's friday?"). Said on Thursday 7 March 2024 (UTC)."""

from __future__ import annotations

import pytest

_THURSDAY = "2024-03-07T08:55"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "she finally replied, the meeting's monday at 9",
            [("monday at 9", "2024-03-11T09:00", "2024-03-11T10:00")],
        ),
        ("the lift's broken till monday", [("monday", "2024-03-11T00:00", "2024-03-12T00:00")]),
        ("the pool's closed till monday", [("monday", "2024-03-11T00:00", "2024-03-12T00:00")]),
        ("the lift's broken 'til monday", [("monday", "2024-03-11T00:00", "2024-03-12T00:00")]),
        ("the lift's broken ’til monday", [("monday", "2024-03-11T00:00", "2024-03-12T00:00")]),
        (
            "my car's in the shop, garage said the part's delayed till friday",
            [("friday", "2024-03-08T00:00", "2024-03-09T00:00")],
        ),
        # kept: a state told as past, a perfect, a place, a noun owned
        (
            "the lift was broken till monday",
            [("monday", "2024-03-04T00:00", "2024-03-05T00:00")],
        ),
        ("jake's moved tuesday", [("tuesday", "2024-03-05T00:00", "2024-03-06T00:00")]),
        ("we had drinks at sam's friday", [("friday", "2024-03-01T00:00", "2024-03-02T00:00")]),
        ("sam's friday shift was brutal", []),
        # kept: a day someone had, asked after (round 54's review)
        (
            "how was jen's friday? she seemed stressed",
            [("friday", "2024-03-01T00:00", "2024-03-02T00:00")],
        ),
        ("how was everyone's weekend?", [("weekend", "2024-03-02T00:00", "2024-03-04T00:00")]),
        ("dad's 10am call ran long", [("10am", "2024-03-06T10:00", "2024-03-06T11:00")]),
    ],
)
def test_a_copula_before_a_day(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want


def test_a_holiday_someone_had_asked_after(read) -> None:
    """Said on 28 December: the Christmas just gone, not a "'s" read as "is"."""
    assert read("how was your mum's christmas? 🎄", said="2024-12-28T10:00") == [
        ("christmas", "2024-12-25T00:00", "2024-12-26T00:00")
    ]
