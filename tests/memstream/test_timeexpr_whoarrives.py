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
        # review: a thing that lands or a landing page is no arrival; a person who lands is
        (
            "race is sunday. landing page goes live at 9",
            [
                ("sunday", "2026-05-10T00:00", "2026-05-11T00:00"),
                ("at 9", "2026-05-04T09:00", "2026-05-04T10:00"),
            ],
        ),
        (
            "gig on fri. the album lands at midnight",
            [
                ("on fri", "2026-05-08T00:00", "2026-05-09T00:00"),
                ("at midnight", "2026-05-05T00:00", "2026-05-05T01:00"),
            ],
        ),
        (
            "the summit is on the 10th. the minister, who lands at 7, goes straight to the hall",
            [
                ("on the 10th", "2026-05-10T00:00", "2026-05-11T00:00"),
                ("at 7", "2026-05-10T07:00", "2026-05-10T08:00"),
            ],
        ),
        (
            "the shoot's on the 20th. who lands at 11?",
            [
                ("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("at 11", "2026-05-20T11:00", "2026-05-20T12:00"),
            ],
        ),
    ],
)
def test_an_arrival_in_a_later_sentence(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
