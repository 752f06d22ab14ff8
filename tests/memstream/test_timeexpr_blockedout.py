"""Time expressions read whole (`resolve_times`, the product's path): a day "blocked out" or
"blocked off" ("i've blocked out monday for it") is kept free for a plan, the coming one, in
the present perfect too; not one the sentence tells as past, nor a road blocked off on a day
(issue 21, round 57 part D; tests/data/timeexpr.md: a recurring mention planned is the next
one). New sentences, not the batch's. Said on Wednesday 3 March 2027, 09:00 UTC: the nearest
Monday is 1 March."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
NEXT_MONDAY = ("2027-03-08T00:00", "2027-03-09T00:00")
LAST_MONDAY = ("2027-03-01T00:00", "2027-03-02T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("i've blocked out monday for the audit", [("monday", *NEXT_MONDAY)]),
        ("i blocked off monday for the move", [("monday", *NEXT_MONDAY)]),
        ("we blocked out monday and it was great", [("monday", *LAST_MONDAY)]),
        ("the police blocked off the road on monday", [("on monday", *LAST_MONDAY)]),
        # blocked out of one's memory: forgotten, the day gone by (follow-up D, review)
        (
            "i've totally blocked out monday from my memory lol worst day",
            [("monday", *LAST_MONDAY)],
        ),
        ("blocked out monday from my mind tbh", [("monday", *LAST_MONDAY)]),
    ],
)
def test_a_day_blocked_out(read, text, want) -> None:
    assert read(text, said=SAID) == want
