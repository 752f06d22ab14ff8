"""Time expressions read whole (`resolve_times`, the product's path), by kind of case (batch
16), said at the speaker's own UTC offset: each interval is compared in that local time;
new sentences of each kind, and ones of a neighbouring kind that keep their reading."""

from __future__ import annotations

import pytest

_OFFSETS = ["-07:00", "+00:00", "+05:30", "+09:30", "+13:00"]


# Kind: a range of clock times on a named day ends at its last time, also when that is a
# word ("between 9 and noon", "from 10 till midday", "8 to midnight": 12:00, 00:00; Duckling
# reads "9 to noon" as 11:51), and starts at its daytime reading unless its own clause tells
# the evening: a part of the day with a day of its own in another clause ("on call tmrw 8-4,
# Sam has tmrw night") is that mention's, not this range's. "10 to noon" alone stays 11:50.
# The same at every UTC offset and at a said time with fractions of a second.
@pytest.mark.parametrize("offset", _OFFSETS)
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "can the plumber come thursday between 9 and noon?",
            [("thursday between 9 and noon", "2026-03-12T09:00", "2026-03-12T12:00")],
        ),
        (
            "studio's free tomorrow from 10 till midday",
            [("tomorrow from 10 till midday", "2026-03-11T10:00", "2026-03-11T12:00")],
        ),
        (
            "could you cover friday 9 to noon?",
            [("friday 9 to noon", "2026-03-13T09:00", "2026-03-13T12:00")],
        ),
        (
            "the party is on saturday from 8 till midnight",
            [("on saturday from 8 till midnight", "2026-03-14T20:00", "2026-03-15T00:00")],
        ),
        (
            "rota: I'm on the desk tmrw 8-4, Sam has tmrw night",
            [
                ("tmrw 8-4", "2026-03-11T08:00", "2026-03-11T16:00"),
                ("tmrw night", "2026-03-11T18:00", "2026-03-12T00:00"),
            ],
        ),
        (
            "I can do thursday 10-2; friday evening is the leaving do",
            [
                ("thursday 10-2", "2026-03-12T10:00", "2026-03-12T14:00"),
                ("friday evening", "2026-03-13T18:00", "2026-03-14T00:00"),
            ],
        ),
        (
            "drinks thursday 7-11 at the usual place",
            [("thursday 7-11", "2026-03-12T19:00", "2026-03-12T23:00")],
        ),
        ("meet me at 10 to noon", [("at 10 to noon", "2026-03-10T11:50", "2026-03-10T11:51")]),
    ],
)
def test_a_clock_range_on_a_day_at_any_offset(local, text, want, offset) -> None:
    assert local(text, "2026-03-10T08:40:17.482" + offset) == want


# Kind: a plan moved between two weekdays ("can we move the viewing from thurs to sat at 11",
# "practice got switched from friday to sunday 2-4"): after a verb of moving, "from X to Y"
# is two dates, where it was and where it goes, each with its own clock time, not a range
# nor a rule over a range of weekdays; without such a verb "from X to Y" stays a range, and
# a range of weekdays with no day of its own before a clock range stays a rule ("open mon
# to sat 10-6"). "to sun" after "from" a day is the day, "looking forward to sun" the weather.
@pytest.mark.parametrize("offset", ["-05:00", "+05:30", "+13:00"])
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "hey can we move the viewing from thurs to sat at 11?",
            [
                ("thurs", "2026-03-12T00:00", "2026-03-13T00:00"),
                ("sat at 11", "2026-03-14T11:00", "2026-03-14T12:00"),
            ],
        ),
        (
            "practice got switched from friday to sunday 2-4, bring boots",
            [
                ("friday", "2026-03-13T00:00", "2026-03-14T00:00"),
                ("sunday 2-4", "2026-03-15T14:00", "2026-03-15T16:00"),
            ],
        ),
        (
            "could we push the tasting from thu to sun at 6pm?",
            [
                ("thu", "2026-03-12T00:00", "2026-03-13T00:00"),
                ("sun at 6pm", "2026-03-15T18:00", "2026-03-15T19:00"),
            ],
        ),
        (
            "the review was moved from wed to fri 9-10am",
            [
                ("wed", "2026-03-11T00:00", "2026-03-12T00:00"),
                ("fri 9-10am", "2026-03-13T09:00", "2026-03-13T10:00"),
            ],
        ),
        (
            "I'm away from thurs to sun",
            [("from thurs to sun", "2026-03-12T00:00", "2026-03-16T00:00")],
        ),
        ("we're open mon to sat 10-6", []),
        ("looking forward to sun at the beach", []),
    ],
)
def test_a_plan_moved_between_two_weekdays(local, text, want, offset) -> None:
    assert local(text, "2026-03-10T15:05:41.9" + offset) == want


