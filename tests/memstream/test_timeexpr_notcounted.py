"""Time expressions read whole (`resolve_times`, the product's path), round 38's kinds of a
number or a phrase that looks like a time and is none (tests/data/timeexpr.md, "Not dates"):
the top of a fraction after "at" ("the tank is at 1/2"), a count through or after which a
noun phrase names the things ("through 3 paper towel rolls"), a count's change of three
digits ("down from 230 last week"), a weekday after "a" (a kind of day: "my birthday is a
monday next year"), hours as a rule's subject ("opening hours are 9am-5pm") and a clock
time heading a plural subject ("6am runs have been brutal"). New sentences of each kind,
and ones of a neighbouring kind that keep their reading. Said on Tuesday 10 March 2026
(UTC)."""

from __future__ import annotations

import pytest

_TUESDAY = "2026-03-10T14:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the tank is at 1/2 so i need fuel", []),
        ("battery at like 1/4 already", []),
        ("went through 3 paper towel rolls", []),
        ("we got through 6 birthday cakes lol", []),
        # kept: a date of day and month, a clock time and the next word of a clause
        ("the party is on 8/10", [("on 8/10", "2026-08-10T00:00", "2026-08-11T00:00")]),
        (
            "after 4 tomorrow works",
            [("after 4 tomorrow", "2026-03-11T16:00", "2026-03-11T17:00")],
        ),
        ("after 4 then drinks", [("after 4", "2026-03-10T16:00", "2026-03-10T17:00")]),
        # a fraction with a word of the day after it: no hour and the next, or a level told
        # in the past (round 38, third review)
        (
            "the tank was at 3/4 this morning",
            [("this morning", "2026-03-10T00:00", "2026-03-10T12:00")],
        ),
        ("battery at 1/4 tonight lol", [("tonight", "2026-03-10T18:00", "2026-03-11T00:00")]),
        (
            "the tank was at 3/4 this afternoon",
            [("this afternoon", "2026-03-10T12:00", "2026-03-10T19:00")],
        ),
        # kept: the top of two times offered (round 38 review)
        ("pickup at 5/5:30?", [("at 5", "2026-03-10T17:00", "2026-03-10T18:00")]),
        ("meet at 5/5.30", [("at 5", "2026-03-10T17:00", "2026-03-10T18:00")]),
        (
            "let's say at 6/7 tonight",
            [
                ("at 6", "2026-03-10T18:00", "2026-03-10T19:00"),
                ("tonight", "2026-03-10T18:00", "2026-03-11T00:00"),
            ],
        ),
        (
            "at 8/9 tonight",
            [
                ("at 8", "2026-03-10T20:00", "2026-03-10T21:00"),
                ("tonight", "2026-03-10T18:00", "2026-03-11T00:00"),
            ],
        ),
        # kept: a new clause whose subject follows the hour (round 38 review)
        (
            "after 5 both kids are at swim",
            [("after 5", "2026-03-10T17:00", "2026-03-10T18:00")],
        ),
        (
            "after 3 some friends are coming over",
            [("after 3", "2026-03-10T15:00", "2026-03-10T16:00")],
        ),
        ("after 4 mum picks us up", [("after 4", "2026-03-10T16:00", "2026-03-10T17:00")]),
        ("after 6 dad drops you off", [("after 6", "2026-03-10T18:00", "2026-03-10T19:00")]),
        # a pronoun that opens a new clause after the counted plural: a count (round 38,
        # third review)
        ("after 4 small glasses it all goes blurry", []),
        ("after 2 cold beers you get chatty", []),
        ("after 4 double shots it all went wrong", []),
    ],
)
def test_a_fraction_or_a_count_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=_TUESDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the hive is down from 230 last week",
            [("last week", "2026-03-02T00:00", "2026-03-09T00:00")],
        ),
        (
            "subs are up from 340 last month",
            [("last month", "2026-02-01T00:00", "2026-03-01T00:00")],
        ),
        # kept: chat's clock time of three digits after a verb
        ("the bus leaves 930 tomorrow", [("930 tomorrow", "2026-03-11T09:30", "2026-03-11T09:31")]),
    ],
)
def test_a_counts_change_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=_TUESDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my birthday is a monday next year",
            [("next year", "2027-01-01T00:00", "2028-01-01T00:00")],
        ),
        ("it was a sunday night, quiet", []),
        ("we met on a saturday in june", [("in june", "2025-06-01T00:00", "2025-07-01T00:00")]),
        # kept: a weekday not after "a"; "a week friday" (a week from Friday)
        (
            "see you friday next week",
            [("friday next week", "2026-03-20T00:00", "2026-03-21T00:00")],
        ),
        ("a week friday works", [("a week friday", "2026-03-20T00:00", "2026-03-21T00:00")]),
        # kept: a weekday that a meal follows, an occasion (round 38 review)
        (
            "grab a friday lunch next week?",
            [("friday lunch next week", "2026-03-20T12:00", "2026-03-20T14:00")],
        ),
        # kept: a weekday proposed, one day to meet (round 38, third review)
        (
            "fancy a friday night next week?",
            [("friday night next week", "2026-03-20T18:00", "2026-03-21T00:00")],
        ),
        (
            "up for a saturday morning next week?",
            [("saturday morning next week", "2026-03-21T00:00", "2026-03-21T12:00")],
        ),
    ],
)
def test_a_weekday_after_a_is_a_kind_of_day(read, text, want) -> None:
    assert read(text, said=_TUESDAY) == want


