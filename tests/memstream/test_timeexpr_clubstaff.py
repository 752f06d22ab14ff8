"""Time expressions read whole (`resolve_times`, the product's path): a club's people or office
tell no evening (issue 21, round 54 part c). "The club" is a night out ("we're at the club fri
at 10" is 22:00), but "the club secretary", "the club captain", "the club office" are a
society's, met by day: "call with the club secretary fri at 11" is 11:00, not 23:00. Their
event, the role with "'s", is a night out again ("the club secretary's retirement bash fri at
7:30" is 19:30; round 54 part c, review); the club shop's hours are still by day."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "having a call with the club treasurer thurs at 11 about the fees",
            "2025-06-02T09:00:00+01:00",
            [("thurs at 11", "2025-06-05T11:00", "2025-06-05T12:00")],
        ),
        (
            "need to drop the forms at the club office tmrw at 9",
            "2025-06-02T09:00:00+01:00",
            [("tmrw at 9", "2025-06-03T09:00", "2025-06-03T10:00")],
        ),
        # near misses: a night at the club, or its night, stays the evening
        (
            "we're at the club sat at 11, u coming?",
            "2025-06-02T09:00:00+01:00",
            [("sat at 11", "2025-06-07T23:00", "2025-06-08T00:00")],
        ),
        (
            "club night fri at 10",
            "2025-06-02T09:00:00+01:00",
            [("fri at 10", "2025-06-06T22:00", "2025-06-06T23:00")],
        ),
        # their event, a role with "'s": the evening (review)
        (
            "club manager's leaving do fri at 8",
            "2024-09-03T13:10:00+10:00",
            [("fri at 8", "2024-09-06T20:00", "2024-09-06T21:00")],
        ),
        (
            "the club secretary's retirement bash fri at 7:30",
            "2024-09-03T13:10:00+10:00",
            [("fri at 7:30", "2024-09-06T19:30", "2024-09-06T19:31")],
        ),
        (
            "the club chairman's do sat at 8 - black tie 🤵",
            "2024-09-03T13:10:00+10:00",
            [("sat at 8", "2024-09-07T20:00", "2024-09-07T21:00")],
        ),
        (
            "the club president's birthday bash sat at 8",
            "2024-09-03T13:10:00+10:00",
            [("sat at 8", "2024-09-07T20:00", "2024-09-07T21:00")],
        ),
        (
            "club captain’s leaving do fri at 8",
            "2024-09-03T13:10:00+10:00",
            [("fri at 8", "2024-09-06T20:00", "2024-09-06T21:00")],
        ),
        (  # the shop's hours, not its event
            "club shop's open sat at 10 for the new kits",
            "2024-09-03T13:10:00+10:00",
            [("sat at 10", "2024-09-07T10:00", "2024-09-07T11:00")],
        ),
        (
            "meeting the club manager tomorrow at 10",
            "2024-09-03T13:10:00+10:00",
            [("tomorrow at 10", "2024-09-04T10:00", "2024-09-04T11:00")],
        ),
    ],
)
def test_a_clubs_people_tell_no_evening(local, text, said, want) -> None:
    assert local(text, said) == want
