"""Time expressions read whole (`resolve_times`, the product's path): a day of the month
written in figures with no "on" before it, right after a verb, that the words after it leave
a date ending its phrase ("for" a count of a unit, "at" a bare place, a chat "because", a new
clause's "thats"), and
a day after "on" with a chat adverb of stance after it ("obvs"): the kind of case of blind
batches 47-49's misses (round 41 part B). New sentences, not the batch's, and neighbours that
keep their reading (an ordinal that counts a thing). Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


def _day(text: str, day: int) -> list[tuple[str, str, str]]:
    return [(text, f"2027-03-{day:02d}T00:00", f"2027-03-{day + 1:02d}T00:00")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("my sister lands the 12th for 5 nights", _day("the 12th", 12)),
        ("my parents fly up the 20th for a week, can't wait", _day("the 20th", 20)),
        ("returning the van the 14th at leeds", _day("the 14th", 14)),
        ("the fitting got moved to the 18th bc the tailor is sick", _day("the 18th", 18)),
        ("no choir on the 24th obvs, see you after", _day("on the 24th", 24)),
        (
            "the hotel is 4 nights from the 10th to the 14th thats a lot",
            [("from the 10th to the 14th", "2027-03-10T00:00", "2027-03-15T00:00")],
        ),
    ],
)
def test_a_day_of_the_month_that_ends_its_phrase(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_slot_is_at_a_bare_hour_before_thats(read) -> None:
    assert read("the party is at 9 thats way too early lol", said=SAID) == [
        ("at 9", "2027-03-03T21:00", "2027-03-03T22:00")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "take the 2nd at the roundabout",  # an exit
        "take the 2nd at lidl",  # an exit: no word of arriving or returning before
        "she finished the 3rd at worlds",  # a rank
        "the 3rd for sure was the best one",  # no count of a unit after "for"
        "we open at 9 that's when the queue starts",  # a bare hour before "that's": a timetable
        "the shop opens at 8 thats too early",
        "born at 4 thats what mum says",  # long past
    ],
)
def test_an_ordinal_that_counts_a_thing_stays_none(read, text) -> None:
    assert read(text, said=SAID) == []
