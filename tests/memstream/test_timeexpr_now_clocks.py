"""Time expressions read whole (`resolve_times`, the product's path): a clock time that tells
the moment it is said, read as tomorrow's or on a day named earlier, the kind of case of
blind batches 39-40's misses in round 38 (tests/data/timeexpr.md: a clock time told in the
present is today's): "it's 5am" after a date named before it, a clock time heading a
sentence after a stop, and one ending a part that tells what one is doing ("-ing", with its
am/pm). New sentences, not the batch's, and neighbours that keep their reading. Said in UTC
at the time each case gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "it's" a clock time after a date named earlier: the moment, not that date's
        (
            "exam results come out on june 12 and i'm wide awake, it's 3am",
            "2027-03-08T03:20",
            [
                ("on june 12", "2027-06-12T00:00", "2027-06-13T00:00"),
                ("3am", "2027-03-08T03:00", "2027-03-08T04:00"),
            ],
        ),
        # "now", a face of distress or lying awake after it: the moment (third review)
        (
            "exam on monday and it's 2am 😭",
            "2027-03-08T02:10",
            [
                ("on monday", "2027-03-15T00:00", "2027-03-16T00:00"),
                ("2am", "2027-03-08T02:00", "2027-03-08T03:00"),
            ],
        ),
        (
            "interview tomorrow, it's 2am, why am i awake",
            "2027-03-08T02:10",
            [
                ("tomorrow", "2027-03-09T00:00", "2027-03-10T00:00"),
                ("2am", "2027-03-08T02:00", "2027-03-08T03:00"),
            ],
        ),
        (
            "flight's on friday, it's 7pm now and i haven't packed",
            "2027-03-08T19:40",
            [
                ("on friday", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("7pm", "2027-03-08T19:00", "2027-03-08T20:00"),
            ],
        ),
        # the event's own time after the day: on the day
        (
            "party's on saturday, it's 8pm 🎉",
            "2027-03-08T19:40",
            [
                ("on saturday", "2027-03-13T00:00", "2027-03-14T00:00"),
                ("8pm", "2027-03-13T20:00", "2027-03-13T21:00"),
            ],
        ),
        # "it's at" a clock time is the event's time, on the day
        (
            "the party is on june 12, it's at 9pm",
            "2027-03-08T21:10",
            [
                ("on june 12", "2027-06-12T00:00", "2027-06-13T00:00"),
                ("at 9pm", "2027-06-12T21:00", "2027-06-12T22:00"),
            ],
        ),
    ],
)
def test_its_a_clock_after_a_date(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # heading a sentence after a stop, before "and": the moment
        (
            "the baby monitor is beeping again. 2am and i'm on the landing",
            "2027-03-08T02:25",
            [("2am", "2027-03-08T02:00", "2027-03-08T03:00")],
        ),
        # a part that tells what one is doing, the clock time with its am/pm
        (
            "still awake so folding laundry at 1:15am like a maniac",
            "2027-03-08T01:20",
            [("at 1:15am", "2027-03-08T01:15", "2027-03-08T01:16")],
        ),
        # a bare hour after "-ing" said in the small hours stays the afternoon's
        (
            "working nights this week, sleeping till 1 then lunch at 3",
            "2027-03-08T03:10",
            [
                ("this week", "2027-03-08T00:00", "2027-03-15T00:00"),
                ("1", "2027-03-08T13:00", "2027-03-08T14:00"),
                ("at 3", "2027-03-08T15:00", "2027-03-08T16:00"),
            ],
        ),
        # a clock time with its am/pm is never read in the other half of the day
        (
            "physio on tuesday. back is killing me at 3am",
            "2027-03-08T15:10",
            [
                ("on tuesday", "2027-03-09T00:00", "2027-03-10T00:00"),
                ("at 3am", "2027-03-09T03:00", "2027-03-09T04:00"),
            ],
        ),
        # a future: the next one
        (
            "i'll be driving to the airport at 4am",
            "2027-03-08T04:05",
            [("at 4am", "2027-03-09T04:00", "2027-03-09T05:00")],
        ),
    ],
)
def test_clock_of_the_moment(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # "it's" a clock time in the day's own part, or after it: the event's time that day
        (
            "party's on saturday, it's 8pm till late",
            "2027-03-08T20:05",
            [
                ("on saturday", "2027-03-13T00:00", "2027-03-14T00:00"),
                ("8pm", "2027-03-13T20:00", "2027-03-13T21:00"),
            ],
        ),
        (
            "the wedding's on june 12, it's 3pm at the church",
            "2027-03-08T15:10",
            [
                ("on june 12", "2027-06-12T00:00", "2027-06-13T00:00"),
                ("3pm", "2027-06-12T15:00", "2027-06-12T16:00"),
            ],
        ),
        (
            "booked the dentist for the 30th, it's 3pm",
            "2027-03-08T15:10",
            [
                ("the 30th", "2027-03-30T00:00", "2027-03-31T00:00"),
                ("3pm", "2027-03-30T15:00", "2027-03-30T16:00"),
            ],
        ),
        (
            "the gig's on the 20th, i think it's 8pm",
            "2027-03-08T20:05",
            [
                ("on the 20th", "2027-03-20T00:00", "2027-03-21T00:00"),
                ("8pm", "2027-03-20T20:00", "2027-03-20T21:00"),
            ],
        ),
        # a part of the speaker's own between: the moment
        (
            "my flight is on friday and i still haven't packed, it's 8pm already",
            "2027-03-08T20:05",
            [
                ("on friday", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("8pm", "2027-03-08T20:00", "2027-03-08T21:00"),
            ],
        ),
    ],
)
def test_its_a_clock_of_the_day_named(read, text, said, want) -> None:
    assert read(text, said=said) == want
