"""Time expressions read whole (`resolve_times`), a bare clock time on a day of the month told
as past ("he dropped them on the 14th at 3"; tests/data/timeexpr.md: clock times without
am/pm, the nearest reading in the sentence's tense): the day of the month before, the
daytime hour. Duckling lists that day's readings from the next month on, and the reading a
month before was the first of them less the days to the one after it, one day off whenever
two months differ in length (14 July less 31 days is 13 June). Said on Friday 28 June
2024, 09:00, or on Tuesday 2 July (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "driver swears he dropped the boxes on the 14th at about 3",
            "2024-06-28T09:00",
            [("on the 14th at about 3", "2024-06-14T15:00", "2024-06-14T16:00")],
        ),
        (
            "we had the fire drill on the 3rd at 11",
            "2024-06-28T09:00",
            [("on the 3rd at 11", "2024-06-03T11:00", "2024-06-03T12:00")],
        ),
        (
            "the parcel came on the 27th at 4",
            "2024-06-28T09:00",
            [("on the 27th at 4", "2024-06-27T16:00", "2024-06-27T17:00")],
        ),
        # no 31st in June: the May one
        (
            "we met on the 31st at 3",
            "2024-07-02T09:00",
            [("on the 31st at 3", "2024-05-31T15:00", "2024-05-31T16:00")],
        ),
        # kept: the coming day when told ahead, a week's period, a year's
        (
            "he'll drop them on the 14th at 3",
            "2024-06-28T09:00",
            [("on the 14th at 3", "2024-07-14T15:00", "2024-07-14T16:00")],
        ),
        (
            "he dropped them on monday at 3",
            "2024-06-28T09:00",
            [("on monday at 3", "2024-06-24T15:00", "2024-06-24T16:00")],
        ),
    ],
)
def test_a_past_clock_time_on_a_day_of_the_month(read, text, said, want) -> None:
    assert read(text, said=said) == want
