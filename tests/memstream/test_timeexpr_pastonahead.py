"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time told
as past right before it ("..., started at 4:15") is what happened, never on a day still
ahead named earlier in the message ("covering this morning and tmrw ... started at 4:15"),
round 42 part C (tests/data/timeexpr.md: a clock time in a later clause about the same
event is on that day; with no day, the nearest reading in the sentence's tense). A plan or
a state ("booked the court at 4", "need to be seated at 2") keeps the named day. New
sentences, not the batch's. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "doing the bakery opening today and tomorrow 🥐 arrived at 5:10",
            "2027-03-03T06:00",
            [
                ("today", "2027-03-03T00:00", "2027-03-04T00:00"),
                ("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("at 5:10", "2027-03-03T05:10", "2027-03-03T05:11"),
            ],
        ),
        # a plan or a state keeps the day ahead
        (
            "squash tomorrow, booked the court at 4",
            "2027-03-03T09:00",
            [
                ("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("at 4", "2027-03-04T16:00", "2027-03-04T17:00"),
            ],
        ),
        (
            "wedding tomorrow, we need to be seated at 2",
            "2027-03-03T09:00",
            [
                ("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("at 2", "2027-03-04T14:00", "2027-03-04T15:00"),
            ],
        ),
        # round 42 part C review: a state ("we're expected"), or no break after the day
        (
            "tomorrow I'm rostered at 6",
            "2027-03-03T21:40",
            [
                ("tomorrow", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("at 6", "2027-03-04T18:00", "2027-03-04T19:00"),
            ],
        ),
        (
            "tmrw, we're expected at 3 at grandmas",
            "2027-03-03T21:40",
            [
                ("tmrw", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("at 3", "2027-03-04T15:00", "2027-03-04T16:00"),
            ],
        ),
        (
            "friday we agreed at 6 right?",
            "2027-03-03T21:40",
            [
                ("friday", "2027-02-26T00:00", "2027-02-27T00:00"),
                ("at 6", "2027-02-26T18:00", "2027-02-26T19:00"),
            ],
        ),
    ],
)
def test_a_clock_time_told_as_past_is_not_on_a_day_ahead(read, text, said, want) -> None:
    assert read(text, said=said) == want