def test_a_weekday_proposed_keeps_its_day(read) -> None:
    # "fancy a friday night out next week?": the Friday is kept, not a kind of day
    # (round 38, third review)
    got = read("fancy a friday night out next week?", said=_TUESDAY)
    assert [g[0] for g in got] == ["friday night", "next week"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("library opening hours are 9am-5pm", []),
        ("visiting hours: 2pm-4pm", []),
        ("6am runs have been brutal", []),
        ("the 5:30 starts are killing me", []),
        # kept: a day named in the clause, a clock time of one occasion
        ("the hours are 10-4 today only", [("today", "2026-03-10T00:00", "2026-03-11T00:00")]),
        ("the 4pm meeting is cancelled", [("4pm", "2026-03-10T16:00", "2026-03-10T17:00")]),
        ("at 3pm sessions get shorter", [("at 3pm", "2026-03-10T15:00", "2026-03-10T16:00")]),
        (
            "it's 6pm and the kids are still out",
            [("6pm", "2026-03-10T18:00", "2026-03-10T19:00")],
        ),
        ("the 7am trains are always late", []),
        ("5am wakeups are getting old", []),
        # a judgement of the kind told in the general present (round 38, third review)
        ("6am alarms are brutal", []),
        ("5am starts are the worst", []),
        ("the 8am lectures are so boring", []),
        # kept: a plural subject of one occasion, its verb telling of no stretch of days
        # (round 38 review)
        ("6pm drinks are still on right?", [("6pm", "2026-03-10T18:00", "2026-03-10T19:00")]),
        ("7pm tickets are sold out", [("7pm", "2026-03-10T19:00", "2026-03-10T20:00")]),
        ("the 9am flights got cancelled", [("9am", "2026-03-10T09:00", "2026-03-10T10:00")]),
        ("the 10pm fireworks were amazing", [("10pm", "2026-03-09T22:00", "2026-03-09T23:00")]),
        (
            "7pm seats are still available for tonight",
            [
                ("7pm", "2026-03-10T19:00", "2026-03-10T20:00"),
                ("tonight", "2026-03-10T18:00", "2026-03-11T00:00"),
            ],
        ),
    ],
)
def test_a_rules_hours_and_a_clock_time_of_repeated_things_are_no_time(read, text, want) -> None:
    assert read(text, said=_TUESDAY) == want
