"""Time expressions read whole (`resolve_times`, the product's path), six kinds found in
review (issue 21, round 20; tests/data/timeexpr.md): a weekday and a clock time before
"before" a day, a range of bare hours before "before" a day, a weekday with a clock time
said on that weekday, the day something opens, a bare clock time after another, and a
clock time in a named zone. New sentences of each kind, and near ones that keep their
reading."""

from __future__ import annotations

import pytest


# Kind 1: a weekday (and its clock time) before "before" a holiday or a date is that weekday
# the last before the day (after "after", the first after it), and the day is a mention of
# its own, as "before christmas" alone is (Duckling read "sat 9am before christmas" as the
# span from year 1 up to a Christmas that falls on a Saturday); "after" a holiday is the
# holiday itself, as "before" one is (round 51: the labelled batches write the day, not a
# span to the year 9999), the coming one where it is planned. Said on Tuesday 1 December
# 2026.
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "choir practice sun 2pm before christmas",
            "2026-12-01T09:00",
            [
                ("sun 2pm", "2026-12-20T14:00", "2026-12-20T15:00"),
                ("christmas", "2026-12-25T00:00", "2026-12-26T00:00"),
            ],
        ),
        (
            "the monday before christmas we close early",
            "2026-12-01T09:00",
            [
                ("monday", "2026-12-21T00:00", "2026-12-22T00:00"),
                ("christmas", "2026-12-25T00:00", "2026-12-26T00:00"),
            ],
        ),
        (  # Duckling reads these two apart (no Thanksgiving is a Saturday): read alike
            "meet sat 10am before thanksgiving",
            "2026-11-02T09:00",
            [
                ("sat 10am", "2026-11-21T10:00", "2026-11-21T11:00"),
                ("thanksgiving", "2026-11-26T00:00", "2026-11-27T00:00"),
            ],
        ),
        (  # "after": the first such weekday after it; the span from the coming one
            "monday 8am after new year",
            "2026-12-01T09:00",
            [
                ("monday 8am", "2027-01-04T08:00", "2027-01-04T09:00"),
                ("new year", "2027-01-01T00:00", "2027-01-02T00:00"),
            ],
        ),
        (
            "see you after christmas",
            "2026-12-01T09:00",
            [("christmas", "2026-12-25T00:00", "2026-12-26T00:00")],
        ),
        # kept: an offset before a holiday, a clock time after "after" on a weekday, a holiday
        # told as past
        (
            "we met after christmas",
            "2026-12-01T09:00",
            [("christmas", "2025-12-25T00:00", "2025-12-26T00:00")],
        ),
        (
            "the day before christmas",
            "2026-12-01T09:00",
            [("the day before christmas", "2026-12-24T00:00", "2026-12-25T00:00")],
        ),
        (
            "pick it up thurs after 4",
            "2026-12-01T09:00",
            [("thurs after 4", "2026-12-03T16:00", "2026-12-03T17:00")],
        ),
    ],
)
def test_a_weekday_before_a_day_is_the_one_before_it(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind 2: bare hours joined by a hyphen before "before/after" a day, after a word of being
# open, free or busy ("open 9-5 before easter"), are a range of clock times with no day of
# its own (the days around the moment it is said), and the day is the holiday; as counts
# ("ages 3-5", "the score was 10-4") only the holiday is left: never "5 before easter", the
# span from year 1 up to 05:00 on Easter Sunday. Said on Friday 20 March 2026.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the garden centre is open 9-5 before easter",
            [
                ("9-5", "2026-03-20T09:00", "2026-03-20T17:00"),
                ("easter", "2026-04-05T00:00", "2026-04-06T00:00"),
            ],
        ),
        (
            "i'm free 1-3 before easter",
            [
                ("1-3", "2026-03-20T13:00", "2026-03-20T15:00"),
                ("easter", "2026-04-05T00:00", "2026-04-06T00:00"),
            ],
        ),
        (
            "the final score was 10-4 before easter",
            [("easter", "2025-04-20T00:00", "2025-04-21T00:00")],
        ),
        ("ages 3-5 before easter", [("easter", "2026-04-05T00:00", "2026-04-06T00:00")]),
        # kept: the range on the day right after it
        (
            "the garden centre is open 9-5 on sunday",
            [("9-5 on sunday", "2026-03-22T09:00", "2026-03-22T17:00")],
        ),
    ],
)
def test_hours_before_a_day_after_before(read, text, want) -> None:
    assert read(text, said="2026-03-20T09:00") == want


