"""Time expressions read whole (`resolve_times`, the product's path), batch 13's kind "a
month as the subject or heading": a month cut short after a word that introduces a time, a
month as the subject of what it will be, a month a rota or a list is for, and the months
that stay no time (a favourite month, a person's name; tests/data/timeexpr.md)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("lease renewal is due by sept", [("sept", "2026-09-01T00:00", "2026-10-01T00:00")]),
        ("the bathroom reno starts in oct", [("in oct", "2026-10-01T00:00", "2026-11-01T00:00")]),
        ("july is going to be hectic", [("july", "2026-07-01T00:00", "2026-08-01T00:00")]),
        ("august will be so busy at work", [("august", "2026-08-01T00:00", "2026-09-01T00:00")]),
        (
            "shifts for june: i've got the early ones",
            [("june", "2026-06-01T00:00", "2026-07-01T00:00")],
        ),
    ],
)
def test_a_month_as_subject_or_heading_is_the_month(read, text, want) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    "text",
    [
        "July is my favourite month",
        "ask jan if she wants a lift",
        "Jan is coming over later",
        "June is going to be late again",
        "got a card for June: she turns 40",
    ],
)
def test_a_month_as_a_name_or_a_favourite_stays_no_time(read, text) -> None:
    assert read(text) == []
