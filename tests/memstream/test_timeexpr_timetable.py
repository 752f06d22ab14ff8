"""Time expressions read whole (`resolve_times`), by kind (blind batches 33-34): a verb of a
timetable in the present ("close", "leaves", "departs") that the tagger reads as a noun or
an adjective right before its weekday places the day ahead, as a plan's present does
(tests/data/timeexpr.md: planned or present, the next one); a past stays the past."""

from __future__ import annotations

import pytest

MONDAY = "2027-03-08T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "entries close friday! good luck all",
            [("friday", "2027-03-12T00:00", "2027-03-13T00:00")],
        ),
        (
            "nominations close fri at noon",
            [("fri at noon", "2027-03-12T12:00", "2027-03-12T13:00")],
        ),
        (
            "ferry departs sat at 7:15 from pier 3",
            [("sat at 7:15", "2027-03-13T07:15", "2027-03-13T07:16")],
        ),
        (
            "the coach leaves fri at 6am from the depot",
            [("fri at 6am", "2027-03-12T06:00", "2027-03-12T07:00")],
        ),
        # neighbours that keep their past: a past verb, and "leaves" the noun
        ("the ferry left fri at 7:15", [("fri at 7:15", "2027-03-05T07:15", "2027-03-05T07:16")]),
        (
            "the leaves on saturday were gorgeous",
            [("on saturday", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
    ],
)
def test_a_timetable_verb_before_its_day_looks_ahead(read, text, want) -> None:
    assert read(text, MONDAY) == want
