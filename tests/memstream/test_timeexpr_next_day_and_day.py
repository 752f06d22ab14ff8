"""Time expressions read whole (`resolve_times`), round 56's kind of a bare weekday joined by
"and" or "or" to one that "next" places ("dentist is next tues and fri"): "next" places both,
so the second is not a day before the first (tests/data/timeexpr.md: "next" + weekday is the
one in next week). Near misses keep their reading: a pair with no "next" ("we went on tues
and thurs"), "next" alone, "coming" (said on a Wednesday, "coming wed or thurs?" is
tomorrow's thursday). Said on Wednesday 14 October 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-10-14T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "dentist is next tues and fri",
            [
                ("next tues", "2026-10-20T00:00", "2026-10-21T00:00"),
                ("fri", "2026-10-23T00:00", "2026-10-24T00:00"),
            ],
        ),
        (
            "fittings are next mon and wed, 20 slots each",
            [
                ("next mon", "2026-10-19T00:00", "2026-10-20T00:00"),
                ("wed", "2026-10-21T00:00", "2026-10-22T00:00"),
            ],
        ),
        # kept: no "next"; "next" alone
        (
            "we went on tues and thurs",
            [
                ("on tues", "2026-10-13T00:00", "2026-10-14T00:00"),
                ("thurs", "2026-10-08T00:00", "2026-10-09T00:00"),
            ],
        ),
        ("next tues works", [("next tues", "2026-10-20T00:00", "2026-10-21T00:00")]),
        (
            "coming wed or thurs?",
            [
                ("coming wed", "2026-10-21T00:00", "2026-10-22T00:00"),
                ("thurs", "2026-10-15T00:00", "2026-10-16T00:00"),
            ],
        ),
    ],
)
def test_next_places_both_days_it_joins(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


#: Round 56 follow-up D, review: an earlier weekday after the placed one, or one that opens a
#: new clause, keeps its own reading.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "moving next tues and thurs is the deadline to cancel",
            [
                ("next tues", "2026-10-20T00:00", "2026-10-21T00:00"),
                ("thurs", "2026-10-15T00:00", "2026-10-16T00:00"),
            ],
        ),
        (
            "next fri and tues",
            [
                ("next fri", "2026-10-23T00:00", "2026-10-24T00:00"),
                ("tues", "2026-10-20T00:00", "2026-10-21T00:00"),
            ],
        ),
        (
            "next tues or thurs works",
            [
                ("next tues", "2026-10-20T00:00", "2026-10-21T00:00"),
                ("thurs", "2026-10-22T00:00", "2026-10-23T00:00"),
            ],
        ),
    ],
)
def test_an_earlier_day_or_a_new_clause_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
