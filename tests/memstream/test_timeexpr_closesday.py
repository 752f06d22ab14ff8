"""Time expressions read whole (`resolve_times`, the product's path): "closes"/"opens" after a
noun, which the tagger reads as a plural noun, before its day ("registration closes friday
at 5", "the pool opens saturday") is a timetable's present, the coming day, not the tense of a
perfect after it; a past verb of its own keeps the past (round 58 part B; tests/data/
timeexpr.md, a recurring mention). New sentences, and neighbours that keep their reading. Said
on Wednesday 3 March 2027, 15:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T15:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "registration closes friday at 5 and half the team haven't signed up",
            [("friday at 5", "2027-03-05T17:00", "2027-03-05T18:00")],
        ),
        (
            "the lido opens saturday and nobody has cleaned the changing rooms",
            [("saturday", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
    ],
)
def test_a_closing_day_is_ahead(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_past_of_its_own_keeps_it(read) -> None:
    want = [("friday", "2027-02-26T00:00", "2027-02-27T00:00")]
    assert read("the lido closed its doors friday and nobody noticed", said=SAID) == want
