"""Time expressions read whole (`resolve_times`, the product's path): "that weekend" and
"that week" ("wk") told against a day named before them in the message, the kind of case of
blind batches 50-52's misses (round 42 part A; tests/data/timeexpr.md, read against a date
named before it). New sentences, not the batch's, and neighbours that keep their reading.
Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the weekend or the week that holds the day named before it
        (
            "the regatta is on the 20th, is the cottage free that weekend?",
            [
                ("on the 20th", "2027-03-20T00:00", "2027-03-21T00:00"),
                ("that weekend", "2027-03-20T00:00", "2027-03-22T00:00"),
            ],
        ),
        (
            "her recital is 18 march at 6pm. i'm away that wk though",
            [
                ("18 march at 6pm", "2027-03-18T18:00", "2027-03-18T19:00"),
                ("that wk", "2027-03-15T00:00", "2027-03-22T00:00"),
            ],
        ),
        # no day named before it: Duckling's reading, or none
        ("i'm off that weekend", [("weekend", "2027-03-06T00:00", "2027-03-08T00:00")]),
        ("that week was a blur", []),
        # a week told against the day or named by what follows: not the one holding the day
        (
            "party's on saturday, i'm away that week after",
            [("on saturday", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
        (
            "the 9th was fine but that week in june was awful",
            [("in june", "2026-06-01T00:00", "2026-07-01T00:00")],
        ),
        # a clock time with no day: no day named
        (
            "meeting at 3pm. that week i'm mostly remote",
            [("at 3pm", "2027-03-03T15:00", "2027-03-03T16:00")],
        ),
    ],
)
def test_that_weekend_after_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "the" and a weekday after a stretch of days that holds it: that day of the stretch
        (
            "the tournament is april 9-11, we play the saturday",
            [
                ("april 9-11", "2027-04-09T00:00", "2027-04-12T00:00"),
                ("the saturday", "2027-04-10T00:00", "2027-04-11T00:00"),
            ],
        ),
        # a stretch that does not hold it, or none: the weekday's own reading
        (
            "the tournament is april 9-11, i fly home the tuesday",
            [
                ("april 9-11", "2027-04-09T00:00", "2027-04-12T00:00"),
                ("tuesday", "2027-03-09T00:00", "2027-03-10T00:00"),
            ],
        ),
        ("see you the friday", [("friday", "2027-03-05T00:00", "2027-03-06T00:00")]),
    ],
)
def test_the_weekday_of_a_stretch(read, text, want) -> None:
    assert read(text, said=SAID) == want
