"""Time expressions read whole (`resolve_times`, the product's path): a month with a day's
number or a part of it in quotes ("decision 'w/c 8 march'", "start date 'mid april'"), a date
quoted from a notice or a letter, not a name, the kind of case of blind batches 71-73's
misses (round 49 part E; tests/data/timeexpr.md, "not dates": names and titles in quotes).
New sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday 3
March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the letter just says decision 'w/c 8 march' then nothing",
            [("w/c 8 march", "2027-03-08T00:00", "2027-03-15T00:00")],
        ),
        (
            "hr said the start date is 'mid april', whatever that means",
            [("mid april", "2027-04-11T00:00", "2027-04-21T00:00")],
        ),
        # neighbours: a quoted name or title with no day's number
        ("we danced to 'september' at the wedding", []),
        ("my favourite band is 'the march violets'", []),
        ("a playlist of 'saturday night' bangers", []),
        # a dated quote after a word of a title, or with words after its date: a title
        ("we danced to 'december 1963' all night haha", []),
        ("fave song rn is 'september 21' no joke", []),
        (
            "new single 'late june' drops next week!!",
            [("next week", "2027-03-08T00:00", "2027-03-15T00:00")],
        ),
        ("playlist 'march 2 the beat' slaps", []),
        ("due date 'mid oct' they reckon", [("mid oct", "2027-10-11T00:00", "2027-10-21T00:00")]),
    ],
)
def test_a_quoted_date_is_a_date(read, text, want) -> None:
    assert read(text, said=SAID) == want
