"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
that is also a word ("weds", "sat") before a clock time told in words ("at half 8", "at
quarter past 5"): the day, as before "at 8:30" (round 55 part b; tests/data/timeexpr.md, "not
dates": a weekday cut short that is a word, unless it is a day). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the glazier is coming to put it in weds at half 8",
            [("weds at half 8", "2027-03-10T08:30", "2027-03-10T08:31")],
        ),
        (
            "drop it off sat at half 10",
            [("sat at half 10", "2027-03-06T10:30", "2027-03-06T10:31")],
        ),
        (
            "bring the van round sat at quarter past 9, ta",
            [("sat at quarter past 9", "2027-03-06T09:15", "2027-03-06T09:16")],
        ),
    ],
)
def test_a_weekday_cut_short_before_a_clock_time_in_words(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        # the verb after a subject or opening its sentence, the sun's: no day
        "i sat at half 8 and nobody came",
        "sat at half 8 with a coffee, nobody else up",
        "the kids sat at quarter to 9 waiting",
        "in the sun at half 3",
        "they wed at half 2 in the chapel",
    ],
)
def test_the_word_before_a_clock_time_in_words_stays_no_day(read, text) -> None:
    assert not [r for r in read(text, said=SAID) if r[0].lower().startswith(("sat", "sun", "wed"))]
