"""Time expressions read whole (`resolve_times`), batch 42's kind of a place one got to
("got to the polling place at 5am"; tests/data/timeexpr.md, "a recurring mention": told as
past, the latest one): where one went, the past, not a place at an event got like a ticket
("got 2 seats for the panto on saturday", ahead). Said on Tuesday 10 November 2026 at 12:00
(UTC)."""

from __future__ import annotations

import pytest

_NOON = "2026-11-10T12:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "got to the meeting place at 6am, nobody else there 🥶",
            _NOON,
            [("at 6am", "2026-11-10T06:00", "2026-11-10T07:00")],
        ),
        (
            "got to our table at 8am and the buffet was gone",
            _NOON,
            [("at 8am", "2026-11-10T08:00", "2026-11-10T09:00")],
        ),
        # kept: a place got for an event, ahead
        (
            "got 2 seats for the panto on saturday",
            _NOON,
            [("on saturday", "2026-11-14T00:00", "2026-11-15T00:00")],
        ),
        (
            "snagged a slot at the clinic on the 20th",
            _NOON,
            [("on the 20th", "2026-11-20T00:00", "2026-11-21T00:00")],
        ),
        # review: ahead, no place one went to right after the verb
        (
            "got through to the box office, 2 tickets for saturday 🎭",
            _NOON,
            [
                ("saturday", "2026-11-14T00:00", "2026-11-15T00:00"),
            ],
        ),
        (
            "got at least 3 tickets for the final on sunday",
            _NOON,
            [
                ("on sunday", "2026-11-15T00:00", "2026-11-16T00:00"),
            ],
        ),
        (
            "got to choose our seats for the show on saturday",
            _NOON,
            [
                ("on saturday", "2026-11-14T00:00", "2026-11-15T00:00"),
            ],
        ),
        (
            "got mum in for an appt at the clinic on the 20th",
            _NOON,
            [
                ("on the 20th", "2026-11-20T00:00", "2026-11-21T00:00"),
            ],
        ),
        # review: a place one got to, the past
        (
            "got to the ticket booth at 10 on saturday and they'd sold out",
            _NOON,
            [
                ("at 10 on saturday", "2026-11-07T10:00", "2026-11-07T11:00"),
            ],
        ),
    ],
)
def test_a_place_one_got_to(read, text, said, want) -> None:
    assert read(text, said=said) == want
