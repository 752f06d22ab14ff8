"""Time expressions read whole (`resolve_times`, the product's path): "by" a bare number
after a day in a clause of a result is a margin, no clock time on that day ("we won sunday by
2"; round 38 part A; tests/data/timeexpr.md, clock times: "by X" is X, and not dates: counts).
New sentences, and neighbours that keep their clock time. Said on Wednesday 3 March 2027,
09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "they beat us on saturday by 10, gutted",
            [("on saturday", "2027-02-27T00:00", "2027-02-28T00:00")],
        ),
        ("lost fri by 3 in the end", [("fri", "2027-02-26T00:00", "2027-02-27T00:00")]),
        (
            "we drew thursday by 1 on aggregate",
            [("thursday", "2027-02-25T00:00", "2027-02-26T00:00")],
        ),
    ],
)
def test_by_a_number_after_a_result_is_a_margin(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # no result: "by" a bare hour after a day is that hour on that day
        ("be there sunday by 2", [("sunday by 2", "2027-03-07T14:00", "2027-03-07T15:00")]),
        ("get it done fri by 5", [("fri by 5", "2027-03-05T17:00", "2027-03-05T18:00")]),
        # a result in another sentence
        ("we won! see you sun by 2", [("sun by 2", "2027-03-07T14:00", "2027-03-07T15:00")]),
        # am/pm makes it a clock time whatever the verb
        (
            "we won sunday by 2pm we were home",
            [("sunday by 2pm", "2027-02-28T14:00", "2027-02-28T15:00")],
        ),
    ],
)
def test_by_an_hour_with_no_result_stays_a_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want
