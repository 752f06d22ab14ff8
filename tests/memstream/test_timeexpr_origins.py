"""Time expressions read whole (`resolve_times`), round 37's kind of origins
(tests/data/timeexpr.md, ranges: "since X" is from X to the moment it was said; "from X"
with no end is X): "since the start of" a month or the month (as "since the beginning of"
it), "since" a time after a habit ("every sunday since 1987": the habit goes, the since
stays), a hedge before a year ("from like 1985"). Neighbours keep their reading. Said on
Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest

NOW = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the mould's been there since the start of march",
            [("since the start of march", "2026-03-01T00:00", NOW)],
        ),
        (
            "it's rained every day since the start of the month",
            [("since the start of the month", "2026-05-01T00:00", NOW)],
        ),
        (
            "we've had the allotment on saturdays since 2011",
            [("since 2011", "2011-01-01T00:00", NOW)],
        ),
        ("she's rung me every friday since june", [("since june", "2025-06-01T00:00", NOW)]),
        (
            "the boiler's from like 1998 so no surprise",
            [("from like 1998", "1998-01-01T00:00", "1999-01-01T00:00")],
        ),
        ("lived there since about 2015", [("since about 2015", "2015-01-01T00:00", NOW)]),
        # kept: no month after "the start of", no preposition before the hedge, a habit alone
        ("the start of the race was chaos", []),
        ("there were like 2019 people", []),
        ("every sunday without fail", []),
    ],
)
def test_origins(read, text, want) -> None:
    assert read(text, said=NOW) == want


# "from" a date after a change told in the present or the future: when the change starts,
# the coming one, also after a name with a number glued to it ("the x4"); a thing that
# dates from the day ("the receipt from the 2nd") and a change told in the past stay past
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the 12 bus is being replaced by the x4 from the 20th",
            [("the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
        (
            "my broadband switches to the new provider from the 1st",
            [("the 1st", "2026-06-01T00:00", "2026-06-02T00:00")],
        ),
        (
            "i still have the receipt from the 2nd",
            [("the 2nd", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        (
            "the 12 bus was replaced by the x4 from the 2nd",
            [("the 2nd", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
    ],
)
def test_from_a_change(read, text, want) -> None:
    assert read(text, said=NOW) == want
