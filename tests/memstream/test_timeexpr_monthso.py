"""Time expressions read whole (`resolve_times`, the product's path): a month named as what
a count works out to after "so" ("so november", "so maybe august??"), and a month after
"till", "by" or "since" with chat's "like" between, the kind of case of blind batches 83-85's
misses (issue 21, round 53 part b; tests/data/timeexpr.md: a recurring mention names the
occurrence the sentence talks about). New sentences, not the batch's, and neighbours that
keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
JUNE = ("2027-06-01T00:00", "2027-07-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # what a count works out to, after "so", ending its part
        (
            "the build takes 14 weeks, so june probably",
            [("june", *JUNE)],
        ),
        ("renewal is every 3 months so june?", [("june", *JUNE)]),
        ("the waitlist is 12 weeks so maybe june", [("june", *JUNE)]),
        # a subject or a name after "so": no time
        ("so june was a write-off", []),
        ("thanks so much june!", []),
        # the review's: no count before it, a name said to someone, a pronoun before "so"
        ("so april, what do u think?", []),
        ("ok so june, here's the plan", []),
        ("so april? you in or out", []),
        ("love you so april ❤️", []),
        ("miss you so june 😘", []),
        ("we're so june!", []),
        # a count told as past: the month before
        (
            "we moved 6 months ago so september",
            [
                ("6 months ago", "2026-09-01T00:00", "2026-10-01T00:00"),
                ("september", "2026-09-01T00:00", "2026-10-01T00:00"),
            ],
        ),
        # a stretch up to now: the month it began in (review of round 53)
        (
            "we've been dating 5 months so october",
            [("october", "2026-10-01T00:00", "2026-11-01T00:00")],
        ),
        (
            "been waiting 8 weeks so january!!",
            [("january", "2027-01-01T00:00", "2027-02-01T00:00")],
        ),
        # a stretch that ends ahead keeps the coming one
        (
            "we'll have been there 6 months by then so june",
            [("june", *JUNE)],
        ),
    ],
)
def test_a_month_after_so(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # chat's "like" between "till"/"by" and a month: the month
        ("the gallery show runs til like june", [("june", *JUNE)]),
        ("should be finished by like june hopefully", [("june", *JUNE)]),
        # a person "like" a name: no time, nor a name's "'s"
        ("i wanna be like june when i grow up", []),
        ("i'm in like april's class lol", []),
        ("hiding in like june's room", []),
        ("she's been texting since like june's party", []),
    ],
)
def test_a_month_after_like(read, text, want) -> None:
    assert read(text, said=SAID) == want
