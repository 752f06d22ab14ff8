"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batches 30 and 31's misses (tests/data/timeexpr.md). New sentences, not the batches',
and neighbours of each kind that keep their reading. Said in UTC at the time each case
gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # the decimals of a reading before a part of the day: the part of the day alone
        (
            "my knee is swollen, it measured 38.2 this morning",
            "2027-05-04T10:00",
            [("this morning", "2027-05-04T00:00", "2027-05-04T12:00")],
        ),
        # ... after a whole number, the part of the day too
        (
            "scored 12 this morning",
            "2027-05-04T10:00",
            [("this morning", "2027-05-04T00:00", "2027-05-04T12:00")],
        ),
        # an ordinal of a pronoun before a time: the time alone
        (
            "4th one this week, the printer jammed again",
            "2027-05-04T10:00",
            [("this week", "2027-05-03T00:00", "2027-05-10T00:00")],
        ),
        # a number with thousands after a clock time: the clock time, no range to it
        (
            "the mailer goes out tomorrow at 8am to 4,500 people",
            "2027-05-04T10:00",
            [("tomorrow at 8am", "2027-05-05T08:00", "2027-05-05T09:00")],
        ),
        # ... a range of clock times keeps its end
        (
            "the shop is open tomorrow 8am to 4",
            "2027-05-04T10:00",
            [("tomorrow 8am to 4", "2027-05-05T08:00", "2027-05-05T16:00")],
        ),
    ],
)
def test_figures_heading_a_time(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a length with a glued "h" is a duration, no clock time
        ("the render says 2h 40m left", "2027-05-04T10:00", []),
        ("the outage will last ~3h", "2027-05-04T10:00", []),
        # betting odds are no date
        ("odds were 9/2 on the grey, lost again", "2027-05-04T10:00", []),
        ("got her at 11/4 odds", "2027-05-04T10:00", []),
        # ... a day before the word stays a day
        (
            "the race on tuesday odds are long",
            "2027-05-04T10:00",
            [("on tuesday", "2027-05-11T00:00", "2027-05-12T00:00")],
        ),
        # ... "on" a day and month is a date
        (
            "party on 9/2 then",
            "2027-05-04T10:00",
            [("on 9/2", "2027-09-02T00:00", "2027-09-03T00:00")],
        ),
        # an ordinal night with a thing or a place after it is a count
        ("first night in the new tent, so cold", "2027-05-04T10:00", []),
        # "in" a number of units after an ordinal and its noun, or after a measure that
        # went down: how often or how fast
        ("second cold in 3 weeks, ugh", "2027-05-04T10:00", []),
        ("4kg down in 2 months, buzzing", "2027-05-04T10:00", []),
        # ... with a verb of being between, it is when
        (
            "the second match is in 3 weeks",
            "2027-05-04T10:00",
            [("in 3 weeks", "2027-05-24T00:00", "2027-05-31T00:00")],
        ),
        (
            "i'll see you in 3 weeks",
            "2027-05-04T10:00",
            [("in 3 weeks", "2027-05-24T00:00", "2027-05-31T00:00")],
        ),
    ],
)
def test_counts_and_measures_are_no_times(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a night that names an event before "last <weekday>": the day alone
        (
            "the bingo night last saturday was carnage",
            "2027-05-04T10:00",
            [("last saturday", "2027-05-01T00:00", "2027-05-02T00:00")],
        ),
        # ... a late night is a time of its own
        (
            "we had a late night last saturday",
            "2027-05-04T10:00",
            [("night last saturday", "2027-05-01T18:00", "2027-05-02T00:00")],
        ),
        # a weekday cut short after a word of arriving is the day
        (
            "the new rug arrives sat, then we move the sofa",
            "2027-05-04T10:00",
            [("sat", "2027-05-08T00:00", "2027-05-09T00:00")],
        ),
        (
            "spare keys arriving wed",
            "2027-05-04T10:00",
            [("wed", "2027-05-05T00:00", "2027-05-06T00:00")],
        ),
        # ... "sat" after a subject is still the verb
        ("the parcel sat in the depot for days", "2027-05-04T10:00", []),
        # a range from a day's clock time to the next day's ends at the time as written
        (
            "upgrade is scheduled fri 21:30 to sat 01:15, expect downtime",
            "2027-05-04T10:00",
            [("fri 21:30 to sat 01:15", "2027-05-07T21:30", "2027-05-08T01:15")],
        ),
        # ... as a range of clock times on one day does
        (
            "tmrw from 3:15 till 4:30",
            "2027-05-04T10:00",
            [("tmrw from 3:15 till 4:30", "2027-05-05T15:15", "2027-05-05T16:30")],
        ),
    ],
)
def test_days_beside_nouns_and_ranges(read, text, said, want) -> None:
    assert read(text, said=said) == want
