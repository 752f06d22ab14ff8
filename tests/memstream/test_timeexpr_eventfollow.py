"""Time expressions read whole (`resolve_times`, the product's path): a clock time read
against the one before it (`Mention.anchor`: "arrive 6:15pm for a 7:30 start") moves with it
when that one is placed on the event's day named earlier in the message ("recital sat!! ...
warm up 1:15pm for a 2:30 start": both Saturday's), as the next such hour after it, or the
nearest one for a meeting or a deadline ("ceremony starts 11:30, be gowned by 10": 10:00);
and a place's or a gate's opening in a later sentence goes on a morning named before it
("fun day tmrw morning ... gates open at 8": 08:00 tomorrow), where after an evening it keeps
its own day ("sunday night ... the shop opens at 8") (timeeventday.py) (issue 21, round 51
part a)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "recital on the 20th!! arrive 1:15pm for a 2:30 start",
            "2026-05-08T20:00:00+01:00",
            [
                ("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("1:15pm", "2026-05-20T13:15", "2026-05-20T13:16"),
                ("2:30", "2026-05-20T14:30", "2026-05-20T14:31"),
            ],
        ),
        (
            "graduation on the 18th!! ceremony starts 11:30, we have to be gowned by 10",
            "2026-05-08T20:00:00+01:00",
            [
                ("on the 18th", "2026-05-18T00:00", "2026-05-19T00:00"),
                ("11:30", "2026-05-18T11:30", "2026-05-18T11:31"),
                ("by 10", "2026-05-18T10:00", "2026-05-18T11:00"),
            ],
        ),
        (
            "fun day tmrw morning 🎪 we've got 6 stalls and a bouncy castle. gates open at 8",
            "2026-05-08T14:00:00+01:00",
            [
                ("tmrw morning", "2026-05-09T00:00", "2026-05-09T12:00"),
                ("at 8", "2026-05-09T08:00", "2026-05-09T09:00"),
            ],
        ),
        # near misses: as they were read: a day's doors and start, an evening's shop
        (
            "quiz at the rugby club next sat!! bring pens. doors 7pm for a 7:45 start",
            "2026-05-08T10:00:00+01:00",
            [
                ("next sat", "2026-05-16T00:00", "2026-05-17T00:00"),
                ("7pm", "2026-05-16T19:00", "2026-05-16T20:00"),
                ("7:45", "2026-05-16T19:45", "2026-05-16T19:46"),
            ],
        ),
        (
            "sunday night, ran out of milk and the shop opens at 8",
            "2026-05-08T10:00:00+01:00",
            [
                ("sunday night", "2026-05-03T18:00", "2026-05-04T00:00"),
                ("at 8", "2026-05-03T20:00", "2026-05-03T21:00"),
            ],
        ),
        (
            "match on sat 🏉 kick off 3pm for a 3:15 finish lol",
            "2026-05-08T10:00:00+01:00",
            [
                ("on sat", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("3pm", "2026-05-09T15:00", "2026-05-09T16:00"),
            ],
        ),
    ],
)
def test_a_clock_time_read_against_one_placed_on_the_day_goes_with_it(
    local, text, said, want
) -> None:
    assert local(text, said) == want
