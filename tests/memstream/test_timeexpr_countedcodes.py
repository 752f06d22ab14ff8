"""Time expressions read whole (`resolve_times`, the product's path): numbers that look like
a clock or a date and count or name things instead (tests/data/timeexpr.md, "Not dates")
(issue 21, round 56 part E): a number before a holiday, a noun and a plural one counts the
compound's things ("6 easter egg orders", no 6 o'clock on Easter; timeholidaynoun.py), and a
piece of a code in slashes ("slate 17C/2/4") is no date (timefilter.py). A clock before a
holiday's own day or its eve, and a date in slashes alone, read as they did."""

from __future__ import annotations

import pytest

SAID = "2026-02-10T09:00:00+00:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("we've had 6 easter egg orders already", []),
        ("there are 14 christmas card requests in the inbox", []),
        ("label the box 17C/2/4 so the archive can find it", []),
        ("the ref is 8/5/B on the form", []),
        # near misses: a clock on a holiday's day, a date in slashes alone
        (
            "the shop opens 9 christmas eve",
            [("9 christmas eve", "2026-12-24T09:00", "2026-12-24T10:00")],
        ),
        ("dentist on 3/7 at noon", [("on 3/7 at noon", "2026-03-07T12:00", "2026-03-07T13:00")]),
    ],
)
def test_counts_and_codes_are_no_times(local, text, want) -> None:
    assert local(text, SAID) == want
