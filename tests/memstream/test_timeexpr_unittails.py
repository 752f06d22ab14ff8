"""Time expressions read whole (`resolve_times`, the product's path), batch 21's kind of
a date before a comma and a number glued to a unit (tests/data/timeexpr.md, "not dates":
counts and measures after a date and a comma): Duckling reads "boxing day, 55" as 2055's,
which was dropped whole; the number is a measure ("55in", "25ft", "35cm") and the date
stays. New sentences, and ones of a neighbouring kind that keep their reading.
Said on Thursday 8 January 2026 (UTC)."""

from __future__ import annotations

import pytest

_THURSDAY = "2026-01-08T11:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the tree went up on christmas eve, 25ft of lights on it",
            [("on christmas eve", "2025-12-24T00:00", "2025-12-25T00:00")],
        ),
        (
            "got the telly on boxing day, 55in screen",
            [("on boxing day", "2025-12-26T00:00", "2025-12-27T00:00")],
        ),
        (
            "he was born on new year's day, 35cm long",
            [("on new year's day", "2026-01-01T00:00", "2026-01-02T00:00")],
        ),
        # kept: a clock time after the comma; a count with a space before its unit
        (
            "see you on the 25th, 8pm",
            [
                ("on the 25th", "2026-01-25T00:00", "2026-01-26T00:00"),
                ("8pm", "2026-01-25T20:00", "2026-01-25T21:00"),
            ],
        ),
        ("moved to the 21st, 45 min slot", [("the 21st", "2026-01-21T00:00", "2026-01-22T00:00")]),
    ],
)
def test_a_number_glued_to_a_unit_after_a_date_is_a_measure(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want
