"""Time expressions read whole (`resolve_times`, the product's path): "N units away" after a
present of "be" ("the recital is 5 weeks away"): the calendar unit that far ahead, as "in N
units" is; the kind of case of blind batches 74 and 75's misses (round 51 part c). New
sentences, not the batches', and neighbours that keep their reading (distances, a stretch
spent away, a past "be", rough counts). Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the recital is 5 weeks away and i still can't play the middle bit",
            [("5 weeks away", "2027-04-05T00:00", "2027-04-12T00:00")],
        ),
        (
            "our move's only 9 days away 😬",
            [("9 days away", "2027-03-12T00:00", "2027-03-13T00:00")],
        ),
        (
            "finals are 2 wks away so no nights out",
            [("2 wks away", "2027-03-15T00:00", "2027-03-22T00:00")],
        ),
        (
            "we're 3 months away from opening the shop",
            [("3 months away", "2027-06-01T00:00", "2027-07-01T00:00")],
        ),
        (
            "the baby is a month away!!",
            [("a month away", "2027-04-01T00:00", "2027-05-01T00:00")],
        ),
    ],
)
def test_n_units_away_is_that_unit_ahead(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "the nearest vet is 30 mins away",  # a distance, in minutes
        "her place is 2 hrs away but worth it",
        "the island is 2 days away by boat",  # the way one travels it
        "it's 3 days away from here on the old road",
        "4 years away from home 🥹",  # a stretch spent away, no "be"
        "the launch was 3 weeks away when he quit",  # a past "be"
        "the exam is a few weeks away",  # a rough count
        "the exam is less than 2 weeks away",
    ],
)
def test_distances_and_stretches_stay_none(read, text) -> None:
    assert read(text, said=SAID) == []
