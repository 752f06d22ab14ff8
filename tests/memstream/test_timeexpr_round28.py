"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batch 25's misses (tests/data/timeexpr.md). New sentences, not the batch's, and
neighbours of each kind that keep their reading. Said on Thursday 18 June 2026 (UTC) unless
told."""

from __future__ import annotations

import pytest

_THURSDAY = "2026-06-18T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the ground of a comparison, a stand-in ("the one", "the ones", "those") between
        # "than" and the date: a time one knows, the past
        (
            "the new sourdough is tangier than the one in march",
            [("in march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "the strawberries are smaller than the ones in april",
            [("in april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
        (
            "the crowd on friday was louder than those at easter",
            [
                ("on friday", "2026-06-12T00:00", "2026-06-13T00:00"),
                ("easter", "2026-04-05T00:00", "2026-04-06T00:00"),
            ],
        ),
        # kept: no comparison, a choice, and "than that" (the whole of what was said)
        (
            "the one in march is sold out already",
            [("in march", "2027-03-01T00:00", "2027-04-01T00:00")],
        ),
        (
            "we'll go in september rather than the one in april",
            [
                ("in september", "2026-09-01T00:00", "2026-10-01T00:00"),
                ("in april", "2027-04-01T00:00", "2027-05-01T00:00"),
            ],
        ),
        (
            "i can't do more than that on friday",
            [("on friday", "2026-06-19T00:00", "2026-06-20T00:00")],
        ),
    ],
)
def test_comparison_ground_after_a_stand_in(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a score after a verb of a result and the other side's name, or "the score was": a
        # count, the day after it alone (Duckling read "11-6 on saturday" as a date in 2021)
        (
            "we beat the rovers 11-6 on saturday",
            [("on saturday", "2026-06-13T00:00", "2026-06-14T00:00")],
        ),
        (
            "our girls lost to city 3-1 on sunday",
            [("on sunday", "2026-06-14T00:00", "2026-06-15T00:00")],
        ),
        (
            "we drew with st johns 2-2 on tuesday",
            [("on tuesday", "2026-06-16T00:00", "2026-06-17T00:00")],
        ),
        (
            "the final score was 10-4 on monday",
            [("on monday", "2026-06-15T00:00", "2026-06-16T00:00")],
        ),
        # kept: right after the verb, and a clock range after a word of being free
        (
            "we beat them 3-1 on sunday",
            [("on sunday", "2026-06-14T00:00", "2026-06-15T00:00")],
        ),
        (
            "we beat the traffic and got there 2-4 on friday",
            [("2-4 on friday", "2026-06-12T14:00", "2026-06-12T16:00")],
        ),
        (
            "free 2-4 on friday",
            [("2-4 on friday", "2026-06-19T14:00", "2026-06-19T16:00")],
        ),
    ],
)
def test_score_after_a_result_and_the_other_side(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "in" a duration after an irregular past verb: how long it took, no time; the day
        # after it stays
        (
            "rang the whole touch in 3 hours yesterday",
            [("yesterday", "2026-06-17T00:00", "2026-06-18T00:00")],
        ),
        (
            "drank the whole jug in 10 minutes last night",
            [("last night", "2026-06-17T18:00", "2026-06-18T00:00")],
        ),
        (
            "she spoke for the team and dealt with it in 2 hours",
            [],
        ),
        # kept: the same verbs in the present or the future are times
        (
            "i'll ring the bell in 3 hours",
            [("in 3 hours", "2026-06-18T12:00", "2026-06-18T13:00")],
        ),
        (
            "the bell rings in 3 hours",
            [("in 3 hours", "2026-06-18T12:00", "2026-06-18T13:00")],
        ),
    ],
)
def test_in_a_duration_after_an_irregular_past(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a race time after a verb of finishing and "in" (up to three words between), glued
        # by Duckling to the day after it: the length cut off, the day stays
        (
            "finished the half in 1:38 this morning",
            [("this morning", "2026-06-18T00:00", "2026-06-18T12:00")],
        ),
        (
            "did the whole loop in 1:42 today",
            [("today", "2026-06-18T00:00", "2026-06-19T00:00")],
        ),
        (
            "rode the long climb in 0:48 yesterday",
            [("yesterday", "2026-06-17T00:00", "2026-06-18T00:00")],
        ),
        # kept: a clock time introduced as one, and "in" with no verb of finishing
        (
            "we finished at 1:38 this morning",
            [("at 1:38 this morning", "2026-06-18T01:38", "2026-06-18T01:39")],
        ),
        (
            "finished the shed by 3:30 today",
            [("3:30 today", "2026-06-18T15:30", "2026-06-18T15:31")],
        ),
        (
            "the train gets in 1:42 today",
            [("1:42 today", "2026-06-18T13:42", "2026-06-18T13:43")],
        ),
    ],
)
def test_race_time_glued_to_a_day(read, text, want) -> None:
    assert read(text, said="2026-06-18T18:00") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a club's outing or session by day: no word of the evening, the hours their
        # daytime reading (said on Saturday 26 September 2026 at 17:45 UTC)
        (
            "club shoot next saturday 9-1",
            [("next saturday 9-1", "2026-10-03T09:00", "2026-10-03T13:00")],
        ),
        (
            "club meet sunday 10-2",
            [("sunday 10-2", "2026-09-27T10:00", "2026-09-27T14:00")],
        ),
        # kept: a club for a night out
        (
            "hitting the club saturday at 11",
            [("saturday at 11", "2026-10-03T23:00", "2026-10-04T00:00")],
        ),
    ],
)
def test_club_outing_by_day(read, text, want) -> None:
    assert read(text, said="2026-09-26T17:45") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a part of the day with a day of its own after "and": its own time, no word of the
        # morning for the bare clock time before it (said on Wednesday 14 January 2026)
        (
            "yoga thursday at 6 and again on sat morning",
            [
                ("thursday at 6", "2026-01-15T18:00", "2026-01-15T19:00"),
                ("on sat morning", "2026-01-17T00:00", "2026-01-17T12:00"),
            ],
        ),
        # kept: a word of the evening before; a word of the morning that is no part with a
        # day of its own
        (
            "dinner friday at 8 and drinks after",
            [("friday at 8", "2026-01-16T20:00", "2026-01-16T21:00")],
        ),
        (
            "breakfast friday at 8 and a walk after",
            [("friday at 8", "2026-01-16T08:00", "2026-01-16T09:00")],
        ),
    ],
)
def test_own_part_of_the_day_after_and(read, text, want) -> None:
    assert read(text, said="2026-01-14T12:00") == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a holiday after a day ahead and "for": that day's occasion, the coming one, whatever
        # the verb before says ("sorted": a sitter found for tomorrow)
        (
            "finally sorted a sitter tomorrow for halloween",
            "2026-10-30T18:00",
            [
                ("tomorrow", "2026-10-31T00:00", "2026-11-01T00:00"),
                ("halloween", "2026-10-31T00:00", "2026-11-01T00:00"),
            ],
        ),
        # kept: a day behind and "for" (the past), and "for" with no day before it
        (
            "we dressed up yesterday for halloween",
            "2026-11-01T12:00",
            [
                ("yesterday", "2026-10-31T00:00", "2026-11-01T00:00"),
                ("halloween", "2026-10-31T00:00", "2026-11-01T00:00"),
            ],
        ),
        (
            "dinner for valentine's",
            "2026-02-10T12:00",
            [("valentine's", "2026-02-14T00:00", "2026-02-15T00:00")],
        ),
    ],
)
def test_holiday_after_a_day_ahead_and_for(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a place's number of one or two digits before a time of its own: the place's, no
        # clock time (Duckling read "court 2 after lunch" as 14:00)
        ("we're on court 2 after lunch", []),
        ("our team is on rink 4 after lunch", []),
        (
            "bowls on green 6 tomorrow",
            [("tomorrow", "2026-06-19T00:00", "2026-06-20T00:00")],
        ),
        # kept: a clock time introduced as one, also after a place's number
        (
            "see you at 2 after lunch",
            [("at 2 after lunch", "2026-06-18T14:00", "2026-06-18T15:00")],
        ),
        (
            "table 4 at 8",
            [("at 8", "2026-06-18T08:00", "2026-06-18T09:00")],
        ),
    ],
)
def test_place_number_before_a_time(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a month alone as what "it" was or will be, before "when" or "by the time": the
        # month, no name
        (
            "can't believe it was june when we met",
            "2026-12-31T23:00",
            [("june", "2026-06-01T00:00", "2026-07-01T00:00")],
        ),
        (
            "it was already october when the letter came",
            "2026-12-31T23:00",
            [("october", "2026-10-01T00:00", "2026-11-01T00:00")],
        ),
        (
            "it'll be august by the time it's built",
            "2026-06-01T10:00",
            [("august", "2026-08-01T00:00", "2026-09-01T00:00")],
        ),
        # kept: a name after "it was" ("who"), and the month with nothing after it
        ("it was april who called", "2026-12-31T23:00", []),
        ("it was may", "2026-12-31T23:00", []),
    ],
)
def test_month_told_as_it_before_when(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "at" a weight after a weighing done: a weight, no clock time; the day after it
        # stays (said on Friday 13 March 2026 at 20:00)
        (
            "weighed in at 162 this morning",
            [("this morning", "2026-03-13T00:00", "2026-03-13T12:00")],
        ),
        (
            "tipped the scales at 141 on monday",
            [("on monday", "2026-03-09T00:00", "2026-03-10T00:00")],
        ),
        # kept: a weigh-in to come, and a clock time after another "was"
        (
            "weigh in at 730 tomorrow",
            [("at 730 tomorrow", "2026-03-14T07:30", "2026-03-14T07:31")],
        ),
        (
            "the bus was at 930 this morning",
            [("at 930 this morning", "2026-03-13T09:30", "2026-03-13T09:31")],
        ),
    ],
)
def test_weight_after_a_weighing(read, text, want) -> None:
    assert read(text, said="2026-03-13T20:00") == want
