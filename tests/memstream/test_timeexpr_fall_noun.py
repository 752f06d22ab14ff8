""" "Fall" or "spring" after "a", "an" or "another" is a noun, a tumble or a coil, no season
(tests/data/timeexpr.md: seasons; timeseasonword.py): a clock time or a day read with it
stays its own ("a fall at 22:30" said after midnight is 22:30 the evening before). New
sentences (issue 21, round 57 part C), and seasons that keep their reading. Said at the
speaker's own offset, compared in that local time."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "long night, first call was a fall at 23:15 and it went on from there",
            "2025-01-15T02:40-05:00",
            [("at 23:15", "2025-01-14T23:15", "2025-01-14T23:16")],
        ),
        (
            "grandad had another fall on sunday, he's ok",
            "2025-01-15T12:00-05:00",
            [("on sunday", "2025-01-12T00:00", "2025-01-13T00:00")],
        ),
        # seasons stay seasons
        (
            "we're moving in the fall",
            "2025-01-15T12:00-05:00",
            [("fall", "2025-09-01T00:00", "2025-12-01T00:00")],
        ),
    ],
)
def test_fall_as_a_noun(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "a fall 2025 release is the plan",
            [("fall 2025", "2025-09-01T00:00", "2025-12-01T00:00")],
        ),
        ("a spring 2026 wedding!!", [("spring 2026", "2026-03-01T00:00", "2026-06-01T00:00")]),
        (
            "another spring 2025 deadline slipped",
            [("spring 2025", "2025-03-01T00:00", "2025-06-01T00:00")],
        ),
    ],
)
def test_a_season_with_its_year(local, text, want) -> None:
    # "a" before a season with its year is the article of the noun after: the season
    assert local(text, "2025-01-15T02:40-05:00") == want
