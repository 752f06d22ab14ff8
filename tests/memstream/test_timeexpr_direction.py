"""Time expressions read whole (`resolve_times`, the product's path), batch 19's kind of
tense and direction (tests/data/timeexpr.md: a recurring mention names the occurrence its
sentence talks about): a past verb the tagger reads as a present ("she swam ... on monday");
"ready"/"due" in a part with no verb looks ahead; a part that goes on with a plan told
before it ("goes up mon, panels fitted tues-wed", "..., then we spread it over the
weekend"); "the first weekend of october" (the month's first Saturday and Sunday); a day of
the month before a past verb ("printed on the 5th came out pink"). Said on Monday 4 May
2026 unless told. New sentences, and near ones that stay."""

from __future__ import annotations

import pytest


def _iso(day: str) -> str:
    return day + "T00:00" if len(day) == 10 else day + ":00"


@pytest.mark.parametrize(
    ("text", "said", "words", "start", "end"),
    [
        # a past verb the tagger reads as a present
        ("my daughter swam a whole length on sunday!!", "05-04", "sunday", "05-03", "05-04"),
        ("he rode his bike with no stabilisers on saturday", "05-04", "saturday", "05-02", "05-03"),
        ("we ate at that new thai place on friday, so good", "05-04", "friday", "05-01", "05-02"),
        # "ready", "due" with no verb: ahead
        ("prints ready fri after 4, £12", "05-04", "fri after 4", "05-08T16", "05-08T17"),
        ("50 mugs glazed, ready thurs after 2", "05-04", "thurs after 2", "05-07T14", "05-07T15"),
        ("order due thurs, sorry for the wait", "05-04", "thurs", "05-07", "05-08"),
        # the days of a plan told before them
        (
            "kitchen gets ripped out mon, units fitted tues-wed",
            "05-09",
            "tues-wed",
            "05-12",
            "05-14",
        ),
        ("skip arrives mon, floors sanded tues-thurs", "05-09", "tues-thurs", "05-12", "05-15"),
        ("boiler gets swapped mon, carpets laid tues-wed", "05-09", "tues-wed", "05-12", "05-14"),
        (
            "gravel arrives thurs at 9, then we spread it on saturday",
            "05-05",
            "saturday",
            "05-09",
            "05-10",
        ),
        ("tiles come fri, then we set them over the weekend", "05-05", "weekend", "05-09", "05-11"),
        (
            "mulch coming thurs at 10, then we spread it on sunday",
            "05-05",
            "sunday",
            "05-10",
            "05-11",
        ),
        (
            "booked the van for fri, then we cut the hedge on saturday",
            "05-05",
            "saturday",
            "05-09",
            "05-10",
        ),
        # the first, last, nth weekend of a month
        (
            "club champs were the first weekend of october",
            "10-26",
            "first weekend",
            "10-03",
            "10-05",
        ),
        ("we're camping the last weekend of june", "05-04", "last weekend", "06-27", "06-29"),
        (
            "the plant sale was the second weekend of march",
            "05-04",
            "second weekend",
            "03-14",
            "03-16",
        ),
        # a day of the month before a past verb
        ("the cake you baked on the 3rd went down a storm", "05-14", "3rd", "05-03", "05-04"),
        ("the parcel we posted on the 9th arrived today", "05-14", "9th", "05-09", "05-10"),
        ("the order you placed on the 6th still hasn't shipped", "05-14", "6th", "05-06", "05-07"),
    ],
)
def test_the_occurrence_the_sentence_talks_about(read, text, said, words, start, end) -> None:
    """All in 2026 (4 May a Monday, 9 May a Saturday)."""
    found = [(s, e) for t, s, e in read(text, f"2026-{said}T09:00") if words in t]
    assert found == [(_iso(f"2026-{start}"), _iso(f"2026-{end}"))]


# kept: told as past, told as a plan, no date
@pytest.mark.parametrize(
    ("text", "said", "found"),
    [
        ("she swims her first gala on sunday", "05-04", [("05-10", "05-11")]),
        ("it was ready wed after 3", "05-04", [("04-29T15", "04-29T16")]),
        ("the weather is grim, kids went sunday", "05-04", [("05-03", "05-04")]),
        (
            "we went up mon, panels fitted tues-wed",
            "05-09",
            [("05-04", "05-05"), ("05-05", "05-07")],
        ),
        (
            "gravel came thurs, then we spread it on saturday",
            "05-05",
            [("04-30", "05-01"), ("05-02", "05-03")],
        ),
        ("the lift stops on the 14th floor", "05-04", []),
        ("the first week of october", "05-04", [("10-01", "10-08")]),
    ],
)
def test_near_ones_stay(read, text, said, found) -> None:
    want = [(_iso(f"2026-{s}"), _iso(f"2026-{e}")) for s, e in found]
    assert [(s, e) for _, s, e in read(text, f"2026-{said}T09:00")] == want
