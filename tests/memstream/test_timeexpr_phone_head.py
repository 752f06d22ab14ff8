"""Time expressions read whole (`resolve_times`, the product's path): the last group of a phone
number heading a match is no clock time, the kind of case of blind batches 47-49's misses
(round 41 part C; tests/data/timeexpr.md, not dates): "ring 01632 960 123 by 5pm on thurs",
which Duckling reads as 13:23, is 17:00 on Thursday. New sentences, not the batch's, and
neighbours that keep their reading. Said on Tuesday 12 May 2026, 08:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-05-12T08:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "pls call the surgery on 0113 496 0550 by 4pm on friday",
            [("4pm on friday", "2026-05-15T16:00", "2026-05-15T17:00")],
        ),
        (
            "ring 0161 496 0732 before noon tomorrow",
            [("noon tomorrow", "2026-05-13T12:00", "2026-05-13T13:00")],
        ),
        # a number after a word heads no phone number: the clock time as before
        ("call me at 3 by the gate", [("at 3", "2026-05-12T15:00", "2026-05-12T16:00")]),
        ("the office is room 214 by the lifts", []),
        # a number that counts the match's own unit heads no phone number (round 41 part C review)
        (
            "ordered 250 2 weeks ago and still nothing",
            [("2 weeks ago", "2026-04-27T00:00", "2026-05-04T00:00")],
        ),
        ("paid 300 5 days ago for this", [("5 days ago", "2026-05-07T00:00", "2026-05-08T00:00")]),
        (
            "train 1415 2 days from now",
            [("2 days from now", "2026-05-14T00:00", "2026-05-15T00:00")],
        ),
    ],
)
def test_phone_number_head(read, text, want) -> None:
    assert read(text, said=SAID) == want
