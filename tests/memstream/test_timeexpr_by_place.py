"""Time expressions read whole (`resolve_times`), by kind (round 25): "by" a bare hour after
a place one is to be at ("at the gate by 2") is that clock time, as "by X" is X
(memstream/encoders/times/timebyplace.py)."""

from __future__ import annotations

import pytest


# Kind: "by N" after "at" a place; after another clock time in the sentence it is the next
# such hour after that one (tests/data/timeexpr.md); near variants keep theirs: an age
# ("retired by 60"), a margin after a word of a result ("we won at the club by 3"), a time
# after "at the" ("at the weekend by 2" is no place)
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "train gets in at 10 and we need to be at the venue by 12",
            "2026-04-14T08:00",
            [
                ("at 10", "2026-04-14T10:00", "2026-04-14T11:00"),
                ("by 12", "2026-04-14T12:00", "2026-04-14T13:00"),
            ],
        ),
        (
            "need to be at the main gate by 2",
            "2026-04-14T08:00",
            [("by 2", "2026-04-14T14:00", "2026-04-14T15:00")],
        ),
        ("hoping to have retired by 60", "2026-04-14T08:00", []),
        ("we won at the club by 3", "2026-04-14T08:00", []),
    ],
)
def test_by_an_hour_after_a_place_is_that_clock_time(read, text, said, want) -> None:
    assert read(text, said) == want
