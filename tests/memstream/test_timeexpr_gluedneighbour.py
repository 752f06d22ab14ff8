"""Time expressions read whole (`resolve_times`, the product's path): a day glued to a
neighbour that is no time: "first" with no "the" before "on" a day ("pharmacy first on
weds": what comes first, not the 1st) and a range of numbers before a count after a comma
("rang them monday, 5-7 working days": how many, no clock times); the kind of case of blind
batches 53-55's misses (round 43 part D; tests/data/timeexpr.md, "not dates": counts,
ordinals of things). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
MON = ("2027-03-01T00:00", "2027-03-02T00:00")
FRI = ("2027-03-05T00:00", "2027-03-06T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("loads of errands, pharmacy first on fri", [("on fri", *FRI)]),
        ("rang them monday, 5-7 working days apparently", [("monday", *MON)]),
        # neighbour: a range of clock times after a comma stays one
        (
            "on friday, 10-12 is best",
            [("on friday", *FRI), ("10-12", "2027-03-05T10:00", "2027-03-05T12:00")],
        ),
    ],
)
def test_a_day_glued_to_no_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


SAT = ("2027-03-06T00:00", "2027-03-07T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a day cut short opening the message before a comma and a count keeps its day
        # (round 43 part D review): the count read apart
        ("sat, 2-4 kids are coming", [("sat", *SAT)]),
        ("sat, 3-5 kids + 2 adults", [("sat", *SAT)]),
        ("ok. fri, 5-6 boxes to move", [("fri", *FRI)]),
        # neighbour: no figure after the comma, the word stays
        ("sat, then stood up again", []),
    ],
)
def test_an_opening_day_before_a_count(read, text, want) -> None:
    assert read(text, said=SAID) == want
