"""Time expressions read whole (`resolve_times`), round 54 part b on race times (tests/data/
timeexpr.md, not dates: race times, paces and laps): a result told by the words before it
("i did 5:07", "my qualifier standard is 3:40", a record's cry), a swim or track interval
("20x50 on 1:00", "6x800 @ 3:05"), a pace per 100m or after a list ("4:45, 5:15 and
5:45/km") and h:mm:ss are no times of day; a time glued after a race time ("ran 3:29 in
april") is kept alone, but only on a strong cue (an interval, a past verb of racing and no
part of a day): "run club 6:30 tonight", "parkrun 9:00 sat" and "swim @ 7:15 tmrw" keep their
clock times. Clock times of plans, shifts and announcements stay. Said on Tuesday 10 March
2026, 14:00 (UTC)."""

from __future__ import annotations

import pytest

_SAID = "2026-03-10T14:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "new pr!! 18:55 at the track this morning",
            [("this morning", "2026-03-10T00:00", "2026-03-10T12:00")],
        ),
        (
            "hilly one today, i did 5:07, 12th of 40",
            [("today", "2026-03-10T00:00", "2026-03-11T00:00")],
        ),
        (
            "css test tonight, last time i swam 1:49/100m",
            [("tonight", "2026-03-10T18:00", "2026-03-11T00:00")],
        ),
        ("main set was 20x50 on 1:00 then easy", []),
        ("chip time says 2:09:31, garmin says 2:08:10", []),
        ("my qualifier standard is 3:40 so i'm close", []),
        (
            "she ran 3:29 in april and wants boston",
            [("in april", "2025-04-01T00:00", "2025-05-01T00:00")],
        ),
        ("6x800 @ 3:05 with 400 jog", []),
        ("pace groups are 4:45, 5:15 and 5:45/km", []),
    ],
)
def test_race_results_are_no_times(read, text, want) -> None:
    assert read(text, said=_SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a plan after a record's cry, a shift "at" a place, a moved meeting, a meeting "@"
        ("new pb! 7:30 dinner to celebrate", [("7:30", "2026-03-10T19:30", "2026-03-10T19:31")]),
        (
            "the new time is 3:30 on friday",
            [("3:30 on friday", "2026-03-13T15:30", "2026-03-13T15:31")],
        ),
        ("meet @ 6:40 by the gate", [("@ 6:40", "2026-03-10T18:40", "2026-03-10T18:41")]),
        ("squad is 5:15am tmrw", [("5:15am tmrw", "2026-03-11T05:15", "2026-03-11T05:16")]),
        (
            "finished at 10:45 last night",
            [("at 10:45 last night", "2026-03-09T22:45", "2026-03-09T22:46")],
        ),
    ],
)
def test_times_of_day_stay(read, text, want) -> None:
    assert read(text, said=_SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a review's probes: a clock time glued to its day after a word of running, "@" after
        # one, a slot after "did"/"managed", a match or an announcement after "qualifier"/
        # "result", team sizes and ages "@", a plan after a record's cry, h:mm:ss of a clock
        (
            "run club 6:30 tonight, coming?",
            [("6:30 tonight", "2026-03-10T18:30", "2026-03-10T18:31")],
        ),
        ("school run 8:15 tmrw then gym", [("8:15 tmrw", "2026-03-11T08:15", "2026-03-11T08:16")]),
        (
            "swim lessons 4:30 thursday for the twins",
            [("4:30 thursday", "2026-03-12T16:30", "2026-03-12T16:31")],
        ),
        (
            "i finish 5:30 tomorrow so can meet after",
            [("5:30 tomorrow", "2026-03-11T17:30", "2026-03-11T17:31")],
        ),
        (
            "the half starts 7:30 sunday, bib pickup sat",
            [
                ("7:30 sunday", "2026-03-15T07:30", "2026-03-15T07:31"),
                ("sat", "2026-03-14T00:00", "2026-03-15T00:00"),
            ],
        ),
        ("marathon 9:00 sunday!!!", [("9:00 sunday", "2026-03-15T09:00", "2026-03-15T09:01")]),
        (
            "the 5k starts 8:00 am sunday",
            [("8:00 am sunday", "2026-03-15T08:00", "2026-03-15T08:01")],
        ),
        (
            "race briefing 18:30 friday in the hall",
            [("18:30 friday", "2026-03-13T18:30", "2026-03-13T18:31")],
        ),
        ("parkrun 9:00 sat, then brunch", [("9:00 sat", "2026-03-14T09:00", "2026-03-14T09:01")]),
        ("the 10k is 8:30 on sunday", [("8:30 on sunday", "2026-03-15T08:30", "2026-03-15T08:31")]),
        (
            "i'll run 6:15 tomorrow before work",
            [("6:15 tomorrow", "2026-03-11T06:15", "2026-03-11T06:16")],
        ),
        ("run club @ 6:30 if anyone's keen", [("@ 6:30", "2026-03-10T18:30", "2026-03-10T18:31")]),
        ("pick kids up from swim @ 5:15", [("@ 5:15", "2026-03-10T17:15", "2026-03-10T17:16")]),
        (
            "finish @ 5:30 today then pub",
            [("@ 5:30 today", "2026-03-10T17:30", "2026-03-10T17:31")],
        ),
        (
            "did 10:30 with the kids at the pool, then lunch",
            [("10:30", "2026-03-10T10:30", "2026-03-10T10:31")],
        ),
        ("we did 7:00 so we'd beat the crowds", [("7:00", "2026-03-10T07:00", "2026-03-10T07:01")]),
        (
            "did 5:00 last night instead, couldn't face the 6:30",
            [
                ("5:00", "2026-03-09T17:00", "2026-03-09T17:01"),
                ("last night", "2026-03-09T18:00", "2026-03-10T00:00"),
                ("6:30", "2026-03-10T18:30", "2026-03-10T18:31"),
            ],
        ),
        (
            "managed 5:45 today without an alarm",
            [("5:45 today", "2026-03-10T05:45", "2026-03-10T05:46")],
        ),
        (
            "the qualifier is 7:45 tonight, come watch",
            [("7:45 tonight", "2026-03-10T19:45", "2026-03-10T19:46")],
        ),
        (
            "the result is 9:15 tomorrow, fingers crossed",
            [("9:15 tomorrow", "2026-03-11T09:15", "2026-03-11T09:16")],
        ),
        ("the pr review is 3:30 tmrw", [("3:30 tmrw", "2026-03-11T15:30", "2026-03-11T15:31")]),
        ("5s @ 7:30 tmrw? need 2 more", [("@ 7:30 tmrw", "2026-03-11T07:30", "2026-03-11T07:31")]),
        (
            "over 60s @ 10:30 on weds at the leisure centre",
            [("@ 10:30 on weds", "2026-03-11T10:30", "2026-03-11T10:31")],
        ),
        (
            "mixed 6s on 7:45 thursday at powerleague",
            [("7:45 thursday", "2026-03-05T07:45", "2026-03-05T07:46")],
        ),
        (
            "2x2 @ 7:00 tonight at the club",
            [("@ 7:00 tonight", "2026-03-10T19:00", "2026-03-10T19:01")],
        ),
        ("PB!! 7:30 at the pub to celebrate", [("7:30", "2026-03-10T19:30", "2026-03-10T19:31")]),
        (
            "new pr! 8:00 on friday at nandos, who's in",
            [("8:00 on friday", "2026-03-13T08:00", "2026-03-13T08:01")],
        ),
        (
            "pb!! 7:30 on the track tmrw",
            [
                ("7:30", "2026-03-10T19:30", "2026-03-10T19:31"),
                ("tmrw", "2026-03-11T00:00", "2026-03-12T00:00"),
            ],
        ),
        ("alarm went off at 6:15:30 lol", [("at 6:15:30", "2026-03-10T06:15", "2026-03-10T06:15")]),
        (
            "the quake hit at 3:42:15 local time",
            [("at 3:42:15", "2026-03-10T15:42", "2026-03-10T15:42")],
        ),
        (
            "ride @ 6:00 sat from the church",
            [("@ 6:00 sat", "2026-03-14T18:00", "2026-03-14T18:01")],
        ),
        (
            "did 05:30 this morning, brutal",
            [("05:30 this morning", "2026-03-10T05:30", "2026-03-10T05:31")],
        ),
        # a result verb's number ending its clause with no race told: a wake-up, a booking
        ("i managed 7:30 😭 so tired", [("7:30", "2026-03-10T07:30", "2026-03-10T07:31")]),
        ("what time did u book? did 7:30.", [("7:30", "2026-03-10T07:30", "2026-03-10T07:31")]),
    ],
)
def test_clock_times_beside_running_stay(read, text, want) -> None:
    assert read(text, said=_SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the strong cues: an interval, a past verb of racing and no part of a day, a result
        # ending its clause or followed by a race, a record's noun, h:mm:ss beside a race
        (
            "10x100 on 1:45 this morning, dead",
            [("this morning", "2026-03-10T00:00", "2026-03-10T12:00")],
        ),
        (
            "4x1 mile @ 6:40 this morning",
            [("this morning", "2026-03-10T00:00", "2026-03-10T12:00")],
        ),
        (
            "i raced 2:09 on saturday at the 800",
            [("on saturday", "2026-03-07T00:00", "2026-03-08T00:00")],
        ),
        ("managed 6:58, 12th out of 60 in my age group", []),
        ("managed 6:58!! new pb at last", []),
        ("did 4:10 flat on the track session lol", []),
        (
            "clocked 1:43 at the half last month",
            [("last month", "2026-02-01T00:00", "2026-03-01T00:00")],
        ),
        ("his pb is 17:52 and he's 50", []),
        ("my qualifying time was 3:28 so im in", []),
        (
            "PB!!! 21:48 at parkrun this morning",
            [("this morning", "2026-03-10T00:00", "2026-03-10T12:00")],
        ),
        ("garmin had me at 3:29:57", []),
        ("100s @1:35, 4 of them", []),
        ("holding 1:55 per 100m all set", []),
    ],
)
def test_race_results_on_strong_cues(read, text, want) -> None:
    assert read(text, said=_SAID) == want
