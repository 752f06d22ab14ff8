"""Time expressions read whole (`resolve_times`, the product's path): a day "after lunch"
("after lunch tmrw", "friday after lunch"): the day, as a day at its lunch is, not a span
from noon to the end of time; the kind of case of blind batches 68-70's misses (round 48
part D; tests/data/timeexpr.md: meals are not parts of the day). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
THU = ("2027-03-04T00:00", "2027-03-05T00:00")
FRI = ("2027-03-05T00:00", "2027-03-06T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("can we go through the slides after lunch tmrw?", [("tmrw", *THU)]),
        ("the electrician will be here friday after lunch", [("friday", *FRI)]),
        ("i'll ring the bank after lunch on friday", [("on friday", *FRI)]),
        ("she's free after lunch tomorrow if that helps", [("tomorrow", *THU)]),
    ],
)
def test_a_day_after_lunch_is_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # neighbours: lunch alone, a clock time after it, a clock time "after"
        ("let's talk after lunch", []),
        (
            "after 2 tomorrow works for me",
            [("after 2 tomorrow", "2027-03-04T14:00", "2027-03-04T15:00")],
        ),
        ("lunch at 1 tomorrow?", [("at 1 tomorrow", "2027-03-04T13:00", "2027-03-04T14:00")]),
    ],
)
def test_lunch_alone_or_a_clock_time_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a count after the day and a comma: the day stays, with its "on" (round 48 part D
        # review; "on" cut from the mention lost the day)
        ("after lunch on friday works, 30 min max", [("on friday", *FRI)]),
        ("at lunch on thursday suits, 2 ppl max", [("on thursday", *THU)]),
    ],
)
def test_a_day_on_its_lunch_keeps_its_on(read, text, want) -> None:
    assert read(text, said=SAID) == want
