"""Time expressions read whole (`resolve_times`, the product's path), batch 18's kinds of a
coming date told after a past verb or in a message that looks ahead (tests/data/timeexpr.md:
a recurring mention names the occurrence the sentence talks about): a date followed by a
countdown to it ("..., 10 weeks to go", "..., 3 months to revise") is ahead, whatever the
verb before it; a clock time after "from" beside a named place ("back at the Red Lion from
8pm on the 9th") is when something starts there, not where a thing dates from. New
sentences of each kind, and ones that stay past. Said on Saturday 28 February 2026 (UTC)."""

from __future__ import annotations

import pytest

_SAID = "2026-02-28T23:30"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "signed up for the half marathon on may 10, 10 weeks to go",
            [("on may 10", "2026-05-10T00:00", "2026-05-11T00:00")],
        ),
        (
            "registered for the exam on june 2, 3 months to revise",
            [("on june 2", "2026-06-02T00:00", "2026-06-03T00:00")],
        ),
        (
            "got my place in the relay on april 4th, a few weeks to train",
            [("on april 4th", "2026-04-04T00:00", "2026-04-05T00:00")],
        ),
        # kept: what follows a past event is no countdown to it
        (
            "I ran the marathon on april 19th, 2 months to recover",
            [("on april 19th", "2025-04-19T00:00", "2025-04-20T00:00")],
        ),
        (
            "we moved in on june 3, 2 weeks to unpack everything",
            [("on june 3", "2025-06-03T00:00", "2025-06-04T00:00")],
        ),
    ],
)
def test_a_date_with_a_countdown_to_it_is_ahead(read, text, want) -> None:
    assert read(text, said=_SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the band plays the Roxy from 10pm on the 9th of march",
            [("10pm on the 9th of march", "2026-03-09T22:00", "2026-03-09T23:00")],
        ),
        (
            "we're back at the Red Lion from 8:30pm on the 14th of march",
            [("8:30pm on the 14th of march", "2026-03-14T20:30", "2026-03-14T20:31")],
        ),
        # kept: a thing from a day is where it dates from, the past
        (
            "I still have the receipt from the 14th of march",
            [("the 14th of march", "2025-03-14T00:00", "2025-03-15T00:00")],
        ),
        (
            "the pics from saturday are up",
            [("saturday", "2026-02-21T00:00", "2026-02-22T00:00")],
        ),
    ],
)
def test_a_clock_time_from_which_something_starts_is_no_things_date(read, text, want) -> None:
    assert read(text, said=_SAID) == want
