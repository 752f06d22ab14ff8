"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batch 24's misses (tests/data/timeexpr.md). New sentences, not the batch's, and
neighbours of each kind that keep their reading. Said on Monday 4 May 2026 (UTC) unless
told."""

from __future__ import annotations

import pytest

_MONDAY = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "due" introduces a deadline's day, like "by": a weekday cut short after it is a day
        (
            "the library books are due sat, then we can relax",
            [("sat", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
        (
            "water bill is £48 this quarter, due wed",
            [("wed", "2026-05-06T00:00", "2026-05-07T00:00")],
        ),
        # kept: the verb and the noun, not introduced
        ("they wed in a tiny chapel", []),
        ("we sat in the sun for hours", []),
        (
            "rent is due by wed",
            [("wed", "2026-05-06T00:00", "2026-05-07T00:00")],
        ),
    ],
)
def test_due_introduces_a_weekday_cut_short(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "at" a clock time that ends the subject, a verb after it: a time, not a count
        ("the class at 5 is full", [("at 5", "2026-05-04T17:00", "2026-05-04T18:00")]),
        (
            "ugh the tour at 6 has no spots left",
            [("at 6", "2026-05-04T18:00", "2026-05-04T19:00")],
        ),
        # kept: a count before its noun, no slot's state, a clock time with am/pm
        ("we queued at 5 people deep", []),
        ("the light at 7 is gorgeous", []),
        ("the class at 5pm is full", [("at 5pm", "2026-05-04T17:00", "2026-05-04T18:00")]),
    ],
)
def test_a_clock_ending_the_subject_stays_a_time(read, text, want) -> None:
    assert read(text, said="2026-05-04T16:30") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a decimal point in the clause is no stop: the past verb before it tells how long
        # the thing took, no time
        ("ran the 10.5 mile loop in 95 mins, legs are gone", []),
        ("cycled the 22.4km route in 50 minutes!", []),
        # kept: a stop between sentences, a plan
        (
            "paid 3.50 for parking. back in 20 mins",
            [("in 20 mins", "2026-05-04T09:20", "2026-05-04T09:21")],
        ),
        (
            "starting the 5.2km loop now, back in 30 minutes",
            [("in 30 minutes", "2026-05-04T09:30", "2026-05-04T09:31")],
        ),
    ],
)
def test_a_decimal_number_does_not_end_the_clause_of_a_duration(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # chat's "because" (bc, cos, cuz) after a date starts a clause: no noun it modifies
        (
            "bake sale moved to fri the 15th bc the hall is busy",
            [("fri the 15th", "2026-05-15T00:00", "2026-05-16T00:00")],
        ),
        (
            "party moved to sat the 16th cos mum's away",
            [("sat the 16th", "2026-05-16T00:00", "2026-05-17T00:00")],
        ),
        # kept: an ordinal before a noun, the date before "because"
        ("she lives on the 14th floor", []),
        (
            "lunch is on the 12th because it's her bday",
            [("on the 12th", "2026-05-12T00:00", "2026-05-13T00:00")],
        ),
    ],
)
def test_chat_because_after_a_date_starts_a_clause(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a word of the evening that is no night out does not carry a range past midnight
        (
            "the craft show is on sat from 10 till 4",
            [("on sat from 10 till 4", "2026-05-09T10:00", "2026-05-09T16:00")],
        ),
        (
            "movie marathon is on saturday 11-5",
            [("on saturday 11-5", "2026-05-09T11:00", "2026-05-09T17:00")],
        ),
        # kept: a night out runs into the small hours; an evening range within the evening
        (
            "the party is on sat from 10 till 4",
            [("on sat from 10 till 4", "2026-05-09T22:00", "2026-05-10T04:00")],
        ),
        (
            "dinner is on sat from 7 till 10",
            [("on sat from 7 till 10", "2026-05-09T19:00", "2026-05-09T22:00")],
        ),
    ],
)
def test_an_evening_range_past_midnight_needs_a_night_out(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a face ends a sentence: days in the plural after it are another sentence's rule
        (
            "should be home by 4 hopefully 😅 tuesdays are always mad",
            [("by 4", "2026-05-04T16:00", "2026-05-04T17:00")],
        ),
        (
            "will be back by 6 fingers crossed 😬 weekends are chaos",
            [("by 6", "2026-05-04T18:00", "2026-05-04T19:00")],
        ),
        # kept: the rule in the clock time's own sentence, an emoji after it
        ("pickup is 3:15 on wednesdays 🙄", []),
        ("swim club is at 6 on tuesdays", []),
    ],
)
def test_a_face_ends_the_sentence_of_a_rule_over_days(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a holiday before a lower-case noun that an emoji after made the tagger read as a
        # name: the noun's kind, no day
        ("dragging the xmas tree 🎄 to the tip", []),
        ("the halloween pumpkin 🎃 rotted", []),
        # kept: the holiday itself, its eve, with an emoji after it
        ("see you at xmas 🎄 love you", [("xmas", "2026-12-25T00:00", "2026-12-26T00:00")]),
        (
            "flying home for xmas eve 🎄 cant wait",
            [("xmas eve", "2026-12-24T00:00", "2026-12-25T00:00")],
        ),
    ],
)
def test_a_holiday_before_a_lower_case_noun_beside_an_emoji_is_its_kind(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a day, a comma and thousands glued to "k": the day alone, no year 2000
        (
            "time trial on friday, 2k flat out",
            [("on friday", "2026-05-08T00:00", "2026-05-09T00:00")],
        ),
        (
            "charity walk is on the 16th, 5k along the canal",
            [("on the 16th", "2026-05-16T00:00", "2026-05-17T00:00")],
        ),
        # kept: a clock time after the comma
        (
            "see you on the 5th, 8 sharp",
            [("on the 5th, 8 sharp", "2026-05-05T08:00", "2026-05-05T09:00")],
        ),
    ],
)
def test_thousands_after_a_day_and_a_comma_are_a_count(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a clock time, a comma and a day with "'s" that opens the next clause: two times
        (
            "ferry leaves at 11:20, yesterday's was cancelled",
            [
                ("at 11:20", "2026-05-04T11:20", "2026-05-04T11:21"),
                ("yesterday", "2026-05-03T00:00", "2026-05-04T00:00"),
            ],
        ),
        (
            "quiz at 8, tomorrow's is the final",
            [
                ("at 8", "2026-05-04T20:00", "2026-05-04T21:00"),
                ("tomorrow", "2026-05-05T00:00", "2026-05-06T00:00"),
            ],
        ),
        # kept: the day after the comma names the clock time's day
        ("meet at 6, tomorrow", [("at 6, tomorrow", "2026-05-05T18:00", "2026-05-05T19:00")]),
    ],
)
def test_a_day_with_s_after_a_clock_and_a_comma_is_its_own(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a thing wanted with an irregular participle ("done", "made") by a date: ahead
        (
            "want the report done by the 20th",
            [("the 20th", "2026-05-20T00:00", "2026-05-21T00:00")],
        ),
        (
            "need the quilt made by the 18th",
            [("the 18th", "2026-05-18T00:00", "2026-05-19T00:00")],
        ),
        # kept: told as past, with the same participles
        (
            "got the report done by the 20th",
            [("the 20th", "2026-04-20T00:00", "2026-04-21T00:00")],
        ),
        (
            "they had the roof done by the 2nd",
            [("the 2nd", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
    ],
)
def test_wanted_done_by_a_date_looks_ahead(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a level on a scale "is/was N/10", a time after it: a reading out of 10, no date
        ("the uv index is 8/10 today", [("today", "2026-05-04T00:00", "2026-05-05T00:00")]),
        ("my energy is 3/10 today", [("today", "2026-05-04T00:00", "2026-05-05T00:00")]),
        ("pain is 6/10 tonight", [("tonight", "2026-05-04T18:00", "2026-05-05T00:00")]),
        # kept: a deadline's date, a day and month after "on"
        ("the deadline is 9/10", [("9/10", "2026-09-10T00:00", "2026-09-11T00:00")]),
        ("the recital is on 6/10", [("on 6/10", "2026-06-10T00:00", "2026-06-11T00:00")]),
    ],
)
def test_a_level_out_of_10_is_a_rating(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a stretch's length before its range is a count; a day's hours after it, "each day",
        # a routine: the range alone
        (
            "the course is 5 days from jul 20 to jul 24",
            [("from jul 20 to jul 24", "2026-07-20T00:00", "2026-07-25T00:00")],
        ),
        (
            "the retreat is 3 nights from the 14th to the 17th",
            [("from the 14th to the 17th", "2026-05-14T00:00", "2026-05-18T00:00")],
        ),
        (
            "first aid course is 3 days from the 18th to the 20th, 9-5 daily",
            [("from the 18th to the 20th", "2026-05-18T00:00", "2026-05-21T00:00")],
        ),
        # kept: "N days from" a moment with no end is that far from it
        (
            "results come 5 days from now",
            [("5 days from now", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
        (
            "it's 3 weeks from monday",
            [("3 weeks from monday", "2026-06-01T00:00", "2026-06-02T00:00")],
        ),
    ],
)
def test_a_range_with_its_length_and_its_daily_hours_is_the_range(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a line of a schedule heading its sentence after an emoji: the nearest occurrence,
        # as after a stop, not the past of the clause after the comma
        (
            "race is on!! ☀️ start at 5:45, last week's got rained off",
            [
                ("at 5:45", "2026-05-04T05:45", "2026-05-04T05:46"),
                ("last week", "2026-04-27T00:00", "2026-05-04T00:00"),
            ],
        ),
        # kept: the same line after a stop
        (
            "race is on!! start at 5:45, last week's got rained off",
            [
                ("at 5:45", "2026-05-04T05:45", "2026-05-04T05:46"),
                ("last week", "2026-04-27T00:00", "2026-05-04T00:00"),
            ],
        ),
    ],
)
def test_a_schedule_line_after_an_emoji_heads_its_sentence(read, text, want) -> None:
    assert read(text, said="2026-05-04T05:05") == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a holiday before an occasion that is the subject of a past verb: that day
        (
            "the halloween party was wild",
            "2026-11-01T10:00",
            [("halloween", "2026-10-31T00:00", "2026-11-01T00:00")],
        ),
        (
            "easter egg hunt was chaos, then the easter quiz went on for hours",
            "2026-04-06T10:00",
            [("easter", "2026-04-05T00:00", "2026-04-06T00:00")],
        ),
        # kept: the kind of a thing, an occasion not told as past
        ("the christmas lights were pretty", "2026-12-27T10:00", []),
        ("halloween party ideas?", "2026-10-01T10:00", []),
    ],
)
def test_a_holiday_before_a_past_occasion_is_its_day(read, text, said, want) -> None:
    assert read(text, said=said) == want
