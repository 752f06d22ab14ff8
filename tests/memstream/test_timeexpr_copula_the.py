"""Time expressions read whole (`resolve_times`), by kind (round 38): "'s" before "the", "a"
or "an" is "is", no possessive, which comes before no determiner ("the deadline's the 3rd");
the present places the date ahead, also after a past in another clause ("school emailed and
the deadline's the 3rd", said on the 20th, is the coming 3rd; tests/data/timeexpr.md: planned
or present, the next one; memstream/encoders/times/tensecopula.py); "was" keeps the past."""

from __future__ import annotations

import pytest

SAID = "2026-03-20T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the council emailed and the deadline's the 5th for applications",
            [("the 5th", "2026-04-05T00:00", "2026-04-06T00:00")],
        ),
        (
            "she reminded me the deadline's the 2nd for the coursework",
            [("the 2nd", "2026-04-02T00:00", "2026-04-03T00:00")],
        ),
        # neighbours that keep theirs
        (
            "the council emailed and the deadline was the 5th",
            [("the 5th", "2026-03-05T00:00", "2026-03-06T00:00")],
        ),
        ("the deadline's on the 5th", [("on the 5th", "2026-04-05T00:00", "2026-04-06T00:00")]),
    ],
)
def test_s_before_a_determiner_is_the_present(read, text, want) -> None:
    assert read(text, SAID) == want
