"""Time expressions read whole (`resolve_times`), by kind (round 38): weekdays after a week
that heads their sentence ("next week i'm off mon and tue": one span of both, timeexpr.md
"ranges") are that week's days, as "mon and
tue next week" are (tests/data/timeexpr.md: "last/this/next" + weekday is the one in that
week; memstream/encoders/times/timeweekheading.py), not the nearest or the coming ones; a
weekday in another sentence, or with a date of its own, keeps its reading, and so does one in
a clause that sets it against the week or tells it in another time (a review of round 38:
"next week's no good, how about friday" is this Friday)."""

from __future__ import annotations

import pytest

MONDAY = "2026-03-09T10:00"
WEDNESDAY = "2026-03-11T10:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "next week we're in york tuesday and thursday",
            MONDAY,
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("tuesday", "2026-03-17T00:00", "2026-03-18T00:00"),
                ("thursday", "2026-03-19T00:00", "2026-03-20T00:00"),
            ],
        ),
        (
            "so next week the boiler man comes on wed at 9",
            MONDAY,
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("on wed at 9", "2026-03-18T09:00", "2026-03-18T10:00"),
            ],
        ),
        (
            "last week i was off on mon and tue",
            WEDNESDAY,
            [
                ("last week", "2026-03-02T00:00", "2026-03-09T00:00"),
                ("mon and tue", "2026-03-02T00:00", "2026-03-04T00:00"),  # one span
            ],
        ),
        # neighbours that keep theirs
        (
            "next week is mad. tuesday i'm at the dentist",
            MONDAY,
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("tuesday", "2026-03-10T00:00", "2026-03-11T00:00"),
            ],
        ),
        (
            "next week: wed 25th is the quiz",
            WEDNESDAY,
            [
                ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
                ("wed 25th", "2026-03-25T00:00", "2026-03-26T00:00"),
            ],
        ),
    ],
)
def test_weekdays_after_a_heading_week_are_in_it(read, text, said, want) -> None:
    assert read(text, said) == want


