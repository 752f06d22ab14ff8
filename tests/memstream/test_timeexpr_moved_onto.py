"""Time expressions read whole (`resolve_times`, the product's path): the clock time of the
slot a booking was moved onto ("rebooked onto the flight at 14.05") is the new slot's, ahead,
even told in the past, the kind of case of blind batches 47-49's misses (round 41 part C;
tests/data/timeexpr.md, "so is the date something was moved to, even told in the past"). New
sentences, not the batch's, and neighbours that keep their reading. Said on Saturday 7
February 2026, 06:22 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-02-07T06:22"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the airline rebooked us onto the flight at 15.40",
            [("at 15.40", "2026-02-07T15:40", "2026-02-07T15:41")],
        ),
        (
            "they rebooked me onto the ferry at 9",
            [("at 9", "2026-02-07T09:00", "2026-02-07T10:00")],
        ),
        ("got bumped to the slot at 4:30", [("at 4:30", "2026-02-07T16:30", "2026-02-07T16:31")]),
        # the act's own time, no slot it was moved onto: the past
        (
            "I rebooked the flight at 14.05",
            [("at 14.05", "2026-02-06T14:05", "2026-02-06T14:06")],
        ),
    ],
)
def test_moved_onto_a_slot(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the words after the slot report it as gone: the past (round 41 part C review)
        (
            "they rebooked us onto the 11:40 train and it was 20 mins late",
            [("11:40", "2026-02-07T11:40", "2026-02-07T11:41")],
        ),
        (
            "they rescheduled me to the appointment at 10 and i waited an hour",
            [("at 10", "2026-02-07T10:00", "2026-02-07T11:00")],
        ),
    ],
)
def test_moved_onto_a_slot_gone(read, text, want) -> None:
    assert read(text, said="2026-02-07T15:00") == want
