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


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "he was slotted for april 20 but never showed",
            [("april 20", "2026-04-20T00:00", "2026-04-21T00:00")],
        ),
        (
            "the office was locked for easter so i couldn't get my laptop",
            [("easter", "2026-04-05T00:00", "2026-04-06T00:00")],
        ),
        (
            "the launch was locked for march 1 and it went fine",
            [("march 1", "2026-03-01T00:00", "2026-03-02T00:00")],
        ),
        (
            "slotted for april 27 but they never called",
            [("april 27", "2026-04-27T00:00", "2026-04-28T00:00")],
        ),
        (
            "i'll send the invoice dated the 28th",
            [("the 28th", "2026-05-28T00:00", "2026-05-29T00:00")],
        ),
        (
            "the certificate will be dated the 20th",
            [("the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
        (
            "the lease is dated june 1, starts then",
            [("june 1", "2026-06-01T00:00", "2026-06-02T00:00")],
        ),
        ("make sure the form's dated june 1", [("june 1", "2026-06-01T00:00", "2026-06-02T00:00")]),
        (
            "the cheque is dated may 30 so i can't cash it yet",
            [("may 30", "2026-05-30T00:00", "2026-05-31T00:00")],
        ),
        (
            "the letter dated april 3rd says i owe 200",
            [("april 3rd", "2026-04-03T00:00", "2026-04-04T00:00")],
        ),
        (
            "last year we only got til the 15th to file",
            [
                ("last year", "2025-01-01T00:00", "2026-01-01T00:00"),
                ("the 15th", "2026-04-15T00:00", "2026-04-16T00:00"),
            ],
        ),
    ],
)
def test_a_plan_or_a_paper_told_otherwise(read, text, want) -> None:
    """A plan fixed for a day that the words after tell as past, a paper still to be dated
    or dated ahead, and the time one had "got til" last year (round 56 follow-up C,
    review)."""
    assert read(text, said=SAID) == want
