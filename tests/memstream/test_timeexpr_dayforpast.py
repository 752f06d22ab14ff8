"""Time expressions read whole (`resolve_times`), round 56's kind of a day of the month that a
thing is for, before the verb of its clause ("the rota for the 14th changed again", "tickets
for the 14th sold out"; tests/data/timeexpr.md, a recurring mention names the occurrence the
sentence talks about): a date, though a word right after an ordinal is often the noun it
modifies ("the 14th floor"); and a count told as now after its figure ("40 guests now") is
the plan's change, no word of the moment, so the clock times after it stay on the planned
day. An ordinal of a thing ("the 3rd seeded team", "for the 3rd time") stays no date. Said on
Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the rota for the 14th changed again",
            [("the 14th", "2026-05-14T00:00", "2026-05-15T00:00")],
        ),
        ("tickets for the 14th sold out", [("the 14th", "2026-05-14T00:00", "2026-05-15T00:00")]),
        (
            "the party on the 23rd is set: 40 guests now, drinks at 6, dinner at 7:30pm",
            [
                ("on the 23rd", "2026-05-23T00:00", "2026-05-24T00:00"),
                ("at 6", "2026-05-23T18:00", "2026-05-23T19:00"),
                ("at 7:30pm", "2026-05-23T19:30", "2026-05-23T19:31"),
            ],
        ),
        # kept: ordinals of things
        ("the 2nd seeded player for the 3rd seeded team", []),
        ("we came for the 3rd time", []),
    ],
)
def test_a_day_a_thing_is_for(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
