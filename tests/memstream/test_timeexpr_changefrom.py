"""Time expressions read whole (`resolve_times`, the product's path): a count over 12 that
a change starts from, right before a time ("up from 140 last yr", "down from 85 last
month"), which Duckling reads as a clock time (1:40): the count is no time, the time after
it is read alone (round 38 part C; tests/data/timeexpr.md, "not dates": counts). New
sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
10 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-10T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "42 swifts nesting, up from 310 last yr?? no wait, 31",
            [("last yr", "2026-01-01T00:00", "2027-01-01T00:00")],
        ),
        (
            "membership is down from 85 last month",
            [("last month", "2027-02-01T00:00", "2027-03-01T00:00")],
        ),
    ],
)
def test_a_count_a_change_starts_from_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_bare_number_of_a_clock_keeps_its_hour(read) -> None:
    # 12 or under: an hour may be meant ("up from 6 tomorrow": awake from 6), the rule
    # leaves it a clock time
    got = read("I'm up from 6 tomorrow", said=SAID)
    assert [g[0] for g in got] == ["6 tomorrow"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # chat's clock time with no colon and a part of the day after it: awake since then
        # (round 38 review)
        (
            "been up from 530 this morning with the baby",
            [("530 this morning", "2027-03-10T05:30", "2027-03-10T05:31")],
        ),
        (
            "up from 715 this morning, 3 coffees in",
            [("715 this morning", "2027-03-10T07:15", "2027-03-10T07:16")],
        ),
        # a figure before it in the sentence, or a thing up: a count's earlier value, the
        # part of the day alone (round 38, third review)
        (
            "followers up to 700, up from 530 this morning",
            [("this morning", "2027-03-10T00:00", "2027-03-10T12:00")],
        ),
        (
            "steps are 1200, up from 530 this morning",
            [("this morning", "2027-03-10T00:00", "2027-03-10T12:00")],
        ),
        (
            "temp's up from 12 this morning",
            [("this morning", "2027-03-10T00:00", "2027-03-10T12:00")],
        ),
        (
            "the river's up from 4 yesterday",
            [("yesterday", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        # a person up: the clock time
        (
            "the baby's been up from 5 this morning",
            [("5 this morning", "2027-03-10T05:00", "2027-03-10T06:00")],
        ),
        # a count that "from" is read with: no year
        (
            "steps down from 8500 yesterday",
            [("yesterday", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
    ],
)
def test_up_from_a_clock_time_and_a_count_with_from(read, text, want) -> None:
    assert read(text, said=SAID) == want
