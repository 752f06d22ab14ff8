"""Time expressions read whole (`resolve_times`, the product's path): a clock time told on
someone else's clock with no city ("8pm theirs", "5pm his time") beside the event's own on the
speaker's ("4pm my time", "9am here") is the same moment, written down in the speaker's time
(tests/data/timeexpr.md, other places' clocks; timetheirclock.py) (issue 21, round 43 part
B). Another's clock time alone, or two clock times with no such marks, read as they did."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "interview on teams friday 3pm my time, 10pm theirs",
            "2026-02-10T09:00:00+00:00",
            [
                ("friday 3pm", "2026-02-13T15:00", "2026-02-13T16:00"),
                ("10pm", "2026-02-13T15:00", "2026-02-13T16:00"),
            ],
        ),
        (  # the other way round, with a slash
            "the stream is at 2am his time / 6pm here",
            "2026-02-10T09:00:00+00:00",
            [
                ("at 2am", "2026-02-10T18:00", "2026-02-10T19:00"),
                ("6pm", "2026-02-10T18:00", "2026-02-10T19:00"),
            ],
        ),
        # near misses: another's clock alone; a second clock time not marked as another's
        (
            "calling grandma at 8pm her time",
            "2026-02-10T09:00:00+00:00",
            [("at 8pm", "2026-02-10T20:00", "2026-02-10T21:00")],
        ),
        (
            "standup at 10am my time, then lunch at 1pm",
            "2026-02-10T09:00:00+00:00",
            [
                ("at 10am", "2026-02-10T10:00", "2026-02-10T11:00"),
                ("at 1pm", "2026-02-10T13:00", "2026-02-10T14:00"),
            ],
        ),
        # two clock times told only as for whom: a time each (round 43 part B review)
        (
            "meds at 8am for me, 8pm for her",
            "2026-03-04T14:20:00+00:00",
            [
                ("at 8am", "2026-03-04T08:00", "2026-03-04T09:00"),
                ("8pm", "2026-03-04T20:00", "2026-03-04T21:00"),
            ],
        ),
        (
            "shift at 9am for me, 2pm for you",
            "2026-03-04T14:20:00+00:00",
            [
                ("at 9am", "2026-03-04T09:00", "2026-03-04T10:00"),
                ("2pm", "2026-03-04T14:00", "2026-03-04T15:00"),
            ],
        ),
        (  # "here" beside "for them" is still one moment on two clocks
            "standup 10am here, 6pm for them",
            "2026-03-04T14:20:00+00:00",
            [
                ("10am", "2026-03-04T10:00", "2026-03-04T11:00"),
                ("6pm", "2026-03-04T10:00", "2026-03-04T11:00"),
            ],
        ),
    ],
)
def test_a_clock_time_on_anothers_clock_is_the_speakers_moment(local, text, said, want) -> None:
    assert local(text, said) == want
