"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part G): "may" after a word that introduces a month, with "this year", "next year" or
"last year" after it ("in may this year"), is that May, as any other month is ("june this
year"), not the whole year Duckling reads; "may" the verb before a year keeps the year. New
sentences, not the reviewer's, and neighbours that keep their reading. Said in UTC on 1
February 2027."""

from __future__ import annotations

import pytest

SAID = "2027-02-01T08:00"


# Kind: "in/by/... may this/next/last year": that May
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the lease ends in may this year",
            [("may this year", "2027-05-01T00:00", "2027-06-01T00:00")],
        ),
        ("we moved in may last year", [("may last year", "2026-05-01T00:00", "2026-06-01T00:00")]),
        ("in may this yr we fly", [("may this yr", "2027-05-01T00:00", "2027-06-01T00:00")]),
    ],
)
def test_may_and_its_year_is_that_may(read, text, want) -> None:
    assert read(text, said=SAID) == want


# Near misses: "may" the verb keeps the year; another month and a part of may are as before
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("you may next year, if you save", [("next year", "2028-01-01T00:00", "2029-01-01T00:00")]),
        ("may this year be kinder", [("this year", "2027-01-01T00:00", "2028-01-01T00:00")]),
        ("in june this yr we fly", [("june this yr", "2027-06-01T00:00", "2027-07-01T00:00")]),
        ("mid may this year", [("mid may this year", "2027-05-11T00:00", "2027-05-21T00:00")]),
    ],
)
def test_may_the_verb_and_other_months_keep_their_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want
