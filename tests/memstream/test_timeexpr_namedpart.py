"""Time expressions read whole (`resolve_times`, the product's path): a part of the day that
names an event ("curry night", "a jazz afternoon") or is priced ("£30 a night") before a
date, which Duckling glues to the date as that part of the day: the date alone, the kind of
case of blind batches 56-58's misses (round 44 part D; `timenightnoun`). New sentences, not
the batch's, and neighbours that keep their reading. Said on Wednesday 19 May 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-05-19T09:00"
FRI = ("2027-05-21T00:00", "2027-05-22T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a noun names the night or the afternoon: the day
        ("curry night fri. bring naan", [("fri", *FRI)]),
        ("karaoke night fri? who is in", [("fri", *FRI)]),
        # "on" a weekday after an adjective and a night: a night out, that night
        ("wild night on fri?", [("night on fri", "2027-05-21T18:00", "2027-05-22T00:00")]),
        (
            "a poetry afternoon next friday, bring a poem",
            [("next friday", "2027-05-28T00:00", "2027-05-29T00:00")],
        ),
        # a word of how it goes, no name: that part of the day (review)
        (
            "we had a lovely night last friday",
            [("night last friday", "2027-05-14T18:00", "2027-05-15T00:00")],
        ),
        (
            "rough night fri, baby up 4 times",
            [("night fri", "2027-05-21T18:00", "2027-05-22T00:00")],
        ),
        (
            "lazy afternoon next friday 🙌",
            [("afternoon next friday", "2027-05-28T12:00", "2027-05-28T19:00")],
        ),
        # a weekday cut short that is a word: the night of that day, not nothing (review)
        ("curry night sat at ours x", [("night sat", "2027-05-22T18:00", "2027-05-23T00:00")]),
        # a night priced: the rate, and the date it starts
        (
            "the room goes up to £95 a night from june 3rd",
            [("june 3rd", "2027-06-03T00:00", "2027-06-04T00:00")],
        ),
        # a part of the day of its own: that part of the day
        (
            "in the afternoon next friday",
            [("in the afternoon next friday", "2027-05-28T12:00", "2027-05-28T19:00")],
        ),
        (
            "fri night on the 21st",
            [("fri night on the 21st", "2027-05-21T18:00", "2027-05-22T00:00")],
        ),
    ],
)
def test_a_named_part_of_the_day_before_a_date(read, text, want) -> None:
    assert read(text, said=SAID) == want
