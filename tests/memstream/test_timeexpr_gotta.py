"""Time expressions read whole (`resolve_times`), by kind (round 38): chat's "gotta" (the
tagger's "got" "ta") is "have got to", an obligation, ahead (tests/data/timeexpr.md: "have
got" is the present of "have"; memstream/encoders/times/tenseplan.py, `past_forms`); "got to"
told as what one managed keeps the past, and so does "gotta" before a verb of thanking for or
telling about a day, which happened (a review of round 38: "gotta thank sarah for saturday")."""

from __future__ import annotations

import pytest

TUESDAY = "2026-03-10T10:00"
THURSDAY = "2026-03-12T12:00"


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


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("gotta thank sarah for saturday", [("saturday", "2026-03-07T00:00", "2026-03-08T00:00")]),
        ("honestly gotta thank u for monday", [("monday", "2026-03-09T00:00", "2026-03-10T00:00")]),
        (
            "gotta tell u about tuesday lol",
            [("about tuesday", "2026-03-10T00:00", "2026-03-11T00:00")],
        ),
        ("gotta say thanks for saturday", [("saturday", "2026-03-07T00:00", "2026-03-08T00:00")]),
        ("gotta give thanks for sunday", [("sunday", "2026-03-08T00:00", "2026-03-09T00:00")]),
        ("gotta tell ya bout tuesday", [("tuesday", "2026-03-10T00:00", "2026-03-11T00:00")]),
        # the thanking or the telling itself ahead: a duty
        (
            "gotta thank sarah on saturday",
            [("on saturday", "2026-03-14T00:00", "2026-03-15T00:00")],
        ),
        # told about a day ahead: its own thing, an event on it, a future after it
        (
            "gotta tell the team about monday's deadline",
            [("about monday", "2026-03-16T00:00", "2026-03-17T00:00")],
        ),
        (
            "gotta tell everyone about the party on saturday",
            [("on saturday", "2026-03-14T00:00", "2026-03-15T00:00")],
        ),
        (
            "gotta tell them about friday, they'll want to come",
            [("about friday", "2026-03-13T00:00", "2026-03-14T00:00")],
        ),
        (
            "gotta get the kids from school on monday",
            [("on monday", "2026-03-16T00:00", "2026-03-17T00:00")],
        ),
    ],
)
def test_gotta_thank_for_a_day_is_the_day_gone(read, text, want) -> None:
    assert read(text, THURSDAY) == want
