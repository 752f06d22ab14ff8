"""Time expressions read whole (`resolve_times`, the product's path), by kind of case (batch
15): words of chat that look like days or dates; new sentences of each kind, and ones of a
neighbouring kind that keep their reading."""

from __future__ import annotations

import pytest


# Kind: a weekday cut short that is another word. After a noun phrase that opens its clause
# ("the cat sat", "my mum sat", "the sun") it is the verb or the noun, and a clock time after
# it stays a clock time of its own (not after an event: "my bday drinks sat at 8pm"); "mon"
# said to someone, opening the message before a comma and words to the listener, is no day.
# A weekday cut short offered as a choice with another ("wed or thu") is a day, as one
# introduced ("see you sat at 2") or before a clock time ("mon 9am standup") is.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the cat sat at 6:30am", [("at 6:30am", "2026-05-05T06:30", "2026-05-05T06:31")]),
        (
            "and then my nan sat at 5am by the window",
            [("at 5am", "2026-05-05T05:00", "2026-05-05T06:00")],
        ),
        ("the sun at 7am was already brutal", [("at 7am", "2026-05-05T07:00", "2026-05-05T08:00")]),
        ("omg my nan sat at 5am by the door", [("at 5am", "2026-05-05T05:00", "2026-05-05T06:00")]),
        ("Mon, you won't believe what happened", []),
        ("hey mon, guess who I ran into", []),
        ("they wed or so I heard", []),
        ("see you sat at 2", [("sat at 2", "2026-05-09T14:00", "2026-05-09T15:00")]),
        ("mon 10am standup, don't be late", [("mon 10am", "2026-05-11T10:00", "2026-05-11T11:00")]),
        (
            "wed or thu works for the viewing",
            [
                ("wed", "2026-05-06T00:00", "2026-05-07T00:00"),
                ("thu", "2026-05-07T00:00", "2026-05-08T00:00"),
            ],
        ),
        ("Mon, you free for a call?", [("Mon", "2026-05-11T00:00", "2026-05-12T00:00")]),
        ("mon, u around for a call?", [("mon", "2026-05-11T00:00", "2026-05-12T00:00")]),
        (
            "my bday drinks sat at 8pm, you coming?",
            [("sat at 8pm", "2026-05-09T20:00", "2026-05-09T21:00")],
        ),
        (
            "pickup from the depot is sat at 9:15am",
            [("sat at 9:15am", "2026-05-09T09:15", "2026-05-09T09:16")],
        ),
    ],
)
def test_a_weekday_cut_short_that_is_another_word(read, text, want) -> None:
    assert read(text, "2026-05-05T09:00") == want


# Kind: a dotted clock time ("17.05", an hour of the day and two digits of minutes) is a
# clock time after a word of a clock time ("at 14.20", "from 13.30 to 15.45"), at the start
# of a range of clock times past 12 or of opening hours ("hours 9.30 to 17.30"), and after
# "till" where the sentence speaks of opening hours, ends a range of clock times or names
# the day ("the bakery's open till 17.05", "till 17.05 today"); a day and a month after
# "till" with none of these ("the sale runs till 17.05"), after "on" or "due", and decimals
# ("scored 14.10", "13.05 km", "trading at 14.20") keep their readings.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the bakery's open till 17.05", [("17.05", "2026-05-05T17:05", "2026-05-05T17:06")]),
        (
            "kitchen serves until 21.40 tonight",
            [("21.40 tonight", "2026-05-05T21:40", "2026-05-05T21:41")],
        ),
        ("my train gets in at 14.20", [("at 14.20", "2026-05-05T14:20", "2026-05-05T14:21")]),
        (
            "the clinic is staffed from 9.30 till 16.15",
            [("from 9.30 till 16.15", "2026-05-05T09:30", "2026-05-05T16:15")],
        ),
        (
            "library hours 9.30 to 17.30, closed sundays",
            [("9.30 to 17.30", "2026-05-05T09:30", "2026-05-05T17:30")],
        ),
        ("the sale runs till 17.05", [("17.05", "2026-05-17T00:00", "2026-05-18T00:00")]),
        ("her dose went from 2.15 to 3.40 units", []),
        ("the keys are yours on 19.06", [("on 19.06", "2026-06-19T00:00", "2026-06-20T00:00")]),
        ("the essay is due 30.09", [("30.09", "2026-09-30T00:00", "2026-10-01T00:00")]),
        ("she scored 14.10 on the beam", []),
        ("the shares were trading at 14.20", []),
        ("we paddled 13.05 km today", [("today", "2026-05-05T00:00", "2026-05-06T00:00")]),
    ],
)
def test_a_dotted_clock_time_after_a_word_of_time(read, text, want) -> None:
    assert read(text, "2026-05-05T09:00") == want


