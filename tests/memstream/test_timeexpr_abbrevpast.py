"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short that
is no English word ("fri", "thurs") before "and" a past verb of the same subject ("the tenant
moved out thurs and took the keys") or "and now" ends its part, the day; one joined to
another day by "and" stays a habit's or a pair's. "sat" right after an object pronoun where a
question mark follows at once ("can anyone cover me sat?") is the day; "sat" before a place or
a stop is the verb or a participle (round 58 part B; tests/data/timeexpr.md, "Not dates": a
weekday cut short). New sentences, and neighbours that keep their reading. Said on Wednesday 3
March 2027, 15:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T15:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the tenant moved out thurs and handed the keys to nobody",
            [("thurs", "2027-02-25T00:00", "2027-02-26T00:00")],
        ),
        (
            "the parcel never arrived fri and now support wont answer",
            [("fri", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
        (
            "can anyone cover me sat? my cousin is visiting",
            [("sat", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
    ],
)
def test_a_weekday_cut_short_ending_its_part_is_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "the kids have swimming tues and thurs every week",
        "the usher sat me at the back, sat them at the front",
        "finally got them sat. what a day",
        "we left him sat. he was fine",
        "did you leave it sat?",
        "how long did u keep him sat?",
        "did u leave them sat? in the car",
    ],
)
def test_a_habit_or_the_verb_keeps_no_day(read, text) -> None:
    assert read(text, said=SAID) == []
