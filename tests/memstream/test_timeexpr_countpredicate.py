"""Time expressions read whole (`resolve_times`, the product's path): a count right after "is"
(or "'s", "are", "was") before "in" a duration is what the subject is, how many in how long
("the goal is 60 signups in 3 days", "my quota is 40 calls in a shift"), no time; that
"is" is no word of the future (round 50 part a; tests/data/timeexpr.md, "not dates":
counts, and "in" a duration told as how long something took). A count after "there is"
and after a word of having (what is ahead), a count of the calendar's units (an age) and a
count after "will be" keep their time. New sentences, not the batch's. Said on Thursday
17 September 2026, 12:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-09-17T12:00"
IN_2_WEEKS = ("in 2 weeks", "2026-09-28T00:00", "2026-10-05T00:00")
IN_3_DAYS = ("in 3 days", "2026-09-20T00:00", "2026-09-21T00:00")


@pytest.mark.parametrize(
    "text",
    [
        "the goal is 60 signups in 3 days",
        "our target is 250 replies in 2 weeks, wish us luck",
        "the plan is 4 posts in a week",
        "it's 3 matches in 5 days, the squad is shattered",
        "her record was 9 wins in 2 weeks",
    ],
)
def test_a_count_that_a_subject_is_over_a_duration_is_no_time(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("there are 2 matches in 3 days", [IN_3_DAYS]),
        ("I have 2 interviews in 3 days", [IN_3_DAYS]),
        ("he's 6 months in 2 weeks!", [IN_2_WEEKS]),
        ("the total will be 250 replies in 2 weeks", [IN_2_WEEKS]),
        ("the results are out in 3 days", [IN_3_DAYS]),
    ],
)
def test_a_count_ahead_or_an_age_keeps_its_time(read, text, want) -> None:
    assert read(text, said=SAID) == want
