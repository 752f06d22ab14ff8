"""Time expressions read whole (`resolve_times`), round 56's kind of a service named by its
clock time that a past verb of booking put someone on ("rebooked on the 16:05 sat", "they
moved us onto the 9:30 friday"): the departure booked, so its day is the coming one
(tests/data/timeexpr.md, "a recurring mention": planned, the next one). Near misses keep
their reading: a sentence that goes on in the past ("booked on the 7:15 friday but it was
cancelled"), no verb of booking ("we were on the 7:15 friday", "got on the 17:40 sat in the end":
boarded). Said on Wednesday 14
October 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-10-14T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "coach was cancelled, rebooked on the 16:05 sat",
            [("16:05 sat", "2026-10-17T16:05", "2026-10-17T16:06")],
        ),
        (
            "they moved us onto the 9:30 friday",
            [("9:30 friday", "2026-10-16T09:30", "2026-10-16T09:31")],
        ),
        # kept: told as past after it; no booking
        (
            "booked on the 7:15 friday but it was cancelled",
            [("7:15 friday", "2026-10-09T07:15", "2026-10-09T07:16")],
        ),
        (
            "queue was huge, got on the 17:40 sat in the end",
            [("17:40 sat", "2026-10-10T17:40", "2026-10-10T17:41")],
        ),
        (
            "we were on the 7:15 friday",
            [("7:15 friday", "2026-10-09T07:15", "2026-10-09T07:16")],
        ),
    ],
)
def test_a_booked_departure_is_the_coming_one(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


#: Round 56 follow-up D, review: a service booked, then judged as a trip taken.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "rebooked us on the 02:40 thu, worst night ever",
            [("02:40 thu", "2026-10-08T02:40", "2026-10-08T02:41")],
        ),
        (
            "we booked on the 7:15 friday, super smooth journey",
            [("7:15 friday", "2026-10-09T07:15", "2026-10-09T07:16")],
        ),
        ("rebooked on the 02:40 thu", [("02:40 thu", "2026-10-15T02:40", "2026-10-15T02:41")]),
    ],
)
def test_a_service_booked_and_judged_keeps_it(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
