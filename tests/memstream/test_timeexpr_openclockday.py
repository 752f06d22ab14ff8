"""Time expressions read whole (`resolve_times`, the product's path): a clock time open to the
end of time ("from 7 till it balances", whose "till" names no time) after a day is on that
day, from its hour, instead of failing to fit in the calendar when moved there and losing
every time of the message (round 58, review of the change; blind batch 102 held one such
message). New sentences, not the batch's. Said on Sunday 26 October 2025 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "day", "start"),
    [
        (
            "audit is dec 31st, all hands from 7 till it balances lol. 2 cages still to count",
            ("dec 31st", "2025-12-31T00:00", "2026-01-01T00:00"),
            "2025-12-31T07:00",
        ),
        (
            "inventory count is on the 30th, everyone from 8 till its done, 40 bays",
            ("on the 30th", "2025-10-30T00:00", "2025-10-31T00:00"),
            "2025-10-30T08:00",
        ),
    ],
)
def test_an_open_clock_time_after_a_day_is_on_that_day(read, text, day, start) -> None:
    refs = read(text, said="2025-10-26T21:15")
    assert day in refs
    assert any(t.startswith("from ") and s == start for t, s, _ in refs)
