"""Time expressions read whole (`resolve_times`, the product's path): a bare hour joined by
"and"/"or" to a clock time on a named day, ending its clause ("can anyone cover fri 8:45 and
10?"): a second clock time on that day, the kind of case of blind batches 59-61's misses
(round 45 part D; tests/data/timeexpr.md, "clock times without am/pm"). New sentences, not
the batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "can anyone cover fri 8:45 and 10? the usual rate",
            [
                ("fri 8:45", "2027-03-05T08:45", "2027-03-05T08:46"),
                ("10", "2027-03-05T10:00", "2027-03-05T11:00"),
            ],
        ),
        (
            "viewings are sat at 11:30 or 2.",
            [
                ("sat at 11:30", "2027-03-06T11:30", "2027-03-06T11:31"),
                ("2", "2027-03-06T14:00", "2027-03-06T15:00"),
            ],
        ),
        # neighbours: a count after the number, no day named
        (
            "thurs at 10:30 and 12 people showed up",
            [("thurs at 10:30", "2027-02-25T10:30", "2027-02-25T10:31")],
        ),
        ("meet at 5 or 6?", [("at 5", "2027-03-03T17:00", "2027-03-03T18:00")]),
        # the hour nearest the first, not its daytime reading: 19:00 after 18:45
        (
            "fri at 6:45 and 7.",
            [
                ("fri at 6:45", "2027-03-05T18:45", "2027-03-05T18:46"),
                ("7", "2027-03-05T19:00", "2027-03-05T20:00"),
            ],
        ),
    ],
)
def test_a_bare_hour_joined_to_a_clock_time_on_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
