"""Time expressions read whole (`resolve_times`, the product's path): a club's people or office
tell no evening (issue 21, round 54 part c). "The club" is a night out ("we're at the club fri
at 10" is 22:00), but "the club secretary", "the club captain", "the club office" are a
society's, met by day: "call with the club secretary fri at 11" is 11:00, not 23:00."""

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
    ],
)
def test_a_clubs_people_tell_no_evening(local, text, said, want) -> None:
    assert local(text, said) == want
