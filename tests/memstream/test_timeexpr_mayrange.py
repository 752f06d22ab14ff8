"""Time expressions read whole (`resolve_times`, the product's path): a range of months that
starts with May, joined by a hyphen ("may-june", "may–aug"): from May to the end of the last
month, as "april-june" is, in the sentence's tense; the kind of case of blind batches
68-70's misses (round 48 part D; tests/data/timeexpr.md, "Ranges"). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the allotment needs watering every evening may-aug",
            [("may-aug", "2027-05-01T00:00", "2027-09-01T00:00")],
        ),
        (
            "we're hiring lifeguards for may-june",
            [("may-june", "2027-05-01T00:00", "2027-07-01T00:00")],
        ),
        (
            "we rented a flat in leeds may-july",
            [("may-july", "2026-05-01T00:00", "2026-08-01T00:00")],
        ),
    ],
)
def test_a_range_from_may_is_the_months(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # neighbours: the verb, and a range Duckling already reads
        ("i may-be late", []),
        ("you may go in june", [("in june", "2027-06-01T00:00", "2027-07-01T00:00")]),
        (
            "we're hiring lifeguards for april-june",
            [("april-june", "2027-04-01T00:00", "2027-07-01T00:00")],
        ),
    ],
)
def test_the_verb_or_another_range_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text", ["may-june 2027 is our target", "we're away may-aug 2027, 2 of us"]
)
def test_a_may_range_with_a_year_stays_in_that_year(read, text) -> None:
    # "during may-june 2027" is read by Duckling from May 2025; the rule leaves a year's range
    # alone (round 48 part D review)
    got = read(text, said=SAID)
    assert got and all(start >= "2027-05" and end <= "2027-09-01T00:00" for _, start, end in got)
