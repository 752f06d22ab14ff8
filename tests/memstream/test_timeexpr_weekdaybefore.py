"""Time expressions read whole (`resolve_times`), round 39's kind of "the friday before" at the
end of a clause after a date named before it: the last such weekday before that date (before
the first day of a range of days), as "the friday after" is the first one after it
(tests/data/timeexpr.md, read against a date named before it); a clock time after it and a
comma ("9:00 sharp") is on that day. "The friday before christmas" keeps its own reading.
Said on Monday 4 May 2026, 09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the recital is on the 20th and the dress rehearsal is the sunday before",
            [
                ("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("the sunday before", "2026-05-17T00:00", "2026-05-18T00:00"),
            ],
        ),
        (
            "site visit runs june 9 to june 26, the briefing is the monday before, 8:30 sharp",
            [
                ("june 9 to june 26", "2026-06-09T00:00", "2026-06-27T00:00"),
                ("the monday before", "2026-06-08T00:00", "2026-06-09T00:00"),
                ("8:30 sharp", "2026-06-08T08:30", "2026-06-08T08:31"),
            ],
        ),
        # kept: "before" with an object
        (
            "the fair is the 20th, and we shop the friday before christmas",
            [
                ("the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("friday", "2026-12-18T00:00", "2026-12-19T00:00"),
                ("christmas", "2026-12-25T00:00", "2026-12-26T00:00"),
            ],
        ),
    ],
)
def test_the_weekday_before(read, text, want) -> None:
    assert read(text) == want
