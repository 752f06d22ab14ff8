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
    ],
)
def test_an_hour_before_chat_or_a_main_clause(read, text, want) -> None:
    assert read(text, said=SAID) == want
