"""Time expressions read whole (`resolve_times`, the product's path): chat's hedges around a
time ("in like 3 weeks", "aug 20ish") and "one" standing for a noun before a word of a day
("the pb one tmrw"), the kind of case of blind batches 44-46's misses (round 40 part B;
tests/data/timeexpr.md, "in N units", "not dates": counts). New sentences, not the batch's,
and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "like" between "in" and hours or longer units: the time ahead
        (
            "the new season drops in like 2 weeks, can't wait",
            [("in like 2 weeks", "2027-03-15T00:00", "2027-03-22T00:00")],
        ),
        (
            "my sister's visiting in like a month",
            [("in like a month", "2027-04-01T00:00", "2027-05-01T00:00")],
        ),
        # minutes: how long something took, as chat says it
        ("the gig tickets went in like 5 mins, gutted", []),
        # no hedge: as before
        (
            "the new season drops in 2 weeks",
            [("in 2 weeks", "2027-03-15T00:00", "2027-03-22T00:00")],
        ),
    ],
)
def test_like_after_in(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "ish" glued to a day of the month after its month: that day
        (
            "harvest should be sept 12ish, weather permitting",
            [("sept 12", "2027-09-12T00:00", "2027-09-13T00:00")],
        ),
        ("moving house june 3rd-ish", [("june 3rd", "2027-06-03T00:00", "2027-06-04T00:00")]),
        # a verb after it: still the day (round 40 part B review)
        ("dec 15ish works for the party", [("dec 15", "2027-12-15T00:00", "2027-12-16T00:00")]),
        # a rough count of people after the month: the month alone (round 40 part B review)
        ("in june 30ish ppl signed up", [("in june", "2026-06-01T00:00", "2026-07-01T00:00")]),
        (
            "by april 20ish people had left the server",
            [("april", "2026-04-01T00:00", "2026-05-01T00:00")],
        ),
        # a clock time with "ish": an hour, as before
        ("see you at 7ish", [("at 7ish", "2027-03-03T19:00", "2027-03-03T20:00")]),
    ],
)
def test_ish_after_a_day_of_the_month(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "one" after a determiner and a word, before a day: a thing, the day alone
        (
            "bought two candles, lighting the vanilla one tonight",
            [("tonight", "2027-03-03T18:00", "2027-03-04T00:00")],
        ),
        (
            "gonna wear the green one tmrw",
            [("tmrw", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        # "at one tomorrow": the clock time
        ("lunch at one tomorrow", [("at one tomorrow", "2027-03-04T13:00", "2027-03-04T14:00")]),
        # "the X one" heading its sentence, no verb's object: an event at one o'clock (round
        # 40 part B review)
        ("the kickoff one sunday", [("one sunday", "2027-03-07T13:00", "2027-03-07T14:00")]),
        (
            "my appt one tmrw, can u drive me",
            [("one tmrw", "2027-03-04T13:00", "2027-03-04T14:00")],
        ),
    ],
)
def test_one_before_a_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "this"/"that" before a preposition of a time: the verb's object, no "this <day>"
        (
            "been wearing this since new year and it still fits",
            [("since new year", "2027-01-01T00:00", "2027-03-03T09:00")],
        ),
        (
            "had that since monday, still not fixed",
            [("since monday", "2027-03-01T00:00", "2027-03-03T09:00")],
        ),
        # "this" heading its day: as before
        ("this friday works", [("this friday", "2027-03-05T00:00", "2027-03-06T00:00")]),
    ],
)
def test_this_before_a_preposition(read, text, want) -> None:
    assert read(text, said=SAID) == want
