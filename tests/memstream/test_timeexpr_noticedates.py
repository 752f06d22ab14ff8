"""Time expressions read whole (`resolve_times`), by kind (round 48): a day of the month named
by its ordinal alone ("the 6th") in a sentence with no verb is a notice's or a plan's day, the
coming one, as a weekday is (tests/data/timeexpr.md: planned or present, the next one;
memstream/encoders/times/tenseverbless.py), also with a clock time in a line of its own
before a comma; with its month named (which may lie a year ahead), a word of how it went or
of hearsay, or a verb in the past, it keeps its old reading, the nearest."""

from __future__ import annotations

import pytest

TUESDAY = "2027-03-09T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("pottery class on the 6th", [("on the 6th", "2027-04-06T00:00", "2027-04-07T00:00")]),
        (
            "packing list done 📦 removal van on the 7th at 8:15",
            [("on the 7th at 8:15", "2027-04-07T08:15", "2027-04-07T08:16")],
        ),
        (
            "quiz at 6:30pm on the 5th, doors 6:15",
            [
                ("at 6:30pm on the 5th", "2027-04-05T18:30", "2027-04-05T18:31"),
                ("6:15", "2027-04-05T18:15", "2027-04-05T18:16"),
            ],
        ),
        # neighbours that keep the nearest (here the one behind)
        (
            "parking ticket 🙄 on the 6th of march",
            [("on the 6th of march", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
        ("great gig on the 6th", [("on the 6th", "2027-03-06T00:00", "2027-03-07T00:00")]),
        (
            "letter came 📨 on the 6th, 9:40pm apparently",
            [
                ("on the 6th", "2027-03-06T00:00", "2027-03-07T00:00"),
                ("9:40pm", "2027-03-06T21:40", "2027-03-06T21:41"),
            ],
        ),
        (
            "pottery class on the 6th was fun",
            [("on the 6th", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
    ],
)
def test_a_day_of_the_month_in_a_verbless_notice_is_the_coming_one(read, text, want) -> None:
    assert read(text, TUESDAY) == want
