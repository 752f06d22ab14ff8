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
            "standup w the berlin team is mon 10am for them, so 6pm for us",
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
        (  # the first's own day kept: a bare clock time restating it is on that day
            "the call was yesterday at 10am their time, so 5am here",
            "2026-03-13T16:00:00-04:00",
            [
                ("yesterday at 10am", "2026-03-12T05:00", "2026-03-12T06:00"),
                ("5am", "2026-03-14T05:00", "2026-03-14T06:00"),
            ],
        ),
        (
            "the game starts at 7:30 ET, so 4:30 for us",
            "2026-06-03T10:00:00-07:00",
            [
                ("at 7:30", "2026-06-03T16:30", "2026-06-03T16:31"),
                ("4:30", "2026-06-03T16:30", "2026-06-03T16:31"),
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
        # review: a time of the speaker's own after "so", not another place's clock
        *[
            (
                text,
                said,
                [
                    (a, f"{day}T{ha}:00", f"{day}T{int(ha) + 1:02d}:00"),
                    (b, f"{day}T{hb}:00", f"{day}T{int(hb) + 1:02d}:00"),
                ],
            )
            for text, said, day, a, ha, b, hb in [
                (
                    "checkout is 11am, so 10am for us to be safe",
                    "2026-03-09T14:00:00-05:00",
                    "2026-03-10",
                    "11am",
                    "11",
                    "10am",
                    "10",
                ),
                (
                    "doors at 7pm, so 6pm for us to grab food first",
                    "2026-03-09T14:00:00-05:00",
                    "2026-03-09",
                    "at 7pm",
                    "19",
                    "6pm",
                    "18",
                ),
                (
                    "we land at 9pm, so 10pm for us at the hotel",
                    "2026-03-13T16:00:00-04:00",
                    "2026-03-13",
                    "at 9pm",
                    "21",
                    "10pm",
                    "22",
                ),
                (
                    "bedtime is 7pm for them, so 9pm for us",
                    "2026-03-09T14:00:00-05:00",
                    "2026-03-09",
                    "7pm",
                    "19",
                    "9pm",
                    "21",
                ),
                (
                    "school pickup 3pm for her, so 5pm for me since i collect from club",
                    "2026-06-03T10:00:00+01:00",
                    "2026-06-03",
                    "3pm",
                    "15",
                    "5pm",
                    "17",
                ),
                (
                    "8am flight = 5am for me to leave the house",
                    "2026-06-03T10:00:00+01:00",
                    "2026-06-04",
                    "8am",
                    "08",
                    "5am",
                    "05",
                ),
                (
                    "race starts 9am, so 6am here for the warm up",
                    "2026-06-03T10:00:00+01:00",
                    "2026-06-04",
                    "9am",
                    "09",
                    "6am",
                    "06",
                ),
            ]
        ],
    ],
)
def test_a_clock_restated_with_so_is_the_speakers_moment(local, text, said, want) -> None:
    assert local(text, said) == want
