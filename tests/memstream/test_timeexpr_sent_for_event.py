"""Time expressions read whole (`resolve_times`), round 56's kind of a thing sent ahead for
a day's event ("the agency sent 6 new cleaners for friday's deep clean"): a past verb of
sending with a new thing its object, then "for" and the day's event, names the event
planned, the coming one (tests/data/timeexpr.md, "a recurring mention": planned, the next
one). Near misses keep their reading: an event the sentence goes on to tell as past ("sent
a card for saturday's wedding and they loved it"), a known thing ("i sent the bill for
monday's repair"). Said on Wednesday 14 October 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-10-14T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "agency sent 6 new cleaners for friday's deep clean",
            [("friday", "2026-10-16T00:00", "2026-10-17T00:00")],
        ),
        (
            "the school sent 2 extra coaches for thursday's trip",
            [("thursday", "2026-10-15T00:00", "2026-10-16T00:00")],
        ),
        # kept: told as past after it; a known thing, a record of the day
        (
            "sent a card for saturday's wedding and they loved it",
            [("saturday", "2026-10-10T00:00", "2026-10-11T00:00")],
        ),
        (
            "i sent the bill for monday's repair",
            [("monday", "2026-10-12T00:00", "2026-10-13T00:00")],
        ),
    ],
)
def test_a_thing_sent_for_an_event_is_for_the_coming_one(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want


#: Round 56 follow-up D, review: a record, an apology or help for a mishap, sent after the day.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "client sent a complaint for tuesday's delay smh",
            [("tuesday", "2026-10-13T00:00", "2026-10-14T00:00")],
        ),
        (
            "sent a bill for thursday's repair",
            [("thursday", "2026-10-08T00:00", "2026-10-09T00:00")],
        ),
        (
            "i sent a review for saturday's gig, 4 stars",
            [("saturday", "2026-10-10T00:00", "2026-10-11T00:00")],
        ),
        (
            "sent some feedback for tuesday's session",
            [("tuesday", "2026-10-13T00:00", "2026-10-14T00:00")],
        ),
        (
            "sent an apology for thursday's mess",
            [("thursday", "2026-10-08T00:00", "2026-10-09T00:00")],
        ),
        (
            "sent a report for wednesday's incident",
            [("wednesday", "2026-10-07T00:00", "2026-10-08T00:00")],
        ),
        (
            "sent 2 techs for tuesday's outage",
            [("tuesday", "2026-10-13T00:00", "2026-10-14T00:00")],
        ),
        (
            "agency sent 6 temps for thursday's stocktake",
            [("thursday", "2026-10-15T00:00", "2026-10-16T00:00")],
        ),
    ],
)
def test_a_response_sent_for_a_day_gone_keeps_it(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
