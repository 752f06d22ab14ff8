"""Time expressions read whole (`resolve_times`), by kind (round 38): a verb of starting or
ending that the tagger reads as a plural noun after a noun, before its day ("thanksgiving
break starts wednesday"), is the present: the stretch's holiday is the coming one
(tests/data/timeexpr.md: planned or present, the next one;
memstream/encoders/times/tenseverbs.py, `opening`); the past keeps the one behind."""

from __future__ import annotations

import pytest

SAID = "2026-03-10T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "thanksgiving break starts wednesday",
            [
                ("thanksgiving", "2026-11-26T00:00", "2026-11-27T00:00"),
                ("wednesday", "2026-03-11T00:00", "2026-03-12T00:00"),
            ],
        ),
        # a neighbour that keeps the past
        (
            "thanksgiving break started on wednesday",
            [
                ("thanksgiving", "2025-11-27T00:00", "2025-11-28T00:00"),
                ("on wednesday", "2026-03-04T00:00", "2026-03-05T00:00"),
            ],
        ),
    ],
)
def test_a_stretch_that_starts_on_a_day_is_ahead(read, text, want) -> None:
    assert read(text, SAID) == want
