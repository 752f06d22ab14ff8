"""Time expressions read whole (`resolve_times`, the product's path), batch 17's kinds of a
month something is for (tests/data/timeexpr.md, "a month after 'for' in a clause of booking
or planning is a time", "a recurring mention"): a month an invoice or a statement bills,
its number between ("invoice #512 for april"), is the month just over or coming, the
nearest, not the tense of "is attached"; a month booked and the day booking opens, which
Duckling reads as one date ("books open for august on the 12th at 10am"), are two: the
month, and the coming 12th. New sentences of each kind, and ones of a neighbouring kind
that keep their reading. Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "invoice #512 for april is attached, thanks!",
            [("april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
        (
            "statement no. 14 for march is in your inbox",
            [("march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "Books open for august on the 12th at 10am",
            [
                ("august", "2026-08-01T00:00", "2026-09-01T00:00"),
                ("on the 12th at 10am", "2026-05-12T10:00", "2026-05-12T11:00"),
            ],
        ),
        (
            "bookings for june on the 10th at 9am sharp",
            [
                ("june", "2026-06-01T00:00", "2026-07-01T00:00"),
                ("on the 10th at 9am sharp", "2026-05-10T09:00", "2026-05-10T10:00"),
            ],
        ),
        # kept: the invoice for next month, a month a gift is for (a name), a month and its
        # day ("in june on the 10th" is 10 June), rent ahead
        ("the invoice for jun is attached", [("jun", "2026-06-01T00:00", "2026-07-01T00:00")]),
        ("I got a card for jan", []),
        (
            "see you in june on the 10th",
            [("in june on the 10th", "2026-06-10T00:00", "2026-06-11T00:00")],
        ),
        ("rent for sept goes up to £900", [("sept", "2026-09-01T00:00", "2026-10-01T00:00")]),
    ],
)
def test_a_month_billed_or_booked(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want
