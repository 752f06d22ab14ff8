"""Time expressions read whole (`resolve_times`, the product's path): a clock time in a
clause of something that keeps happening ("the app keeps pinging me at 2am", "they keep
calling at 7am") and two clock times joined in a sentence that tells a number of times a
day ("twice a day, 9am and 9pm", "3 times a day and his tablet at 7am + 7pm"): a habit's or
a daily dose's times, no dates, the kind of case of blind batches 56-58's misses (round 44
part A; tests/data/timeexpr.md, "not dates": habits and a dose). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the app keeps pinging me at 2am about updates", []),
        ("they keep calling at 7am", []),
        ("the puppy needs feeding 3 times a day and his tablet at 7am + 7pm", []),
        ("drops twice a day, 9am and 9pm", []),
        # neighbours: "keep" as a request, two times of a meeting, a dose in another sentence
        # (review) the day or date that something keeps happening about; clock times of a day
        (
            "he keeps asking if we're still on for friday",
            [("friday", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
        (
            "mum keeps reminding me abt the party on the 20th",
            [("on the 20th", "2027-03-20T00:00", "2027-03-21T00:00")],
        ),
        (
            "feed her twice a day, tmrw at 7am and 6pm is fine",
            [
                ("tmrw at 7am", "2027-03-04T07:00", "2027-03-04T08:00"),
                ("6pm", "2027-03-04T18:00", "2027-03-04T19:00"),
            ],
        ),
        (
            "twice daily at 8am and 8pm starting tomorrow",
            [("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        ("keep me posted, call at 3", [("at 3", "2027-03-03T15:00", "2027-03-03T16:00")]),
        (
            "meet at 9am and 5pm today",
            [
                ("at 9am", "2027-03-03T09:00", "2027-03-03T10:00"),
                ("5pm today", "2027-03-03T17:00", "2027-03-03T18:00"),
            ],
        ),
        (
            "i take it once a day. meet at 9am & 5pm?",
            [
                ("at 9am", "2027-03-03T09:00", "2027-03-03T10:00"),
                ("5pm", "2027-03-03T17:00", "2027-03-03T18:00"),
            ],
        ),
    ],
)
def test_a_habits_or_a_daily_doses_times(read, text, want) -> None:
    assert read(text, said=SAID) == want
