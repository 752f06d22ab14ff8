"""Time expressions read whole (`resolve_times`), round 56's kind of a record that a copula
places "from" a day ("these pics are from friday's party", "the footage is from sunday's
match"): where it was taken, the past, whatever the copula's tense (tests/data/timeexpr.md,
"Ranges": what one has the photos from happened). Near misses keep their reading: a thing
that runs from a day on ("the new rates are from monday", "classes are from tuesday"). Said
on Wednesday 14 October 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-10-14T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "these pics are from friday's party",
            [("friday", "2026-10-09T00:00", "2026-10-10T00:00")],
        ),
        (
            "the footage is from sunday's match",
            [("sunday", "2026-10-11T00:00", "2026-10-12T00:00")],
        ),
        # kept: what runs from a day on
        ("the new rates are from monday", [("monday", "2026-10-19T00:00", "2026-10-20T00:00")]),
        ("classes are from tuesday", [("tuesday", "2026-10-20T00:00", "2026-10-21T00:00")]),
    ],
)
def test_a_record_from_a_day_is_from_the_past_one(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


#: Round 56 follow-up D, review: "shots" and "notes" date from a day only as records of its event.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the flu shots are from tuesday at the pharmacy",
            [("tuesday", "2026-10-20T00:00", "2026-10-21T00:00")],
        ),
        (
            "the new notes are from monday, bank said",
            [("monday", "2026-10-19T00:00", "2026-10-20T00:00")],
        ),
        (
            "the shots are from monday, book online",
            [("monday", "2026-10-19T00:00", "2026-10-20T00:00")],
        ),
        ("the shots are from friday's match", [("friday", "2026-10-09T00:00", "2026-10-10T00:00")]),
        ("screenshots are from tues", [("tues", "2026-10-13T00:00", "2026-10-14T00:00")]),
    ],
)
def test_shots_and_notes_that_run_from_a_day_keep_it(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
