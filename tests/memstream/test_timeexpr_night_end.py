"""Time expressions read whole (`resolve_times`, the product's path): a clock time in the
small hours right after a night that is over, in a part with no verb of its own ("the boiler
gave up last night, 3 degrees in the kitchen by 5am") or joined to it by a comma ("last
night, by 6am it was freezing"), is the end of that night, after its midnight
(tests/data/timeexpr.md: chat counts the hours after midnight to the night before), not the
next such hour to come. New sentences, not the batch's (round 38 part H), and neighbours
that keep their reading. Said in UTC on Saturday 7 February 2026, 15:56."""

from __future__ import annotations

import pytest

SAID = "2026-02-07T15:56"
NIGHT = ("last night", "2026-02-06T18:00", "2026-02-07T00:00")


@pytest.mark.parametrize(
    ("text", "clock"),
    [
        (
            "the boiler gave up last night, 3 degrees in the kitchen by 5am",
            ("5am", "2026-02-07T05:00", "2026-02-07T06:00"),
        ),
        (
            "power went off last night, back around 6am",
            ("around 6am", "2026-02-07T06:00", "2026-02-07T07:00"),
        ),
        (  # joined by the comma: the six hours after midnight hold 06:00
            "the pipes froze last night, by 6am it was like a fridge",
            ("6am", "2026-02-07T06:00", "2026-02-07T07:00"),
        ),
    ],
)
def test_a_clock_time_after_a_night_gone_is_its_end(read, text, clock) -> None:
    assert read(text, SAID) == [NIGHT, clock]


@pytest.mark.parametrize(
    ("text", "clock"),
    [
        # a clock time in the night itself, or in a new sentence of the future
        ("the gig last night, home by 11pm", ("11pm", "2026-02-06T23:00", "2026-02-07T00:00")),
        ("last night was fun. 6am alarm tomorrow", ("6am", "2026-02-08T06:00", "2026-02-08T07:00")),
    ],
)
def test_other_clock_times_keep_their_reading(read, text, clock) -> None:
    assert read(text, SAID)[1] == clock
