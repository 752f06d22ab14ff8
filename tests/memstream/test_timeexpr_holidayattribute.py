"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part G): every holiday, the feasts of other calendars too, follows one rule before a noun
(tests/data/timeexpr.md, "Not dates": "Christmas lights", "a Christmas jumper"): before a
plural noun or a noun of a thing it is the noun's attribute, no time, even where the tagger
takes the plural noun for a verb ("holi colours everywhere"); a holiday that is a person's
name is none either. Before a stretch, "plans" or a meal told as one occasion it stays the
day. New sentences, not the reviewer's, and neighbours of each kind that keep their reading.
Said in UTC at the time each case gives."""

from __future__ import annotations

import pytest


# Kind: a holiday before a plural noun or a noun of a thing, the noun tagged as a verb too
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("holi colours for the kids", "2027-03-30T08:00"),
        ("purim costumes for the play at school", "2027-03-30T08:00"),
        ("halloween costumes everywhere", "2027-11-02T08:00"),
        ("halloween costumes for the twins 👻", "2027-11-02T08:00"),
        ("xmas presents everywhere", "2027-12-28T08:00"),
        # the feasts read by other modules: the islamic feasts, the lunar new year
        ("eid outfits are sorted", "2027-03-30T08:00"),
        ("lny lanterns in the window", "2027-03-30T08:00"),
        # a feast's meal told in the plain present: a kind
        ("passover seder plates are expensive", "2027-04-30T08:00"),
    ],
)
def test_a_holiday_before_a_noun_of_a_thing_is_no_time(read, text, said) -> None:
    assert read(text, said=said) == []


# Kind: a holiday's name that is a person's: after a noun of a person, or "named"
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("her sister holi said hi", "2027-03-30T08:00"),
        ("our neighbour purim lent us a ladder", "2027-03-30T08:00"),
        ("a puppy named easter", "2027-03-30T08:00"),
    ],
)
def test_a_holiday_that_is_a_name_is_no_time(read, text, said) -> None:
    assert read(text, said=said) == []


# Near misses: the holiday as subject, as object, with a verb of its coming, before its
# meal told as past: the day
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "holi was a mess, colours everywhere",
            "2027-03-30T08:00",
            [("holi", "2027-03-22T00:00", "2027-03-23T00:00")],
        ),
        (
            "we played holi with my cousin",
            "2027-03-30T08:00",
            [("holi", "2027-03-22T00:00", "2027-03-23T00:00")],
        ),
        (
            "easter lands early this year",
            "2027-03-01T08:00",
            [
                ("easter", "2027-03-28T00:00", "2027-03-29T00:00"),
                ("this year", "2027-01-01T00:00", "2028-01-01T00:00"),
            ],
        ),
        (
            "diwali dinner was lovely",
            "2027-02-10T08:00",
            [("diwali", "2026-11-08T00:00", "2026-11-09T00:00")],
        ),
        # a feast's own meal told as one occasion, as "Christmas dinner was lovely"
        (
            "passover seder was lovely",
            "2027-04-30T08:00",
            [("passover", "2027-04-22T00:00", "2027-04-29T00:00")],
        ),
        (
            "halloween was wild",
            "2027-11-02T08:00",
            [("halloween", "2027-10-31T00:00", "2027-11-01T00:00")],
        ),
    ],
)
def test_a_holiday_told_as_a_day_stays(read, text, said, want) -> None:
    assert read(text, said=said) == want
