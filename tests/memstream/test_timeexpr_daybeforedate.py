"""Time expressions read whole (`resolve_times`), batch 64's kind of a day of the month
alone a week or less before one date in a named month, in its sentence ("graduation is march
9, we're driving down the 7th"; tests/data/timeexpr.md, "a recurring mention names the
occurrence the sentence talks about"): a day of that date's month where the date is still
ahead and the day alone would fall in another month, the trip or the errand before it, and
so a second day alone after the first ("the 8th ... the 7th"). A day told as past ("paid on
the 4th"), a day more than a week before, a date behind or one in another sentence keep the
day's own reading. Said on
Wednesday 3 February 2027 (UTC) unless told."""

from __future__ import annotations

import pytest

_FEBRUARY = "2027-02-03T09:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the recital is march 12 at the town hall, dress rehearsal is the 10th",
            _FEBRUARY,
            [
                ("march 12", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("the 10th", "2027-03-10T00:00", "2027-03-11T00:00"),
            ],
        ),
        (
            "her wedding is 14 march up in leeds, we're setting off the 12th",
            _FEBRUARY,
            [
                ("14 march", "2027-03-14T00:00", "2027-03-15T00:00"),
                ("the 12th", "2027-03-12T00:00", "2027-03-13T00:00"),
            ],
        ),
        (
            "the marathon is march 14 and the expo is the 12th so i'll pick my bib up the 13th",
            _FEBRUARY,
            [
                ("march 14", "2027-03-14T00:00", "2027-03-15T00:00"),
                ("the 12th", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("the 13th", "2027-03-13T00:00", "2027-03-14T00:00"),
            ],
        ),
        # kept: told as past, more than a week before, a date behind, another sentence
        (
            "the recital is march 12, we paid the hall deposit on the 9th",
            _FEBRUARY,
            [
                ("march 12", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("on the 9th", "2027-01-09T00:00", "2027-01-10T00:00"),
            ],
        ),
        (
            "the recital is march 20, dress rehearsal is the 10th",
            _FEBRUARY,
            [
                ("march 20", "2027-03-20T00:00", "2027-03-21T00:00"),
                ("the 10th", "2027-02-10T00:00", "2027-02-11T00:00"),
            ],
        ),
        (
            "the recital was jan 30, the next lesson is the 28th",
            _FEBRUARY,
            [
                ("jan 30", "2027-01-30T00:00", "2027-01-31T00:00"),
                ("the 28th", "2027-02-28T00:00", "2027-03-01T00:00"),
            ],
        ),
        (
            "the recital is march 12. dress rehearsal is the 10th",
            _FEBRUARY,
            [
                ("march 12", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("the 10th", "2027-02-10T00:00", "2027-02-11T00:00"),
            ],
        ),
    ],
)
def test_a_day_alone_before_one_date(read, text, said, want) -> None:
    assert read(text, said=said) == want
