"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
the lead's probes of round 29 and the leftovers of earlier rounds (tests/data/timeexpr.md).
New sentences, not the probes' nor any batch's, and neighbours of each kind that keep their
reading. Times in UTC; the day each is said on is given with it."""

from __future__ import annotations

import pytest

_THU = "2026-06-18T09:00"  # Thursday 18 June 2026
_MON = "2026-06-15T10:00"  # Monday 15 June 2026
_TUE = "2026-06-16T10:00"  # Tuesday 16 June 2026
_SUN = "2026-08-16T08:00"  # Sunday 16 August 2026


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # three or four bare digits before "on" and a day: a count, not 1:80 or 4:20
        (
            "knocked out 180 on monday at the bake sale",
            _THU,
            [("on monday", "2026-06-15T00:00", "2026-06-16T00:00")],
        ),
        (
            "we collected 420 on the 9th for the food bank",
            _THU,
            [("on the 9th", "2026-06-09T00:00", "2026-06-10T00:00")],
        ),
        # kept: introduced as a clock time
        (
            "the ferry leaves at 1130 on saturday",
            _THU,
            [("at 1130 on saturday", "2026-06-20T11:30", "2026-06-20T11:31")],
        ),
        # an ordinal after a verb of placing: a placing, not a day of the month; the day after
        # it told as past
        (
            "came 4th on sunday in the 10k",
            _THU,
            [("on sunday", "2026-06-14T00:00", "2026-06-15T00:00")],
        ),
        (
            "she finished 2nd on tuesday, the county final is on the 30th",
            _THU,
            [
                ("on tuesday", "2026-06-16T00:00", "2026-06-17T00:00"),
                ("on the 30th", "2026-06-30T00:00", "2026-07-01T00:00"),
            ],
        ),
        # kept: no verb of placing, a Friday the 2nd
        (
            "the 2nd on friday works for me",
            _THU,
            [("the 2nd on friday", "2026-10-02T00:00", "2026-10-03T00:00")],
        ),
        # a count glued before "since": the count cut off, since X to now
        (
            "my knee's better, down 2 since march",
            _THU,
            [("since march", "2026-03-01T00:00", "2026-06-18T09:00")],
        ),
        # a score written with "to" after a result: no 1:55
        (
            "squad lost 5 to 2 on saturday",
            _THU,
            [("on saturday", "2026-06-13T00:00", "2026-06-14T00:00")],
        ),
        ("we won 4 to 1, what a game", _THU, []),
    ],
)
def test_counts_placings_and_scores(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a verbless question that proposes: the coming one, not the nearer one behind
        (
            "drinks at 7 on fri? my shout",
            _MON,
            [("at 7 on fri", "2026-06-19T19:00", "2026-06-19T20:00")],
        ),
        (
            "back from the pub lol, coffee at 10?",
            "2026-06-18T00:40",
            [("at 10", "2026-06-18T10:00", "2026-06-18T11:00")],
        ),
        # kept: a question that asks what there was
        (
            "anything good on tv on sat?",
            _MON,
            [("on sat", "2026-06-13T00:00", "2026-06-14T00:00")],
        ),
        # "tonight" told as past in the small hours: the evening just gone
        (
            "finally home, tonight was brilliant",
            "2026-06-18T00:50",
            [("tonight", "2026-06-17T18:00", "2026-06-18T00:00")],
        ),
        # kept: looked forward to, or said in the evening
        (
            "so excited for tonight, can't sleep",
            "2026-06-18T00:50",
            [("tonight", "2026-06-18T18:00", "2026-06-19T00:00")],
        ),
        (
            "tonight was brilliant",
            "2026-06-18T20:00",
            [("tonight", "2026-06-18T18:00", "2026-06-19T00:00")],
        ),
        # a day joined by "and again" to a coming one: coming too, whatever came before
        (
            "hurt my wrist at the wall, bouldering friday at 7 and again sun afternoon",
            "2026-01-14T23:00",
            [
                ("friday at 7", "2026-01-16T07:00", "2026-01-16T08:00"),
                ("sun afternoon", "2026-01-18T12:00", "2026-01-18T19:00"),
            ],
        ),
        # a verb of lasting the tagger read as a noun before "until": the present, ahead
        (
            "the lake was busy today, our boat hire runs until the end of october",
            _SUN,
            [
                ("today", "2026-08-16T00:00", "2026-08-17T00:00"),
                ("end of october", "2026-10-21T00:00", "2026-11-01T00:00"),
            ],
        ),
        # a semicolon ends a part's tense as a stop does
        (
            "cleaned the gutters on saturday; window man comes friday",
            _SUN,
            [
                ("on saturday", "2026-08-15T00:00", "2026-08-16T00:00"),
                ("friday", "2026-08-21T00:00", "2026-08-22T00:00"),
            ],
        ),
    ],
)
def test_tense_of_questions_tonight_lists_and_parts(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a month after "can't wait for": a time; not a gift for someone
        (
            "so hyped, can't wait for august",
            _THU,
            [("august", "2026-08-01T00:00", "2026-09-01T00:00")],
        ),
        ("got a card for june, she'll love it", _THU, []),
        # a part of next/last month: its third
        (
            "my phone contract is up at the end of next month",
            _THU,
            [("the end of next month", "2026-07-21T00:00", "2026-08-01T00:00")],
        ),
        (
            "the invoices went out at the start of last month",
            _THU,
            [("the start of last month", "2026-05-01T00:00", "2026-05-11T00:00")],
        ),
        (
            "we renovate mid-next month",
            _THU,
            [("mid-next month", "2026-07-11T00:00", "2026-07-21T00:00")],
        ),
        ("next month is busy", _THU, [("next month", "2026-07-01T00:00", "2026-08-01T00:00")]),
        # a countdown to midnight: midnight; "new year's" before a noun: no day
        (
            "40 mins to midnight, new year's resolutions kick in tomorrow",
            "2026-12-31T23:20",
            [
                ("midnight", "2027-01-01T00:00", "2027-01-01T01:00"),
                ("tomorrow", "2027-01-01T00:00", "2027-01-02T00:00"),
            ],
        ),
        # a holiday's shift: the day, and the hours after it on that day
        (
            "black friday shift 7am-3pm, then sleep",
            "2026-11-20T10:00",
            [
                ("black friday", "2026-11-27T00:00", "2026-11-28T00:00"),
                ("7am-3pm", "2026-11-27T07:00", "2026-11-27T15:00"),
            ],
        ),
        ("cyber monday deals are rubbish", "2026-11-20T10:00", []),
        # "a week/fortnight on <weekday>": that far after the coming one
        (
            "lunch with gran a fortnight on thursday",
            _TUE,
            [("a fortnight on thursday", "2026-07-02T00:00", "2026-07-03T00:00")],
        ),
        (
            "the gig is a week on saturday",
            _TUE,
            [("a week on saturday", "2026-06-27T00:00", "2026-06-28T00:00")],
        ),
    ],
)
def test_months_parts_countdowns_holidays_and_offsets(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a stopwatch's reading (no hour) before a day: a length, the day alone
        ("dead hang 0:58 today, new record", [("today", "2026-08-16T00:00", "2026-08-17T00:00")]),
        # kept: introduced as a time of day
        (
            "the alarm went off at 0:40 today",
            [("at 0:40 today", "2026-08-16T00:40", "2026-08-16T00:41")],
        ),
        # hours joined by "till" after a day and a comma: on that day (the day and the
        # range, two expressions)
        (
            "puppy class on the 21st, 10 till 12",
            [
                ("on the 21st", "2026-08-21T00:00", "2026-08-22T00:00"),
                ("10 till 12", "2026-08-21T10:00", "2026-08-21T12:00"),
            ],
        ),
        # "before work": the morning
        ("row at 6 before work", [("at 6", "2026-08-16T06:00", "2026-08-16T07:00")]),
        # kept: "after work" is the evening
        ("drinks at 6 after work", [("at 6 after work", "2026-08-16T18:00", "2026-08-16T19:00")]),
    ],
)
def test_lengths_ranges_and_halves_of_the_day(read, text, want) -> None:
    assert read(text, said=_SUN) == want
