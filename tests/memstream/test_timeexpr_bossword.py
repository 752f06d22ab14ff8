"""Time expressions read whole (`resolve_times`, the product's path): the bare word "boss"
beside a part of the day ("morning boss", a greeting) is a person, not Boss's Day, the kind
of case of blind batches 59-61's misses (round 45 part A; tests/data/timeexpr.md, "Not
dates": names, titles and other words). New sentences, not the batch's, and neighbours that
keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("morning boss, the skip is full", []),
        ("evening boss, invoice sent", []),
        (
            "meeting the boss in the afternoon",
            [("in the afternoon", "2027-03-03T12:00", "2027-03-03T19:00")],
        ),
        # the day's own name stays the day
        (
            "boss's day is on friday",
            [
                ("boss's day", "2027-10-15T00:00", "2027-10-16T00:00"),
                ("on friday", "2027-03-05T00:00", "2027-03-06T00:00"),
            ],
        ),
    ],
)
def test_boss_is_a_person(read, text, want) -> None:
    assert read(text, said=SAID) == want
