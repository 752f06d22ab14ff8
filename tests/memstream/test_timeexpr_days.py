"""Time expressions read whole (`resolve_times`, the product's path), by kind of case (batch
14): clock times and days joined to a day; new sentences of each kind, and ones of a
neighbouring kind that keep their reading."""

from __future__ import annotations

import pytest


# Kind: a range of bare hours right after a day runs from the morning into the evening
# ("saturday 8-5": 08:00-17:00), as "11-1" runs past noon; a range with a word for one end
# ("from noon to 6pm") ends at its last time, not an hour after; "since" a clock time on a
# day runs from it to the moment said
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the shop is open saturday 8-5",
            [("saturday 8-5", "2026-05-09T08:00", "2026-05-09T17:00")],
        ),
        ("open tomorrow 11-1 only", [("tomorrow 11-1", "2026-05-05T11:00", "2026-05-05T13:00")]),
        (
            "the market runs tmrw from noon to 6pm",
            [("tmrw from noon to 6pm", "2026-05-05T12:00", "2026-05-05T18:00")],
        ),
        (
            "she's been asleep since 2:40 yesterday",
            [("since 2:40 yesterday", "2026-05-03T14:40", "2026-05-04T09:00")],
        ),
        ("see you friday night", [("friday night", "2026-05-08T18:00", "2026-05-09T00:00")]),
    ],
)
def test_clock_times_on_a_day(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: two days of the month joined by a hyphen ("the 12th-15th", "18th-22nd") are one span
# to the end of the second; joined by "or" ("the 14th or 15th") two dates, the second with
# no "the" too; not before a noun ("2nd-4th place", "the 1st or 2nd option")
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the office is closed the 12th-15th of june",
            [("the 12th-15th of june", "2026-06-12T00:00", "2026-06-16T00:00")],
        ),
        (
            "we're away 18th-22nd, back after that",
            [("18th-22nd", "2026-05-18T00:00", "2026-05-23T00:00")],
        ),
        (
            "can you do the 14th or 15th?",
            [
                ("the 14th", "2026-05-14T00:00", "2026-05-15T00:00"),
                ("15th", "2026-05-15T00:00", "2026-05-16T00:00"),
            ],
        ),
        ("our kids finished 2nd-4th place", []),
        ("she came 2nd-4th in every race", []),
        ("she came 1st or 2nd in every heat", []),
        (
            "no training next week (11th-15th)",
            [
                ("next week", "2026-05-11T00:00", "2026-05-18T00:00"),
                ("11th-15th", "2026-05-11T00:00", "2026-05-16T00:00"),
            ],
        ),
        ("the 1st or 2nd option is fine", []),
    ],
)
def test_days_of_the_month_joined(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: a part of the day as chat writes it after a day ("fri arvo": 12:00-19:00, "sunday
# nite": 18:00-24:00), a weekday cut short before one or before a clock time with am/pm
# ("sat at 6:15am") is the day, not after a subject ("I sat at 5 waiting", "we wed at
# 4pm"); a weekday typed with two letters swapped ("thrusday") is the day
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the plumber is back fri arvo", [("fri arvo", "2026-05-08T12:00", "2026-05-08T19:00")]),
        (
            "gig is sunday nite, bring earplugs",
            [("sunday nite", "2026-05-10T18:00", "2026-05-11T00:00")],
        ),
        (
            "meet at the car park sat at 6:15am",
            [("sat at 6:15am", "2026-05-09T06:15", "2026-05-09T06:16")],
        ),
        ("I sat at 5 waiting for ages", []),
        ("we wed at 4pm in the garden", [("at 4pm", "2026-05-04T16:00", "2026-05-04T17:00")]),
        ("can we do thrusday instead?", [("thrusday", "2026-05-07T00:00", "2026-05-08T00:00")]),
    ],
)
def test_chat_parts_of_the_day_and_spellings(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want


# Kind: "tomorrow" typed with a letter missing or doubled ("tommorow") is tomorrow, and a
# bare hour after it and a comma is on it in the daytime; a clock time in a schedule after a
# clock time on a day ("tonight at 10, doors at 9") is the reading nearest to it, not the
# morning; after a day alone ("on the 13th, soundcheck at 6") the daytime reading stays
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "fly to Rome tommorow, check-in at 3",
            "2026-05-04T22:30",
            [
                ("tommorow", "2026-05-05T00:00", "2026-05-06T00:00"),
                ("at 3", "2026-05-05T15:00", "2026-05-05T16:00"),
            ],
        ),
        (
            "our set is tonight at 10, doors at 9",
            "2026-05-04T15:00",
            [
                ("tonight at 10", "2026-05-04T22:00", "2026-05-04T23:00"),
                ("at 9", "2026-05-04T21:00", "2026-05-04T22:00"),
            ],
        ),
        (
            "on the 13th, soundcheck at 6",
            "2026-05-04T15:00",
            [
                ("on the 13th", "2026-05-13T00:00", "2026-05-14T00:00"),
                ("at 6", "2026-05-13T18:00", "2026-05-13T19:00"),
            ],
        ),
    ],
)
def test_a_typed_tomorrow_and_a_schedule_after_a_clock_time(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind: a date moved to another with a clock time after a comma ("moved from the 7th to the
# 12th, 9:15") is two dates and the clock time on the second, as without the clock time
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the dentist got moved from the 7th to the 12th, 9:15",
            [
                ("the 7th", "2026-05-07T00:00", "2026-05-08T00:00"),
                ("the 12th", "2026-05-12T00:00", "2026-05-13T00:00"),
                ("9:15", "2026-05-12T09:15", "2026-05-12T09:16"),
            ],
        ),
        (
            "the dentist got moved from the 7th to the 12th",
            [
                ("the 7th", "2026-05-07T00:00", "2026-05-08T00:00"),
                ("the 12th", "2026-05-12T00:00", "2026-05-13T00:00"),
            ],
        ),
    ],
)
def test_a_moved_date_with_a_clock_time(read, text, want) -> None:
    assert read(text, "2026-05-04T09:00") == want