# Kind: chat spellings of the weekend ("wknd", "wkend") are the weekend as "weekend" is
# ("this wknd", "next wkend"; "the wknd ping" a noun's attribute and "most wknds" a habit
# stay no dates); "the 4th" or "happy 4th" from mid June to 5 July with a cue of the holiday
# ("happy", a flag, fireworks, "july") is the Fourth of July, even said on the day; with no
# cue, or elsewhere in the year, "the 4th" stays the 4th of the month and an ordinal before
# a noun stays no date.
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "i'm hiking this wknd, weather permitting",
            "2026-05-05T09:00",
            [("this wknd", "2026-05-09T00:00", "2026-05-11T00:00")],
        ),
        (
            "next wkend works for me",
            "2026-05-05T09:00",
            [("next wkend", "2026-05-16T00:00", "2026-05-18T00:00")],
        ),
        ("sorry for the wknd ping", "2026-05-05T09:00", []),
        ("we go climbing most wknds", "2026-05-05T09:00", []),
        (
            "happy 4th everyone!! 🎆",
            "2026-07-04T15:00",
            [("4th", "2026-07-04T00:00", "2026-07-05T00:00")],
        ),
        (
            "the playlist for the 4th is done 🇺🇸",
            "2026-07-03T15:00",
            [("the 4th", "2026-07-04T00:00", "2026-07-05T00:00")],
        ),
        (
            "rent is due on the 4th",
            "2026-03-02T09:00",
            [("on the 4th", "2026-03-04T00:00", "2026-03-05T00:00")],
        ),
        ("happy 4th!!", "2026-03-02T09:00", []),
        ("we loved the 4th song 🇺🇸", "2026-07-02T09:00", []),
        (
            "the office is shut the 4th and 5th 🇺🇸",
            "2026-07-01T09:00",
            [("the 4th and 5th", "2026-07-04T00:00", "2026-07-06T00:00")],
        ),
    ],
)
def test_chat_spellings_of_the_weekend_and_the_fourth(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind: "nye" is New Year's Eve, and a holiday right before "plans" is the holiday, as
# "weekend plans" are the weekend: the one ahead where the sentence gives no tense ("any new
# year plans?"); told as past, the one before ("what were your christmas plans"); "new
# year's resolution", "christmas lights" and a name ("Bill Nye") stay no dates.
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "nye at my sister's, you in?",
            "2026-12-20T09:00",
            [("nye", "2026-12-31T00:00", "2027-01-01T00:00")],
        ),
        (
            "any new year plans yet?",
            "2026-11-10T09:00",
            [("new year", "2027-01-01T00:00", "2027-01-02T00:00")],
        ),
        (
            "what are your NYE plans",
            "2026-10-01T09:00",
            [("NYE", "2026-12-31T00:00", "2027-01-01T00:00")],
        ),
        (
            "any weekend plans?",
            "2026-05-04T09:00",
            [("weekend", "2026-05-09T00:00", "2026-05-11T00:00")],
        ),
        (
            "our weekend plans fell through",
            "2026-05-04T09:00",
            [("weekend", "2026-05-02T00:00", "2026-05-04T00:00")],
        ),
        (
            "what were your christmas plans",
            "2026-03-02T09:00",
            [("christmas", "2025-12-25T00:00", "2025-12-26T00:00")],
        ),
        ("new year's resolution: more sleep", "2026-11-10T09:00", []),
        ("Bill Nye was on tv again", "2026-11-10T09:00", []),
        ("the christmas lights are up", "2026-12-01T09:00", []),
    ],
)
def test_new_year_spellings_and_plans(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind: a bare clock time on a named day takes its evening or morning reading from a word of
# its own sentence, and chat ends a sentence with a face emoji as with a stop: a night told
# in an earlier sentence leaves "tmrw at 11" the daytime, as it does the day the clocks
# change ("clocks went back last night ..."); where its sentence tells both, the nearest word
# decides ("the drinks got messy, breakfast thurs at 8?" is the morning); a word of the
# evening in its own sentence still takes the evening ("dinner tmrw at 8?"), also beside an
# emoji of a thing, which shows the word ("dinner 🍝 tmrw at 8?").
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the clocks went back last night, my night shift dragged 😴 coffee tmrw at 11?",
            "2026-11-01T15:58",
            [
                ("last night", "2026-10-31T18:00", "2026-11-01T00:00"),
                ("tmrw at 11", "2026-11-02T11:00", "2026-11-02T12:00"),
            ],
        ),
        (
            "worked all night 🙃 coffee thurs at 10?",
            "2026-05-05T09:00",
            [("thurs at 10", "2026-05-07T10:00", "2026-05-07T11:00")],
        ),
        (
            "the drinks got messy, breakfast thurs at 8?",
            "2026-05-05T09:00",
            [("thurs at 8", "2026-05-07T08:00", "2026-05-07T09:00")],
        ),
        (
            "dinner 🍝 tmrw at 8?",
            "2026-05-05T09:00",
            [("tmrw at 8", "2026-05-06T20:00", "2026-05-06T21:00")],
        ),
        (
            "dinner tmrw at 8?",
            "2026-05-05T09:00",
            [("tmrw at 8", "2026-05-06T20:00", "2026-05-06T21:00")],
        ),
    ],
)
def test_a_clock_time_takes_the_part_of_the_day_of_its_own_sentence(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind: a weekday cut short right after the object of a request put to the listener, before
# a clock time ("could you drive the juniors sat at 9?") is the day asked for: the object of
# another verb is no subject, so "sat" is no verb. Not where the question only tells of
# something ("can you believe the dog sat at 10 minutes..."), nor after a subject ("I sat
# at 10 tables").
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "could you drive the juniors sat at 9? I'm working",
            [("sat at 9", "2026-05-09T09:00", "2026-05-09T10:00")],
        ),
        (
            "can u open the clubhouse sun at 8 for the under 9s?",
            [("sun at 8", "2026-05-10T08:00", "2026-05-10T09:00")],
        ),
        ("can you believe the dog sat at 10 tables before he ate", []),
        ("I sat at 10 tables before I found one", []),
    ],
)
def test_a_weekday_cut_short_after_the_object_of_a_request(read, text, want) -> None:
    assert read(text, "2026-05-05T09:00") == want
