"""Time expressions read whole (`resolve_times`, the product's path): the ground of a
comparison with a share of it between "than" and the date ("more than the whole of
october", "less than all of september") is told as past, a time one knows, as "than in
October" is. Said on Wednesday 4 November 2026, 13:20 UTC."""

from __future__ import annotations

SAID = "2026-11-04T13:20"


def test_than_the_whole_of_a_month_is_the_last_one(read) -> None:
    found = read("we sold more this week than the whole of october", said=SAID)
    assert [(t, a) for t, a, _ in found][-1:] == [("october", "2026-10-01T00:00")]


def test_than_all_of_a_month_is_the_last_one(read) -> None:
    found = read("got fewer emails today than all of september", said=SAID)
    assert [(t, a) for t, a, _ in found][-1:] == [("september", "2026-09-01T00:00")]


def test_the_whole_of_a_month_ahead_keeps_its_reading(read) -> None:
    found = read("i'll be away the whole of december", said=SAID)
    assert [(t, a) for t, a, _ in found] == [("december", "2026-12-01T00:00")]


def test_a_share_of_a_month_ahead_with_a_modal_is_the_coming_one(read) -> None:
    found = read("it'll take longer than all of december tbh", said=SAID)
    assert [(t, a) for t, a, _ in found] == [("december", "2026-12-01T00:00")]
