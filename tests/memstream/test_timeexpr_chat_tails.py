"""Time expressions read whole (`resolve_times`), round 37's kinds of chat spellings and
what ends a part (tests/data/timeexpr.md): "2day" is today where no noun follows; a bare
"weekend" with a number after it is a festival's numbered weekend, a name; a price of four
digits after a comma is no year ("sat at 9:15, 1400 yen each"); "each" before a stop is no
"each" of a habit ("12 each. tonight's show"); an emoji ends a sentence, so "now" after it
makes no routine of the date before it, and "and it's ... now" is a clause of its own. Said
on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("bbq 2day at 4!!", [("2day at 4", "2026-05-04T16:00", "2026-05-04T17:00")]),
        ("a 2day pass is 80 quid", []),
        (
            "saw the festival weekend 2 headliner last night",
            [("last night", "2026-05-03T18:00", "2026-05-04T00:00")],
        ),
        ("see you this weekend", [("this weekend", "2026-05-09T00:00", "2026-05-11T00:00")]),
        (
            "train's sat at 9:15, 1400 yen each",
            [("sat at 9:15", "2026-05-09T09:15", "2026-05-09T09:16")],
        ),
        (
            "the gig is on march 3, 2027",
            [("on march 3, 2027", "2027-03-03T00:00", "2027-03-04T00:00")],
        ),
        (
            "tickets were 12 each. tonight's show was wild",
            [("tonight", "2026-05-04T18:00", "2026-05-05T00:00")],
        ),
        ("every friday", []),
        (
            "going thurs the 7th for the bank holiday 🎉 pints are a fiver now",
            [("thurs the 7th", "2026-05-07T00:00", "2026-05-08T00:00")],
        ),
        (
            "i paid it in april and it's overdue now",
            [("in april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
        # kept: a routine that ends in "now"
        ("2 pills in the morning and 1 at night now", []),
    ],
)
def test_chat_tails(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
