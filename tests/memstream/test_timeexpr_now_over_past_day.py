"""Time expressions read whole (`resolve_times`, the product's path): "it's" a clock time after
a day already gone tells the moment, the kind of case of blind batches 47-49's misses (round 41
part C; tests/data/timeexpr.md, "a clock time told in the present"): "we got in on boxing day
... its 4am", said at 04:12 on the 28th, is 04:00 that day, not boxing day's. New sentences,
not the batch's, and neighbours that keep their reading. Said on Monday 28 December 2026, 04:12
UTC."""

from __future__ import annotations

import pytest

SAID = "2026-12-28T04:12"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a holiday already gone, then "it's" the hour that holds the moment: the moment
        (
            "got in on boxing day and the jet lag is brutal 🥴 its 4am and i am starving",
            [
                ("on boxing day", "2026-12-26T00:00", "2026-12-27T00:00"),
                ("4am", "2026-12-28T04:00", "2026-12-28T05:00"),
            ],
        ),
        (
            "flew home on christmas day and it is 4am here, cannot sleep",
            [
                ("on christmas day", "2026-12-25T00:00", "2026-12-26T00:00"),
                ("4am", "2026-12-28T04:00", "2026-12-28T05:00"),
            ],
        ),
        # no reading holds the moment: the day's, as before
        (
            "we landed on boxing day and its 3pm",
            [
                ("on boxing day", "2026-12-26T00:00", "2026-12-27T00:00"),
                ("3pm", "2026-12-26T15:00", "2026-12-26T16:00"),
            ],
        ),
        # a day ahead and the event's time after "it's": the event's
        (
            "the party is on new years eve, its 4am till late",
            [
                ("on new years eve", "2026-12-31T00:00", "2027-01-01T00:00"),
                ("4am", "2026-12-31T04:00", "2026-12-31T05:00"),
            ],
        ),
    ],
)
def test_its_a_clock_after_a_day_gone(read, text, want) -> None:
    assert read(text, said=SAID) == want
