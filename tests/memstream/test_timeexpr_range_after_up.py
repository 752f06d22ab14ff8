"""Time expressions read whole (`resolve_times`), by kind (round 25): a range of clock times
introduced by "from"/"between" and followed by its day is clock times on that day, even
after "up" or "down" (memstream/encoders/times/timerangeday.py)."""

from __future__ import annotations

import pytest


# Kind: "is up/down from A to B <day>": the range runs from A to B on that day (tests/data/
# timeexpr.md: ranges of clock times), not a change from A to B nor Duckling's own reading
# (its end hour whole: "to 11" ends at 12:00); near variants keep theirs: a change with no
# day ("up from 8 to 12 percent": no time)
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the gazebo is up from 9 to 1 on sunday",
            "2026-05-06T10:00",  # a Wednesday
            [("from 9 to 1 on sunday", "2026-05-10T09:00", "2026-05-10T13:00")],
        ),
        (
            "wifi will be down from 10 to 11 tomorrow",
            "2026-05-06T10:00",
            [("from 10 to 11 tomorrow", "2026-05-07T10:00", "2026-05-07T11:00")],
        ),
        ("membership is up from 8 to 12 percent", "2026-05-06T10:00", []),
    ],
)
def test_a_range_on_its_day_after_up_is_clock_times(read, text, said, want) -> None:
    assert read(text, said) == want
