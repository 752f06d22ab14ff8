"""Time expressions read whole (`resolve_times`, the product's path): a stop after a weekday
and then a number that cannot be a day of the month ("see you fri. 45 of us going"): the
stop ends the sentence, the number counts something, and the weekday (with its clock time)
is read alone; the kind of case of blind batches 68-70's misses (round 48 part D;
tests/data/timeexpr.md, "not dates": counts and measures). New sentences, not the batch's,
and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
FRI = ("2027-03-05T00:00", "2027-03-06T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the quiz is on fri. 45 of us are going", [("on fri", *FRI)]),
        ("cakes ready by friday. 72 cupcakes in total", [("friday", *FRI)]),
        (
            "the van comes at 7:15 fri. 64 boxes to load",
            [("at 7:15 fri", "2027-03-05T07:15", "2027-03-05T07:16")],
        ),
    ],
)
def test_a_stop_after_a_weekday_ends_its_sentence(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # neighbours: a day of the month after the stop, or a small count
        ("see you fri. 5th is the deadline", [("fri. 5th", *FRI)]),
        ("the quiz is on fri. 12 of us are going", [("on fri", *FRI)]),
    ],
)
def test_a_day_or_small_count_after_the_stop_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
