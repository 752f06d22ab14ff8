"""Time expressions read whole (`resolve_times`), round 47's kind of a month alone after a
form of being that no one is named after (tests/data/timeexpr.md: a recurring mention names
the occurrence the sentence talks about): the month a previous one fell in ("my last smear
test was nov": told as past, the latest one) and the one a plan slipped to ("now its
'september'", also in quotes: where it goes, ahead). Not the month as such ("my favourite
month is october", "the best one was october"), nor a quoted name ("his nickname is
'october'"); a month with its day keeps its reading. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a previous one: the latest before
        ("my last smear test was nov", [("nov", "2025-11-01T00:00", "2025-12-01T00:00")]),
        (
            "the last service was february, due again soon",
            [("february", "2026-02-01T00:00", "2026-03-01T00:00")],
        ),
        # what a plan slipped to, quoted or not: ahead
        (
            "the launch was supposed to be in april, now it's “october”",
            [
                ("in april", "2026-04-01T00:00", "2026-05-01T00:00"),
                ("october", "2026-10-01T00:00", "2026-11-01T00:00"),
            ],
        ),
        (
            "kitchen fitting got pushed back, now its 'july'",
            [("july", "2026-07-01T00:00", "2026-08-01T00:00")],
        ),
        (
            "the festival was meant to be on the 3rd and now its 'september' 🙃",
            [
                ("on the 3rd", "2026-05-03T00:00", "2026-05-04T00:00"),
                ("september", "2026-09-01T00:00", "2026-10-01T00:00"),
            ],
        ),
        # near misses: the month as such, a name, a date with its day
        ("my favourite month is october", []),
        ("the best one was october", []),
        ("his nickname is 'october'", []),
        ("now it's june's turn to host", []),
        ("the last one was 'october' by the smiths", []),
        # a quoted month after "last ... was" is a title, whatever follows it
        ('the last episode was "november" and it was so sad', []),
        ("the last song they played was 'september' 🎶", []),
        (
            "my last trim was october 3rd",
            [("october 3rd", "2025-10-03T00:00", "2025-10-04T00:00")],
        ),
    ],
)
def test_a_month_after_a_form_of_being(read, text, want) -> None:
    assert read(text) == want
