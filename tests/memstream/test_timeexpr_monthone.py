"""Time expressions read whole (`resolve_times`), round 53's kind of a month and the pronoun
"one" after a determiner ("booking the june one next week"; tests/data/timeexpr.md, a
recurring mention): the month of the thing, a sitting or an issue, not the month's first
day, and a span after it is its own. Without a determiner, or with figures, it stays the
day, and so before a noun, beside another date, or with a bound of its own after it. Said on
Thursday 22 May 2025 at 15:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i'll enter the october one, the fees are lower",
            [("october", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        (
            "that december one was brutal",
            [("december", "2024-12-01T00:00", "2025-01-01T00:00")],
        ),
        (
            "signing up for the july one next month",
            [
                ("july", "2025-07-01T00:00", "2025-08-01T00:00"),
                ("next month", "2025-06-01T00:00", "2025-07-01T00:00"),
            ],
        ),
        # kept: the first day of the month
        (
            "the lease starts on july one",
            [("on july one", "2025-07-01T00:00", "2025-07-02T00:00")],
        ),
        (
            "the august 1 cutoff",
            [("august 1", "2025-08-01T00:00", "2025-08-02T00:00")],
        ),
        # kept (review): "one" the day's number, or the date bound
        (
            "payment's due on the june one date i think",
            [("june one", "2025-06-01T00:00", "2025-06-02T00:00")],
        ),
        (
            "lease ends the june one and the new one starts july 1",
            [
                ("june one", "2025-06-01T00:00", "2025-06-02T00:00"),
                ("july 1", "2025-07-01T00:00", "2025-07-02T00:00"),
            ],
        ),
        (
            "rent's due the july one and the deposit by 1st of august",
            [
                ("july one", "2025-07-01T00:00", "2025-07-02T00:00"),
                ("1st of august", "2025-08-01T00:00", "2025-08-02T00:00"),
            ],
        ),
        (
            "that april one from last year still haunts me",
            [("april one from last year", "2024-04-01T00:00", "2024-04-02T00:00")],
        ),
        (
            "their july one since 2019 has been at the beach",
            [("july one since 2019", "2019-07-01T00:00", "9999-12-31T23:59")],
        ),
        # the month before a verb
        (
            "the july one is full",
            [("july", "2025-07-01T00:00", "2025-08-01T00:00")],
        ),
        # review of round 53: an irregular past after "one", chat's "ur"
        (
            "their oct one sold out in 2 mins",
            [("oct", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        (
            "the nov one went really well",
            [("nov", "2024-11-01T00:00", "2024-12-01T00:00")],
        ),
        (
            "is ur sept one paid yet?",
            [("sept", "2025-09-01T00:00", "2025-10-01T00:00")],
        ),
        # near miss: a noun after "one", the day's number
        (
            "is ur june one deadline fixed",
            [("june one", "2025-06-01T00:00", "2025-06-02T00:00")],
        ),
    ],
)
def test_a_month_and_the_pronoun_one(read, text, want) -> None:
    assert read(text, said="2025-05-22T15:00") == want