# Kind 3: a weekday with a clock time, said on that weekday, is a week away in the tense's
# direction, as the weekday alone is ("a weekday never names the day it is said on"), also
# when the clock time is still ahead. Said on Saturday 2 May 2026.
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "meet you at the Crown at 11:30 on saturday",
            "2026-05-02T07:10",
            [("at 11:30 on saturday", "2026-05-09T11:30", "2026-05-09T11:31")],
        ),
        (
            "saturday at 10 we're doing the park run",
            "2026-05-02T07:10",
            [("saturday at 10", "2026-05-09T10:00", "2026-05-09T11:00")],
        ),
        (
            "we met at the Crown at 8:30 on saturday",
            "2026-05-02T21:10",
            [("at 8:30 on saturday", "2026-04-25T08:30", "2026-04-25T08:31")],
        ),
        # kept: "today", and another weekday
        (
            "meeting at 11:30 today",
            "2026-05-02T07:10",
            [("at 11:30 today", "2026-05-02T11:30", "2026-05-02T11:31")],
        ),
        (
            "on sunday at 10 we're doing the park run",
            "2026-05-02T07:10",
            [("on sunday at 10", "2026-05-03T10:00", "2026-05-03T11:00")],
        ),
    ],
)
def test_a_weekday_and_clock_time_said_that_weekday(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind 4: "open"/"close" after its subject, which the tagger reads as an adjective, a noun
# or an adverb, is the present of the verb: the day it opens is the next such day from the
# moment it is said (the month it is for is its own mention), not the nearest, which may
# be past. Said on Saturday 25 April 2026 (and on 10 April, before the 20th).
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "registrations for august open on the 18th at 10am",
            "2026-04-25T09:00",
            [
                ("august", "2026-08-01T00:00", "2026-09-01T00:00"),
                ("on the 18th at 10am", "2026-05-18T10:00", "2026-05-18T11:00"),
            ],
        ),
        (
            "entries for the show close on the 22nd",
            "2026-04-25T09:00",
            [("on the 22nd", "2026-05-22T00:00", "2026-05-23T00:00")],
        ),
        # kept: the next 20th is this month's; told as past; a day in the month named
        (
            "registrations for july open on the 20th at noon",
            "2026-04-10T09:00",
            [
                ("july", "2026-07-01T00:00", "2026-08-01T00:00"),
                ("on the 20th at noon", "2026-04-20T12:00", "2026-04-20T13:00"),
            ],
        ),
        (
            "the shop was open on the 18th",
            "2026-04-25T09:00",
            [("on the 18th", "2026-04-18T00:00", "2026-04-19T00:00")],
        ),
        (
            "see you in july on the 20th",
            "2026-04-25T09:00",
            [("in july on the 20th", "2026-07-20T00:00", "2026-07-21T00:00")],
        ),
    ],
)
def test_the_day_something_opens_is_ahead(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind 5: a clock time without am/pm after another clock time in its sentence is the next
# such hour after it, as a range's second time is. Said on Monday 4 May 2026 at 08:00.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "bus leaves at 9:15, back home at 5",
            [
                ("at 9:15", "2026-05-04T09:15", "2026-05-04T09:16"),
                ("at 5", "2026-05-04T17:00", "2026-05-04T18:00"),
            ],
        ),
        (
            "the match is at 3 and the party at 8",
            [
                ("at 3", "2026-05-04T15:00", "2026-05-04T16:00"),
                ("at 8", "2026-05-04T20:00", "2026-05-04T21:00"),
            ],
        ),
        (
            "flight lands at 10:30, hotel check-in at 2",
            [
                ("at 10:30", "2026-05-04T10:30", "2026-05-04T10:31"),
                ("at 2", "2026-05-04T14:00", "2026-05-04T15:00"),
            ],
        ),
        (
            "ferry at 9.40, home at 6",
            [
                ("at 9.40", "2026-05-04T09:40", "2026-05-04T09:41"),
                ("at 6", "2026-05-04T18:00", "2026-05-04T19:00"),
            ],
        ),
        # kept: am/pm or the 24-hour clock, and another sentence told in its own tense
        (
            "meeting at 9, home at 6pm",
            [
                ("at 9", "2026-05-04T09:00", "2026-05-04T10:00"),
                ("at 6pm", "2026-05-04T18:00", "2026-05-04T19:00"),
            ],
        ),
        (
            "the 9:40 ferry, home by 18:00",
            [
                ("9:40", "2026-05-04T09:40", "2026-05-04T09:41"),
                ("18:00", "2026-05-04T18:00", "2026-05-04T18:01"),
            ],
        ),
        (
            "we close at 11. he had his pill at 8",
            [
                ("at 11", "2026-05-04T11:00", "2026-05-04T12:00"),
                ("at 8", "2026-05-03T20:00", "2026-05-03T21:00"),
            ],
        ),
    ],
)
def test_a_bare_clock_time_after_another(read, text, want) -> None:
    assert read(text, said="2026-05-04T08:00") == want


# Kind 6: a clock time in a named zone ("4pm UTC", "3pm gmt", "9am PT") is that time in the
# zone, written in the speaker's local time (compared here in the speaker's offset); a zone
# that is the speaker's own, or none, leaves the time as it is said.
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "standup is at 4pm UTC",
            "2026-05-04T08:00:00+02:00",
            [("at 4pm", "2026-05-04T18:00", "2026-05-04T19:00")],
        ),
        (
            "webinar at 11am PST",
            "2026-05-04T08:00:00-05:00",
            [("at 11am", "2026-05-04T14:00", "2026-05-04T15:00")],
        ),
        (
            "kickoff is on friday at 8pm BST",
            "2026-05-04T08:00:00+02:00",
            [("on friday at 8pm", "2026-05-08T21:00", "2026-05-08T22:00")],
        ),
        (  # in lower case too
            "the call is at 3pm gmt",
            "2026-05-04T08:00:00+02:00",
            [("at 3pm", "2026-05-04T17:00", "2026-05-04T18:00")],
        ),
        (  # a US zone by region, on that day's clock (summer: UTC-7)
            "call at 9am PT on friday",
            "2026-05-04T08:00:00+02:00",
            [("at 9am PT on friday", "2026-05-08T18:00", "2026-05-08T19:00")],
        ),
        (  # into the next day
            "call at 11pm EST",
            "2026-05-04T10:00:00+02:00",
            [("at 11pm", "2026-05-05T06:00", "2026-05-05T07:00")],
        ),
        # kept: no zone, the speaker's own
        (
            "call at 3pm",
            "2026-05-04T08:00:00+02:00",
            [("at 3pm", "2026-05-04T15:00", "2026-05-04T16:00")],
        ),
        (
            "call at 3pm CEST",
            "2026-05-04T08:00:00+02:00",
            [("at 3pm", "2026-05-04T15:00", "2026-05-04T16:00")],
        ),
    ],
)
def test_a_clock_time_in_a_named_zone(local, text, said, want) -> None:
    assert local(text, said) == want
