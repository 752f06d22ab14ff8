"""Time expressions read whole (`resolve_times`, the product's path): ranges of clock times
beside a day with something between them, the kind of case of blind batches 41-43's misses in
round 39 (tests/data/timeexpr.md: a range of clock times is on the day named beside it). New
sentences, not the batch's, and neighbours of each kind that keep their reading. Said in UTC
at the time each case gives."""

from __future__ import annotations

import pytest

SAID = "2027-03-08T10:00"  # a Monday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "shift" after a noun is a stretch of work: its hours are a range, no date moved
        (
            "security shift from 6pm to 2am again",
            [("from 6pm to 2am", "2027-03-08T18:00", "2027-03-09T02:00")],
        ),
        # "shift" after a subject, a modal or an adverb is the verb: two days, not a range
        (
            "can we shift from thursday to friday?",
            [
                ("thursday", "2027-03-11T00:00", "2027-03-12T00:00"),
                ("friday", "2027-03-12T00:00", "2027-03-13T00:00"),
            ],
        ),
        (
            "we really shift from thursday to friday",
            [
                ("thursday", "2027-03-11T00:00", "2027-03-12T00:00"),
                ("friday", "2027-03-12T00:00", "2027-03-13T00:00"),
            ],
        ),
        # ... also after a subject or a modal as chat spells them, or a negation
        (
            "can u shift from thursday to friday?",
            [
                ("thursday", "2027-03-11T00:00", "2027-03-12T00:00"),
                ("friday", "2027-03-12T00:00", "2027-03-13T00:00"),
            ],
        ),
        (
            "plz shift from the 14th to the 16th",
            [
                ("the 14th", "2027-03-14T00:00", "2027-03-15T00:00"),
                ("the 16th", "2027-03-16T00:00", "2027-03-17T00:00"),
            ],
        ),
        # ... and after a noun, before days: the verb, a date moved
        (
            "dates shift from the 3rd to the 5th fyi",
            [
                ("the 3rd", "2027-04-03T00:00", "2027-04-04T00:00"),
                ("the 5th", "2027-04-05T00:00", "2027-04-06T00:00"),
            ],
        ),
        # a noun's shift before clock times: its hours
        (
            "cafe shift from 11 to 4 tmrw",
            [("from 11 to 4 tmrw", "2027-03-09T11:00", "2027-03-09T16:00")],
        ),
        (
            "porter shift from sat 8am to sun 2am",
            [("from sat 8am to sun 2am", "2027-03-13T08:00", "2027-03-14T02:00")],
        ),
    ],
)
def test_shift_as_a_noun(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "one" before the day is a pronoun: the range is that day's clock
        (
            "the little one next sat 10-12 at the pool",
            [("next sat 10-12", "2027-03-20T10:00", "2027-03-20T12:00")],
        ),
        (
            "the big one tomorrow 3-5 at the hall",
            [("tomorrow 3-5", "2027-03-09T15:00", "2027-03-09T17:00")],
        ),
        # a bare range after a day and a comma, nothing counted after it: that day's hours
        (
            "rehearsal is the 19th, 2-4 in the church hall",
            [
                ("the 19th", "2027-03-19T00:00", "2027-03-20T00:00"),
                ("2-4", "2027-03-19T14:00", "2027-03-19T16:00"),
            ],
        ),
        # ... not a count before a noun
        (
            "the 19th, 4-5 people showed up",
            [("the 19th", "2027-02-19T00:00", "2027-02-20T00:00")],
        ),
        # a marked range after a day, a place and a comma: on that day
        (
            "recital is on the 20th at the town hall, 6:30-8pm",
            [
                ("on the 20th", "2027-03-20T00:00", "2027-03-21T00:00"),
                ("6:30-8pm", "2027-03-20T18:30", "2027-03-20T20:00"),
            ],
        ),
        # ... not past "sat" the verb: no day to read it on
        (
            "i sat at the back, 2-4pm was the talk",
            [("2-4pm", "2027-03-07T14:00", "2027-03-07T16:00")],
        ),
        # ... a bare one past a place stays no clock time
        (
            "it is on the 20th at the town hall, 4-6",
            [("on the 20th", "2027-03-20T00:00", "2027-03-21T00:00")],
        ),
    ],
)
def test_range_after_a_day_and_more(read, text, want) -> None:
    assert read(text, said=SAID) == want
