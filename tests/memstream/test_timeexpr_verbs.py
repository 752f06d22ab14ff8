"""Time expressions read whole (`resolve_times`, the product's path), batch 17's kinds of a
recurring date whose verb group misleads the tagger (tests/data/timeexpr.md, "a recurring
mention"): "has to"/"have to" is an obligation, ahead ("has to be filed by jan 12th"), not a
perfect; a participle after a verb of wanting and its object ("we'd like 30 bagels and 2
cakes delivered thurs") is planned, whatever the tagger calls it, and a past phrase
elsewhere in the message ("same as last time") does not move it; "back in" a month after a
word that is no verb ("taking the kittens in back in february", "way back in august") looks
back. New sentences of each kind, and ones of a neighbouring kind that keep their reading.
Said on Monday 4 May 2026 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the council form has to be filed by jan 12th, pls",
            [("jan 12th", "2027-01-12T00:00", "2027-01-13T00:00")],
        ),
        (
            "we'd like 30 bagels and 2 cakes delivered thurs at 7am, same as last time",
            [("thurs at 7am", "2026-05-07T07:00", "2026-05-07T08:00")],
        ),
        (
            "thanks again for taking the kittens in back in february",
            [("in february", "2026-02-01T00:00", "2026-03-01T00:00")],
        ),
        (
            "cheers for fostering Max way back in august",
            [("in august", "2025-08-01T00:00", "2025-09-01T00:00")],
        ),
        # kept: "had to" is past; a past verb in a clause of its own; a return
        ("I had to file it by jan 10th", [("jan 10th", "2026-01-10T00:00", "2026-01-11T00:00")]),
        (
            "the boxes we ordered arrived on tuesday",
            [("on tuesday", "2026-04-28T00:00", "2026-04-29T00:00")],
        ),
        (
            "I like how the team played on sunday",
            [("on sunday", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        ("I'll be back in October", [("in October", "2026-10-01T00:00", "2026-11-01T00:00")]),
        ("taking june off, back in july", [("in july", "2026-07-01T00:00", "2026-08-01T00:00")]),
        ("can you bring him back in june", [("in june", "2026-06-01T00:00", "2026-07-01T00:00")]),
    ],
)
def test_the_tense_of_an_obligation_a_wish_and_a_look_back(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want
