"""Time expressions read whole (`resolve_times`), by kind (round 38 part G): a weekday cut
short that is also a word, not introduced by a word of a day, where the words around it
make it the day (tests/data/timeexpr.md, "Not dates": "a weekday cut short that is a word"):
after a place by its name ("at kwikfit sat,"), after "there"/"here" with no copula ("come
find us there sat"), set against another weekday ("moved to thurs, not fri"), before a named
hour ("leaves tues at dawn"); and a full weekday before a pronoun, which it is no attribute
of ("expires friday anyone know ..."). New sentences; near ones keep their reading
(memstream/encoders/times/timeabbrev.py, timeabbrevend.py, timewords.py)."""

from __future__ import annotations

import pytest

SAID = "2026-04-15T12:00"  # a Wednesday


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "picked up new tyres at kwikfit sat, still waiting on the alignment",
            [("sat", "2026-04-11T00:00", "2026-04-12T00:00")],
        ),
        (
            "grabbed a coffee at starbucks wed, the queue was mad",
            [("wed", "2026-04-08T00:00", "2026-04-09T00:00")],
        ),
        ("come find us there sat", [("sat", "2026-04-18T00:00", "2026-04-19T00:00")]),
        ("we'll be here sun!", [("sun", "2026-04-19T00:00", "2026-04-20T00:00")]),
        (
            "the quiz got moved to thurs, not fri, so i can come",
            [
                ("thurs", "2026-04-16T00:00", "2026-04-17T00:00"),
                ("fri", "2026-04-17T00:00", "2026-04-18T00:00"),
            ],
        ),
        (
            "rehearsal is fri now, not sat.",
            [
                ("fri", "2026-04-17T00:00", "2026-04-18T00:00"),
                ("sat", "2026-04-18T00:00", "2026-04-19T00:00"),
            ],
        ),
        ("ferry leaves tues at dawn", [("tues", "2026-04-21T00:00", "2026-04-22T00:00")]),
        (
            "the crew sets off fri at first light",
            [("fri", "2026-04-17T00:00", "2026-04-18T00:00")],
        ),
        (
            "the form expires friday anyone know where to renew",
            [("friday", "2026-04-17T00:00", "2026-04-18T00:00")],
        ),
        (
            "market stall friday someone cover me?",
            [("friday", "2026-04-17T00:00", "2026-04-18T00:00")],
        ),
    ],
)
def test_a_short_weekday_the_words_around_make_a_day(read, text, want) -> None:
    assert read(text, SAID) == want


# near ones: the verb or the noun after a copula, a pronoun, a quantity, a subject, with no
# other day to set it against; the sun at a named hour; a weekday that is a noun's attribute
@pytest.mark.parametrize(
    "text",
    [
        "i'm not sat, i'm standing at the back",
        "he was there sat.",
        "laughing at them sat.",
        "at least sat, the rest i don't know",
        "we sat at dawn watching the fog",
        "the saturday market was busy",
    ],
)
def test_near_ones_stay_words(read, text) -> None:
    assert read(text, SAID) == []


def test_the_sun_at_a_named_hour_stays_the_sun(read) -> None:
    assert read("sun at noon is brutal", SAID) == [
        ("at noon", "2026-04-15T12:00", "2026-04-15T13:00")
    ]


# Round 38 review: "not" sets a day against another only right after it ("X, not Y"), the
# contrasted day is never the day said on; "sat" opening its sentence before a named hour
# is the verb.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "went to the game on friday and was not sat, stood the whole time",
            [("on friday", "2026-04-10T00:00", "2026-04-11T00:00")],
        ),
        ("at the gig fri, i'm not sat.", [("fri", "2026-04-17T00:00", "2026-04-18T00:00")]),
        (
            "moved to thurs, not wed",
            [
                ("thurs", "2026-04-16T00:00", "2026-04-17T00:00"),
                ("wed", "2026-04-22T00:00", "2026-04-23T00:00"),
            ],
        ),
        (
            "guild night moved to sun 7pm, not sat",
            [
                ("sun 7pm", "2026-04-19T19:00", "2026-04-19T20:00"),
                ("sat", "2026-04-18T00:00", "2026-04-19T00:00"),
            ],
        ),
        ("sat at sunset watching the waves, bliss", []),
        ("sat at dawn with a coffee.", []),
        (
            "sat at noon on the bench eating lunch",
            [("at noon", "2026-04-15T12:00", "2026-04-15T13:00")],
        ),
        ("wed at dusk, by the lake", [("wed", "2026-04-22T00:00", "2026-04-23T00:00")]),
        ("ferry leaves sat at dawn", [("sat", "2026-04-18T00:00", "2026-04-19T00:00")]),
    ],
)
def test_a_contrast_or_a_named_hour_needs_its_shape(read, text, want) -> None:
    assert read(text, "2026-04-15T15:00") == want
