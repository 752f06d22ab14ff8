"""Time expressions read whole (`resolve_times`), round 36's kind of a time offered after
"how about" or "what about" ("how about the 21st", said on 4 May): a proposal, ahead
(tests/data/timeexpr.md: a recurring mention planned is the next one), and the time alone,
the question's "about" being no "approximately". Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("how about the 23rd for the bbq", [("the 23rd", "2026-05-23T00:00", "2026-05-24T00:00")]),
        ("hmm how about the 19th?", [("the 19th", "2026-05-19T00:00", "2026-05-20T00:00")]),
        ("what about the 27th then", [("the 27th", "2026-05-27T00:00", "2026-05-28T00:00")]),
        ("ok how about friday", [("friday", "2026-05-08T00:00", "2026-05-09T00:00")]),
        ("what about the 2nd?", [("the 2nd", "2026-06-02T00:00", "2026-06-03T00:00")]),
        ("how bout sat?", [("sat", "2026-05-09T00:00", "2026-05-10T00:00")]),
        ("what abt the 29th", [("the 29th", "2026-05-29T00:00", "2026-05-30T00:00")]),
        ("what about thurs at 6?", [("thurs at 6", "2026-05-07T18:00", "2026-05-07T19:00")]),
        ("what about the weekend?", [("weekend", "2026-05-09T00:00", "2026-05-11T00:00")]),
        (
            "how about the 21st? we went there last year",
            [
                ("the 21st", "2026-05-21T00:00", "2026-05-22T00:00"),
                ("last year", "2025-01-01T00:00", "2026-01-01T00:00"),
            ],
        ),
        # kept: "about" as "approximately", a day told as past, also after "what about"
        (
            "what about the 30th, did you go?",
            [("the 30th", "2026-04-30T00:00", "2026-05-01T00:00")],
        ),
        (
            "we moved in about the 21st of last month",
            [("about the 21st of last month", "2026-04-21T00:00", "2026-04-22T00:00")],
        ),
        (
            "let's do the bbq on the 23rd",
            [("on the 23rd", "2026-05-23T00:00", "2026-05-24T00:00")],
        ),
    ],
)
def test_a_time_offered_after_how_about(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
