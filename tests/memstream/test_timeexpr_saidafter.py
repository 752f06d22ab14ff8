"""Time expressions read whole (`resolve_times`, the product's path): a pronoun and a verb of
saying right after a date that end its part ("the roads will be clear by thursday they
said") only tell who said the clause; the clause before places the date (issue 21, round
49). The past "said" took the Thursday gone; a clause told in the past keeps it."""

from __future__ import annotations

import pytest

SAID = "2024-01-16T20:15:00-06:00"  # a Tuesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the water should be back on by thursday they said",
            [("thursday", "2024-01-18T00:00", "2024-01-19T00:00")],
        ),
        (
            "the gritter will come round on thursday he said",
            [("on thursday", "2024-01-18T00:00", "2024-01-19T00:00")],
        ),
        # the clause told in the past: the day gone
        (
            "the plow came thursday they said",
            [("thursday", "2024-01-11T00:00", "2024-01-12T00:00")],
        ),
    ],
)
def test_who_said_it_after_the_date(local, text, want) -> None:
    assert local(text, SAID) == want
