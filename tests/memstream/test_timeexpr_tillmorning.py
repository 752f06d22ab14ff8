"""Time expressions read whole (`resolve_times`, the product's path): "till morning", "by
morning" without "the", said at night, is the coming morning, as "till the morning" is
(round 58 part C; tests/data/timeexpr.md, parts of the day: morning 00:00-12:00), not the
hour of midnight Duckling reads. Not a morning's noun ("stuck in morning traffic", "done by
morning shift"). New sentences, not the batch's. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the locksmith won't pick up till morning",
            "2027-03-03T22:40",
            [("morning", "2027-03-04T00:00", "2027-03-04T12:00")],
        ),
        (
            "the pipes should be thawed by morning",
            "2027-03-03T21:15",
            [("morning", "2027-03-04T00:00", "2027-03-04T12:00")],
        ),
        # as before: "the morning"; a noun of the morning is none of this rule's
        (
            "nothing more to do until the morning",
            "2027-03-03T22:40",
            [("the morning", "2027-03-04T00:00", "2027-03-04T12:00")],
        ),
        ("handover notes done by morning shift", "2027-03-03T22:40", []),
        (
            "power's at 2.8 W. giving up til morning, will redo the mirrors",
            "2027-03-03T01:40",
            [("morning", "2027-03-03T00:00", "2027-03-03T12:00")],
        ),
        # told of the past, or a range from a clock time: read as before (review)
        (
            "done by morning hopefully",
            "2027-03-03T22:40",
            [("morning", "2027-03-04T00:00", "2027-03-04T12:00")],
        ),
        ("by morning everyone had heard", "2027-03-03T15:00", []),
        ("by morning break i was starving", "2027-03-03T14:00", []),
        (
            "we danced till morning last week",
            "2027-03-03T23:30",
            [("morning last week", "2027-02-24T00:00", "2027-02-24T12:00")],
        ),
    ],
)
def test_till_morning_at_night_is_the_coming_morning(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("we partied till morning lol", "2027-03-03T22:20"),
        ("i was up till morning with the baby", "2027-03-03T10:20"),
        ("from 10 till morning we worked", "2027-03-03T14:00"),
    ],
)
def test_till_morning_told_of_the_past_is_no_coming_morning(read, text, said) -> None:
    """Told of the past or a range from a clock time: not the coming morning (review)."""
    coming = ("2027-03-04T00:00", "2027-03-04T12:00")
    assert all((start, end) != coming for _, start, end in read(text, said=said))
