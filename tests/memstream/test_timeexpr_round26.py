"""Time expressions read whole (`resolve_times`, the product's path), the kinds of case of
blind batch 23's misses (tests/data/timeexpr.md). New sentences, not the batch's, and
neighbours of each kind that keep their reading. Said on Monday 4 May 2026 (UTC) unless
told."""

from __future__ import annotations

import pytest

_MONDAY = "2026-05-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a price or a numbered thing's number glued before a time: the time after it
        (
            "the gym membership was £420 last year",
            [("last year", "2025-01-01T00:00", "2026-01-01T00:00")],
        ),
        (
            "the fee rises $120 on june 3 so pay early",
            [("on june 3", "2026-06-03T00:00", "2026-06-04T00:00")],
        ),
        (
            "we leave room 305 at the end of the month",
            [("at the end of the month", "2026-05-21T00:00", "2026-06-01T00:00")],
        ),
        # "after N things" glued after a time: the time before it; a place in an order: none
        (
            "got back yesterday after 4 nights camping",
            [("yesterday", "2026-05-03T00:00", "2026-05-04T00:00")],
        ),
        ("the choir sings 2nd after 3 other schools", []),
        # kept: chat's clock time after a verb, a clock time "after 4" with no counted noun
        (
            "the coach leaves 845 tomorrow",
            [("845 tomorrow", "2026-05-05T08:45", "2026-05-05T08:46")],
        ),
        (
            "free tomorrow after 4 thanks",
            [("tomorrow after 4", "2026-05-05T16:00", "2026-05-05T17:00")],
        ),
    ],
)
def test_a_count_glued_to_a_time_is_cut_off(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "now" ending a clause of its own after "so"/"but": no routine of the date's clause
        (
            "tickets go on sale on june 12 so sign up now",
            [("on june 12", "2026-06-12T00:00", "2026-06-13T00:00")],
        ),
        (
            "the shop shuts on may 30 but it's half price now",
            [("on may 30", "2026-05-30T00:00", "2026-05-31T00:00")],
        ),
        # kept: a routine told to the end of its sentence
        ("2 pills in the morning and 1 at night now", []),
        ("she swims in the evening these days", []),
    ],
)
def test_now_in_a_clause_of_its_own_tells_no_routine(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a fraction out of 5 or 10 after an article is a rating, even with words after it
        ("the curry place was a 7/10 for us tbh", []),
        ("honestly the sequel is a 3/5 for me", []),
        # kept: a date introduced, a date of a date's noun
        ("the launch is on 6/10 for me", [("on 6/10", "2026-06-10T00:00", "2026-06-11T00:00")]),
        ("our anniversary was 4/10", [("4/10", "2026-04-10T00:00", "2026-04-11T00:00")]),
    ],
)
def test_a_fraction_after_an_article_is_a_rating(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a clock-looking length: a time to beat, how long it took, time left
        (
            "aiming for sub 3:15 at the half in june",
            [("in june", "2026-06-01T00:00", "2026-07-01T00:00")],
        ),
        ("solved the crossword in 0:48 lol", []),
        ("only 1:30 to go on the timer", []),
        # kept: a clock time introduced as one
        ("we need to be done by 3:15", [("3:15", "2026-05-04T15:15", "2026-05-04T15:16")]),
        (
            "the coach left at 7:40 this morning",
            [("at 7:40 this morning", "2026-05-04T07:40", "2026-05-04T07:41")],
        ),
    ],
)
def test_a_clock_looking_length_is_no_time_of_day(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a month's short form in "the first/last week of": the month's first/last 7 days
        (
            "the kitchen gets fitted the first week of dec",
            [("the first week of dec", "2026-12-01T00:00", "2026-12-08T00:00")],
        ),
        (
            "she's on leave the last week of sept",
            [("last week of sept", "2026-09-24T00:00", "2026-10-01T00:00")],
        ),
        (
            "exams are the second week of jun",
            [("the second week of jun", "2026-06-08T00:00", "2026-06-15T00:00")],
        ),
        # kept: the full name
        (
            "the kitchen gets fitted the first week of december",
            [("the first week of december", "2026-12-01T00:00", "2026-12-08T00:00")],
        ),
    ],
)
def test_the_first_week_of_a_short_month_is_its_first_seven_days(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "this week, <day ...>": the week and the day, two times
        (
            "could you pop round this week, wed at 10?",
            [
                ("this week", "2026-05-04T00:00", "2026-05-11T00:00"),
                ("wed at 10", "2026-05-06T10:00", "2026-05-06T11:00"),
            ],
        ),
        (
            "the plumber comes this week, thursday at 3",
            [
                ("this week", "2026-05-04T00:00", "2026-05-11T00:00"),
                ("thursday at 3", "2026-05-07T15:00", "2026-05-07T16:00"),
            ],
        ),
        # kept: a clock time after a day is on that day; "the sun" is no day
        (
            "see you tomorrow, 9am",
            [
                ("tomorrow", "2026-05-05T00:00", "2026-05-06T00:00"),
                ("9am", "2026-05-05T09:00", "2026-05-05T10:00"),
            ],
        ),
        (
            "it's warm this week, the sun at 6 is lovely",
            [("this week", "2026-05-04T00:00", "2026-05-11T00:00")],
        ),
    ],
)
def test_this_week_then_a_day_after_a_comma_is_two_times(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "the week (N days) after" ending its clause at an emoji: read from the date before
        (
            "my review is on the 14th, the retro the week after 😬 so busy",
            [
                ("on the 14th", "2026-05-14T00:00", "2026-05-15T00:00"),
                ("the week after", "2026-05-18T00:00", "2026-05-25T00:00"),
            ],
        ),
        (
            "the parcel ships on the 20th, arrives 2 days after 📦 apparently",
            [
                ("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("2 days after", "2026-05-22T00:00", "2026-05-23T00:00"),
            ],
        ),
        # kept: "the week after" before a noun is no offset of the date
        (
            "my review is on the 14th, the week after party is off",
            [("on the 14th", "2026-05-14T00:00", "2026-05-15T00:00")],
        ),
    ],
)
def test_an_offset_ending_at_an_emoji_reads_from_the_date_before(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # tickets, seats or a slot got for an event: the event's date, ahead
        (
            "got 2 tickets for the ballet on the 9th",
            [("on the 9th", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
        (
            "finally snagged a slot at the clinic on thursday",
            [("on thursday", "2026-05-07T00:00", "2026-05-08T00:00")],
        ),
        (
            "we bought 3 seats for the derby on saturday",
            [("on saturday", "2026-05-09T00:00", "2026-05-10T00:00")],
        ),
        # kept: a fine, a thing got with no place at an event, a date before the verb
        (
            "got a parking ticket on thursday",
            [("on thursday", "2026-04-30T00:00", "2026-05-01T00:00")],
        ),
        ("got a new kettle on saturday", [("on saturday", "2026-05-02T00:00", "2026-05-03T00:00")]),
        (
            "on saturday we got tickets for the gig",
            [("on saturday", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
    ],
)
def test_tickets_got_for_an_event_carry_its_date_ahead(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


def test_tickets_bought_in_a_month_tell_when_they_were_bought(read) -> None:
    assert read("we bought the tickets in march, before the rush", said=_MONDAY) == [
        ("in march", "2026-03-01T00:00", "2026-04-01T00:00")
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "last" the verb before a duration: how long something lasts, no time
        ("the new tyres should last about 2 years", []),
        ("these candles last 40 hours each", []),
        ("good boots, they last a few months of daily use", []),
        # kept: "the last N units", "last N units" heading a clause
        (
            "i've been swamped the last 2 weeks",
            [("last 2 weeks", "2026-04-20T00:00", "2026-05-04T00:00")],
        ),
        ("last 2 weeks were hectic", [("last 2 weeks", "2026-04-20T00:00", "2026-05-04T00:00")]),
    ],
)
def test_last_the_verb_before_a_duration_is_no_time(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a holiday naming an event that has a day of its own: the event's kind, no day
        (
            "new shoes for the xmas party tmrw",
            "2026-12-10T12:00",
            [("tmrw", "2026-12-11T00:00", "2026-12-12T00:00")],
        ),
        (
            "the halloween disco is on friday",
            "2026-10-20T12:00",
            [("on friday", "2026-10-23T00:00", "2026-10-24T00:00")],
        ),
        (
            "the xmas quiz on friday, who's in",
            "2026-12-10T12:00",
            [("on friday", "2026-12-11T00:00", "2026-12-12T00:00")],
        ),
        # kept: a stretch of the holiday before a day
        (
            "christmas eve tmrw!",
            "2026-12-23T12:00",
            [("christmas eve tmrw", "2026-12-24T00:00", "2026-12-25T00:00")],
        ),
    ],
)
def test_a_holiday_naming_an_event_with_its_own_day_is_no_day(read, text, said, want) -> None:
    assert read(text, said) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a season after a preposition, before a common noun: the noun's kind
        ("the paint cracked after winter frosts", []),
        ("the trails get muddy after spring rains", []),
        # kept: a season alone after a preposition, a season's stretch
        (
            "we'll repaint the fence after winter",
            [("after winter", "2026-12-01T00:00", "9999-12-31T23:59")],
        ),
    ],
)
def test_a_season_before_a_noun_after_a_preposition_is_its_kind(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "aft", chat's afternoon, after "this" or a day: that afternoon
        ("can you ring the vet this aft?", [("this aft", "2026-05-04T12:00", "2026-05-04T19:00")]),
        (
            "free tmrw aft if you fancy a walk",
            [("tmrw aft", "2026-05-05T12:00", "2026-05-05T19:00")],
        ),
        # kept: "aft" of a ship, with no day before it
        (
            "the aft deck got soaked on saturday",
            [("on saturday", "2026-05-02T00:00", "2026-05-03T00:00")],
        ),
    ],
)
def test_aft_after_this_or_a_day_is_its_afternoon(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a club's outing by day is no word of the evening: the daytime reading
        (
            "club run sets off sunday at 8:15 from the park",
            [("sunday at 8:15", "2026-05-10T08:15", "2026-05-10T08:16")],
        ),
        (
            "the club hike is tmrw at quarter to 9",
            [("tmrw at quarter to 9", "2026-05-05T08:45", "2026-05-05T08:46")],
        ),
        # kept: "the club" as a place to go out, an evening's
        ("see you at the club tmrw at 9", [("tmrw at 9", "2026-05-05T21:00", "2026-05-05T22:00")]),
    ],
)
def test_a_clubs_outing_is_no_word_of_the_evening(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a part of the day with its own day after "so"/"but": no word of this clock's half
        (
            "my train is friday at 3:15 so maybe thursday morning?",
            [
                ("friday at 3:15", "2026-05-08T15:15", "2026-05-08T15:16"),
                ("thursday morning", "2026-05-07T00:00", "2026-05-07T12:00"),
            ],
        ),
        (
            "the viewing is wednesday at 4 but tuesday morning works too",
            [
                ("wednesday at 4", "2026-05-06T16:00", "2026-05-06T17:00"),
                ("tuesday morning", "2026-05-05T00:00", "2026-05-05T12:00"),
            ],
        ),
        # kept: a word of the morning with no day of its own tells the clock's half
        (
            "up thursday at 5 to catch the morning ferry",
            [("thursday at 5", "2026-05-07T05:00", "2026-05-07T06:00")],
        ),
    ],
)
def test_a_part_of_another_day_after_a_conjunction_tells_no_half(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a clock time after tonight or an evening that falls after its midnight: that night's
        (
            "gig tonight, on stage at 1am",
            [
                ("tonight", "2026-05-04T18:00", "2026-05-05T00:00"),
                ("at 1am", "2026-05-05T01:00", "2026-05-05T02:00"),
            ],
        ),
        (
            "friday night, taxi home at 2",
            [
                ("friday night", "2026-05-08T18:00", "2026-05-09T00:00"),
                ("at 2", "2026-05-09T02:00", "2026-05-09T03:00"),
            ],
        ),
        # kept: a clock time inside the evening, a clock time after a morning
        (
            "party tonight, doors at 9",
            [
                ("tonight", "2026-05-04T18:00", "2026-05-05T00:00"),
                ("at 9", "2026-05-04T21:00", "2026-05-04T22:00"),
            ],
        ),
        (
            "thursday morning before our 1pm train",
            [
                ("thursday morning", "2026-05-07T00:00", "2026-05-07T12:00"),
                ("1pm", "2026-05-07T13:00", "2026-05-07T14:00"),
            ],
        ),
    ],
)
def test_a_clock_time_after_an_evenings_midnight_is_that_nights(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "late" of being late before a time: the time alone
        (
            "sorry, the band's running late tonight",
            [("tonight", "2026-05-04T18:00", "2026-05-05T00:00")],
        ),
        (
            "the ferry is late tonight, no surprise",
            [("tonight", "2026-05-04T18:00", "2026-05-05T00:00")],
        ),
        # kept: the late part of the evening
        ("let's talk late tonight", [("late tonight", "2026-05-04T21:00", "2026-05-05T00:00")]),
    ],
)
def test_late_of_being_late_leaves_the_time_whole(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # chat's words after a weekday ("pls", "lol", "thanks"), tagged as nouns: the day
        ("the form is due by thursday pls", [("thursday", "2026-05-07T00:00", "2026-05-08T00:00")]),
        (
            "room's booked, see you wednesday lol",
            [("wednesday", "2026-05-06T00:00", "2026-05-07T00:00")],
        ),
        ("pay me back by friday thanks", [("friday", "2026-05-08T00:00", "2026-05-09T00:00")]),
        # kept: a weekday as a noun's attribute
        ("the saturday market is great", []),
    ],
)
def test_a_chat_word_after_a_weekday_is_no_noun(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a past in "-ed" opening the message, its subject dropped: what happened, the past
        (
            "painted door 3 on thursday, looks great",
            [("on thursday", "2026-04-30T00:00", "2026-05-01T00:00")],
        ),
        (
            "repotted bed 2 on wed, seedlings doing well",
            [("on wed", "2026-04-29T00:00", "2026-04-30T00:00")],
        ),
        # kept: a clause after a comma with no verb, a notice, a plan booked
        (
            "skipped this week's practice, back on thursday",
            [
                ("this week", "2026-05-04T00:00", "2026-05-11T00:00"),
                ("on thursday", "2026-05-07T00:00", "2026-05-08T00:00"),
            ],
        ),
        ("closed thurs for stocktake", [("thurs", "2026-05-07T00:00", "2026-05-08T00:00")]),
        ("booked table 4 for sat", [("sat", "2026-05-09T00:00", "2026-05-10T00:00")]),
    ],
)
def test_a_past_opening_a_message_with_no_subject_is_past(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a verbless part joined by "and" to a verb before it: that verb's tense, not the
        # past of a part after its comma
        (
            "running a bake sale on friday and a raffle on the 9th, the flyers went out already",
            [
                ("on friday", "2026-05-08T00:00", "2026-05-09T00:00"),
                ("on the 9th", "2026-05-09T00:00", "2026-05-10T00:00"),
            ],
        ),
        # kept: a past told before the mention, a part with no verb before it
        (
            "we had a bake sale on friday and a raffle on the 2nd, it went well",
            [
                ("on friday", "2026-05-01T00:00", "2026-05-02T00:00"),
                ("on the 2nd", "2026-05-02T00:00", "2026-05-03T00:00"),
            ],
        ),
    ],
)
def test_a_verbless_part_takes_the_verb_before_not_a_later_parts(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an ordinal weekday "of the month" in a rule told in the plain present: a habit
        ("we meet the first tuesday of the month at the library", []),
        ("they open late on the last thursday of the month", []),
        # kept: one occasion, told with "is", a progressive or a past
        (
            "the quiz is on the last friday of the month",
            [("last friday of the month", "2026-05-29T00:00", "2026-05-30T00:00")],
        ),
        (
            "we met on the first friday of the month",
            [("on the first friday of the month", "2026-05-01T00:00", "2026-05-02T00:00")],
        ),
    ],
)
def test_a_weekday_of_the_month_in_a_present_rule_is_a_habit(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a numbered thing's noun the tagger reads as a past verb ("token no. 44"): no verb
        (
            "june 12 at 10:30 at the clinic, token no. 44",
            [("june 12 at 10:30", "2026-06-12T10:30", "2026-06-12T10:31")],
        ),
        (
            "got a dentist slot! june 12 at 10:30 at the clinic, token no. 44",
            [("june 12 at 10:30", "2026-06-12T10:30", "2026-06-12T10:31")],
        ),
        # kept: a past verb before a date
        (
            "we visited the clinic on june 12 at 10:30",
            [("on june 12 at 10:30", "2025-06-12T10:30", "2025-06-12T10:31")],
        ),
    ],
)
def test_a_numbered_things_noun_is_no_verb(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want
