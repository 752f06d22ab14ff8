"""Time expressions read whole (`resolve_times`, the product's path): the half of the day of a
bare clock time (issue 21, round 54 part c). A clock time right before "in the morning", said
in the small hours, is that morning's clock time ("the pharmacy opens at 7:30 in the morning",
said at 02:10, is 07:30 that day), not the morning alone with its clock time lost; not a count
("team of 6 in the morning") nor the moment it is ("it's 4:30 in the morning and the
neighbours are drilling": the morning it is in; round 54 part c, review); and a bare
clock time after one with a day of its own in the same sentence is the next such hour after
it, as after one with no day ("left at 9 this morning and back by 4" is 16:00, not 04:00),
where it tells an end ("back", "home", "closes"); not "done", "out" or "finished", nor an end
one needs ("shop closes sat at 5, need to be done by 4" is 16:00: a deadline, maybe before)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the pharmacy opens at 7:30 in the morning, i'll go then",
            "2025-05-14T02:10:00+01:00",
            [("at 7:30 in the morning", "2025-05-14T07:30", "2025-05-14T07:31")],
        ),
        (
            "my cab's booked for 6 in the morning ugh",
            "2025-05-14T00:40:00+01:00",
            [("6 in the morning", "2025-05-14T06:00", "2025-05-14T07:00")],
        ),
        (
            "won't sleep till 4 in the morning at this rate",
            "2025-05-14T01:05:00+01:00",
            [("4 in the morning", "2025-05-14T04:00", "2025-05-14T05:00")],
        ),
        # near misses: "in the morning" alone stays the morning begun; said later, as before
        (
            "text me in the morning",
            "2025-05-14T02:10:00+01:00",
            [("in the morning", "2025-05-14T00:00", "2025-05-14T12:00")],
        ),
        (
            "the pharmacy opens at 7:30 in the morning",
            "2025-05-13T22:10:00+01:00",
            [("at 7:30 in the morning", "2025-05-14T07:30", "2025-05-14T07:31")],
        ),
        (
            "have to be up at half 6 in the morning",
            "2025-02-12T02:15:00-05:00",
            [("at half 6 in the morning", "2025-02-12T06:30", "2025-02-12T06:31")],
        ),
        # a count, or the moment it is, before "in the morning": the morning alone (review)
        (
            "we're in lab 3 in the morning, then free",
            "2025-02-12T02:15:00-05:00",
            [("in the morning", "2025-02-12T00:00", "2025-02-12T12:00")],
        ),
        (
            "team of 6 in the morning, 4 after lunch",
            "2025-02-12T02:15:00-05:00",
            [
                ("in the morning", "2025-02-12T00:00", "2025-02-12T12:00"),
                ("4 after lunch", "2025-02-12T16:00", "2025-02-12T17:00"),
            ],
        ),
        (
            "got 2 in the morning, then a free afternoon",
            "2025-02-12T02:15:00-05:00",
            [("in the morning", "2025-02-12T00:00", "2025-02-12T12:00")],
        ),
        (
            "had 4 in the morning already ☕ send help",
            "2025-02-12T02:15:00-05:00",
            [("in the morning", "2025-02-12T00:00", "2025-02-12T12:00")],
        ),
        (
            "i did 2 in the morning and 2 more after lunch",
            "2024-10-05T04:40:00+02:00",
            [("in the morning", "2024-10-05T00:00", "2024-10-05T12:00")],
        ),
        (
            "it's 4:30 in the morning and the neighbours are drilling",
            "2024-10-05T04:40:00+02:00",
            [("in the morning", "2024-10-05T00:00", "2024-10-05T12:00")],
        ),
        (
            "it is 4.30 in the morning, why is the dog barking",
            "2024-10-05T04:40:00+02:00",
            [("in the morning", "2024-10-05T00:00", "2024-10-05T12:00")],
        ),
        # a clock time after one with a day of its own: the next after it
        (
            "dropped the kids at 9 this morning and back by 4, knackered",
            "2025-05-14T20:00:00+01:00",
            [
                ("at 9 this morning", "2025-05-14T09:00", "2025-05-14T10:00"),
                ("by 4", "2025-05-14T16:00", "2025-05-14T17:00"),
            ],
        ),
        (
            "heading out thurs at 10am and home by 3",
            "2025-05-13T09:00:00+01:00",
            [
                ("thurs at 10am", "2025-05-15T10:00", "2025-05-15T11:00"),
                ("by 3", "2025-05-15T15:00", "2025-05-15T16:00"),
            ],
        ),
        (
            "the shop opens sat at 10 and shuts at 4",
            "2025-05-13T09:00:00+01:00",
            [
                ("sat at 10", "2025-05-17T10:00", "2025-05-17T11:00"),
                ("at 4", "2025-05-17T16:00", "2025-05-17T17:00"),
            ],
        ),
        # near misses: getting there for it, or a comma's list, the nearest as before
        (
            "train at 9 this morning and had to get there by 8",
            "2025-05-14T20:00:00+01:00",
            [
                ("at 9 this morning", "2025-05-14T09:00", "2025-05-14T10:00"),
                ("by 8", "2025-05-14T08:00", "2025-05-14T09:00"),
            ],
        ),
        (  # no end told: the way to it, the nearest
            "the pool opens sat at 10, lets get there at 9 before the queue",
            "2025-05-13T09:00:00+01:00",
            [
                ("sat at 10", "2025-05-17T10:00", "2025-05-17T11:00"),
                ("at 9", "2025-05-17T09:00", "2025-05-17T10:00"),
            ],
        ),
        (
            "gig tonight at 10, gates at 9",
            "2025-05-14T12:00:00+01:00",
            [
                ("tonight at 10", "2025-05-14T22:00", "2025-05-14T23:00"),
                ("at 9", "2025-05-14T21:00", "2025-05-14T22:00"),
            ],
        ),
        # "done", "out", "finished", or an end one needs: a deadline, maybe before (review)
        (
            "shop closes sat at 5, need to be done by 4",
            "2024-11-14T09:20:00+00:00",
            [
                ("sat at 5", "2024-11-16T17:00", "2024-11-16T18:00"),
                ("by 4", "2024-11-16T16:00", "2024-11-16T17:00"),
            ],
        ),
        (
            "match sun at 3pm, we need to be out by 1",
            "2024-11-14T09:20:00+00:00",
            [
                ("sun at 3pm", "2024-11-17T15:00", "2024-11-17T16:00"),
                ("by 1", "2024-11-17T13:00", "2024-11-17T14:00"),
            ],
        ),
        (
            "the exam is fri at 2pm and i'm done at 1 with my other one",
            "2025-04-02T12:40:00+02:00",
            [
                ("fri at 2pm", "2025-04-04T14:00", "2025-04-04T15:00"),
                ("at 1", "2025-04-04T13:00", "2025-04-04T14:00"),
            ],
        ),
        (
            "shop closes sat at 5, need to be home by 4",
            "2024-11-14T09:20:00+00:00",
            [
                ("sat at 5", "2024-11-16T17:00", "2024-11-16T18:00"),
                ("by 4", "2024-11-16T16:00", "2024-11-16T17:00"),
            ],
        ),
        (
            "match sun at 3pm and we have to be back by 1",
            "2024-11-14T09:20:00+00:00",
            [
                ("sun at 3pm", "2024-11-17T15:00", "2024-11-17T16:00"),
                ("by 1", "2024-11-17T13:00", "2024-11-17T14:00"),
            ],
        ),
        (  # an end told: the next after, as before
            "party sat at 8pm and home by 1",
            "2024-11-14T09:20:00+00:00",
            [
                ("sat at 8pm", "2024-11-16T20:00", "2024-11-16T21:00"),
                ("by 1", "2024-11-17T01:00", "2024-11-17T02:00"),
            ],
        ),
    ],
)
def test_the_half_of_the_day_of_a_bare_clock_time(local, text, said, want) -> None:
    assert local(text, said) == want