NEXT = ("next week", "2026-03-16T00:00", "2026-03-23T00:00")
LAST = ("last week", "2026-03-02T00:00", "2026-03-09T00:00")


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # led into by a few words, or a heading with a list after it: that week's days
        (
            "hey next week i'm off mon and tue",
            MONDAY,
            [
                NEXT,
                ("mon and tue", "2026-03-16T00:00", "2026-03-18T00:00"),  # one span
            ],
        ),
        (
            "ok so next week dentist wed 9am",
            MONDAY,
            [NEXT, ("wed 9am", "2026-03-18T09:00", "2026-03-18T10:00")],
        ),
        (
            "from next week i'm working mon-wed",
            MONDAY,
            [NEXT, ("mon-wed", "2026-03-16T00:00", "2026-03-19T00:00")],
        ),
        (
            "next week is busy, mon dentist, tue gym",
            MONDAY,
            [NEXT, ("tue", "2026-03-17T00:00", "2026-03-18T00:00")],
        ),
        (
            "well next week's fine, tuesday or wednesday?",
            MONDAY,
            [
                NEXT,
                ("tuesday", "2026-03-17T00:00", "2026-03-18T00:00"),
                ("wednesday", "2026-03-18T00:00", "2026-03-19T00:00"),
            ],
        ),
        (
            "next week i can do mon or tue",
            MONDAY,
            [
                NEXT,
                ("mon", "2026-03-16T00:00", "2026-03-17T00:00"),
                ("tue", "2026-03-17T00:00", "2026-03-18T00:00"),
            ],
        ),
        (
            "next week is busy, monday's the dentist",
            MONDAY,
            [NEXT, ("monday", "2026-03-16T00:00", "2026-03-17T00:00")],
        ),
        (
            "next week the kids are back, then friday we have the recital",
            MONDAY,
            [NEXT, ("friday", "2026-03-20T00:00", "2026-03-21T00:00")],
        ),
        (
            "next week: dentist tues 3pm, vet thurs",
            MONDAY,
            [
                NEXT,
                ("tues 3pm", "2026-03-17T15:00", "2026-03-17T16:00"),
                ("thurs", "2026-03-19T00:00", "2026-03-20T00:00"),
            ],
        ),
        (
            "Next week, I'm off Monday and Tuesday.",
            MONDAY,
            [
                ("Next week", *NEXT[1:]),
                ("Monday and Tuesday", "2026-03-16T00:00", "2026-03-18T00:00"),
            ],
        ),
        # set against the week: the day of its own reading
        (
            "next week we're away so can we do thursday instead?",
            MONDAY,
            [NEXT, ("thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        (
            "next week's no good, how about friday",
            MONDAY,
            [NEXT, ("friday", "2026-03-13T00:00", "2026-03-14T00:00")],
        ),
        (
            "next week's fully booked, any chance of thursday?",
            MONDAY,
            [NEXT, ("thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        (
            "next week is a no so maybe friday?",
            MONDAY,
            [NEXT, ("friday", "2026-03-13T00:00", "2026-03-14T00:00")],
        ),
        (
            "next week i fly out so saturday's my last day in town",
            MONDAY,
            [
                NEXT,
                ("saturday", "2026-03-14T00:00", "2026-03-15T00:00"),
                ("last day", "2026-03-08T00:00", "2026-03-09T00:00"),
            ],
        ),
        (
            "next week i'm away, can we meet tuesday before i go?",
            MONDAY,
            [NEXT, ("tuesday", "2026-03-10T00:00", "2026-03-11T00:00")],
        ),
        (
            "next week i'm busy but thursday works",
            MONDAY,
            [NEXT, ("thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        # told in another time
        (
            "next week i'll tell you what happened on saturday",
            MONDAY,
            [NEXT, ("on saturday", "2026-03-07T00:00", "2026-03-08T00:00")],
        ),
        (
            "next week we'll talk about what went wrong on friday",
            MONDAY,
            [NEXT, ("on friday", "2026-03-06T00:00", "2026-03-07T00:00")],
        ),
        (
            "last week i was told the boiler gets fixed thursday",
            MONDAY,
            [LAST, ("thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        (
            "last week i booked the vet for thursday",
            WEDNESDAY,
            [LAST, ("thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        (
            "last week i signed up for a class on thursday",
            WEDNESDAY,
            [LAST, ("on thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        (
            "last week i enrolled my son for swimming on thursday",
            WEDNESDAY,
            [LAST, ("on thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        # the week turned down, a day offered instead (third review)
        (
            "no, next week is full, friday?",
            MONDAY,
            [NEXT, ("friday", "2026-03-13T00:00", "2026-03-14T00:00")],
        ),
        (
            "nope next week, friday",
            MONDAY,
            [NEXT, ("friday", "2026-03-13T00:00", "2026-03-14T00:00")],
        ),
        (
            "lol next week is mad, friday then?",
            MONDAY,
            [NEXT, ("friday", "2026-03-13T00:00", "2026-03-14T00:00")],
        ),
        (
            "next week's no good, friday?",
            MONDAY,
            [NEXT, ("friday", "2026-03-13T00:00", "2026-03-14T00:00")],
        ),
        (
            "nah next week's packed, thursday?",
            MONDAY,
            [NEXT, ("thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        (
            "next week's out, thursday or friday?",
            MONDAY,
            [
                NEXT,
                ("thursday", "2026-03-12T00:00", "2026-03-13T00:00"),
                ("friday", "2026-03-13T00:00", "2026-03-14T00:00"),
            ],
        ),
        (
            "next week instead of thursday?",
            MONDAY,
            [NEXT, ("thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        (
            "next week rather than wednesday pls",
            MONDAY,
            [NEXT, ("wednesday", "2026-03-11T00:00", "2026-03-12T00:00")],
        ),
        (
            "next week, not thursday",
            MONDAY,
            [NEXT, ("thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        (
            "next week or thursday?",
            MONDAY,
            [NEXT, ("thursday", "2026-03-12T00:00", "2026-03-13T00:00")],
        ),
        # the last day before the change the week brings
        (
            "from next week i'm off, tuesday's my last shift",
            MONDAY,
            [NEXT, ("tuesday", "2026-03-10T00:00", "2026-03-11T00:00")],
        ),
        (
            "starting next week i'm on lates, wednesday's my last early",
            MONDAY,
            [NEXT, ("wednesday", "2026-03-11T00:00", "2026-03-12T00:00")],
        ),
    ],
)
def test_weekdays_set_against_a_heading_week_keep_theirs(read, text, said, want) -> None:
    assert read(text, said) == want
