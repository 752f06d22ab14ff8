"""Time expressions read whole (`resolve_times`, the product's path): two weekdays in a row
joined by "+" ("fitters in wed + thurs") are one span, as with "and" or "&"
(tests/data/timeexpr.md, ranges: two weekdays in a row joined by "and"; timeweekdaypairs.py)
(issue 21, round 58 part D). Two days apart ("mon + fri") stay two dates."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "scaffolders in wed + thurs so no parking out front",
            "2025-03-08T10:00:00+00:00",
            [("wed + thurs", "2025-03-12T00:00", "2025-03-14T00:00")],
        ),
        (
            "im off sat + sun for once",
            "2025-03-04T10:00:00+00:00",
            [("sat + sun", "2025-03-08T00:00", "2025-03-10T00:00")],
        ),
        # near miss: two days apart
        (
            "scaffolders in mon + fri so no parking out front",
            "2025-03-08T10:00:00+00:00",
            [
                ("mon", "2025-03-10T00:00", "2025-03-11T00:00"),
                ("fri", "2025-03-14T00:00", "2025-03-15T00:00"),
            ],
        ),
    ],
)
def test_two_weekdays_joined_by_plus_are_one_span(local, text, said, want) -> None:
    assert local(text, said) == want


# round 58 follow-up D, review (said on Wednesday 29 January 2025): a clock time, a range of
# digits or a colon after the second day is that day's, the days apart as before the rule; a
# pair with the day it is said on is the coming one, as a weekday alone is
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "thurs + fri 6pm",
            [
                ("thurs", "2025-01-30T00:00", "2025-01-31T00:00"),
                ("fri 6pm", "2025-01-31T18:00", "2025-01-31T19:00"),
            ],
        ),
        (
            "fri + sat 2-4 free",
            [
                ("fri", "2025-01-31T00:00", "2025-02-01T00:00"),
                ("sat 2-4", "2025-02-01T14:00", "2025-02-01T16:00"),
            ],
        ),
        (
            "mon + tues 9-5 at the office",
            [
                ("mon", "2025-02-03T00:00", "2025-02-04T00:00"),
                ("tues 9-5", "2025-02-04T09:00", "2025-02-04T17:00"),
            ],
        ),
        (
            "thurs + fri: 6pm start",
            [
                ("thurs", "2025-01-30T00:00", "2025-01-31T00:00"),
                ("fri", "2025-01-31T00:00", "2025-02-01T00:00"),
                ("6pm", "2025-01-31T18:00", "2025-01-31T19:00"),
            ],
        ),
        ("tues + weds for the install", [("tues + weds", "2025-02-04T00:00", "2025-02-06T00:00")]),
        (
            "mon, tue + wed are full",
            [
                ("mon", "2025-02-03T00:00", "2025-02-04T00:00"),
                ("tue + wed", "2025-02-04T00:00", "2025-02-06T00:00"),
            ],
        ),
        ("fitters in wed + thurs", [("wed + thurs", "2025-02-05T00:00", "2025-02-07T00:00")]),
        ("off thurs + fri", [("thurs + fri", "2025-01-30T00:00", "2025-02-01T00:00")]),
        # a clock time after "at", or no clock time after the colon: still the pair
        ("sat + sun at 10 parkrun", [("sat + sun", "2025-02-01T00:00", "2025-02-03T00:00")]),
        (
            "sat + sun: 2 nights, $300 total",
            [("sat + sun", "2025-02-01T00:00", "2025-02-03T00:00")],
        ),
        # told as past, said on the second day: a week away (timeexpr.md), not today
        (
            "tues + wed were slammed, $4k in sales",
            [("tues + wed", "2025-01-21T00:00", "2025-01-23T00:00")],
        ),
        ("we were off tues + weds", [("tues + weds", "2025-01-21T00:00", "2025-01-23T00:00")]),
    ],
)
def test_plus_pairs_keep_their_clock_and_skip_today(local, text, want) -> None:
    assert local(text, "2025-01-29T09:15:00-08:00") == want
