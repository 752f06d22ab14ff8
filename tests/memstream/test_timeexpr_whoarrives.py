"""Time expressions read whole (`resolve_times`), round 56's kind of an arrival in a later
sentence about a planned day, told in a relative clause ("the shoot is on the 20th at the
studio. all 6 crew confirmed except the model who lands at 11"; tests/data/timeexpr.md,
"read against a date named before it": a clock time in a later sentence about the same event
is on that day): a landing is an arrival, a step of the event, and the clause after "who" has
its own tense, so the past before it ("confirmed") tells nothing of it. One told as past in
its own clause ("who landed at 11") keeps its own reading. Said on Monday 4 May 2026, 09:00
(UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the shoot is on the 20th at the studio. all 6 crew confirmed except the model who "
            "lands at 11",
            [
                ("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("at 11", "2026-05-20T11:00", "2026-05-20T12:00"),
            ],
        ),
        (
            "the shoot is fri 9-5 at the studio. all 6 crew confirmed except the model who lands "
            "at 11",
            [
                ("fri 9-5", "2026-05-08T09:00", "2026-05-08T17:00"),
                ("at 11", "2026-05-08T11:00", "2026-05-08T12:00"),
            ],
        ),
        (
            "the shoot is on the 20th at the studio. the model lands at 11",
            [
                ("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("at 11", "2026-05-20T11:00", "2026-05-20T12:00"),
            ],
        ),
        # kept: a landing told as past in its own clause
        (
            "the shoot is fri 9-5 at the studio. all 6 crew confirmed except the model who "
            "landed at 11",
            [
                ("fri 9-5", "2026-05-08T09:00", "2026-05-08T17:00"),
                ("at 11", "2026-05-03T23:00", "2026-05-04T00:00"),
            ],
        ),
    ],
)
def test_an_arrival_in_a_later_sentence(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
