"""Time expressions read whole (`resolve_times`, the product's path): "tonight" before
"because" ("bc", "cos") still tells the clock time of the reason after it, the neighbours
that round 41 part C's rule read worse and whose revert they hold (round 41 part C review;
tests/data/timeexpr.md, clock times without am/pm: a word of the evening tells the hour):
"cant make it tonight bc my shift ends at 10", said at 08:00, is 22:00 that day. Said on
Tuesday 12 May 2026, 08:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-05-12T08:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "cant make it tonight bc my shift ends at 10",
            [
                ("tonight", "2026-05-12T18:00", "2026-05-13T00:00"),
                ("at 10", "2026-05-12T22:00", "2026-05-12T23:00"),
            ],
        ),
        (
            "i'll call tonight bc he's only home at 9",
            [
                ("tonight", "2026-05-12T18:00", "2026-05-13T00:00"),
                ("at 9", "2026-05-12T21:00", "2026-05-12T22:00"),
            ],
        ),
    ],
)
def test_tonight_before_because(read, text, want) -> None:
    assert read(text, said=SAID) == want
