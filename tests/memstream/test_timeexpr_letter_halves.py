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
