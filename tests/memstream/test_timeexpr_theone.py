"""Time expressions read whole (`resolve_times`, the product's path), batch 21's kind of
"the one" (tests/data/timeexpr.md, "not dates": ordinals of things): "the one in october"
is a thing, the pronoun, not the 1st of the month; the time after it is its own ("in
october", the month; "on saturday", the day). New sentences, and ones of a neighbouring
kind that keep their reading. Said on Wednesday 10 February 2027 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2027-02-10T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the one in october had a queue round the block",
            [("in october", "2026-10-01T00:00", "2026-11-01T00:00")],
        ),
        (
            "the one on saturday was rained off, next is 6 march",
            [
                ("on saturday", "2027-02-06T00:00", "2027-02-07T00:00"),
                ("6 march", "2027-03-06T00:00", "2027-03-07T00:00"),
            ],
        ),
        # kept: "the first" of a month is its 1st; "the one" with no time names none
        (
            "the first in october was the best",
            [("the first in october", "2026-10-01T00:00", "2026-10-02T00:00")],
        ),
        ("i liked the one in the middle", []),
    ],
)
def test_the_one_is_a_thing_not_the_first(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
