"""Time expressions read whole (`resolve_times`), round 57's kind of a count "out by" or "off
by" a number ("the stock count was out by 2 trays", "drug count off by 1 vial"): how far the
count missed, no clock time (tests/data/timeexpr.md: counts and measures are no dates)
(memstream/encoders/times/timeoffby.py). Near misses keep their hour: one who is out by an
hour ("i'll be out by 5"), a thing to send out by one ("need the invoice out by 5"), a thing
published ("new forecast is out by 5", "the invoice is out by 4"), a thing sent or switched
off, the object of its verb ("can you send the invoice off by 4", "pls switch the till off by
10")."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("the stock count was out by 2 trays again", "2026-03-10T00:30", []),
        (
            "drug count off by 1 vial tonight",
            "2026-03-10T00:30",
            [("tonight", "2026-03-10T18:00", "2026-03-11T00:00")],
        ),
        # kept: an hour
        (
            "i'll be out by 5",
            "2026-03-10T09:30",
            [("by 5", "2026-03-10T17:00", "2026-03-10T18:00")],
        ),
        (
            "need the invoice out by 5",
            "2026-03-10T09:30",
            [("by 5", "2026-03-10T17:00", "2026-03-10T18:00")],
        ),
    ],
)
def test_a_count_out_by_a_number_is_no_clock_time(read, text, said, want) -> None:
    assert read(text, said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("can you send the invoice off by 4", "2026-03-10T09:30", "2026-03-10T16:00"),
        ("pls switch the till off by 10", "2026-03-10T11:00", "2026-03-10T22:00"),
        (
            "get the manifest off by 6 or the truck leaves without it",
            "2026-03-10T09:30",
            "2026-03-10T18:00",
        ),
        ("send the bill off by 3 and then you can go", "2026-03-10T09:30", "2026-03-10T15:00"),
        ("turn the gps off by 9 to save battery", "2026-03-10T11:00", "2026-03-10T21:00"),
        ("can you get the bill off by 2 pls", "2026-03-10T09:30", "2026-03-10T14:00"),
        ("we need the count done and the till off by 10", "2026-03-10T11:00", "2026-03-10T22:00"),
        ("new forecast is out by 5", "2026-03-10T09:30", "2026-03-10T17:00"),
        ("the new forecast's out by 6", "2026-03-10T09:30", "2026-03-10T18:00"),
        ("the invoice is out by 4 so chase it after", "2026-03-10T09:30", "2026-03-10T16:00"),
        # figures, numbers and an answer come out too (review of the whole change)
        ("the sales figures are out by 5 so check then", "2026-03-10T09:30", "2026-03-10T17:00"),
        ("the numbers are out by 4", "2026-03-10T09:30", "2026-03-10T16:00"),
        ("the answer's out by 6", "2026-03-10T09:30", "2026-03-10T18:00"),
    ],
)
def test_a_thing_sent_or_published_by_a_number_keeps_its_hour(read, text, said, want) -> None:
    ((_, start, _),) = read(text, said)
    assert start == want


@pytest.mark.parametrize(
    "text",
    ["the till's out by 3 again ffs", "float is out by 2, can someone recount", "tally off by 4"],
)
def test_a_tally_out_by_a_number_is_no_clock_time(read, text) -> None:
    assert read(text, "2026-03-10T09:30") == []
