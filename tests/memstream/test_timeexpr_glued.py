"""Time expressions read whole (`resolve_times`, the product's path), batch 17's kinds of
chat spellings and of numbers that only look like times (tests/data/timeexpr.md, "chat
spellings of days", "ranges", "not dates"): "2moro" is tomorrow; two day-first dates joined
as a range are that range; a verdict voted out of 10, a title with a weekday in it, a
holiday before an adjective and a noun, a number glued to a unit or a name ("3mm", "11k",
"v3.12") and a place in a recording ("at 01:30 in the video") are no times; an emoji after
a holiday no determiner heads ends its phrase ("for easter 🐣 stalls": the day); a run's or
a stay's "last night" ("the panto's last night") is its final night, no time. New
sentences of each kind, and ones of a neighbouring kind that keep their reading. Said on
Monday 4 May 2026 (UTC) unless told."""

from __future__ import annotations

import pytest

_MONDAY = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "can you call me 2moro night",
            [("2moro night", "2026-05-05T18:00", "2026-05-06T00:00")],
        ),
        (
            "i'll drop it round 2morrow at 11",
            [("2morrow at 11", "2026-05-05T11:00", "2026-05-05T12:00")],
        ),
        ("he scored 2 more after the break", []),  # kept: a count
        (
            "I'm off from 18/06 to 22/06, back the monday after",
            [
                ("from 18/06 to 22/06", "2026-06-18T00:00", "2026-06-23T00:00"),
                ("monday", "2026-05-11T00:00", "2026-05-12T00:00"),
            ],
        ),
        ("the ratio went from 3/4 to 1/2 overnight", []),  # kept: fractions
    ],
)
def test_chat_tomorrow_and_a_range_of_day_first_dates(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the tasting panel voted 7/10 for the new stout", []),
        ("we are reading The Wednesday Wars Club next", []),
        (
            "the Christmas festive market opens on the 28th",
            [("on the 28th", "2026-05-28T00:00", "2026-05-29T00:00")],
        ),
        ("the tread is at 3mm now, replace soon", []),
        (
            "downloads rose from 11k in march",
            [("in march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        ("update the app to v3.12 tonight", [("tonight", "2026-05-04T18:00", "2026-05-05T00:00")]),
        ("the chorus kicks in at 01:30 in the video", []),
        # kept: a date after "on", a weekday after "The" heading its sentence, a holiday
        # before a time word, a clock time in a place, "5ish"
        ("the vote is on 7/10", [("on 7/10", "2026-07-10T00:00", "2026-07-11T00:00")]),
        (
            "The Thursday after next works for me",
            [("Thursday after next", "2026-05-14T00:00", "2026-05-15T00:00")],
        ),
        (
            "what did you do for christmas last year",
            [("christmas last year", "2025-12-25T00:00", "2025-12-26T00:00")],
        ),
        (  # written on the 24-hour clock: 01:30, the next one (test_timeexpr_paddedclock.py)
            "let's meet at 01:30 in the lobby",
            [("at 01:30", "2026-05-05T01:30", "2026-05-05T01:31")],
        ),
        ("see you at 5ish", [("at 5ish", "2026-05-04T17:00", "2026-05-04T18:00")]),
    ],
)
def test_numbers_and_names_that_only_look_like_times(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (  # an emoji after a holiday no determiner heads ends its phrase: the day
            "pop-up market for easter 🐣 stalls and face painting",
            [("easter", "2026-04-05T00:00", "2026-04-06T00:00")],
        ),
        # kept: after a determiner the word after the emoji is the holiday's noun
        ("our christmas 🎄 party is sorted", []),
        ("the christmas 🎄 lights are up", []),
    ],
)
def test_an_emoji_after_a_holiday_ends_its_phrase(read, text, want) -> None:
    assert read(text, said="2026-03-20T10:00") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (  # "last night" after a possessive or a determiner: the final night of a run
            "the panto's last night is the 9th, a few seats left",
            [("the 9th", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
        ("our last night in Lisbon was the best", []),
        # kept: the night before, also after "he's" or at someone's place
        ("I slept badly last night", [("last night", "2026-05-03T18:00", "2026-05-04T00:00")]),
        ("he's last night's hero", [("last night", "2026-05-03T18:00", "2026-05-04T00:00")]),
        ("we were at Sam's last night", [("last night", "2026-05-03T18:00", "2026-05-04T00:00")]),
    ],
)
def test_a_runs_last_night_is_no_time(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want