# Kind: a clock time or range right after a weekday cut short or a day of the month with no
# "the": "weds" is chat's Wednesday ("training weds 6-8"; "she weds him" stays the verb);
# "wed", "sat" asked for after "is"/"do" with a clock time ("is wed at 11 ok?", "can we do
# sat at 4?") is the day; "closed 17th and 18th", "open 19th 9-1" after a word that
# introduces a day are those days, not places ("she came 2nd and 3rd in the heats").
@pytest.mark.parametrize("offset", ["-03:00", "+01:00", "+09:30"])
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "squad training weds 6-8, bring water",
            "2026-03-10T12:00",
            [("weds 6-8", "2026-03-11T18:00", "2026-03-11T20:00")],
        ),
        ("ok see you weds", "2026-03-10T12:00", [("weds", "2026-03-11T00:00", "2026-03-12T00:00")]),
        (
            "she weds him in june",
            "2026-03-10T12:00",
            [("in june", "2026-06-01T00:00", "2026-07-01T00:00")],
        ),
        (
            "is wed at 11 ok for you?",
            "2026-03-10T12:00",
            [("wed at 11", "2026-03-11T11:00", "2026-03-11T12:00")],
        ),
        (
            "can we do sat at 4?",
            "2026-03-10T12:00",
            [("sat at 4", "2026-03-14T16:00", "2026-03-14T17:00")],
        ),
        (
            "the office is closed 17th and 18th for the move",
            "2026-04-10T12:00",
            [("17th and 18th", "2026-04-17T00:00", "2026-04-19T00:00")],
        ),
        (
            "depot open 19th 9-1 for collections",
            "2026-04-10T12:00",
            [("19th 9-1", "2026-04-19T09:00", "2026-04-19T13:00")],
        ),
        ("she came 2nd and 3rd in the heats", "2026-04-10T12:00", []),
        ("she came 2nd 9-5 overall", "2026-04-10T12:00", []),
    ],
)
def test_a_clock_after_a_short_weekday_or_a_bare_ordinal(local, text, said, want, offset) -> None:
    assert local(text, said + ":07.25" + offset) == want


# Kind: a question or offer of a free slot with no verb ("free for a coffee fri after 4?",
# "or any time after 2 on thursday") looks ahead, even when the past one is nearer; told
# with a past verb ("we were free on thursday after 6") it stays past.
@pytest.mark.parametrize("offset", ["-08:00", "+00:00", "+05:30"])
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "great chatting lol. free for a coffee thurs after 4?",
            [("thurs after 4", "2026-03-12T16:00", "2026-03-12T17:00")],
        ),
        (
            "is monday ok? or any time after 2 on thursday",
            [
                ("monday", "2026-03-09T00:00", "2026-03-10T00:00"),
                ("after 2 on thursday", "2026-03-12T14:00", "2026-03-12T15:00"),
            ],
        ),
        (
            "we were free on thursday after 6",
            [("on thursday after 6", "2026-03-05T18:00", "2026-03-05T19:00")],
        ),
    ],
)
def test_a_free_slot_asked_for_looks_ahead(local, text, want, offset) -> None:
    assert local(text, "2026-03-08T21:40:03.5" + offset) == want


