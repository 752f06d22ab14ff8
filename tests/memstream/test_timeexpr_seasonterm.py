"""Time expressions read whole (`resolve_times`, the product's path): a term named by its
season ("the rota for spring term", "summer term was brutal"): the season's stretch, its
whole months, in the sentence's tense, also where the season alone would look like a noun's
attribute; the kind of case of blind batches 68-70's misses (round 48 part D;
tests/data/timeexpr.md, "Not dates": "the summer term" is the season's stretch). New
sentences, not the batch's, and neighbours that keep their reading. Said on Wednesday
3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SUMMER = ("2027-06-01T00:00", "2027-09-01T00:00")
AUTUMN = ("2026-09-01T00:00", "2026-12-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "drafting the rota for summer term tonight",
            [("summer term", *SUMMER), ("tonight", "2027-03-03T18:00", "2027-03-04T00:00")],
        ),
        ("the new timetable for summer term is out", [("summer term", *SUMMER)]),
        ("autumn term was brutal, 3 inspections", [("autumn term", *AUTUMN)]),
    ],
)
def test_a_term_named_by_its_season_is_the_season(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # neighbours: a season as a noun's attribute, a season in general
        ("i bought new winter tyres", []),
        ("i love autumn", []),
    ],
)
def test_a_season_with_no_term_keeps_its_reading(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "last/next/this" stays in the mention (round 48 part D review)
        (
            "last summer term was brutal, 3 trips in 2 weeks",
            [("last summer term", "2026-06-01T00:00", "2026-09-01T00:00")],
        ),
        (
            "next autumn term i'm taking yr 9",
            [("next autumn term", "2027-09-01T00:00", "2027-12-01T00:00")],
        ),
    ],
)
def test_a_term_keeps_its_last_or_next(read, text, want) -> None:
    assert read(text, said=SAID) == want
