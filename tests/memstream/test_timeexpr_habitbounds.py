"""Time expressions read whole (`resolve_times`, the product's path): the bounds of a habit
told in one match ("on thursdays for november", "every evening 8pm till friday": the month and
the day), the days of a habit within a season ("every sunday of advent": no time), and a
time after the clock time of a rule ("every friday at 7pm, tonight"), the kind of case of
blind batches 59-61's misses (round 45 part C; tests/data/timeexpr.md: a habit is no time,
"until X" is X). New sentences, not the batch's, and neighbours that keep their reading.
Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
NOV = ("2027-11-01T00:00", "2027-12-01T00:00")
FRI = ("2027-03-05T00:00", "2027-03-06T00:00")
THE_15TH = ("2027-03-15T00:00", "2027-03-16T00:00")
TONIGHT = ("2027-03-03T18:00", "2027-03-04T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("choir practice is on thursdays at 8 for november in the hall", [("november", *NOV)]),
        ("the market runs on saturdays for november", [("november", *NOV)]),
        ("prayers every evening 8pm till friday", [("friday", *FRI)]),
        ("on mondays until the 15th, then wednesdays", [("the 15th", *THE_15TH)]),
        # neighbours: the habit's own hour, however told, a habit with no bound, since when
        ("we jog every morning till 9am", []),
        ("every evening till half 9 the kids are screaming", []),
        ("we swim every morning till quarter past 8", []),
        ("every night till 9ish i'm on calls", []),
        ("on tuesdays till 10 o'clock the gym is packed", []),
        ("choir practice is on thursdays at 8", []),
    ],
)
def test_the_bound_of_a_habit(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("soup kitchen every sunday of advent at 5pm", []),
        ("they fast every day of ramadan", []),
        (
            "the band plays every friday of lent at 7pm, tonight we have a guest",
            [("tonight", *TONIGHT)],
        ),
        # neighbours: a time that says which one, a month or a season of the calendar
        ("gym every day of next week", [("next week", "2027-03-08T00:00", "2027-03-15T00:00")]),
        (
            "i'm working every day of june, send help",
            [("june", "2027-06-01T00:00", "2027-07-01T00:00")],
        ),
        (
            "every weekend of the summer is booked",
            [("summer", "2027-06-01T00:00", "2027-09-01T00:00")],
        ),
        (
            "meet me at 6pm, tonight we celebrate",
            [("at 6pm, tonight", "2027-03-03T18:00", "2027-03-03T19:00")],
        ),
    ],
)
def test_the_days_of_a_habit_in_a_season(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the shop is shut till friday 😩 dinner plans ruined", [("friday", *FRI)]),
        ("prayers every evening 8pm till friday 🕯️ tea stall needs milk", [("friday", *FRI)]),
        # neighbours: a weekday as a noun's attribute, a determiner before it
        ("the saturday 🛒 market was busy", []),
    ],
)
def test_a_weekday_that_an_emoji_ends(read, text, want) -> None:
    assert read(text, said=SAID) == want
