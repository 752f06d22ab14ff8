"""Time expressions read whole (`resolve_times`, the product's path), batch 21's kind of
club (tests/data/timeexpr.md, "clock times without am/pm": the daytime reading unless the
sentence tells the evening): a club named for what it does ("chess club", "cycling club")
is a society, no word of the evening, so a range of clock times on its day is the daytime
("chess club tournament sat 10-1" is 10:00-13:00); a club of a night out ("club night",
"drinks at the club", "jazz club") still tells the evening. New sentences, and ones of a
neighbouring kind that keep their reading. Said on Wednesday 6 May 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-05-06T18:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "chess club tournament sat 10-1 in the library",
            [("sat 10-1", "2026-05-09T10:00", "2026-05-09T13:00")],
        ),
        (
            "cycling club ride is on sun 9-12, meet at the church",
            [("on sun 9-12", "2026-05-10T09:00", "2026-05-10T12:00")],
        ),
        (
            "the rowing club regatta is sat 11-3",
            [("sat 11-3", "2026-05-09T11:00", "2026-05-09T15:00")],
        ),
        # kept: a club of a night out tells the evening
        ("drinks at the club sat 7-11", [("sat 7-11", "2026-05-09T19:00", "2026-05-09T23:00")]),
        ("jazz club fri at 9", [("fri at 9", "2026-05-08T21:00", "2026-05-08T22:00")]),
    ],
)
def test_a_club_named_for_what_it_does_is_no_evening(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
