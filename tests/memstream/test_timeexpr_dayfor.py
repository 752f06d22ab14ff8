"""Time expressions read whole (`resolve_times`, the product's path): a day of the month
alone after "for" or "to" ("the quote for the 14th changed", "the delivery got pushed to
the 26th so ..."), or after "back" heading its clause ("out the 6th, back the 17th"), with
a verb or a new clause after it: the day, the kind of case of blind batches 92-94's misses
(round 56 part C; tests/data/timeexpr.md, ranges: "by X", "until X" and the date a thing
is moved to). New sentences, not the batch's, and neighbours that keep their reading: an
ordinal of a thing. Said on Monday 4 May 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-05-04T09:00"


def _day(n: int) -> tuple[str, str]:
    return (f"2026-05-{n:02d}T00:00", f"2026-05-{n + 1:02d}T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the seating plan for the 14th changed again", [("the 14th", *_day(14))]),
        ("the delivery got pushed to the 26th so we wait", [("the 26th", *_day(26))]),
        (
            "we fly out the 6th, back the 17th so pack light",
            [("the 6th", *_day(6)), ("the 17th", *_day(17))],
        ),
        ("the menu for the 20th still isn't signed off", [("the 20th", *_day(20))]),
        # neighbours: an ordinal of a thing, a noun after it
        ("thanks for the 2nd time today", [("today", "2026-05-04T00:00", "2026-05-05T00:00")]),
        ("carry it up to the 4th floor please", []),
        ("the medal for the 3rd is bronze", []),
        ("put a tenner on, back the 3rd horse", []),
    ],
)
def test_a_day_of_the_month_for_or_to(read, text, want) -> None:
    assert read(text, said=SAID) == want
