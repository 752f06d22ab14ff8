"""Time expressions read whole (`resolve_times`, the product's path): a dotted number that is
no clock time (tests/data/timeexpr.md, "Not dates": counts and measures, names and other
words): the value a measure changed from, after the measure with its unit and "down/up from"
("3.2kg, down from 3.45"), and an apartment's number ("apartment 9.03"), as a room's. Round
52 part c. New sentences, not the batch's, and neighbours that keep their reading; and the
review's clock times that stay ("i've been up from 5:30", "the apartment 7.30 tonight"). Said
on Wednesday 3 March 2027, 09:00 UTC (the review's at 11:00)."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
LATER = "2027-03-03T11:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the pup was 2.4kg today, down from 2.65 last week",
            [
                ("today", "2027-03-03T00:00", "2027-03-04T00:00"),
                ("last week", "2027-02-22T00:00", "2027-03-01T00:00"),
            ],
        ),
        ("my a1c came back 6.1%, down from 7.25", []),
        (
            "come up to apartment 4.12 after dinner tonight",
            [("tonight", "2027-03-03T18:00", "2027-03-04T00:00")],
        ),
        # neighbours: clock times with no measure before them, or after "at"
        (
            "the viewing of apartment 2.05 is at 3.30",
            [("at 3.30", "2027-03-03T15:30", "2027-03-03T15:31")],
        ),
        ("i was up from 3.45 with the baby", [("3.45", "2027-03-03T03:45", "2027-03-03T03:46")]),
        (
            "the train moved from 3.45 to 4.10",
            [
                ("3.45", "2027-03-03T15:45", "2027-03-03T15:46"),
                ("4.10", "2027-03-03T16:10", "2027-03-03T16:11"),
            ],
        ),
    ],
)
def test_a_dotted_measure_or_apartment_number_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the review's: a subject or a verb between the measure and "up from", or a colon:
        # awake since, a clock time
        (
            "scale says 68kg 🙃 i've been up from 5:30 and haven't eaten",
            [("5:30", "2027-03-03T05:30", "2027-03-03T05:31")],
        ),
        (
            "battery at 12% lol i've been up from 4:15 with the baby",
            [("4:15", "2027-03-03T04:15", "2027-03-03T04:16")],
        ),
        (
            "80% battery 🔋 and i've been up from 6.15 😴",
            [("6.15", "2027-03-03T06:15", "2027-03-03T06:16")],
        ),
        (
            "stock's at 12%, down from 9:30 when the market opened",
            [("9:30", "2027-03-03T09:30", "2027-03-03T09:31")],
        ),
        # a determiner before "apartment"/"condo", or a time word after the number: a clock time
        (
            "back at the apartment 7.30 tonight if you want to come",
            [("7.30 tonight", "2027-03-03T19:30", "2027-03-03T19:31")],
        ),
        (
            "cleaners come to the apartment 10.30 tomorrow",
            [("10.30 tomorrow", "2027-03-04T10:30", "2027-03-04T10:31")],
        ),
        (
            "got to the apartment 9.40 last night, totally wrecked",
            [("9.40 last night", "2027-03-02T21:40", "2027-03-02T21:41")],
        ),
        (
            "leaving the condo 5.30 tomorrow morning for the airport",
            [("5.30 tomorrow morning", "2027-03-04T05:30", "2027-03-04T05:31")],
        ),
        (
            "picked up the keys to the apartment 11.45 yesterday",
            [("11.45 yesterday", "2027-03-02T11:45", "2027-03-02T11:46")],
        ),
        (
            "i'll be at my apartment 8.15 tonight",
            [("8.15 tonight", "2027-03-03T20:15", "2027-03-03T20:16")],
        ),
        (
            "meet me outside the apartment 6.15 sharp",
            [("6.15 sharp", "2027-03-03T18:15", "2027-03-03T18:16")],
        ),
        ("the condo 7.45 tmrw works", [("7.45 tmrw", "2027-03-04T07:45", "2027-03-04T07:46")]),
        # review of the whole round: an apartment's number has a dot, never a colon
        ("meet outside apartment 6:30", [("6:30", "2027-03-03T18:30", "2027-03-03T18:31")]),
        ("condo 5:15 is fine", [("5:15", "2027-03-03T17:15", "2027-03-03T17:16")]),
        (
            "leaving apartment 8:15 then gym",
            [("8:15", "2027-03-03T20:15", "2027-03-03T20:16")],
        ),
        # neighbours: the measure's comparison right after it, an apartment's number alone
        ("7.1% apr, down from 7.45", []),
        ("she's 3.9kg now, up from 3.45 at birth", []),
        (
            "come to apartment 4.12, 7.30 tonight",
            [("7.30 tonight", "2027-03-03T19:30", "2027-03-03T19:31")],
        ),
    ],
)
def test_a_clock_time_after_a_measure_or_an_apartment_stays(read, text, want) -> None:
    assert read(text, said=LATER) == want
