"""Time expressions read whole (`resolve_times`), batch 42's kind of a date in the name of a
thing that a past verb of planning then closes with no subject and no object ("boxing day
shift confirmed, 7am start"; tests/data/timeexpr.md, "a recurring mention": planned, the
next one): a thing planned, its date ahead, as "flights booked" after a date is; a date
before a subject that did the planning ("on saturday we booked it") tells when it was done.
Said on Monday 7 December 2026 (UTC) unless told."""

from __future__ import annotations

import pytest

_MONDAY = "2026-12-07T09:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "christmas eve cover confirmed, 6am start 🙃",
            _MONDAY,
            [
                ("christmas eve", "2026-12-24T00:00", "2026-12-25T00:00"),
                ("6am", "2026-12-24T06:00", "2026-12-24T07:00"),
            ],
        ),
        (
            "the jan 4 ferry booked!",
            _MONDAY,
            [("jan 4", "2027-01-04T00:00", "2027-01-05T00:00")],
        ),
        (
            "new year's day brunch table reserved 🥂",
            _MONDAY,
            [("new year's day", "2027-01-01T00:00", "2027-01-02T00:00")],
        ),
        # kept: the date of the act, with a subject after it
        (
            "on saturday we booked the ferry",
            _MONDAY,
            [("on saturday", "2026-12-05T00:00", "2026-12-06T00:00")],
        ),
        (
            "on dec 2 i reserved a table",
            _MONDAY,
            [("on dec 2", "2026-12-02T00:00", "2026-12-03T00:00")],
        ),
        # review: kept, a plan the rest of the sentence reports as past
        (
            "saturday's table booked, we had the best time",
            _MONDAY,
            [
                ("saturday", "2026-12-05T00:00", "2026-12-06T00:00"),
            ],
        ),
        (
            "christmas day lunch booked, it was lovely 🥰",
            "2026-12-27T14:00",
            [
                ("christmas day", "2026-12-25T00:00", "2026-12-26T00:00"),  # a meal: the day
            ],
        ),
        (
            "monday's delivery scheduled, never showed",
            "2026-12-08T09:00",
            [
                ("monday", "2026-12-07T00:00", "2026-12-08T00:00"),
            ],
        ),
        (
            "tuesday's 3pm confirmed, went well",
            "2026-12-10T09:00",
            [
                ("tuesday's 3pm", "2026-12-08T15:00", "2026-12-08T16:00"),
            ],
        ),
        # review: ahead, what follows tells nothing past
        (
            "thursday's gig confirmed, doors 7pm",
            _MONDAY,
            [
                ("thursday", "2026-12-10T00:00", "2026-12-11T00:00"),
                ("7pm", "2026-12-10T19:00", "2026-12-10T20:00"),
            ],
        ),
    ],
)
def test_a_thing_planned_with_its_date(read, text, said, want) -> None:
    assert read(text, said=said) == want
