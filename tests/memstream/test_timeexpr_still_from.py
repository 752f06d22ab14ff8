"""Time expressions read whole (`resolve_times`), by kind (blind batches 33-34): a state that
goes on "still" from an occasion on a day ("legs still aching from the hike on sunday") is
the occasion's aftermath: the occasion happened, the past one, whatever the tense of the
state (tests/data/timeexpr.md: what one is recovering or tired from happened); without
"still", "back from ... on thursday" may be the return ahead and keeps its reading."""

from __future__ import annotations

import pytest

TUESDAY = "2027-03-09T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "legs still aching from the hike on sunday",
            [("on sunday", "2027-03-07T00:00", "2027-03-08T00:00")],
        ),
        (
            "still buzzing from the match on saturday!!",
            [("on saturday", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
        (
            "my throat is still sore from the karaoke on friday",
            [("on friday", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
        # neighbours that keep the coming day
        (
            "back from the conference on thursday",
            [("on thursday", "2027-03-11T00:00", "2027-03-12T00:00")],
        ),
        (
            "the bus from the station on thursday is at 9",
            [
                ("on thursday", "2027-03-11T00:00", "2027-03-12T00:00"),
                ("at 9", "2027-03-11T09:00", "2027-03-11T10:00"),
            ],
        ),
    ],
)
def test_still_from_an_occasion_is_past(read, text, want) -> None:
    assert read(text, TUESDAY) == want
