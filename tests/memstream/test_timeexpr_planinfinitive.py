"""Time expressions read whole (`resolve_times`, the product's path): a participle of
planning with no subject before "to" and a verb ("rostered to open on saturday at 0600",
"scheduled to land on friday") is the plan's day, ahead, not a past; with a subject in the
simple past ("we managed to finish on friday") it stays the past (round 58 part B;
tests/data/timeexpr.md, a recurring mention). New sentences, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 15:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T15:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "rostered to open the store on saturday at 0600, bring coffee",
            [("on saturday at 0600", "2027-03-06T06:00", "2027-03-06T06:01")],
        ),
        (
            "scheduled to present on friday, slides not done",
            [("on friday", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
    ],
)
def test_a_plan_with_no_subject_is_ahead(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_past_with_its_subject_keeps_it(read) -> None:
    want = [("on friday", "2027-02-26T00:00", "2027-02-27T00:00")]
    assert read("we managed to finish the deck on friday", said=SAID) == want
