"""Time expressions read whole (`resolve_times`, the product's path): a bare hour after
"about", "from" or "by" that the filter took for a count, the kind of case of blind batches
83-85's misses (issue 21, round 53 part b; tests/data/timeexpr.md, clock times without
am/pm: with no day, the nearest reading in the sentence's tense; "by X" is X). New
sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday 3
March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "about" a bare hour after a word of being back or done, or of leaving
        (
            "should be home about 6, save me some pasta",
            [("about 6", "2027-03-03T18:00", "2027-03-03T19:00")],
        ),
        ("we'll leave about 4 then", [("about 4", "2027-03-03T16:00", "2027-03-03T17:00")]),
        # a count: of people, an age, a change, a noun after it
        ("there were about 9 of us", []),
        ("she's about 9 now", []),
        ("prices are down about 9", []),
        ("i was out about 3 hours", []),
        # the review's: a count said short, the odds, money
        ("were there many? there about 10", []),
        ("odds drifted out about 12 before the off", []),
        ("i'm back about 12 on the deposit", []),
        ("we're there about 7", [("about 7", "2027-03-03T19:00", "2027-03-03T20:00")]),
        (
            "he's out about 11, should be ok by then",
            [("about 11", "2027-03-03T11:00", "2027-03-03T12:00")],
        ),
        # a tally after it: how many are done (review of round 53)
        ("how many have u marked? finished about 8 so far", []),
        ("done about 5 already, 20 to go", []),
        ("finished about 9 in total", []),
        # near misses: a clock time, "so far as" no tally
        (
            "home about 6 so far as i know",
            [("about 6", "2027-03-03T18:00", "2027-03-03T19:00")],
        ),
    ],
)
def test_about_an_hour(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # chat's interjection after the hour is no noun the hour counts
        ("the surgery shuts from 1 argh", [("from 1", "2027-03-03T13:00", "2027-03-03T14:00")]),
        # the main clause after a condition's "by" a bare hour
        (
            "if we don't hear by 3 we'll assume it's off",
            [("by 3", "2027-03-03T15:00", "2027-03-03T16:00")],
        ),
        # a margin or an age in a condition: no clock time
        ("if they win by 3 we're out", []),
        ("if she's not walking by 2 we'll see a doctor", []),
        # the review's: a margin or an age in a condition that is not negated
        ("if liverpool wins by 2 they're top", []),
        ("if he beats me by 3 i'm buying the drinks", []),
        ("if we lead by 2 we're through", []),
        ("if he's not standing by 1 they'll refer him", []),
        ("if they outscore us by 3 we're relegated", []),
        ("if we miss by 2 we're out", []),
        ("if the train's late by 5 i'll miss my connection", []),
        ("if the team improves by 5 they're contenders", []),
        ("if the vote passes by 3 it's law", []),
        ("if the score is tied by 9 they'll go to extras", []),
        # a negated condition: what has not happened by the hour
        (
            "if nobody replies by 11 i'm booking it",
            [("by 11", "2027-03-03T11:00", "2027-03-03T12:00")],
        ),
        (
            "if the kids aren't asleep by 8 i'm losing it",
            [("by 8", "2027-03-03T20:00", "2027-03-03T21:00")],
        ),
    ],
)
def test_an_hour_before_chat_or_a_main_clause(read, text, want) -> None:
    assert read(text, said=SAID) == want
