"""Time expressions read whole (`resolve_times`, the product's path): a length written with a
glued "h" ("about 4h left", "queued for 1h15 this morning", "3h30 each way"), which Duckling
reads as a clock time, is a duration with no anchor, no time; a day after it is read alone
(round 50 part a; tests/data/timeexpr.md, "not dates": durations without an anchor). Only
"for", a verb of lasting or words of a length tell one: a word of estimate alone does not
("around 10h tomorrow" is 10:00), nor a word of place or coming ("got there 2h early" is no
time, as before). New sentences, not the batch's, and the review's (round 50 part a,
review). Said on Sunday 6 December 2026, 10:00 UTC, unless a said time is given."""

from __future__ import annotations

import pytest

SAID = "2026-12-06T10:00"
TODAY = ("today", "2026-12-06T00:00", "2026-12-07T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("laptop says about 4h left on battery", []),
        ("roughly 3h30 of footage to edit", []),
        ("approx 6h drive, we'll stop halfway", []),
        ("it took 2h45 in the end", []),
        ("the bus is 1h20 door to door", []),
        ("3h30 each way so we're staying over", []),
        (
            "queued for 1h15 this morning",
            [("this morning", "2026-12-06T00:00", "2026-12-06T12:00")],
        ),
        ("played for 3h yesterday", [("yesterday", "2026-12-05T00:00", "2026-12-06T00:00")]),
        ("studied for about 2h today", [TODAY]),
        ("nearly 5h in A&E today", [TODAY]),
        ("ran for 2h yesterday", [("yesterday", "2026-12-05T00:00", "2026-12-06T00:00")]),
        ("= 1h10 door to door", []),
        ("about 5h left", []),
        ("the film is 2h45 long", []),
        ("around 20h of flying in total", []),
        (
            "we did 2h30 of cardio this morning",
            [("this morning", "2026-12-06T00:00", "2026-12-06T12:00")],
        ),
        ("we talked for 3h30 tonight", [("tonight", "2026-12-06T18:00", "2026-12-07T00:00")]),
    ],
)
def test_a_length_with_a_glued_h_is_no_clock_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "home around 19h30 tonight",
            [("around 19h30 tonight", "2026-12-06T19:30", "2026-12-06T19:31")],
        ),
        ("i'll be there around 9h", [("around 9h", "2026-12-07T09:00", "2026-12-07T10:00")]),
        ("see you around 15h", [("around 15h", "2026-12-06T15:00", "2026-12-06T16:00")]),
        (
            "lunch around 13h tomorrow",
            [("around 13h tomorrow", "2026-12-07T13:00", "2026-12-07T13:01")],
        ),
        (
            "meeting moved to thursday 16h",
            [("thursday 16h", "2026-12-10T16:00", "2026-12-10T17:00")],
        ),
        ("the 8h45 train was cancelled", [("8h45", "2026-12-06T08:45", "2026-12-06T08:46")]),
        ("about 4 hours left on battery", []),  # spelled out: a length already
    ],
)
def test_a_glued_h_introduced_as_a_clock_time_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        ("2026-12-06T10:00+01:00", "got there 2h early for nothing", []),
        ("2026-12-06T10:00+01:00", "i've been here 2h already, where r u", []),
        ("2026-12-06T10:00+01:00", "we stayed there 3h and left", []),
        ("2026-12-06T10:00+01:00", "came back 2h later and it was gone", []),
        ("2026-12-06T10:00+01:00", "we got back 1h later than planned", []),
        ("2026-12-06T10:00+01:00", "got home 1h late bc of the strike", []),
        ("2026-12-06T19:00+01:00", "i'll be home 1h late sorry", []),
        ("2026-12-06T10:00+01:00", "we had to leave 1h early", []),
        ("2026-12-06T10:00+01:00", "leaving 1h later than planned", []),
        ("2026-12-06T10:00+01:00", "you need to arrive 2h before departure", []),
        ("2026-12-06T10:00+01:00", "they cut the meeting down to 1h", []),
        (
            "2026-12-06T16:00+01:00",
            "tonight 3h of ranked lol",
            [("tonight", "2026-12-06T18:00", "2026-12-07T00:00")],
        ),
        (
            "2026-07-04T03:15+02:00",
            "i was there 4h tonight waiting",
            [("tonight", "2026-07-03T18:00", "2026-07-04T00:00")],
        ),
    ],
)
def test_a_word_of_place_or_coming_makes_no_clock_time_of_a_glued_h(
    local, said, text, want
) -> None:
    assert local(text, said=said) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        (
            "2026-12-06T10:00+01:00",
            "about 9h30 I'll head out",
            [("about 9h30", "2026-12-07T09:30", "2026-12-07T09:31")],
        ),
        (
            "2026-12-06T08:00+01:00",
            "around 10h tomorrow works for me",
            [("around 10h tomorrow", "2026-12-07T10:00", "2026-12-07T10:01")],
        ),
        (
            "2026-12-06T08:00+01:00",
            "call you around 11h?",
            [("around 11h", "2026-12-06T11:00", "2026-12-06T12:00")],
        ),
        (
            "2026-12-06T08:00+01:00",
            "the shop opens around 9h",
            [("around 9h", "2026-12-06T09:00", "2026-12-06T10:00")],
        ),
        (
            "2026-12-06T08:00+01:00",
            "landed around 6h this morning, wrecked",
            [("around 6h this morning", "2026-12-06T06:00", "2026-12-06T06:01")],
        ),
        (
            "2026-12-06T14:20+01:00",
            "it's almost 14h30 and i haven't eaten",
            [("14h30", "2026-12-06T14:30", "2026-12-06T14:31")],
        ),
        (
            "2026-12-06T10:00+01:00",
            "dinner around 20h?",
            [("around 20h", "2026-12-06T20:00", "2026-12-06T21:00")],
        ),
        (
            "2026-12-06T10:00+01:00",
            "ready around 19h, pick me up",
            [("around 19h", "2026-12-06T19:00", "2026-12-06T20:00")],
        ),
        (
            "2026-12-06T10:00+01:00",
            "wake up around 7h tmrw, long day",
            [("around 7h tmrw", "2026-12-07T07:00", "2026-12-07T07:01")],
        ),
        (
            "2026-12-06T10:00+01:00",
            "gates open roughly 18h30 tomorrow",
            [("18h30 tomorrow", "2026-12-07T18:30", "2026-12-07T18:31")],
        ),
        (
            "2026-12-06T10:00+01:00",
            "approx 8h30 at the gare",
            [("8h30", "2026-12-06T08:30", "2026-12-06T08:31")],
        ),
        (
            "2026-12-06T10:00+01:00",
            "be there for 9h30 tomorrow",
            [("9h30 tomorrow", "2026-12-07T09:30", "2026-12-07T09:31")],
        ),
        (
            "2026-12-06T10:00+01:00",
            "table for 19h30 tonight",
            [("19h30 tonight", "2026-12-06T19:30", "2026-12-06T19:31")],
        ),
        (
            "2026-12-06T10:00+01:00",
            "from about 9h30 to 11h",
            [("from about 9h30 to 11h", "2026-12-06T09:30", "2026-12-06T11:01")],
        ),
    ],
)
def test_a_word_of_estimate_alone_keeps_a_glued_h_a_clock_time(local, said, text, want) -> None:
    assert local(text, said=said) == want


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        # "for" after a noun or a verb of booking: what it is set for, a clock time
        (
            "2026-12-06T10:00",
            "booked a table for 19h30",
            [("19h30", "2026-12-06T19:30", "2026-12-06T19:31")],
        ),
        (
            "2026-12-06T10:00",
            "reservation for 20h30 at luigi's",
            [("20h30", "2026-12-06T20:30", "2026-12-06T20:31")],
        ),
        (
            "2026-12-06T10:00",
            "taxi booked for 5h30 tomorrow",
            [("5h30 tomorrow", "2026-12-07T05:30", "2026-12-07T05:31")],
        ),
        (
            "2026-12-06T10:00",
            "alarm set for 6h15 tomorrow",
            [("6h15 tomorrow", "2026-12-07T06:15", "2026-12-07T06:16")],
        ),
        (
            "2026-12-06T01:00",
            "taxi's ordered for 5h45, flight at 8",
            [
                ("5h45", "2026-12-06T05:45", "2026-12-06T05:46"),
                ("at 8", "2026-12-06T08:00", "2026-12-06T09:00"),
            ],
        ),
        # "of course", and "straight" or "long" that go on: no word of a length
        (
            "2026-12-06T10:00",
            "dinner is 19h30 of course",
            [("19h30", "2026-12-06T19:30", "2026-12-06T19:31")],
        ),
        (
            "2026-12-06T10:00",
            "kickoff 20h45 straight after work",
            [("20h45", "2026-12-06T20:45", "2026-12-06T20:46")],
        ),
    ],
)
def test_a_glued_h_set_for_something_keeps_its_clock_time(read, said, text, want) -> None:
    assert read(text, said=said) == want
