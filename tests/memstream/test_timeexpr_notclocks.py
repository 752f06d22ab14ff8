"""Time expressions read whole (`resolve_times`, the product's path), batch 20's kinds of a
number that looks like a time and is none (tests/data/timeexpr.md, "Not dates"): a number
glued to a name's letters before a time ("the NC500 last september", "flew the A380 last
june": the time after it), a count of three or four digits after a determiner or a verb of
scoring ("bowled a 212 on tuesday": Duckling's 2:12), time gone "into" a thing ("9:30 into
the roast", "5:10 into my set"), and a hole of a golf course after a score made on it
("birdie on the 17th"). New sentences of each kind, and ones of a neighbouring kind that
keep their reading. Said on Thursday 5 March 2026 (UTC)."""

from __future__ import annotations

import pytest

_THURSDAY = "2026-03-05T20:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("rode the NC500 last july", [("last july", "2025-07-01T00:00", "2025-08-01T00:00")]),
        (
            "drove the A303 last weekend",
            [("last weekend", "2026-02-28T00:00", "2026-03-02T00:00")],
        ),
        ("we took the B1040 on sunday", [("on sunday", "2026-03-01T00:00", "2026-03-02T00:00")]),
        (
            "rolled a 245 on friday night",
            [("on friday night", "2026-02-27T18:00", "2026-02-28T00:00")],
        ),
        ("scored 1450 on saturday", [("on saturday", "2026-02-28T00:00", "2026-03-01T00:00")]),
        # kept: a chat clock time introduced, or after a verb
        ("meet at 930 on tuesday", [("at 930 on tuesday", "2026-03-10T09:30", "2026-03-10T09:31")]),
        ("the bus leaves 930 tomorrow", [("930 tomorrow", "2026-03-06T09:30", "2026-03-06T09:31")]),
    ],
)
def test_a_name_or_a_count_before_a_time_is_no_clock(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("5:10 into my set the mic died", []),
        ("pulled the loaf 42:30 into the bake", []),
        ("the fire alarm went 2:15 into the exam", []),
        # kept: a clock time introduced, a clock time of a day
        (
            "call me at 9:30 tomorrow",
            [("at 9:30 tomorrow", "2026-03-06T09:30", "2026-03-06T09:31")],
        ),
        ("the train at 9:30 into town", [("at 9:30", "2026-03-05T21:30", "2026-03-05T21:31")]),
    ],
)
def test_time_gone_into_a_thing_is_no_clock(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("birdie on the 9th!!", []),
        ("eagle on the 14th today", [("today", "2026-03-05T00:00", "2026-03-06T00:00")]),
        ("bogey on the 2nd again, 91 overall", []),
        # kept: a day of the month with no score before it
        (
            "tee time on the 17th at 9",
            [("on the 17th at 9", "2026-03-17T09:00", "2026-03-17T10:00")],
        ),
        ("fancy a round on the 17th?", [("on the 17th", "2026-03-17T00:00", "2026-03-18T00:00")]),
    ],
)
def test_a_golf_hole_after_its_score_is_no_day(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want
