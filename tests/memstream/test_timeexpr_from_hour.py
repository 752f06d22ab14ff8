"""Time expressions read whole (`resolve_times`), by kind (round 25): a bare hour after
"from" and before its day ("free from 3 tomorrow") is that clock time on that day, not a
count cut off in front of the day (memstream/encoders/times/timefromhour.py)."""

from __future__ import annotations

import pytest


# Kind: "from N <day>" with no end: "from X" with no end is X (tests/data/timeexpr.md), the
# hour on that day in its daytime reading; near variants keep theirs: a count before a day
# ("she turned 21 on saturday", "from 21 on friday": no hour), "<day> from N" as before
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "i'm about from 3 tomorrow if you need a hand",
            "2026-05-06T10:00",
            [("3 tomorrow", "2026-05-07T15:00", "2026-05-07T16:00")],
        ),
        (
            "free from 10 on saturday",
            "2026-05-06T10:00",  # a Wednesday
            [("10 on saturday", "2026-05-09T10:00", "2026-05-09T11:00")],
        ),
        (
            "he turned 11 on saturday",
            "2026-05-06T10:00",
            [("on saturday", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
        (
            "free tomorrow from 3",
            "2026-05-06T10:00",
            [("tomorrow from 3", "2026-05-07T15:00", "2026-05-07T16:00")],
        ),
    ],
)
def test_from_an_hour_before_its_day_is_that_hour(read, text, said, want) -> None:
    assert read(text, said) == want