# Kind: short forms of chat. "by" a bare hour after a word of being back, done or ready
# ("home by 6", "should be done by 11") is that clock time, as "at 6" is; an age stays none
# ("married by 30"). Units cut short ("in 3 wks", "2 mths ago", "this wk") are the units;
# "this arvo" is this afternoon (12:00-19:00); "it took 3 wks" is a duration, no time.
@pytest.mark.parametrize("offset", ["-04:00", "+01:00", "+10:00"])
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "ferry's at 9:40 so we'll be home by 6",
            [
                ("at 9:40", "2026-03-10T09:40", "2026-03-10T09:41"),
                ("by 6", "2026-03-10T18:00", "2026-03-10T19:00"),
            ],
        ),
        ("the report will be done by 11", [("by 11", "2026-03-10T11:00", "2026-03-10T12:00")]),
        ("I want to be married by 30", []),
        (
            "can you fit me in again in 4 wks?",
            [("in 4 wks", "2026-04-06T00:00", "2026-04-13T00:00")],
        ),
        (
            "we signed the lease 2 mths ago",
            [("2 mths ago", "2026-01-01T00:00", "2026-02-01T00:00")],
        ),
        ("flat out this wk sorry", [("this wk", "2026-03-09T00:00", "2026-03-16T00:00")]),
        ("it took 3 wks to heal", []),
        (
            "could you drop the keys round this arvo?",
            [("this arvo", "2026-03-10T12:00", "2026-03-10T19:00")],
        ),
    ],
)
def test_short_forms_of_chat(local, text, want, offset) -> None:
    assert local(text, "2026-03-10T08:05:59.999" + offset) == want


def test_by_a_bare_hour_in_a_rule_stays_none(local) -> None:
    assert (
        local(
            "site rules: be packed up by 10 every day",
            "2026-03-10T08:05:00+01:00",
        )
        == []
    )


# Kind: a dotted pair whose first number could be an hour ("12.09", "05.11") after "on" or
# "due" is a day and a month, as "on 17.05" is (timeexpr.md: dotted numbers), not a clock
# time; after "at" it stays a clock time, and a decimal with a unit stays none.
@pytest.mark.parametrize("offset", ["-06:00", "+02:00", "+12:45"])
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "are you free on 05.11 for the tasting?",
            [("on 05.11", "2026-11-05T00:00", "2026-11-06T00:00")],
        ),
        ("invoice due 02.04 pls", [("02.04", "2026-04-02T00:00", "2026-04-03T00:00")]),
        ("see you on 17.05", [("on 17.05", "2026-05-17T00:00", "2026-05-18T00:00")]),
        ("meet at 11.05 by the fountain", [("at 11.05", "2026-03-10T11:05", "2026-03-10T11:06")]),
        ("the index closed on 12.05 points", []),
    ],
)
def test_a_dotted_day_and_month_after_on(local, text, want, offset) -> None:
    assert local(text, "2026-03-10T09:30:00.123" + offset) == want


# Kind: a fraction out of 10 after "was" that ends its clause is a verdict on what the
# clause names ("the tasting menu was 8/10, dessert let it down"), no date; not where the
# clause names a date ("my birthday was 9/10, so a virgo") or "on" introduces it.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the tasting menu was 8/10, dessert let it down", []),
        ("honestly the new album was 7/10. some bangers", []),
        ("my birthday was 9/10, so a virgo", [("9/10", "2025-09-10T00:00", "2025-09-11T00:00")]),
        ("the meeting is on 9/10", [("on 9/10", "2026-09-10T00:00", "2026-09-11T00:00")]),
    ],
)
def test_a_verdict_out_of_ten_is_no_date(local, text, want) -> None:
    assert local(text, "2026-03-10T20:15:00.5+02:00") == want


