"""Time expressions read whole (`resolve_times`, the product's path): a weekday after "by" or
"b4" in a sentence of wanting a thing done is the deadline, ahead, also where a participle
stands in the way that is no past: one describing the thing with no article ("wants
corrected file by thursday"), one after an object with "more" ("get 5 more chairs delivered
b4 friday"), one after chat's "theyre"/"youre", the present passive ("if theyre not sealed
by monday"). A participle after "have" is a perfect and keeps its past (round 58 part B;
tests/data/timeexpr.md, a recurring mention). New sentences, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 15:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T15:00"
THURSDAY = ("2027-03-04T00:00", "2027-03-05T00:00")
LAST_THURSDAY = ("2027-02-25T00:00", "2027-02-26T00:00")
FRIDAY = ("2027-03-05T00:00", "2027-03-06T00:00")
MONDAY = ("2027-03-08T00:00", "2027-03-09T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("landlord wants signed lease by thursday", [("thursday", *THURSDAY)]),
        ("the auditor needs completed forms by friday", [("friday", *FRIDAY)]),
        ("can you get 3 more tables delivered b4 friday", [("friday", *FRIDAY)]),
        ("we need 2 more rooms booked by monday", [("monday", *MONDAY)]),
        ("if youre not packed by monday we go without you", [("monday", *MONDAY)]),
        ("if theyre not paid by friday the order lapses", [("friday", *FRIDAY)]),
    ],
)
def test_a_deadline_wanted_is_ahead(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a participle after "have" is a perfect: told as past
        ("she has corrected files by thursday", [("thursday", *LAST_THURSDAY)]),
        # the past of a getting, not a wanting
        ("we got 3 more chairs delivered on thursday", [("on thursday", *LAST_THURSDAY)]),
    ],
)
def test_a_participle_of_the_past_keeps_it(read, text, want) -> None:
    assert read(text, said=SAID) == want
