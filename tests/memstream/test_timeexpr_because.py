"""Time expressions read whole (`resolve_times`, the product's path): chat's "because" ("bc",
"cuz", "coz") ends a clock time's clause as "because" does (issue 21, round 40): the clock
time takes the tense of its own clause, not of the reason after it ("started the dough at 4
bc i couldnt sleep", said at 05:40, is 04:00 that morning: "couldnt" is no plan)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "put the bread in at 4 bc i couldnt sleep",
            "2025-11-12T05:40:00+02:00",
            [("at 4", "2025-11-12T04:00", "2025-11-12T05:00")],
        ),
        (
            "made pancakes at 5 cuz the kids couldnt sleep",
            "2025-11-12T05:40:00+02:00",
            [("at 5", "2025-11-12T05:00", "2025-11-12T06:00")],
        ),
        # near misses: the clause's own plan stays ahead
        (
            "gonna leave at 6 bc traffic was awful last time",
            "2025-11-12T05:40:00+02:00",
            [("at 6", "2025-11-12T06:00", "2025-11-12T07:00")],
        ),
        (
            "i'll call at 9 bc i couldnt get through earlier",
            "2025-11-12T05:40:00+02:00",
            [("at 9", "2025-11-12T09:00", "2025-11-12T10:00")],
        ),
    ],
)
def test_chats_because_ends_the_clock_times_clause(local, text, said, want) -> None:
    assert local(text, said) == want
