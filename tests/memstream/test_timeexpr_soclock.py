"""Time expressions read whole (`resolve_times`, the product's path): a clock time on
another's clock restated as the speaker's after "so" ("8am their time, so 4pm for us", "11am
for them, so thats 2am here") or "=" after a place's word ("3pm paris = 9am for us") is the
moment on the speaker's clock, the day included (tests/data/timeexpr.md, other places'
clocks; timerestatedclock.py) (issue 21, round 56 part E). A second time that follows from
the first with no mark of the speaker's clock, or two for whom, read as they did."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the vendor demo is at 8am their time, so thats 4pm for us",
            "2026-02-10T09:00:00+00:00",
            [
                ("at 8am", "2026-02-10T16:00", "2026-02-10T17:00"),
                ("4pm", "2026-02-10T16:00", "2026-02-10T17:00"),
            ],
        ),
        (  # the day comes from the speaker's clock
            "interview with the sydney office, 9am their time, so weds 11pm here",
            "2026-02-09T10:00:00+00:00",
            [
                ("9am", "2026-02-11T23:00", "2026-02-12T00:00"),
                ("weds 11pm", "2026-02-11T23:00", "2026-02-12T00:00"),
            ],
        ),
        (
            "standup is mon 10am for them, so 6pm for us",
            "2026-02-10T09:00:00+00:00",
            [
                ("mon 10am", "2026-02-16T18:00", "2026-02-16T19:00"),
                ("6pm", "2026-02-16T18:00", "2026-02-16T19:00"),
            ],
        ),
        (
            "the webinar is fri at 3pm paris = 9am for us",
            "2026-02-10T09:00:00-05:00",
            [
                ("fri at 3pm", "2026-02-13T09:00", "2026-02-13T10:00"),
                ("9am", "2026-02-13T09:00", "2026-02-13T10:00"),
            ],
        ),
        # near misses: "so" with no mark of the speaker's clock; two for whom
        (
            "the bus leaves at 8am, so 7am for breakfast",
            "2026-02-10T06:00:00+00:00",
            [
                ("at 8am", "2026-02-10T08:00", "2026-02-10T09:00"),
                ("7am", "2026-02-10T07:00", "2026-02-10T08:00"),
            ],
        ),
        (
            "pickup is 3pm for them, so 5pm for the older kids",
            "2026-02-10T09:00:00+00:00",
            [
                ("3pm", "2026-02-10T15:00", "2026-02-10T16:00"),
                ("5pm", "2026-02-10T17:00", "2026-02-10T18:00"),
            ],
        ),
    ],
)
def test_a_clock_restated_with_so_is_the_speakers_moment(local, text, said, want) -> None:
    assert local(text, said) == want
