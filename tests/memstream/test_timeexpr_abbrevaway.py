"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
("sat", "wed") after a word of being off, in early or at it all day ("i'm off sat", "in
early wed", "all day sat") is the day (issue 21, round 57 part D; tests/data/timeexpr.md,
"not dates": after a word that introduces a day it is the day). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SAT = ("2027-03-06T00:00", "2027-03-07T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("traded shifts so i'm off sat", [("sat", *SAT)]),
        # said on a Wednesday: a week away
        ("coming in early wed to set up", [("wed", "2027-03-10T00:00", "2027-03-11T00:00")]),
        ("decorating all day sat 🎨", [("sat", *SAT)]),
        # a "sat nav" is no day, and "all day sun" is the weather
        ("turned off sat nav and got lost", []),
        ("all day sun in the forecast", []),
        # joined on or cut off by a mark: still the day
        ("cook's off sat so i'm doing lunch alone", [("sat", *SAT)]),
        ("im off sat and so is jen", [("sat", *SAT)]),
        # a preposition, an adverb or an object after it: "sat" is the verb (follow-up D, review)
        ("got up early sat outside with a coffee", []),
        ("the kids dozed off sat in the back of the car", []),
        ("she nodded off sat upright on the train lol", []),
        ("he logged off sat down and cried", []),
        ("took the day off sat around in pyjamas", []),
        ("been in bed all day sat here watching netflix", []),
    ],
)
def test_a_weekday_after_off_early_or_all_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
