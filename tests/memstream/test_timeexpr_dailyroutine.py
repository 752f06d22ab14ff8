"""Time expressions read whole (`resolve_times`, the product's path): the clock times of a
daily routine ("9am and 9pm daily", "4 walks a day at 8"), whatever day the sentence names
elsewhere, and a day to come before a sentence's closing "now" ("so it'll be friday now"),
the kind of case of blind batches 59-61's misses (round 45 part C; tests/data/timeexpr.md: a
habit is no time; "... and 1 at night now" tells a routine, "it'll be friday now" a day).
New sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday 3
March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
FRI = ("2027-03-05T00:00", "2027-03-06T00:00")
TMRW = ("2027-03-04T00:00", "2027-03-05T00:00")
TMRW_8AM = ("2027-03-04T08:00", "2027-03-04T09:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the ferry runs 9am and 5pm daily, can you drive me at 8am tomorrow",
            [("at 8am tomorrow", *TMRW_8AM)],
        ),
        ("the pump kicks in at 6:30am daily", []),
        ("the puppy gets 4 walks a day at 8, 12 and 5", []),
        ("the goats need 2 feeds per day at 6", []),
        (
            "meet at 8am daily for the next week",
            [("next week", "2027-03-08T00:00", "2027-03-15T00:00")],
        ),
        # neighbours: a count a day in a clause of its own, a day's clock time, a meeting
        # that "daily" names
        (
            "the 9am daily standup tomorrow is cancelled",
            [("9am", "2027-03-04T09:00", "2027-03-04T10:00"), ("tomorrow", *TMRW)],
        ),
        (
            "skip the 10am daily tomorrow pls",
            [("10am", "2027-03-04T10:00", "2027-03-04T11:00"), ("tomorrow", *TMRW)],
        ),
        (
            "we sold 40 boxes a day, at 8am we open again",
            [("at 8am", "2027-03-04T08:00", "2027-03-04T09:00")],
        ),
        ("the ferry runs daily, be at the dock at 8am tomorrow", [("at 8am tomorrow", *TMRW_8AM)]),
    ],
)
def test_the_times_of_a_daily_routine(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the courier missed us again so it'll be friday now", [("friday", *FRI)]),
        ("the garage is shut so we're going to get it fixed friday now", [("friday", *FRI)]),
        (
            "so it'll be friday night now",
            [("friday night", "2027-03-05T18:00", "2027-03-06T00:00")],
        ),
        # neighbours: a routine of these days, also one to come
        ("i take 2 tablets in the morning and 1 at night now", []),
        ("i'll do yoga in the morning now", []),
        ("we're gonna walk the dog at night now", []),
        ("i'll take my meds at 9pm now", []),
    ],
)
def test_a_day_to_come_before_now(read, text, want) -> None:
    assert read(text, said=SAID) == want
