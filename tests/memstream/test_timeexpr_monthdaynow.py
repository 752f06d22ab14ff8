"""Time expressions read whole (`resolve_times`, the product's path): a date that names its
month and its day before a sentence's closing "now" ("the deadline is june 30 now"): that
day, one day of one year, not a routine told with "now"; the kind of case of blind batch
77's misses (round 51 part c). New sentences, not the batch's, and neighbours that keep
their reading (routines of a day of the month, a part of the day or a weekday). Said on
Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the landlord wants the keys back april 12 now",
            [("april 12", "2027-04-12T00:00", "2027-04-13T00:00")],
        ),
        (
            "put the vet and the mot in my calendar for aug 3 and june 20 now",
            [
                ("aug 3", "2027-08-03T00:00", "2027-08-04T00:00"),
                ("june 20", "2027-06-20T00:00", "2027-06-21T00:00"),
            ],
        ),
        (
            "the closing date is 28th march now",
            [("28th march", "2027-03-28T00:00", "2027-03-29T00:00")],
        ),
        (
            "our flight's on the 9th of april now",
            [("on the 9th of april", "2027-04-09T00:00", "2027-04-10T00:00")],
        ),
        (  # neighbours of the review's yearly routines (round 51 part c): no habit told
            "it's due june 30th now",
            [("june 30th", "2027-06-30T00:00", "2027-07-01T00:00")],
        ),
        (
            "moved to 14 sept now",
            [("14 sept", "2027-09-14T00:00", "2027-09-15T00:00")],
        ),
        (  # a present of an action, but no "on" the date: a one-off's day
            "tickets go on sale april 9 now",
            [("april 9", "2027-04-09T00:00", "2027-04-10T00:00")],
        ),
        (
            "we fly out the 3rd of october now 🎉",
            [("the 3rd of october", "2027-10-03T00:00", "2027-10-04T00:00")],
        ),
        (
            "my flight lands on april 24 now",
            [("on april 24", "2027-04-24T00:00", "2027-04-25T00:00")],
        ),
    ],
)
def test_a_month_and_day_before_now_is_that_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "rent is due on the 1st now",  # a day of the month alone: a monthly routine
        "i do yoga in the morning now",
        "we go every friday now",
        "i take 2 pills at night now",
        # a date that comes back every year told as a routine (the review, round 51 part c)
        "we do presents on dec 24 now",
        "we celebrate on dec 24 nowadays",
        "the clinic is closed dec 24 these days",
        "we go to grandma's on dec 26 these days",
        "the office shuts dec 23 nowadays",
        "the town does fireworks on july 3 now",
        "i pay the tax every year on june 15 now",
        "we close on dec 23 now",
        "they hold the fair on aug 2 now",
    ],
)
def test_a_routine_told_with_now_stays_none(read, text) -> None:
    assert read(text, said=SAID) == []
