"""Time expressions read whole (`resolve_times`), by kind (round 38): after a past and "so",
a clause with a bare participle and no subject ("the oven failed so trying again wed") is a
clause of its own, chat's "so I'm trying again": a plan, the coming day
(tests/data/timeexpr.md: the tense is that of the mention's own part of a sentence;
memstream/encoders/times/tensegroup.py, `verb_group`); a past in that clause, or "so"
inside one verb group ("we were so looking forward to ..."), keeps the past."""

from __future__ import annotations

import pytest

TUESDAY = "2027-03-09T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the cake sank so trying again sunday",
            [("sunday", "2027-03-14T00:00", "2027-03-15T00:00")],
        ),
        (
            "the test failed so retrying on thursday",
            [("on thursday", "2027-03-11T00:00", "2027-03-12T00:00")],
        ),
        (
            "my bike got a puncture so cycling in on monday",
            [("on monday", "2027-03-15T00:00", "2027-03-16T00:00")],
        ),
        # neighbours that keep the past
        (
            "the sourdough collapsed so i baked again sat",
            [("sat", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
        (
            "we were so looking forward to saturday",
            [("saturday", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
    ],
)
def test_a_clause_after_so_takes_its_own_tense(read, text, want) -> None:
    assert read(text, TUESDAY) == want
