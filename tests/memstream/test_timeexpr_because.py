"""Time expressions read whole (`resolve_times`, the product's path): chat's spellings of
"because" ("bc", "b/c", "bcos", "bcuz", "cos", "coz", "cuz") open a reason wherever the rules
look for one, as "because" does: one list of them (timevocab.BECAUSE_WORDS), read by every
rule that ends a part or a clause at a reason, where each rule had kept its own few. Each
sentence is read with "because" and with each spelling, and must read the same with the
spelling's text. Said on Tuesday 10 March 2026, 13:20 UTC."""

from __future__ import annotations

import pytest

from memstream.encoders.times.timevocab import BECAUSE_WORDS

SAID = "2026-03-10T13:20"
#: Sentences whose reading depends on the reason ending a part or a clause: a weekday cut
#: short, a deadline, a day and its hour, the week and a day in it, a habit, a weekday cut
#: short after a verb's phrase.
SENTENCES = [
    "going thurs {} it's my day off",
    "need it done by 5 {} the van leaves",
    "free on fri at 6 {} work ends early",
    "next week {} thursday is rammed",
    "swim every tuesday {} its cheap",
    "gym on mondays {} it's quiet",
    "we hang it sat {} the paint needs a day",
    "sanding the floor sat {} the rugs arrive mon",
    "the ewes that lambed sat {} of the frost are fine",
    # a month after "now it's" ending its clause, a month a plan moved to, a house's number
    # after the people living there, a slot asked for
    "now its 'july' {} the builder quit",
    "we moved it back to december {} the hall flooded",
    "ask next door {} the lady at 7 has a key",
    "any slots left {} thurs is my only day off",
]


@pytest.mark.parametrize("spelling", [w for w in BECAUSE_WORDS if w != "because"])
@pytest.mark.parametrize("sentence", SENTENCES)
def test_chat_spellings_of_because_read_as_because(read, sentence: str, spelling: str) -> None:
    plain = read(sentence.format("because"), said=SAID)
    chat = read(sentence.format(spelling), said=SAID)
    assert chat == plain


def test_the_week_and_a_day_in_it_split_at_any_spelling(read) -> None:
    # "next week bcuz thursday is rammed": this Thursday, the reason's day, not next week's
    assert read("next week bcuz thursday is rammed", said=SAID) == [
        ("next week", "2026-03-16T00:00", "2026-03-23T00:00"),
        ("thursday", "2026-03-12T00:00", "2026-03-13T00:00"),
    ]


def test_a_month_after_now_its_ends_its_clause_at_any_spelling(read) -> None:
    # the month a plan slipped to, in quotes, then a reason: July this year
    assert read("now its 'july' cuz the builder quit", said=SAID) == [
        ("july", "2026-07-01T00:00", "2026-08-01T00:00"),
    ]
