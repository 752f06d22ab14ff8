"""Time expressions read whole (`resolve_times`, the product's path): working hours that hold
every week ("8-4 every weekday", "10-4 tues to sat", "7-3 on weekdays": a routine's hours, no
time; a day before them across a comma is the day they start) and a kind of shift named by
its start ("on 5am starts"), the kind of case of blind batches 56-58's misses (round 44
part A; tests/data/timeexpr.md, "not dates": habits and the clock times of a rule about days
in the plural or every day). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
NEXT_WEEK = ("next week", "2027-03-08T00:00", "2027-03-15T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("my hours from next week are 8-4 every weekday", [NEXT_WEEK]),
        ("the cafe is open 7-3 on weekdays", []),
        ("shop hours 10-4 tues to sat", []),
        ("nursery pickup 3-6 every day next week", [NEXT_WEEK]),
        (
            "i go back on days from the 22nd, 7:30-4 mon to fri",
            [("the 22nd", "2027-03-22T00:00", "2027-03-23T00:00")],
        ),
        (
            "new job starts the 22nd, 9-5:30 mon to fri",
            [("the 22nd", "2027-03-22T00:00", "2027-03-23T00:00")],
        ),
        ("im on 5am starts all next week", [NEXT_WEEK]),
        (
            "doing 6:30 finishes till the 20th",
            [("the 20th", "2027-03-20T00:00", "2027-03-21T00:00")],
        ),
        # neighbours: hours on one day, a clock time before a verb
        ("free 2-4 tues, busy wed", [("2-4 tues", "2027-03-09T14:00", "2027-03-09T16:00")]),
        ("tomorrow 8-10 then the gym", [("tomorrow 8-10", "2027-03-04T08:00", "2027-03-04T10:00")]),
        ("the film at 7:30 starts late", [("at 7:30", "2027-03-03T19:30", "2027-03-03T19:31")]),
    ],
)
def test_working_hours_of_every_week(read, text, want) -> None:
    assert read(text, said=SAID) == want
