"""Time expressions read whole (`resolve_times`, the product's path): a month no one is named
after that heads its part as the subject of a plan or a hope told in the past ("october was
supposed to be quiet") is that one occurrence, the latest (issue 21, round 49). Such a month
was dropped as the month as such; "november is my favourite month" still is, and a month
people are named after stays a possible name."""

from __future__ import annotations

import pytest

SAID = "2025-11-20T21:00:00+00:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "october was supposed to be quiet, it was not",
            [("october", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        (
            "sorry for the rant. sept was meant to be my fresh start",
            [("sept", "2025-09-01T00:00", "2025-10-01T00:00")],
        ),
        ("november is my favourite month", []),
        ("june was meant to be here by now", []),
    ],
)
def test_a_month_that_was_meant_to_be(local, text, want) -> None:
    assert local(text, SAID) == want
