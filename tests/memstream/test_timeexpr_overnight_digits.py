"""A range of 24-hour clock times without colons from an evening into the next morning,
right before a day ("covering 2200-0600 on friday", "1900-0700 sat"): from the first time on
that day to the second the next morning (tests/data/timeexpr.md, a clock time's grain and
"ranges"; timefourdigit.py). New sentences (issue 21, round 57 part C), and neighbours that
keep their reading: numbers with no day after them or ending after they start."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "can anyone take my on call 2200-0600 on friday? kid's recital",
            "2025-02-04T12:00+00:00",
            [("2200-0600 on friday", "2025-02-07T22:00", "2025-02-08T06:00")],
        ),
        (
            "on 1900-0700 sat, the long one",
            "2025-02-04T12:00+00:00",
            [("1900-0700 sat", "2025-02-08T19:00", "2025-02-09T07:00")],
        ),
    ],
)
def test_overnight_range_before_a_day(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("the 1800-0600 rotation is brutal", "2025-02-04T12:00+00:00", []),
        (
            "scored 1800-1200 on sunday, close game",
            "2025-02-04T12:00+00:00",
            [("on sunday", "2025-02-02T00:00", "2025-02-03T00:00")],
        ),
    ],
)
def test_numbers_that_stay_numbers(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a score, a part of the day after the day, two days: as before
        (
            "scored 2100-0900 on friday night trivia lol",
            "2025-02-04T12:00+00:00",
            [("on friday night", "2025-01-31T18:00", "2025-02-01T00:00")],
        ),
        (
            "2000-0800 on mon and tue",
            "2025-02-04T12:00+00:00",
            [("mon and tue", "2025-02-03T00:00", "2025-02-05T00:00")],
        ),
    ],
)
def test_no_one_night_on_one_day(local, text, said, want) -> None:
    assert local(text, said) == want
