"""A range of clock times whose halves of the day are one letter, as rotas write them
("7a-7p tomorrow", "11p-7a tonight"): from the first time to the second, an evening's into
the next morning, on the day beside it (tests/data/timeexpr.md, "ranges"; timeletterhalves.py).
New sentences (issue 21, round 57 part C), and neighbours that keep their reading: a letter
on one side only, or letters that are no half of the day. Said at the speaker's own offset,
compared in that local time."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "doing 7a-7p saturday, need the money",
            "2025-03-12T09:30-05:00",
            [("7a-7p saturday", "2025-03-15T07:00", "2025-03-15T19:00")],
        ),
        (
            "on nights again, 11p-7a tonight then off for 3",
            "2025-03-12T09:30-05:00",
            [("11p-7a tonight", "2025-03-12T23:00", "2025-03-13T07:00")],
        ),
        (
            "worked memorial day 6:30a-3p and the ER was packed",
            "2025-05-26T21:00-05:00",
            [("memorial day 6:30a-3p", "2025-05-26T06:30", "2025-05-26T15:00")],
        ),
        (
            "tomorrow from 9p to 5a at the depot",
            "2025-03-12T09:30-05:00",
            [("tomorrow from 9p to 5a", "2025-03-13T21:00", "2025-03-14T05:00")],
        ),
    ],
)
def test_letter_halves_make_a_range(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # no range of halves: a class, a form, a sheet's cells
        (
            "year 7a-7b swap rooms on friday",
            "2025-03-12T09:30-05:00",
            [("on friday", "2025-03-14T00:00", "2025-03-15T00:00")],
        ),
        ("fill in boxes 3a-4c on the form", "2025-03-12T09:30-05:00", []),
    ],
)
def test_letters_that_are_no_halves(local, text, said, want) -> None:
    assert local(text, said) == want


def test_hours_of_days_listed_before(local) -> None:
    # the hours of each night listed before the comma: no one time
    said = "2025-03-12T09:30-05:00"
    got = local("on nights mon tue wed next week, 9p to 7a, anyone want one?", said)
    assert [t for t, *_ in got] == ["mon tue wed next week"]


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # no day beside the range: a rota's hours, or the day comes in a part of its own
        ("my shift is 7a-7p, 3 on 4 off", "2025-03-12T09:30-05:00", []),
        (
            "shift's 7a-3p this week",
            "2025-03-12T09:30-05:00",
            [("this week", "2025-03-10T00:00", "2025-03-17T00:00")],
        ),
        (
            "can someone cover my 3p-11p, it's sunday",
            "2025-06-06T23:30+09:00",
            [("sunday", "2025-06-08T00:00", "2025-06-09T00:00")],
        ),
        # after a weekday, or with a day opening the next part: the days alone, as before
        (
            "mon 6a to 2p, tue 2p to 10p",
            "2025-03-12T09:30-05:00",
            [
                ("mon", "2025-03-17T00:00", "2025-03-18T00:00"),
                ("tue", "2025-03-18T00:00", "2025-03-19T00:00"),
            ],
        ),
        (
            "fri 7p-7a then off for 4 days",
            "2025-03-12T09:30-05:00",
            [("fri", "2025-03-14T00:00", "2025-03-15T00:00")],
        ),
        (
            "tonight 7p-7a, tomorrow sleep",
            "2025-03-12T09:30-05:00",
            [
                ("tonight", "2025-03-12T18:00", "2025-03-13T00:00"),
                ("tomorrow", "2025-03-13T00:00", "2025-03-14T00:00"),
            ],
        ),
    ],
)
def test_no_day_of_its_own_keeps_the_days(local, text, said, want) -> None:
    assert local(text, said) == want
