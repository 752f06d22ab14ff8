"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
after an object pronoun and before a clock time has no subject of its own, so it is no verb
and no noun but the day ("back to me sun at 6": Sunday at 18:00, the daytime reading), round
42 part C (tests/data/timeexpr.md, "not dates": after a word that introduces a day it is the
day; "clock times without am/pm": on a named day, the daytime reading). New sentences, not
the batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "grandad is bringing them back to us sun at 5",
            "2027-03-03T12:00",
            [("sun at 5", "2027-03-07T17:00", "2027-03-07T18:00")],
        ),
        (
            "I'm collecting him sat at 11",
            "2027-03-03T12:00",
            [("sat at 11", "2027-03-06T11:00", "2027-03-06T12:00")],
        ),
        # round 42 part C review: a pronoun joined to another is part of the subject, the verb
        ("kim and him sat at 6 waiting for the bus, it never came", "2027-03-06T20:00", []),
        (
            "she and them sat at 7 in the front row",
            "2027-03-03T21:40",
            [("at 7", "2027-03-03T19:00", "2027-03-03T20:00")],
        ),
        (
            "me and him wed at 3 on the beach 💒",
            "2027-03-06T15:30",
            [("at 3", "2027-03-06T15:00", "2027-03-06T16:00")],
        ),
    ],
)
def test_a_weekday_after_an_object_pronoun(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    "text",
    ["we sat in the sun at 4 and had a beer", "she sat with us at 4"],
)
def test_the_noun_or_the_verb_stays_no_day(read, text) -> None:
    found = read(text, said="2027-03-03T20:00")
    assert not [m for m in found if m[0].split()[0].lower() in {"sun", "sat", "wed"}]
