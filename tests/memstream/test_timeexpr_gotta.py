"""Time expressions read whole (`resolve_times`), by kind (round 38): chat's "gotta" (the
tagger's "got" "ta") is "have got to", an obligation, ahead (tests/data/timeexpr.md: "have
got" is the present of "have"; memstream/encoders/times/tenseverbs.py, `obliged`); "got to"
told as what one managed keeps the past."""

from __future__ import annotations

import pytest

TUESDAY = "2026-03-10T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "so gotta return it on saturday",
            [("on saturday", "2026-03-14T00:00", "2026-03-15T00:00")],
        ),
        ("we gotta be out by sunday", [("sunday", "2026-03-15T00:00", "2026-03-16T00:00")]),
        # a neighbour that keeps the past
        (
            "i got to meet her on saturday",
            [("on saturday", "2026-03-07T00:00", "2026-03-08T00:00")],
        ),
    ],
)
def test_gotta_is_an_obligation_ahead(read, text, want) -> None:
    assert read(text, TUESDAY) == want
