"""Time expressions read whole (`resolve_times`), round 57's kind of a participle after a verb
of wanting and its object with a quantifier ("night manager wants it all checked by 8am",
said at 03:30): the wanting's tense, ahead, not the past the tagger reads in the participle
(memstream/encoders/times/tenseverbs.py). Near miss: a past told outright ("we packed it all
by 2am"). The tagger reads "checked" there as a simple past."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "night manager wants it all checked by 8am, then home",
            [("8am", "2026-03-10T08:00", "2026-03-10T09:00")],
        ),
        # kept: the past
        ("we checked it all by 2am", [("2am", "2026-03-10T02:00", "2026-03-10T03:00")]),
    ],
)
def test_a_thing_wanted_all_done_by_an_hour_is_ahead(read, text, want) -> None:
    assert read(text, said="2026-03-10T03:30") == want
