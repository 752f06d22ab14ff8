"""Time expressions read whole (`resolve_times`, the product's path), batch 47's kind of a
holiday before an event's noun whose own day, said right after it, is the holiday itself
("the halloween disco is tonight", said on 31 October): the holiday's day, as one occasion
told on it (tests/data/timeexpr.md, "Not dates"). Where the event's day is another
("the xmas party tmrw", said on 20 December), a weekday (read in its tense), or the noun a
thing, not an occasion ("xmas jumpers tomorrow"), the holiday stays the noun's kind. New
sentences of the kind, and neighbours that keep their reading."""

from __future__ import annotations

import pytest

_HALLOWEEN = "2025-10-31T15:00"
_XMAS_EVE = "2025-12-24T15:00"


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        (
            _HALLOWEEN,
            "the halloween disco is on tonight, bring a torch",
            [
                ("halloween", "2025-10-31T00:00", "2025-11-01T00:00"),
                ("tonight", "2025-10-31T18:00", "2025-11-01T00:00"),
            ],
        ),
        (
            _XMAS_EVE,
            "the xmas quiz is tomorrow",
            [
                ("xmas", "2025-12-25T00:00", "2025-12-26T00:00"),
                ("tomorrow", "2025-12-25T00:00", "2025-12-26T00:00"),
            ],
        ),
        # kept: the event on another day, a weekday, a thing that is no occasion
        (_HALLOWEEN, "halloween party tmrw", [("tmrw", "2025-11-01T00:00", "2025-11-02T00:00")]),
        (
            "2025-12-20T15:00",
            "the xmas party tmrw",
            [("tmrw", "2025-12-21T00:00", "2025-12-22T00:00")],
        ),
        (
            _HALLOWEEN,
            "halloween party on friday!",
            [("on friday", "2025-11-07T00:00", "2025-11-08T00:00")],
        ),
        (
            _XMAS_EVE,
            "xmas jumpers tomorrow",
            [("tomorrow", "2025-12-25T00:00", "2025-12-26T00:00")],
        ),
    ],
)
def test_a_holiday_event_held_on_the_holiday(read, said, text, want) -> None:
    assert read(text, said=said) == want
