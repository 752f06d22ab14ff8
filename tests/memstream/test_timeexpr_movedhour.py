"""Time expressions read whole (`resolve_times`), round 56's kind of a bare hour a plan is
moved to ("the site visit got pushed to 11", "can we push the quiz to 8 tonight?"): where it
goes, a clock time, the nearest one ahead, on its day where one follows and in the evening
where the sentence tells it (tests/data/timeexpr.md: so is the date something was moved to,
even told in the past). A count or a measure after the number ("moved to 3 bedrooms"), a place
in a list ("bumped to 3rd"), an amount ("they moved the fee to 9") and the end of a range of
hours stay no such time. Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the site visit got pushed to 11", [("to 11", "2026-05-04T11:00", "2026-05-04T12:00")]),
        ("sorry, standup moved to 10:30.", [("10:30", "2026-05-04T10:30", "2026-05-04T10:31")]),
        (
            "can we push the quiz to 8 tonight?",
            [("to 8 tonight", "2026-05-04T20:00", "2026-05-04T21:00")],
        ),
        (
            "they bumped the fitting back to 2 on thursday",
            [("to 2 on thursday", "2026-05-07T14:00", "2026-05-07T15:00")],
        ),
        ("can we push dinner to 8?", [("to 8", "2026-05-04T20:00", "2026-05-04T21:00")]),
        # kept: counts, ranks, amounts, a range's end
        ("we moved to 3 bedrooms", []),
        ("she got bumped to 3rd in the table", []),
        ("they moved the fee to 9", []),
        ("they pushed the price to 9", []),
        ("drinks pushed to 6", [("to 6", "2026-05-04T18:00", "2026-05-04T19:00")]),
        ("moved to 3 bc of traffic", [("to 3", "2026-05-04T15:00", "2026-05-04T16:00")]),
        # review: a level, a count or an amount moved to a number has no time
        ("the thermostat got bumped to 7", []),
        ("the odds moved to 5", []),
        ("my dose was moved to 3", []),
        ("my hours got bumped to 6", []),
        ("btc pushed to 9 then crashed", []),
        ("shift to 4 when you hit 30", []),
        ("he pushed his pb to 8", []),
        ("the squad was bumped to 12", []),
        ("bumped the ticket priority to 2", []),
    ],
)
def test_a_bare_hour_moved_to(read, text, want) -> None:
    assert read(text, said="2026-05-04T09:00") == want
