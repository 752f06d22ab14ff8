"""Time expressions read whole (`resolve_times`, the product's path): a month, even one people
are named after, as the period an account, pay or rota is for ("my expenses for april"), and
a month paired with one no one is named after ("I covered march and feb"), the kind of case of
blind batches 56-58's misses (round 44 part D; tests/data/timeexpr.md, "not dates": a month
after "for" that is a time). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 19 May 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-05-19T09:00"
APRIL = ("april", "2027-04-01T00:00", "2027-05-01T00:00")
JUNE = ("june", "2027-06-01T00:00", "2027-07-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a noun of pay, hours or records right before "for": the period it is for
        ("handed in my expenses for april, finally", [APRIL]),
        ("the rota for june is up on the fridge", [JUNE]),
        ("commission for april came in 💸", [APRIL]),
        ("has anyone seen the timesheet for june", [JUNE]),
        # a thing for a person, or no noun of an account: the name
        ("got a card for april, it's her birthday", []),
        ("baked brownies for june", []),
        ("I'm saving the last slice for june", []),
        # the month a person: "she"/"her" tells of it after, or it owns a thing (review)
        ("i'll do the report for april, she's off sick", []),
        ("covering the hours for june while she's on leave", []),
        ("fees for april's nursery went up", []),
    ],
)
def test_a_month_after_an_account_for(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # paired with a month no one is named after: both months
        (
            "I worked april and feb, you take the next one",
            [APRIL, ("feb", "2027-02-01T00:00", "2027-03-01T00:00")],
        ),
        (
            "we covered march or jan, can't remember which",
            [
                ("march", "2027-03-01T00:00", "2027-04-01T00:00"),
                ("jan", "2027-01-01T00:00", "2027-02-01T00:00"),
            ],
        ),
        # two months people are named after, or the verb: no month
        (
            "dinner with june and april tonight",
            [("tonight", "2027-05-19T18:00", "2027-05-20T00:00")],
        ),
        ("the band will march and play", []),
        # "jan" is a name too: beside one people are named after, two names (review)
        ("say hi to june and jan for me", []),
    ],
)
def test_a_month_paired_with_a_nameless_one(read, text, want) -> None:
    assert read(text, said=SAID) == want
