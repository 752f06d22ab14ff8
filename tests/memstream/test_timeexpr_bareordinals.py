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
