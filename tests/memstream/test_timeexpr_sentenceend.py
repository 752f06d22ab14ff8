"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part C): a match of Duckling's that runs across the end of a sentence is two times, one in
each sentence (memstream/encoders/times/timesentenceparts.py). New sentences, not the
batch's, and neighbours of each kind that keep their reading. Said in UTC at the time each
case gives."""

from __future__ import annotations

import pytest


# Kind: "<clock>. <time of its own> ...": each sentence's time alone
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "ferry leaves at 6am. last summer it was packed",
            "2027-03-06T09:00",
            [
                ("at 6am", "2027-03-07T06:00", "2027-03-07T07:00"),
                ("last summer", "2026-06-01T00:00", "2026-09-01T00:00"),
            ],
        ),
        (
            "got home at 11pm. tomorrow i sleep in",
            "2027-03-06T09:00",
            [
                ("at 11pm", "2027-03-05T23:00", "2027-03-06T00:00"),
                ("tomorrow", "2027-03-07T00:00", "2027-03-08T00:00"),
            ],
        ),
    ],
)
def test_a_match_across_the_end_of_a_sentence_is_two(read, text, said, want) -> None:
    assert read(text, said=said) == want


# Near misses: a full stop after a month or a weekday cut short, or inside "p.m.", ends no
# sentence: the match stays whole
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the show is on dec. 5 at 8pm",
            "2027-11-06T09:00",
            [("on dec. 5 at 8pm", "2027-12-05T20:00", "2027-12-05T21:00")],
        ),
        (
            "doors at 7 p.m. tomorrow",
            "2027-03-02T09:00",
            [("at 7 p.m. tomorrow", "2027-03-03T19:00", "2027-03-03T20:00")],
        ),
        (
            "let's meet sat. at 9 by the fountain",
            "2027-03-02T09:00",
            [("sat. at 9", "2027-03-06T09:00", "2027-03-06T10:00")],
        ),
    ],
)
def test_an_abbreviation_ends_no_sentence(read, text, said, want) -> None:
    assert read(text, said=said) == want
