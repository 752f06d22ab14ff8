"""Time expressions read whole (`resolve_times`), round 51 part b's kind of "after X", X a
day, a holiday or a part of one ("the bakery reopens after monday", "after sunday's storm",
"after last night's fireworks"): X itself, the day the message names, as "before X" and "by
X" are (tests/data/timeexpr.md), not an open span from X to the year 9999. A clock time
after "after" stays that hour, a day counted from X stays Duckling's, and a month or a
duration stays as it was. A review's probes of the rule (round 51 part b, review) found it
read X alone where the time is not X: a day counted from X with a word of closeness between
("the saturday right after christmas"), a part of a day, a day or a week counted from X ("the
morning after easter", "a day or two after christmas", "the week right after christmas"), an
hour written as a word ("after six on friday") and a stretch named after X ("after christmas
week"); each keeps the reading it had before the rule. Said on Tuesday 1 December 2026, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2026-12-01T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the bakery reopens after monday", [("monday", "2026-12-07T00:00", "2026-12-08T00:00")]),
        (
            "my parcel should turn up after the 10th",
            [("the 10th", "2026-12-10T00:00", "2026-12-11T00:00")],
        ),
        (
            "we'll sort the garage after new year's day",
            [("new year's day", "2027-01-01T00:00", "2027-01-02T00:00")],
        ),
        (
            "the roof started leaking after sunday's storm",
            [("sunday", "2026-11-29T00:00", "2026-11-30T00:00")],
        ),
        (
            "the dog has been off his food after last night's fireworks",
            [("last night", "2026-11-30T18:00", "2026-12-01T00:00")],
        ),
        (
            "prices jumped after black friday",
            [("black friday", "2026-11-27T00:00", "2026-11-28T00:00")],
        ),
        (
            "right after christmas we drive up",
            [("christmas", "2026-12-25T00:00", "2026-12-26T00:00")],
        ),
        ("i'm wiped after today", [("today", "2026-12-01T00:00", "2026-12-02T00:00")]),
    ],
)
def test_after_a_day_is_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a clock time: that hour, as before
        ("call me after 6", [("after 6", "2026-12-01T18:00", "2026-12-01T19:00")]),
        ("free after 3 on friday", [("after 3 on friday", "2026-12-04T15:00", "2026-12-04T16:00")]),
        # a day counted from X is another day than X
        (
            "the week after easter we fly",
            [("the week after easter", "2027-03-29T00:00", "2027-04-05T00:00")],
        ),
        # longer than a day: left open, as the conventions leave it
        ("after march it gets easier", [("after march", "2027-03-01T00:00", "9999-12-31T23:59")]),
        ("we broke up after 9 years", []),
    ],
)
def test_after_a_clock_a_count_or_a_month_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want


_OPEN = "9999-12-31T23:59"  # Duckling's open span after X, as before the rule


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a counted day with a word of closeness before "after": the day after X, as before
        (
            "the saturday right after christmas is the party",
            [
                ("saturday", "2026-12-26T00:00", "2026-12-27T00:00"),
                ("after christmas", "2026-12-25T00:00", _OPEN),
            ],
        ),
        (
            "the saturday straight after christmas is the party",
            [
                ("saturday", "2026-12-26T00:00", "2026-12-27T00:00"),
                ("after christmas", "2026-12-25T00:00", _OPEN),
            ],
        ),
        (
            "the sunday immediately after christmas we fly",
            [
                ("sunday", "2026-12-27T00:00", "2026-12-28T00:00"),
                ("after christmas", "2026-12-25T00:00", _OPEN),
            ],
        ),
        (
            "the tuesday soon after boxing day we go back",
            [
                ("tuesday", "2026-12-29T00:00", "2026-12-30T00:00"),
                ("after boxing day", "2026-12-26T00:00", _OPEN),
            ],
        ),
        (
            "the friday just after new year's we go back",
            [
                ("friday", "2027-01-08T00:00", "2027-01-09T00:00"),
                ("after new year's", "2027-01-01T00:00", _OPEN),
            ],
        ),
        # a part of a day, a day or a week counted from X: X is the anchor, not the time
        ("the day right after the 12th we leave", [("after the 12th", "2026-12-12T00:00", _OPEN)]),
        (
            "the week right after christmas is dead",
            [("after christmas", "2026-12-25T00:00", _OPEN)],
        ),
        ("the morning after easter we drive home", [("after easter", "2027-03-28T00:00", _OPEN)]),
        (
            "the evening after sunday's match we went out",
            [("after sunday", "2026-11-29T00:00", _OPEN)],
        ),
        (
            "the afternoon after new year's day we're hiking",
            [("after new year's day", "2027-01-01T00:00", _OPEN)],
        ),
        (
            "a day or two after christmas we'll drive up",
            [("after christmas", "2026-12-25T00:00", _OPEN)],
        ),
        (
            "the fortnight just after easter we're away",
            [("after easter", "2027-03-28T00:00", _OPEN)],
        ),
        # an hour written as a word is a clock time, as digits are
        ("after six on friday i'm free", [("after six on friday", "2026-12-04T18:00", _OPEN)]),
        ("after seven tonight i'm free", [("after seven tonight", "2026-12-01T19:00", _OPEN)]),
        ("after ten tomorrow i'm around", [("after ten tomorrow", "2026-12-02T10:00", _OPEN)]),
        # a stretch named after a holiday is not the holiday's day
        ("after christmas week i'll sort it", [("after christmas", "2026-12-25T00:00", _OPEN)]),
        (
            "after easter break we'll redo the kitchen",
            [("after easter", "2027-03-28T00:00", _OPEN)],
        ),
    ],
)
def test_after_a_time_counted_from_x_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the rule's own kind, with a word of closeness before "after" and no count before it
        (
            "we leave right after friday's game",
            [("friday", "2026-12-04T00:00", "2026-12-05T00:00")],
        ),
        # "X weekend" Duckling reads as that weekend, not a stretch to undo
        (
            "the tree goes up after thanksgiving weekend",
            [("thanksgiving weekend", "2027-11-27T00:00", "2027-11-29T00:00")],
        ),
    ],
)
def test_after_a_day_with_words_around_it_is_still_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
