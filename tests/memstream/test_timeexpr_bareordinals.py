"""Time expressions read whole (`resolve_times`, the product's path): a range of two days of
the month with no "the" before the first and "the" before the second ("18th to the 22nd",
"5th till the 9th") is the stretch "the 18th to the 22nd" is (tests/data/timeexpr.md, ranges;
timebareordinals.py) (issue 21, round 58 part D). Bare ordinals with no "the" (places, ranks:
"came 2nd to 4th") and ordinals of things ("2nd to the 5th grade") stay no time."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "plant shutdown for the audit, 18th to the 22nd 😬 no overtime",
            "2026-03-09T12:00:00+00:00",
            [("18th to the 22nd", "2026-03-18T00:00", "2026-03-23T00:00")],
        ),
        (
            "gran is with us 5th till the 9th so no sleepovers",
            "2025-06-01T09:00:00+01:00",
            [("5th till the 9th", "2025-06-05T00:00", "2025-06-10T00:00")],
        ),
        # near misses: places, ranks and ordinals of things
        ("she came 2nd to 4th, every single heat", "2025-06-01T09:00:00+01:00", []),
        ("she teaches 2nd to the 5th grade at the village school", "2025-06-01T09:00:00+01:00", []),
    ],
)
def test_a_range_of_bare_ordinals_is_days(local, text, said, want) -> None:
    assert local(text, said) == want


# round 58 follow-up D, review: places after a verb of ranking or moving, and ranges before a
# clause Duckling would drop whole, keep the reading before the rule (the second day alone)
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "23rd until the 2nd i'm at my dad's",
            [("the 2nd", "2025-02-02T00:00", "2025-02-03T00:00")],
        ),
        (
            "12th till the 15th i'm in austin",
            [("the 15th", "2025-02-15T00:00", "2025-02-16T00:00")],
        ),
        (
            "12th till the 15th we're in austin",
            [("the 15th", "2025-02-15T00:00", "2025-02-16T00:00")],
        ),
        ("climbed 3rd to the 5th, my legs", [("the 5th", "2025-01-05T00:00", "2025-01-06T00:00")]),
        ("we fell 2nd to the 5th, gutted", [("the 5th", "2025-01-05T00:00", "2025-01-06T00:00")]),
        (
            "they finished 2nd to the 4th, so close",
            [("the 4th", "2025-01-04T00:00", "2025-01-05T00:00")],
        ),
        (
            "seeded 1st to the 8th, then random",
            [("the 8th", "2025-01-08T00:00", "2025-01-09T00:00")],
        ),
        (
            "moved up from 7th to the 3rd, playoff spots",
            [("the 3rd", "2025-02-03T00:00", "2025-02-04T00:00")],
        ),
        # the rule's own, beside a verb that is no ranking
        (
            "they're coming 12th till the 15th, can't wait",
            [("12th till the 15th", "2025-02-12T00:00", "2025-02-16T00:00")],
        ),
    ],
)
def test_ranks_and_dropped_clauses_keep_the_old_reading(local, text, want) -> None:
    assert local(text, "2025-01-29T09:15:00-08:00") == want
