"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part G): a holiday right before the plans for its stretch ("tet holiday plans?", "easter
break plans") is the coming one unless the sentence tells it as past, as a holiday right
before "plans" is (tests/data/timeexpr.md: "any new year plans?" said in December is the
coming 1 January). New sentences, not the reviewer's, and neighbours that keep their
reading. Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest


# Kind: "<holiday> holiday/break/trip plans", no tense of its own: the coming one, even a
# few weeks after the last
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "easter break plans?",
            "2027-04-10T08:00",
            [("easter", "2028-04-16T00:00", "2028-04-17T00:00")],
        ),
        (
            "diwali holiday plans?",
            "2027-11-20T08:00",
            [("diwali", "2028-10-17T00:00", "2028-10-18T00:00")],
        ),
        # the feast's days still ahead: this one
        (
            "any songkran trip plans?",
            "2027-04-10T08:00",
            [("songkran", "2027-04-13T00:00", "2027-04-16T00:00")],
        ),
    ],
)
def test_a_holiday_before_its_stretch_plans_is_the_coming_one(read, text, said, want) -> None:
    assert read(text, said=said) == want


# Near misses: the plans told as past, the stretch with no plans, and the holiday itself told
# as past keep the one just gone
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "our easter holiday plans fell through",
            "2027-04-10T08:00",
            [("easter", "2027-03-28T00:00", "2027-03-29T00:00")],
        ),
        (
            "diwali holiday was fun",
            "2027-11-20T08:00",
            [("diwali", "2027-10-29T00:00", "2027-10-30T00:00")],
        ),
    ],
)
def test_a_holiday_told_as_past_stays_past(read, text, said, want) -> None:
    assert read(text, said=said) == want
