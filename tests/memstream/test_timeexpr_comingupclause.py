"""Time expressions read whole (`resolve_times`, the product's path): "coming up" (also
"next up", "up next") announces what is ahead only for a date in its own part of the
sentence; a clause with a finite verb of its own between them ("mould coming up the wall
where the leak started in august") tells the date in its own tense (issue 21, round 49)."""

from __future__ import annotations

import pytest

SAID = "2025-10-12T12:00:00+01:00"  # a Sunday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "mould coming up the wall where the leak started in august",
            [("in august", "2025-08-01T00:00", "2025-09-01T00:00")],
        ),
        (
            "loads of work coming up where we left off in august",
            [("in august", "2025-08-01T00:00", "2025-09-01T00:00")],
        ),
        # an announcement: ahead, as before
        ("next up leeds on saturday", [("on saturday", "2025-10-18T00:00", "2025-10-19T00:00")]),
        (
            "coming up: the finals on sunday",
            [("on sunday", "2025-10-19T00:00", "2025-10-20T00:00")],
        ),
    ],
)
def test_coming_up_and_a_clause_of_its_own(local, text, want) -> None:
    assert local(text, SAID) == want
