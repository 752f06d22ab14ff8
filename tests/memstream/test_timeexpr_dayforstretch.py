"""Time expressions read whole (`resolve_times`, the product's path): one weekday and its clock
time before "for N days" ("the hearing resumes fri at 10 for 2 days"): the day and its clock
time, the stretch runs from it; no rule over repeated days. The kind of case of blind batches
89-91's misses (round 55 part e; tests/data/timeexpr.md: a clock time on a named day is its
daytime reading). New sentences, not the batch's, and neighbours that keep their reading. Said
on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the hearing resumes fri at 10 for 2 days",
            [("fri at 10", "2027-03-05T10:00", "2027-03-05T11:00")],
        ),
        (
            "audit starts monday at 9 for 3 days, then the report",
            [("monday at 9", "2027-03-08T09:00", "2027-03-08T10:00")],
        ),
    ],
)
def test_one_weekday_before_for_n_days_is_the_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        # neighbours: days in the plural, a rule's range of days, a course's evenings
        "tuesdays at 10 for 2 days",
        "open mon-fri 9-5 for 2 weeks",
        "the course runs thursday at 7 for 6 evenings",
        "lights out at 10 for 3 nights",
    ],
)
def test_repeated_days_keep_no_date(read, text) -> None:
    assert read(text, said=SAID) == []
