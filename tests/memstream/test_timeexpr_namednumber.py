"""Time expressions read whole (`resolve_times`), round 37's follow-up on "in" a duration after
a number (tests/data/timeexpr.md, not dates: "in" a duration told as how long something
took): a number right after a word that names a thing ("gate 14", "season 3", "ios 18") is
that thing's number, and the word in "-s" after it its verb, so the duration is when; a
number after a verb, a word of grammar or nothing counts things ("did 14 shows in 5 days",
"we play 3 games in 5 days"): how long, no time. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "year 9 starts in 3 days 😬",
            [("in 3 days", "2026-05-07T00:00", "2026-05-08T00:00")],
        ),
        (
            "series 4 drops in 2 days!!",
            [("in 2 days", "2026-05-06T00:00", "2026-05-07T00:00")],
        ),
        (
            "platform 6 opens in 15 mins",
            [("in 15 mins", "2026-05-04T09:15", "2026-05-04T09:16")],
        ),
        (
            "route 9 leaves in 10 mins, run",
            [("in 10 mins", "2026-05-04T09:10", "2026-05-04T09:11")],
        ),
        (
            "chapter 12 unlocks in 4 hours",
            [("in 4 hours", "2026-05-04T13:00", "2026-05-04T14:00")],
        ),
        (
            "android 15 lands in 6 days apparently",
            [("in 6 days", "2026-05-10T00:00", "2026-05-11T00:00")],
        ),
        (
            "season 2 finale airs in 3 days",
            [("in 3 days", "2026-05-07T00:00", "2026-05-08T00:00")],
        ),
    ],
)
def test_a_numbered_things_verb_keeps_the_time(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want


@pytest.mark.parametrize(
    "text",
    [
        "9 gigs in 4 days, ears ringing",  # a count heads it
        "we play 4 matches in 6 days",  # after a verb in the present
        "i do 12 shifts in 14 days, send help",
        "she wrote 3 essays in 2 days",  # after a past verb
        "the 14 shows in 5 days wiped me out",  # after a determiner
        "my sister's team scored 4 goals in 10 mins",
    ],
)
def test_a_count_of_things_is_how_long(read, text) -> None:
    assert read(text, said="2026-05-04T09:00") == []
