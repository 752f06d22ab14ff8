"""Time expressions read whole (`resolve_times`), by kind (blind batches 33-34): a sentence
with no verb that names an occasion, a weekday and a time of day ("quiz night at the red
lion on saturday at 7pm 🍻") announces it, the coming one, not the nearest, which may lie
behind (tests/data/timeexpr.md: planned, the next one); with a word of how it went, or a
verb in the past, it stays the past."""

from __future__ import annotations

import pytest

TUESDAY = "2027-03-09T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "quiz night at the red lion on saturday at 7pm 🍻 teams of 4 max",
            [("on saturday at 7pm", "2027-03-13T19:00", "2027-03-13T20:00")],
        ),
        (
            "bake sale in the church hall on sat at 10am",
            [("on sat at 10am", "2027-03-13T10:00", "2027-03-13T11:00")],
        ),
        (
            "ceilidh at the village hall sat evening? 🎻",
            [("sat evening", "2027-03-13T18:00", "2027-03-14T00:00")],
        ),
        # neighbours that keep the past
        (
            "great night at the red lion on saturday at 7pm 🍻",
            [("on saturday at 7pm", "2027-03-06T19:00", "2027-03-06T20:00")],
        ),
        (
            "quiz night at the red lion on saturday at 7pm was chaos",
            [("on saturday at 7pm", "2027-03-06T19:00", "2027-03-06T20:00")],
        ),
    ],
)
def test_a_verbless_announcement_is_the_coming_one(read, text, want) -> None:
    assert read(text, TUESDAY) == want
