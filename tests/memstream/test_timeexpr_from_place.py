"""Time expressions read whole (`resolve_times`, the product's path): "from" a date after a
place reached by "at" after a verb ("the night market is back at the old depot from july
7", "the pop-up opens at the station from the 3rd") is where a run starts, ahead, not the
date a thing dates from (round 40 part A; tests/data/timeexpr.md, "from X on" runs on from
X). A thing before "at" ("the pics at the party from saturday") or a past verb ("we stayed at
the cottage from the 3rd") keeps its past. Said on Wednesday 28 June 2023, 20:00 (UTC)."""

from __future__ import annotations

import pytest

SAID = "2023-06-28T20:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the night market is back at the old depot from july 7, thursdays only",
            [("july 7", "2023-07-07T00:00", "2023-07-08T00:00")],
        ),
        (
            "the pop-up gallery is at the old station from the 3rd",
            [("the 3rd", "2023-07-03T00:00", "2023-07-04T00:00")],
        ),
    ],
)
def test_from_after_a_place_starts_a_run_ahead(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the pics at the party from saturday are up",
            [("saturday", "2023-06-24T00:00", "2023-06-25T00:00")],
        ),
        (
            "we stayed at the cottage from the 3rd",
            [("the 3rd", "2023-06-03T00:00", "2023-06-04T00:00")],
        ),
        (  # "at" after a word of looking: what is looked at, a thing dated then
            "staring at the bill from monday like 😳",
            [("monday", "2023-06-26T00:00", "2023-06-27T00:00")],
        ),
        (
            "look at the footage from sunday's game",
            [("sunday", "2023-06-25T00:00", "2023-06-26T00:00")],
        ),
        (
            "she's looking at the quote from tuesday again",
            [("tuesday", "2023-06-27T00:00", "2023-06-28T00:00")],
        ),
    ],
)
def test_a_thing_or_a_past_keeps_its_past(read, text, want) -> None:
    assert read(text, said=SAID) == want
