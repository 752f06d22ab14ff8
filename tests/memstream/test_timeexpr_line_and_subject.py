"""Time expressions read whole (`resolve_times`, the product's path): a line of a schedule
with no verb ("checkout at 11") that heads its sentence before "and" and a subject of its own
("and i've had no sleep") is the nearest occurrence, not the tense of the clause after it, the
kind of case of blind batches 47-49's misses (round 41 part C; tests/data/timeexpr.md, "a
time of day in a part of its own"). New sentences, not the batch's, and neighbours that keep
their reading. Said on Sunday 10 May 2026, 03:30 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-05-10T03:30"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "checkout at 10 and ive had no sleep",
            [("at 10", "2026-05-10T10:00", "2026-05-10T11:00")],
        ),
        (
            "boarding at 9 and i have had no sleep",
            [("at 9", "2026-05-10T09:00", "2026-05-10T10:00")],
        ),
        # the clock time in a clause with a past verb of its own: the past
        (
            "i got in at 10 and i have had no sleep",
            [("at 10", "2026-05-09T22:00", "2026-05-09T23:00")],
        ),
    ],
)
def test_line_before_and_a_subject(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a subject's clause in the simple past tells the line as gone (round 41 part C review)
        (
            "bed at 2 and i was up at 6 with the dog 😩",
            [
                ("at 2", "2026-05-10T02:00", "2026-05-10T03:00"),
                ("at 6", "2026-05-10T06:00", "2026-05-10T07:00"),
            ],
        ),
    ],
)
def test_line_before_and_a_past_clause(read, text, want) -> None:
    assert read(text, said="2026-05-10T10:00") == want
