"""Time expressions read whole (`resolve_times`, the product's path): windows and rules that
name no time, the kind of case of blind batches 71-73's misses (round 49 part E;
tests/data/timeexpr.md, "within" a duration with no anchor, and "not dates": the clock
times of a rule about days in the plural or every day): "within" a glued duration ("within
48h"), a window rule with "only" ("calls only before 9 or after 6"), and a rule over every
night or day that starts on a day ("8pm to 6am every night from today"). New sentences, not
the batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the landlord has to fix the boiler within 72h by law", []),
        ("send the signed forms back within 24hrs please", []),
        ("refunds usually land within 5d of the return", []),
        # neighbours: a window with its anchor, or a coming time
        ("within the next 48 hours", [("next 48 hours", "2027-03-03T10:00", "2027-03-05T10:00")]),
        ("i'll call you in 2 hours", [("in 2 hours", "2027-03-03T11:00", "2027-03-03T12:00")]),
    ],
)
def test_within_a_glued_duration_is_a_window(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the council tip takes garden waste only before 10 or after 4", []),
        ("the lorries unload only before 8am or after 6pm", []),
        # neighbours: one's own availability, or a day of its own
        (
            "i'm only free before 2 or after 5",
            [
                ("before 2", "2027-03-03T00:00", "2027-03-03T14:00"),
                ("after 5", "2027-03-03T17:00", "2027-03-03T18:00"),
            ],
        ),
        (
            "she can only come before 2 or after 5",
            [
                ("before 2", "2027-03-03T00:00", "2027-03-03T14:00"),
                ("after 5", "2027-03-03T17:00", "2027-03-03T18:00"),
            ],
        ),
    ],
)
def test_only_before_or_after_is_a_rule(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the street lights go off 1am to 5am every night from tomorrow", []),
        (
            "road closed 9pm to 5am every night starting tomorrow",
            [("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        # neighbour: a rule told of one week is about that week
        ("the bridge is shut 10pm-6am every night next week", None),
    ],
)
def test_a_rule_from_the_day_it_starts_has_no_times(read, text, want) -> None:
    got = read(text, said=SAID)
    if want is None:
        assert got
    else:
        assert got == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the back gate only opens 6am-10pm so use the front", []),
        ("our boiler only heats 5 to 7 am now 🥶 the plumber comes friday", None),
        ("the free bus only runs 8-6, after that it's a taxi", []),
        # neighbours: a day of its own, or no "only"
        (
            "the gate only opens 7am-7pm tomorrow",
            [("7am-7pm tomorrow", "2027-03-04T07:00", "2027-03-04T19:00")],
        ),
        (
            "the garage is open 9-5 tomorrow",
            [("9-5 tomorrow", "2027-03-04T09:00", "2027-03-04T17:00")],
        ),
    ],
)
def test_only_and_a_range_of_hours_is_a_rule(read, text, want) -> None:
    got = read(text, said=SAID)
    if want is None:  # only the day after the emoji is a date
        assert [g[0] for g in got] == ["friday"]
    else:
        assert got == want
