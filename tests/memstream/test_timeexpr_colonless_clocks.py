"""Clock times written on the 24-hour clock without a colon (tests/data/timeexpr.md, a clock
time's grain: "0645" is 06:45, no 12-hour reading), read whole (`resolve_times`, the
product's path): after a word of a crew's or a traveller's time ("pickup is 0630"), before
one ("a 0500 alarm"), as the name of a service ("the 1425 to lisbon"), with a leading zero,
in a range ("0800-1600 thurs", "from 0800 to 1400 today": ending at its second time), and in
zulu ("2330z"). New sentences (issue 21, round 55 part a), and neighbours that keep their
reading: prices, counts, rooms, flights, pins, phones and years. Said at the speaker's own
offset, compared in that local time."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a word of a crew's time before the digits, a leading zero: the next 06:30
        (
            "pickup is 0630 for the early flight, cant sleep",
            "2026-12-06T22:10+00:00",
            [("0630", "2026-12-07T06:30", "2026-12-07T06:31")],
        ),
        (
            "report 2145 tomorrow, long night ahead",
            "2026-12-06T22:10+00:00",
            [("2145 tomorrow", "2026-12-07T21:45", "2026-12-07T21:46")],
        ),
        # ... or after them ("alarm", "departure"), in the sentence's tense
        (
            "0500 alarm for the hike, going to bed",
            "2026-12-06T22:10+00:00",
            [("0500", "2026-12-07T05:00", "2026-12-07T05:01")],
        ),
        (
            "the 0650 departure got delayed 2 hrs",
            "2026-12-06T17:10+00:00",
            [("0650", "2026-12-06T06:50", "2026-12-06T06:51")],
        ),
        # a leading zero before a day's word: the morning's, on that day
        (
            "got a 0615 report tmrw and 4 sectors",
            "2026-12-06T20:10+00:00",
            [
                ("0615", "2026-12-07T06:15", "2026-12-07T06:16"),
                ("tmrw", "2026-12-07T00:00", "2026-12-08T00:00"),
            ],
        ),
        # a service named by its time
        (
            "we're on the 1425 to lisbon, boarding soon",
            "2026-12-06T09:10+00:00",
            [("1425", "2026-12-06T14:25", "2026-12-06T14:26")],
        ),
        # ranges, on the day beside them, ending at their second time
        (
            "standby 0800-1600 thurs, hope they dont call",
            "2026-12-06T20:10+00:00",
            [("0800-1600 thurs", "2026-12-10T08:00", "2026-12-10T16:00")],
        ),
        (
            "tmrw 0700-1100 only",
            "2026-12-06T10:00+00:00",
            [("tmrw 0700-1100", "2026-12-07T07:00", "2026-12-07T11:00")],
        ),
        (
            "on call from 0800 to 1400 today",
            "2026-12-06T06:10+00:00",
            [("from 0800 to 1400 today", "2026-12-06T08:00", "2026-12-06T14:00")],
        ),
        (
            "big day tomorrow, meetings from 1300 to 1500",
            "2026-12-06T21:00+00:00",
            [
                ("tomorrow", "2026-12-07T00:00", "2026-12-08T00:00"),
                ("from 1300 to 1500", "2026-12-07T13:00", "2026-12-07T15:00"),
            ],
        ),
        # a clock time moved to another: two times, not a range
        (
            "shift moved from 0630 to 0700 tmrw",
            "2026-12-06T23:10+00:00",
            [
                ("0630", "2026-12-07T06:30", "2026-12-07T06:31"),
                ("0700 tmrw", "2026-12-07T07:00", "2026-12-07T07:01"),
            ],
        ),
        # "from" a time past any year's: that minute, not the year 2300
        (
            "snow forecast from 2300.",
            "2026-12-06T10:00+00:00",
            [("2300", "2026-12-06T23:00", "2026-12-06T23:01")],
        ),
        # zulu: UTC, in the speaker's time
        (
            "tmrw at 0615z we fly",
            "2026-12-06T10:00+02:00",
            [("tmrw at 0615z", "2026-12-07T08:15", "2026-12-07T08:16")],
        ),
        # a night's range past midnight (review of round 55): the morning after
        (
            "night shift tmrw 2300-0100 ugh",
            "2026-12-06T10:00+00:00",
            [("tmrw 2300-0100", "2026-12-07T23:00", "2026-12-08T01:00")],
        ),
        (
            "on call from 2200 to 0600 tonight 😴",
            "2026-12-06T10:00+00:00",
            [("from 2200 to 0600 tonight", "2026-12-06T22:00", "2026-12-07T06:00")],
        ),
        # a day "by" a clock time, as with its colon "sat by 09:30" (review of round 55)
        (
            "can u drop the keys sat by 0930 pls",
            "2026-12-06T10:00+00:00",
            [("sat by 0930", "2026-12-12T09:30", "2026-12-12T09:31")],
        ),
        (
            "need the invoices tmrw by 1700 latest",
            "2026-12-06T10:00+00:00",
            [("tmrw by 1700", "2026-12-07T17:00", "2026-12-07T17:01")],
        ),
        (
            "check-in 1400, checkout is at noon",
            "2026-12-06T10:00+00:00",
            [
                ("1400", "2026-12-06T14:00", "2026-12-06T14:01"),
                ("at noon", "2026-12-06T12:00", "2026-12-06T13:00"),
            ],
        ),
    ],
)
def test_colonless_clocks(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("rent is $1400 a month now", "2026-12-06T10:00+00:00", []),
        ("the flat is 1500 sq ft", "2026-12-06T10:00+00:00", []),
        ("we moved from room 1402 to 608", "2026-12-06T10:00+00:00", []),
        ("flight 2230 was full", "2026-12-06T10:00+00:00", []),
        ("my pin is 0420 lol", "2026-12-06T10:00+00:00", []),
        ("call 0800 123 456 for help", "2026-12-06T10:00+00:00", []),
        ("we sold 0450 units", "2026-12-06T10:00+00:00", []),
        ("the test tone sits at 1000 Hz", "2026-12-06T10:00+00:00", []),
        ("card ending 0421 was charged twice", "2026-12-06T10:00+00:00", []),
        ("the 1500 to cover rent is due", "2026-12-06T10:00+00:00", []),
        ("his new number ends in 0715 i think", "2026-12-06T10:00+00:00", []),
        ("the helpline is 0800 something, ring them", "2026-12-06T10:00+00:00", []),
        (
            "the gym is staffed 0600-2200 all week",
            "2026-12-06T10:00+00:00",
            [("all week", "2026-11-30T00:00", "2026-12-07T00:00")],
        ),
        ("rota says 0600-1400 for the cleaners", "2026-12-06T10:00+00:00", []),
        ("we got the 1500 back from the deposit", "2026-12-06T10:00+00:00", []),
        ("the 1200 to 1500 range is fine for a laptop", "2026-12-06T10:00+00:00", []),
        ("the 2019 report was better", "2026-12-06T10:00+00:00", []),
        ("1500 people came to the show", "2026-12-06T10:00+00:00", []),
        (
            "walked 2200 steps today",
            "2026-12-06T10:00+00:00",
            [("today", "2026-12-06T00:00", "2026-12-07T00:00")],
        ),
        (
            "in 1910 my great grandfather emigrated",
            "2026-12-06T10:00+00:00",
            [("in 1910", "1910-01-01T00:00", "1911-01-01T00:00")],
        ),
    ],
)
def test_numbers_that_stay_numbers(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a written am/pm after the digits is theirs; 1000-1259 keep their 12-hour reading
        (
            "call at 1030 pm? too late?",
            "2026-10-03T19:20-03:00",
            [("at 1030 pm", "2026-10-03T22:30", "2026-10-03T22:31")],
        ),
        (
            "at 1130 pm we head out",
            "2026-10-03T19:20-03:00",
            [("at 1130 pm", "2026-10-03T23:30", "2026-10-03T23:31")],
        ),
        (
            "got home at 1230 am, whoops",
            "2026-10-03T19:20-03:00",
            [("at 1230 am", "2026-10-03T00:30", "2026-10-03T00:31")],
        ),
        (
            "sat 1100 pm at the club",
            "2026-10-03T19:20-03:00",
            [("sat 1100 pm", "2026-10-10T23:00", "2026-10-10T23:01")],
        ),
        (
            "tonight 1045 at the usual spot",
            "2026-10-03T19:20-03:00",
            [("tonight 1045", "2026-10-03T22:45", "2026-10-03T22:46")],
        ),
        (
            "the bar closes at 1100 tonight",
            "2026-10-03T19:20-03:00",
            [("at 1100 tonight", "2026-10-03T23:00", "2026-10-03T23:01")],
        ),
        (
            "dinner tmrw night at 1030?",
            "2026-10-03T19:20-03:00",
            [("tmrw night at 1030", "2026-10-04T22:30", "2026-10-04T22:31")],
        ),
        (
            "tonight at 1030 at the bar?",
            "2026-01-31T22:50-06:00",
            [("tonight at 1030", "2026-01-31T22:30", "2026-01-31T22:31")],
        ),
    ],
)
def test_written_half_of_day(local, text, said, want) -> None:
    assert local(text, said) == want


@pytest.mark.parametrize(
    "text",
    [
        # a leading zero alone is no clock time: codes, dates, ids, amounts
        "the gate code's 0911 if nobody answers",
        "wifi pw 0415 btw, its on the fridge",
        "lock combo is 0729, dont tell my brother",
        "card exp 0528 and the cvv is on the back",
        "valid thru 0827 so the card's fine",
        "my bday is 0614 so mark it lol",
        "my otp is 0932, quick",
        "try channel 0412 for the match",
        "i owe him 0750 rupees still",
        "the 0500 series of routers is trash",
        "she got 0800 on the practice test lol",
        "mar 0800 meeting",
        "the vault combo is 0315 now",
        "my student id ends 0457",
    ],
)
def test_leading_zero_alone_is_no_clock(local, text) -> None:
    assert local(text, "2026-08-14T08:05+05:30") == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # ... with a cue beside it, it is one
        (
            "up 0530 tmrw for the airport run",
            [("0530 tmrw", "2026-08-15T05:30", "2026-08-15T05:31")],
        ),
        ("ferry leaves 0815 sharp", [("0815 sharp", "2026-08-14T08:15", "2026-08-14T08:16")]),
        ("the 0945 train is late again", [("0945", "2026-08-14T09:45", "2026-08-14T09:46")]),
        ("up around 0300 with the baby", [("around 0300", "2026-08-14T03:00", "2026-08-14T03:01")]),
    ],
)
def test_leading_zero_with_a_cue(local, text, want) -> None:
    assert local(text, "2026-08-14T08:05+05:30") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a crew's word in a longer noun, or "report" as a noun: counts and ids
        ("we sold 1500 alarm clocks at the market", []),
        ("the casino has 1200 slot machines apparently", []),
        ("1800 departure lounges? no, 18 lol", []),
        ("see bug report 1432 for the crash", []),
        ("the expense report 1450 was rejected", []),
        ("the report 1630 is on the drive", []),
        (
            "report 1530 cases to the council by friday",
            [("friday", "2026-06-26T00:00", "2026-06-27T00:00")],
        ),
        # ... and the crew's times they stay
        ("the 1800 show was great", [("1800", "2026-06-19T18:00", "2026-06-19T18:01")]),
        ("report 1615 tmrw, early night", [("1615 tmrw", "2026-06-21T16:15", "2026-06-21T16:16")]),
    ],
)
def test_crew_words_in_longer_nouns(local, text, want) -> None:
    assert local(text, "2026-06-20T11:00+01:00") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "the NNNN to/from X" with no word of travel, or after a verb of money: a sum
        ("i sent the 1200 to dad for the car", []),
        ("transferred the 1500 to savings finally", []),
        ("put the 1300 from grandma in the bank", []),
        ("gave the 1100 to charity instead", []),
        ("moving the 1800 to checking so rent clears", []),
        ("the 1600 from savings went on the car repair", []),
        (
            "the 2000 from insurance came through today",
            [("today", "2026-09-02T00:00", "2026-09-03T00:00")],
        ),
        ("i paid the 1400 to lisa for the flights", []),
        # ... beside a word of travel, a service named by its time
        ("the 1950 to jfk got delayed 2 hrs", [("1950", "2026-09-01T19:50", "2026-09-01T19:51")]),
        (
            "the 1425 to lisbon leaves from gate 9",
            [("1425", "2026-09-02T14:25", "2026-09-02T14:26")],
        ),
    ],
)
def test_sums_to_and_from_people(local, text, want) -> None:
    assert local(text, "2026-09-02T10:00-04:00") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "zulu" before a noun is the language, no zone
        (
            "my 3pm zulu lesson got moved to thursday",
            [
                ("3pm", "2026-04-06T15:00", "2026-04-06T16:00"),
                ("thursday", "2026-04-09T00:00", "2026-04-10T00:00"),
            ],
        ),
        ("zulu class at 3pm", [("at 3pm", "2026-04-07T15:00", "2026-04-07T16:00")]),
        # ... right after a clock with no noun after it, UTC
        (
            "ops at 1600 zulu, brief at 1500 zulu",
            [
                ("at 1600 zulu", "2026-04-07T18:00", "2026-04-07T18:01"),
                ("at 1500 zulu", "2026-04-07T17:00", "2026-04-07T17:01"),
            ],
        ),
    ],
)
def test_zulu_the_zone_and_the_language(local, text, want) -> None:
    assert local(text, "2026-04-07T10:00+02:00") == want


def test_flying_the_early_one(local) -> None:
    # a leading zero after "flying the": the morning's, on the day after it
    got = local(
        "monday off then flying the 0300 jeddah turn tues morning", "2025-02-22T13:16+03:00"
    )
    assert ("0300", "2025-02-25T03:00", "2025-02-25T03:01") in got
