"""Time expressions read whole (`resolve_times`), by kind (blind batches 33-34): a question
with no verb that proposes a plan named with a possessive ("sam's big bbq on sat at 4?",
"dragon's back hike sun morning?") is the coming day, though the tagger reads a word of the
name as an adjective (tests/data/timeexpr.md: planned, the next one); an adjective of how a
night went ("crazy night on sat?") still asks about the past one."""

from __future__ import annotations

import pytest

MONDAY = "2027-03-08T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("sam's big bbq on sat at 4?", [("on sat at 4", "2027-03-13T16:00", "2027-03-13T17:00")]),
        # neighbours that keep their reading
        (
            "arthur's seat walk sun morning?",
            [("sun morning", "2027-03-14T00:00", "2027-03-14T12:00")],
        ),
        ("crazy night on sat?", [("night on sat", "2027-03-06T18:00", "2027-03-07T00:00")]),
        (
            "wild night at the red lion on sat at 9pm 🍻",
            [("on sat at 9pm", "2027-03-06T21:00", "2027-03-06T22:00")],
        ),
    ],
)
def test_a_possessive_plan_question_is_the_coming_day(read, text, want) -> None:
    assert read(text, MONDAY) == want
