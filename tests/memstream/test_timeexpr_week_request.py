"""Time expressions read whole (`resolve_times`), by kind (round 47 part B): a weekday in a
request to the reader after a comma, a bare verb and "me" or "us" ("..., send me a tenner by
thurs"), is no item of a list a week titles before a colon ("taxi kitty for next week: ...",
memstream/encoders/times/timeweekheading.py): a clause of its own, the coming day, not that
week's; the list's own items keep that week's. Said on Monday 16 March 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

MONDAY = "2026-03-16T09:00"
NEXT_WEEK = ("next week", "2026-03-23T00:00", "2026-03-30T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "taxi kitty for next week: £30 split 3 ways, send me a tenner by thurs",
            [NEXT_WEEK, ("thurs", "2026-03-19T00:00", "2026-03-20T00:00")],
        ),
        (
            "gift money for next week: £5 each, please give us it by wed",
            [NEXT_WEEK, ("wed", "2026-03-18T00:00", "2026-03-19T00:00")],
        ),
        # neighbours: the list's items, with a subject or none, are that week's
        (
            "shifts for next week: sam has mon, then me tues",
            [
                NEXT_WEEK,
                ("mon", "2026-03-23T00:00", "2026-03-24T00:00"),
                ("tues", "2026-03-24T00:00", "2026-03-25T00:00"),
            ],
        ),
        # an item that asks, with no deadline, is that week's too
        (
            "next week: dentist tues, meet us fri at the pub",
            [
                NEXT_WEEK,
                ("tues", "2026-03-24T00:00", "2026-03-25T00:00"),
                ("fri", "2026-03-27T00:00", "2026-03-28T00:00"),
            ],
        ),
        (
            "next week: dentist tues 3pm, vet thurs",
            [
                NEXT_WEEK,
                ("tues 3pm", "2026-03-24T15:00", "2026-03-24T16:00"),
                ("thurs", "2026-03-26T00:00", "2026-03-27T00:00"),
            ],
        ),
    ],
)
def test_a_request_to_the_reader_is_no_item_of_the_weeks_list(read, text, want) -> None:
    assert read(text, MONDAY) == want
