"""Time expressions read whole (`resolve_times`, the product's path): a second clock time that
restates the first on another's clock, only one of the two marked as whose ("2pm which is 9pm
for the lads in the us", "20:00 server time which is 3am for me", "at 4, thats 9pm for her",
"at 11pm, 1am for them") is the same moment, written down in the speaker's time
(tests/data/timeexpr.md, other places' clocks; timerestatedclock.py) (issue 21, round 46
part E). Two clock times each for someone, one for the speaker after a comma alone, or one
for a thing of the event's, read as they did."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "quiz night kicks off fri 7pm which is roughly 11am for my cousins in the states",
            "2026-02-10T09:00:00+00:00",
            [
                ("fri 7pm", "2026-02-13T19:00", "2026-02-13T20:00"),
                ("11am", "2026-02-13T19:00", "2026-02-13T20:00"),
            ],
        ),
        (  # the first on another's clock, the second the speaker's: the moment is the second
            "the raid is wed 21:00 server time which is 2am thurs for me",
            "2026-02-10T09:00:00+00:00",
            [
                ("wed 21:00", "2026-02-12T02:00", "2026-02-12T02:01"),
                ("2am thurs", "2026-02-12T02:00", "2026-02-12T03:00"),
            ],
        ),
        (
            "graduation starts at 4, thats 9pm for her",
            "2026-02-10T09:00:00+00:00",
            [
                ("at 4", "2026-02-10T16:00", "2026-02-10T17:00"),
                ("9pm", "2026-02-10T16:00", "2026-02-10T17:00"),
            ],
        ),
        (
            "we're toasting on facetime at 11pm, 1am for them",
            "2026-02-10T09:00:00+00:00",
            [
                ("at 11pm", "2026-02-10T23:00", "2026-02-11T00:00"),
                ("1am", "2026-02-10T23:00", "2026-02-11T00:00"),
            ],
        ),
        # near misses: a thing's time after a comma; two for whom; the speaker's after a comma
        (
            "doors open at 7, 8pm for the main act",
            "2026-02-10T09:00:00+00:00",
            [
                ("at 7", "2026-02-10T19:00", "2026-02-10T20:00"),
                ("8pm", "2026-02-10T20:00", "2026-02-10T21:00"),
            ],
        ),
        (
            "lunch at 1pm for me, 3pm for them",
            "2026-02-10T09:00:00+00:00",
            [
                ("at 1pm", "2026-02-10T13:00", "2026-02-10T14:00"),
                ("3pm", "2026-02-10T15:00", "2026-02-10T16:00"),
            ],
        ),
        (  # a group with a time of its own, not someone on another clock
            "checkin 3pm which is 1pm for members",
            "2026-02-10T09:00:00+00:00",
            [
                ("3pm", "2026-02-10T15:00", "2026-02-10T16:00"),
                ("1pm", "2026-02-10T13:00", "2026-02-10T14:00"),
            ],
        ),
        (
            "checkin 3pm which is 1pm for gold members",
            "2026-02-10T09:00:00+00:00",
            [
                ("3pm", "2026-02-10T15:00", "2026-02-10T16:00"),
                ("1pm", "2026-02-10T13:00", "2026-02-10T14:00"),
            ],
        ),
        (
            "the stream is 11am sat = 9pm fri for the us crew",
            "2026-02-10T09:00:00+00:00",
            [
                ("11am sat", "2026-02-14T11:00", "2026-02-14T12:00"),
                ("9pm fri", "2026-02-14T11:00", "2026-02-14T12:00"),
            ],
        ),
        (
            "the kids eat at 5pm, 7pm for me",
            "2026-02-10T09:00:00+00:00",
            [
                ("at 5pm", "2026-02-10T17:00", "2026-02-10T18:00"),
                ("7pm", "2026-02-10T19:00", "2026-02-10T20:00"),
            ],
        ),
    ],
)
def test_a_restated_clock_time_is_the_speakers_moment(local, text, said, want) -> None:
    assert local(text, said) == want
