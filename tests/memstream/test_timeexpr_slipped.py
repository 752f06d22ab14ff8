"""Time expressions read whole (`resolve_times`, the product's path): "from X to Y" after a
date that slips or slides is two dates, where it was and where it lands, not a range (issue
21, round 57 part D; tests/data/timeexpr.md: a date moved "to" another is two dates). New
sentences, not the batch's, and a neighbour that keeps its reading. Said on Wednesday 3 March
2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
APRIL = ("april", "2027-04-01T00:00", "2027-05-01T00:00")
JUNE = ("june", "2027-06-01T00:00", "2027-07-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the launch slips from april to june", [APRIL, JUNE]),
        ("heads up, the migration slid from april to june", [APRIL, JUNE]),
        ("the wedding slipped from april to june", [APRIL, JUNE]),
        ("the release has slipped from april to june again", [APRIL, JUNE]),
        # a stretch that is open: the range
        (
            "the pool is open from april to june",
            [("from april to june", "2027-04-01T00:00", "2027-07-01T00:00")],
        ),
    ],
)
def test_a_date_that_slips_from_one_to_another(read, text, want) -> None:
    assert read(text, said=SAID) == want


RANGE = [("from april to june", "2027-04-01T00:00", "2027-07-01T00:00")]
#: Told in the past tense: the last April to June.
GONE = [("from april to june", "2026-04-01T00:00", "2026-07-01T00:00")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # nouns: pay slips, slides, a water slide, a slipped disc
        ("need my pay slips from april to june for the mortgage", RANGE),
        ("my slides from april to june are all on the drive", RANGE),
        ("the water slide is open from april to june", RANGE),
        ("i was off with a slipped disc from april to june", GONE),
        # what slips is no plan: prices, stocks, morale keep the stretch
        ("prices slipped from april to june then recovered", GONE),
        ("stocks slid from april to june, lost 6%", GONE),
        ("morale slipped from april to june, it was rough", GONE),
    ],
)
def test_a_slip_that_moves_no_plan_keeps_the_range(read, text, want) -> None:
    assert read(text, said=SAID) == want
