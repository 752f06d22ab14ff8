"""Time expressions read whole (`resolve_times`, the product's path): a weekday before an
emoji whose noun after it is the subject of a verb of its own ("was due sunday 🤦 fine is
2,000 baht"): the emoji ends the day's clause, the day is no attribute of that noun (round 52
part c; tests/data/timeexpr.md, "Not dates": a weekday that is a noun's attribute). And a day
before "at" and a number with one decimal ("arrived sunday at 3.4kg"): a measure, the day
alone a time. New sentences, not the batch's, and neighbours that keep their reading. Said
on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my visa interview was friday 😬 officer was nice tho",
            [("friday", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
        (
            "the gas bill is due monday 😩 total is 90 quid",
            [("monday", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
        (
            "see you thursday 👋 traffic is awful",
            [("thursday", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        # neighbours: the emoji inside a noun's attribute, or no emoji: no day
        ("the sunday 🎉 market is back", []),
        ("the saturday market is back 🙌", []),
        ("monday blues are real 😩", []),
        ("my saturday shift 🙄 boss is mad", []),
        ("by friday 😒 sales were down", [("friday", "2027-03-05T00:00", "2027-03-06T00:00")]),
    ],
)
def test_an_emoji_ends_a_weekday_before_a_new_subject(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the review's: a weekday opening its message, an emoji, then a noun and a verb: an
        # idiom, a habit or a kind, no day (no verb or preposition before the weekday)
        ("monday 😩 blues are hitting hard", []),
        ("friday 😎 feeling is real, 2 hrs to go", []),
        ("saturday 🧺 market is my happy place", []),
        ("sunday 😴 mornings are for sleeping in", []),
        ("taco tuesday 🌮 deals are back at the place on 5th", []),
        ("ugh sunday 😩 scaries are real", []),
        ("thursday 🙃 meetings are the worst, 3 back to back every week", []),
        ("friday 🍕 nights are for pizza and films", []),
        (
            "wednesday 🐪 vibes are strong today lol",
            [("today", "2027-03-03T00:00", "2027-03-04T00:00")],
        ),
        ("lol, monday 😩 blues are hitting hard", []),
        # a verb or a preposition before the weekday, in its clause: the day
        (
            "we close on the house tuesday 🏡 lawyer has all the docs",
            [("tuesday", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        (
            "wedding's saturday 💍 weather looks perfect",
            [("saturday", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
        (
            "moving friday 🚚 movers are booked for 8",
            [("friday", "2027-03-05T00:00", "2027-03-06T00:00")],
        ),
    ],
)
def test_an_opening_weekday_before_an_emoji_and_a_subject_is_no_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the puppy came home sunday at 4.2kg",
            [("sunday", "2027-02-28T00:00", "2027-03-01T00:00")],
        ),
        (
            "she was weighed tuesday at 3.8 kg",
            [("tuesday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        # neighbours: a measure glued to its unit, and a dotted clock time
        ("bought it friday at 12k", [("friday", "2027-02-26T00:00", "2027-02-27T00:00")]),
        (
            "the ferry leaves sunday at 9.15",
            [("sunday at 9.15", "2027-03-07T09:15", "2027-03-07T09:16")],
        ),
    ],
)
def test_a_day_before_a_decimal_measure_is_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
