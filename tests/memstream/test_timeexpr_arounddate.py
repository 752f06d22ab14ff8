"""Time expressions read whole (`resolve_times`), batch 43's kind of a day of the month
alone a week or less after one date in a named month, in its sentence ("we land 22 dec,
the party's on the 23rd"; tests/data/timeexpr.md, "a recurring mention names the occurrence
the sentence talks about"): a day of that date's month where the date is still ahead and
the day alone would fall in the month before (23 December, not 23 November); a date nearer
behind, a day before it or further off, or one in another sentence keep the day's own
reading. Said on Friday 13 November 2026 (UTC) unless told."""

from __future__ import annotations

import pytest

_NOVEMBER = "2026-11-13T09:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "my train gets in 19 dec 16:40, carols at church on the 21st",
            _NOVEMBER,
            [
                ("19 dec 16:40", "2026-12-19T16:40", "2026-12-19T16:41"),
                ("on the 21st", "2026-12-21T00:00", "2026-12-22T00:00"),
            ],
        ),
        (
            "the exhibition opens on december 18th, we're going on the 20th",
            _NOVEMBER,
            [
                ("on december 18th", "2026-12-18T00:00", "2026-12-19T00:00"),
                ("on the 20th", "2026-12-20T00:00", "2026-12-21T00:00"),
            ],
        ),
        # kept: a day before the date, a date nearer behind, a day further off, a day in
        # another sentence
        (
            "the exhibition opens on december 18th, paid for tickets on the 12th",
            _NOVEMBER,
            [
                ("on december 18th", "2026-12-18T00:00", "2026-12-19T00:00"),
                ("on the 12th", "2026-11-12T00:00", "2026-11-13T00:00"),
            ],
        ),
        (
            "had my stitches out on 2nd jan, the physio review is on the 6th",
            "2027-01-20T09:00",
            [
                ("on 2nd jan", "2027-01-02T00:00", "2027-01-03T00:00"),
                ("on the 6th", "2027-02-06T00:00", "2027-02-07T00:00"),
            ],
        ),
        (
            "my train gets in 19 dec 16:40, the rent is due on the 30th",
            _NOVEMBER,
            [
                ("19 dec 16:40", "2026-12-19T16:40", "2026-12-19T16:41"),
                ("on the 30th", "2026-11-30T00:00", "2026-12-01T00:00"),
            ],
        ),
        (
            "my train gets in 19 dec 16:40. carols at church on the 21st",
            _NOVEMBER,
            [
                ("19 dec 16:40", "2026-12-19T16:40", "2026-12-19T16:41"),
                ("on the 21st", "2026-11-21T00:00", "2026-11-22T00:00"),
            ],
        ),
        # review: a day after one lands
        (
            "we land 18 dec, the family party is on the 20th",
            _NOVEMBER,
            [
                ("18 dec", "2026-12-18T00:00", "2026-12-19T00:00"),
                ("on the 20th", "2026-12-20T00:00", "2026-12-21T00:00"),
            ],
        ),
        (
            "we fly on may 1st, the wedding is on the 4th",
            "2026-04-02T09:00",
            [
                ("on may 1st", "2026-05-01T00:00", "2026-05-02T00:00"),
                ("on the 4th", "2026-05-04T00:00", "2026-05-05T00:00"),
            ],
        ),
        # review: kept, a date no one arrives on and nothing begins on
        (
            "concert tix for 20 dec go on sale on the 21st",
            _NOVEMBER,
            [
                ("20 dec", "2026-12-20T00:00", "2026-12-21T00:00"),
                ("on the 21st", "2026-11-21T00:00", "2026-11-22T00:00"),
            ],
        ),
        (
            "mum's birthday is 19 dec and payday is the 25th so i'll get her something then",
            _NOVEMBER,
            [
                ("19 dec", "2026-12-19T00:00", "2026-12-20T00:00"),
                ("the 25th", "2026-11-25T00:00", "2026-11-26T00:00"),
            ],
        ),
        (
            "the 19th of december is the party, secret santa draw on the 21st",
            _NOVEMBER,
            [
                ("the 19th of december", "2026-12-19T00:00", "2026-12-20T00:00"),
                ("on the 21st", "2026-11-21T00:00", "2026-11-22T00:00"),
            ],
        ),
    ],
)
def test_a_day_alone_around_one_date(read, text, said, want) -> None:
    assert read(text, said=said) == want
