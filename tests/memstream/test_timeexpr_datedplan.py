"""Time expressions read whole (`resolve_times`, the product's path): which occurrence of a
date with a month or of a part of a month, the kind of case of blind batches 92-94's misses
(round 56 part C; tests/data/timeexpr.md, "a recurring mention"): a plan's date after a past
verb of fixing it "for" a day ("the gig was locked for june 12", "we're pencilled for last
week of may"), the coming one; the date a paper is "dated" ("the form dated 4/30"), gone by;
the time one has "got til" ("got til the 20th to pay"), ahead. New sentences, not the
batch's, and neighbours that keep their reading. Said on Monday 4 May 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the venue is locked for april 28 so tell the band",
            [("april 28", "2027-04-28T00:00", "2027-04-29T00:00")],
        ),
        (
            "our wedding shoot was pencilled for last week of april",
            [("last week of april", "2027-04-24T00:00", "2027-05-01T00:00")],
        ),
        (
            "the roof job got slotted for the first week of may",
            [("the first week of may", "2026-05-01T00:00", "2026-05-08T00:00")],
        ),
        # neighbours: a date of the act, and "last week" of the act
        (
            "we locked up on april 28 and went home",
            [("on april 28", "2026-04-28T00:00", "2026-04-29T00:00")],
        ),
        (
            "i booked the flights last week",
            [("last week", "2026-04-27T00:00", "2026-05-04T00:00")],
        ),
    ],
)
def test_a_plan_fixed_for_a_date(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "use the form dated 5/2, the old one is void",
            [("5/2", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        ("the receipt is dated the 30th", [("the 30th", "2026-04-30T00:00", "2026-05-01T00:00")]),
        ("got til the 20th to pay", [("the 20th", "2026-05-20T00:00", "2026-05-21T00:00")]),
        # neighbours: a date sent ahead, and a song
        ("send me the form by 5/2", [("5/2", "2027-05-02T00:00", "2027-05-03T00:00")]),
        ("we stayed till the 3rd song", []),
    ],
)
def test_a_paper_dated_and_time_one_has_got(read, text, want) -> None:
    assert read(text, said=SAID) == want
