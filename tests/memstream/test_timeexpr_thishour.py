"""Time expressions read whole (`resolve_times`, the product's path): an hour with its am/pm
and no day, said within that hour ("home from the gig, 1am and my ears are ringing", said at
01:17; "fire alarm went off at 4am", said at 04:28; "the meeting at 4pm is running late",
said at 16:40), is the hour the message is said in, not the same hour a day later
(timenowclock.py) (issue 21, round 51 part a). Not where its sentence tells of the future
("will ring you at 1am", "shift ends at 1am tomorrow"), nor an hour that has not come yet or
a clock time with minutes."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "back from the gig, 1am and my ears are ringing",
            "2026-11-21T01:17:00+00:00",
            [("1am", "2026-11-21T01:00", "2026-11-21T02:00")],
        ),
        (
            "smoke alarm (burnt toast) at 4am 🙃 opened every window",
            "2025-03-12T04:28:00+00:00",
            [("at 4am", "2025-03-12T04:00", "2025-03-12T05:00")],
        ),
        (
            "the meeting at 4pm is running late",
            "2026-11-21T16:40:00+00:00",
            [("at 4pm", "2026-11-21T16:00", "2026-11-21T17:00")],
        ),
        # near misses: the future, an hour ahead, another hour
        (
            "will ring you at 1am",
            "2026-11-21T01:17:00+00:00",
            [("at 1am", "2026-11-22T01:00", "2026-11-22T02:00")],
        ),
        (
            "shift ends at 1am tomorrow",
            "2026-11-21T01:17:00+00:00",
            [("at 1am tomorrow", "2026-11-22T01:00", "2026-11-22T02:00")],
        ),
        (
            "the meeting at 5pm is running late",
            "2026-11-21T16:40:00+00:00",
            [("at 5pm", "2026-11-21T17:00", "2026-11-21T18:00")],
        ),
    ],
)
def test_an_hour_said_within_it_is_that_hour(local, text, said, want) -> None:
    assert local(text, said) == want
