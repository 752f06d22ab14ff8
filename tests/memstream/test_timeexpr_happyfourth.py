"""Time expressions read whole (`resolve_times`, the product's path), batch 49's kind of
"happy 4th" said near the Fourth of July and followed by who it is from or to ("happy 4th
from rome", "happy 4th to you all"): the Fourth of July (tests/data/timeexpr.md, "Chat
spellings of days": "the 4th" from mid-June to early July is 4 July with "happy" before
it). Not before a noun it counts ("happy 4th birthday"), nor far from July. New sentences
of the kind, and neighbours that keep their reading."""

from __future__ import annotations

import pytest

_FOURTH = "2026-07-04T18:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("happy 4th from all of us at the shop", [("4th", "2026-07-04T00:00", "2026-07-05T00:00")]),
        ("happy 4th to you and yours", [("4th", "2026-07-04T00:00", "2026-07-05T00:00")]),
        # kept: an ordinal of a birthday or an anniversary
        ("happy 4th birthday to my boy", []),
        ("happy 4th anniversary from us", []),
    ],
)
def test_happy_fourth_from_or_to(read, text, want) -> None:
    assert read(text, said=_FOURTH) == want


def test_happy_fourth_far_from_july(read) -> None:
    assert read("happy 4th from all of us", said="2026-03-10T18:00") == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "the 4th" before "from"/"to": an ordinal of a place or a turn, even near a cue of July
        ("she's the 4th from the left in the fireworks pic", []),
        (
            "you're the 4th to ask me about fireworks today 🙄",
            [("today", "2026-06-28T00:00", "2026-06-29T00:00")],
        ),
        ("the 4th from last song was the best 🇺🇸", []),
    ],
)
def test_the_fourth_before_from_or_to_is_an_ordinal(read, text, want) -> None:
    assert read(text, said="2026-06-28T19:30") == want