# Kind: a month after "for" in a clause that bills an amount ("the water bill was $74.20 for
# march", "rent is £950 for september") is the month billed, a time; a gift "for April"
# stays a name.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the water bill was $74.20 for march 🙃 can you send your half",
            [("march", "2026-03-01T00:00", "2026-04-01T00:00")],
        ),
        (
            "rent is £950 for september, same as before",
            [("september", "2026-09-01T00:00", "2026-10-01T00:00")],
        ),
        ("I bought a $40 gift for April", []),
    ],
)
def test_a_month_billed_is_a_time(local, text, want) -> None:
    assert local(text, "2026-04-06T10:00:00.25-04:00") == want


# Kind: a range of bare clock hours on a named day stays in the daytime unless the sentence
# tells the evening: a "work party" (volunteers' work session) is no word of the evening, a
# party is; and "between X and Y" after a day of the month ends at Y, not at the end of Y's
# hour ("the 3rd between 8 and 9" is 08:00-09:00).
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "litter pick work party next sunday 9 till 12, gloves provided",
            [("next sunday 9 till 12", "2026-03-15T09:00", "2026-03-15T12:00")],
        ),
        (
            "birthday party next saturday 8 till 11, bring a bottle",
            [("next saturday 8 till 11", "2026-03-14T20:00", "2026-03-14T23:00")],
        ),
        (
            "the plumber can come on the 12th between 10 and 11",
            [("on the 12th between 10 and 11", "2026-03-12T10:00", "2026-03-12T11:00")],
        ),
        (
            "delivery slot on the 20th between 7 and 9, someone must be in",
            [("on the 20th between 7 and 9", "2026-03-20T07:00", "2026-03-20T09:00")],
        ),
    ],
)
def test_a_daytime_clock_range_stays_daytime(local, text, want) -> None:
    assert local(text, "2026-03-08T11:20:00.5+00:00") == want


# Kind: a range from a day of the month to a date in the next month ("shut from the 27th
# till 3rd jan"): Duckling gives the start the end's month (27 January, after 3 January) and
# nothing is found; the start is the latest such day before the end (27 December).
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the workshop is shut from the 27th till 3rd jan, happy holidays",
            [("from the 27th till 3rd jan", "2026-12-27T00:00", "2027-01-04T00:00")],
        ),
        (
            "the site is closed from the 28th until 2nd feb for resurfacing",
            [("from the 28th until 2nd feb", "2027-01-28T00:00", "2027-02-03T00:00")],
        ),
        (
            "the site is closed from the 20th until the 23rd",
            [("from the 20th until the 23rd", "2026-12-20T00:00", "2026-12-24T00:00")],
        ),
    ],
)
def test_a_span_from_a_day_into_the_next_month(local, text, want) -> None:
    assert local(text, "2026-12-15T10:30:00.25+00:00") == want


# Kind: a holiday in a greeting before those it is said to ("have a great christmas
# folks!") is the coming holiday, no noun's kind ("the christmas lights" stays a kind); a
# zone's abbreviation after a clock time ("wed 3pm IST") leaves the time as the speaker says
# it, in the speaker's offset.
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "term's over, have a great christmas folks!",
            "2026-12-18T16:00:00.5+00:00",
            [("christmas", "2026-12-25T00:00", "2026-12-26T00:00")],
        ),
        ("the christmas lights are up on the high street", "2026-12-18T16:00:00.5+00:00", []),
        (
            "the webinar is next wed 3pm IST, link to follow",
            "2027-04-16T12:00:00.5+05:30",
            [("next wed 3pm", "2027-04-21T15:00", "2027-04-21T16:00")],
        ),
    ],
)
def test_a_greeting_holiday_and_a_zone_after_a_clock_time(local, text, said, want) -> None:
    assert local(text, said) == want
