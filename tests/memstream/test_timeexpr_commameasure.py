"""Time expressions read whole (`resolve_times`, the product's path): a day, a comma, then a
figure that a multiplier or a percent sign follows ("on sat, 1.5x pay", "by mon, from 4.5% to
6%") is the day alone, the figure a measure, no clock time; a figure with no such mark keeps
Duckling's reading (round 58 part B; tests/data/timeexpr.md, "Not dates": counts and
measures after a date and a comma). New sentences, and neighbours that keep their reading.
Said on Wednesday 3 March 2027, 15:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T15:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "they want me in on sat, 1.5x pay tho",
            [("on sat", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
        (
            "finance wants the model by mon, from 4.5% to 6% changes everything",
            [("mon", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
    ],
)
def test_a_measure_after_the_comma_leaves_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_figure_with_no_mark_keeps_its_reading(read) -> None:
    want = [("on thurs, 1.25pm", "2027-03-04T13:25", "2027-03-04T13:26")]
    assert read("see you on thurs, 1.25pm works", said=SAID) == want
