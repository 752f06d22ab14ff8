"""Time expressions read whole (`resolve_times`, the product's path), batch 12's kinds of
false positives: the times of a rule over repeated days, a day "of every month", and time
words inside a quoted name (tests/data/timeexpr.md: habits and kinds of days, names and
titles). New sentences of each kind, and ones that stay dates."""

from __future__ import annotations

import pytest


# Kind: a clock time (maybe with its weekday) in a clause whose days are repeated (days in
# the plural, "every" day or week, "all season", a range of weekdays): a rule's time
@pytest.mark.parametrize(
    "text",
    [
        "the library is open on weekdays until 8, come by anytime",
        "the pool closes at 9pm on sundays",
        "kids eat free after 5 on mondays",
        "lessons begin at 8 sharp every morning",
        "choir is mon and wed at 7 every week",
        "we rehearse tues and fri 6-8 all term",
        "the shop is open mon-sat 10-6",
        "the cafe opens monday to friday 7 to 3",
    ],
)
def test_the_time_of_a_rule_over_repeated_days_is_no_date(read, text) -> None:
    assert read(text) == []


# Kind: a day "of every/each month" is a habit
@pytest.mark.parametrize(
    "text",
    ["rent is due the first monday of every month", "the 15th of each month is payday"],
)
def test_a_day_of_every_month_is_a_habit(read, text) -> None:
    assert read(text) == []


# Kind: a time word inside a short quoted name or title is no time; quoted speech is
@pytest.mark.parametrize(
    "text",
    [
        "my cousin 'monday' mike never shows up",
        "we danced to 'saturday in the park' at the wedding",
        'her band is called "june and the tuesdays" now',
    ],
)
def test_a_time_word_in_a_quoted_name_is_no_time(read, text) -> None:
    assert read(text) == []


# Kept: one occurrence, no repeated days in the clause (or across a comma), speech in quotes
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("see you friday night", [("friday night", "2026-05-08T18:00", "2026-05-09T00:00")]),
        ("meet me at 6am tomorrow", [("at 6am tomorrow", "2026-05-05T06:00", "2026-05-05T07:00")]),
        (
            "after 6 on friday works for me",
            [("after 6 on friday", "2026-05-08T18:00", "2026-05-08T19:00")],
        ),
        ("last friday we went out", [("last friday", "2026-05-01T00:00", "2026-05-02T00:00")]),
        (
            "the 2nd tuesday in march is the vote",
            [("the 2nd tuesday in march", "2027-03-09T00:00", "2027-03-10T00:00")],
        ),
        ("can you do thurs at 6?", [("thurs at 6", "2026-05-07T18:00", "2026-05-07T19:00")]),
        (
            "free tues and thurs at 6 this week",
            [("thurs at 6 this week", "2026-05-07T18:00", "2026-05-07T19:00")],
        ),
        (
            "meet me at 3:30, I walk the dog every morning",
            [("at 3:30", "2026-05-04T15:30", "2026-05-04T15:31")],
        ),
        ("she said 'friday' so i booked it", [("friday", "2026-05-01T00:00", "2026-05-02T00:00")]),
    ],
)
def test_one_occurrence_stays_a_date(read, text, want) -> None:
    assert read(text) == want


# Kind: a length after a verb of lasting ("runs 3:58") and a duration that measures a noun
# ("in 30 minute slots") are no times; "runs at 4:35" and "in 10 minutes" are
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the track runs 3:58 and it's our best one", []),
        ("her speech lasted 2:10", []),
        ("we work in 2 hour blocks", []),
        ("parking is sold in 30 minute slots", []),
        ("the bus runs at 4:35", [("at 4:35", "2026-05-04T04:35", "2026-05-04T04:36")]),
        (
            "i'll call you in 10 minutes",
            [("in 10 minutes", "2026-05-04T09:10", "2026-05-04T09:11")],
        ),
        ("i'll be there in 15 min tops", [("in 15 min", "2026-05-04T09:15", "2026-05-04T09:16")]),
    ],
)
def test_lengths_and_measures_are_no_times(read, text, want) -> None:
    assert read(text) == want


# Kind: a time in a clause of habit ("this time of year") or after a word of repetition
# ("every time", "how many times") is a habit's; across a comma a time stays one
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("it gets dark around 5:30 this time of year", []),
        ("every time he calls at 6 the baby wakes up", []),
        ("no matter how many times you text me at midnight i won't answer", []),
        (
            "meet me at 6 on friday, no matter how many times you ask",
            [("at 6 on friday", "2026-05-08T18:00", "2026-05-08T19:00")],
        ),
    ],
)
def test_a_time_told_as_repeated_is_a_habit(read, text, want) -> None:
    assert read(text) == want


# Kind: an ordinal of a stretch's days with no date of its own is an ordinal of things
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the second day of the trip it rained", []),
        ("the first morning we saw a bear", []),
        (
            "on the first day of spring we planted seeds",
            [("on the first day of spring", "2026-03-01T00:00", "2026-06-01T00:00")],
        ),
    ],
)
def test_an_ordinal_of_a_stretchs_days_is_no_date(read, text, want) -> None:
    assert read(text) == want
