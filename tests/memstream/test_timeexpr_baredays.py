"""Time expressions read whole (`resolve_times`, the product's path): a bare day of the
month ("the 22nd") after a word that took it for no date, the kind of blind batches 95-97's
misses (round 57 part E; tests/data/timeexpr.md, recurring mentions): after "past" ("if it
drags past the 22nd"), before "at the earliest/latest", and before "since" and a subject in
the present of being, a reason ("the 19th since i'm off anyway"). An ordinal of a thing
keeps its reading ("past the 3rd house", "2nd at the latest race"). Said on Wednesday 10
June 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-06-10T09:00"
THE_22ND = ("2026-06-22T00:00", "2026-06-23T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("if the audit drags past the 22nd we lose the grant", [("the 22nd", *THE_22ND)]),
        ("launch is the 22nd at the earliest", [("the 22nd", *THE_22ND)]),
        ("probably looking like the 22nd at the latest tbh", [("the 22nd", *THE_22ND)]),
        ("i'll cover the 22nd since i'm around anyway", [("the 22nd", *THE_22ND)]),
        ("put me down for the 22nd since it's my only free day", [("the 22nd", *THE_22ND)]),
    ],
)
def test_a_bare_day_of_the_month_is_a_date(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "we drove past the 3rd house on the left",
        "she finished 2nd at the latest race",
    ],
)
def test_an_ordinal_of_a_thing_stays_no_date(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    "text",
    [
        # "past" an ordinal word: a step or a part got past, no day
        "we got past the first and lost in the second",
        "she's way past the first, almost done with the book",
        "i'm past the second already, only one chapter left",
        # "at the earliest/latest" before a noun: a rank in the thing
        "he placed the 4th at the latest race, not bad",
        "he finished the 5th at the latest tournament",
        "she won the 2nd at the latest gala lol",
        "we'll fix the 2nd at the earliest convenience, the 1st is done",
        # "since": the Nth counted from then ("it's" as "it has", a copula before the day)
        "that's the 3rd since it's been fixed 🙄",
        "that's the 6th since it's been on sale",
        "that's the 5th since i'm back in the office",
        "that's the 3rd since it's opened",
        "she's had the 4th since she's been here",
        "that's the 2nd since they're back 🙄",
        "that's the 4th since it's been repaired, unreal",
    ],
)
def test_an_ordinal_counted_or_ranked_stays_no_date(read, text) -> None:
    assert read(text, said=SAID) == []


@pytest.mark.parametrize(
    "text",
    [
        "the 22nd at the very latest",
        "could be the 22nd at the absolute latest, but i doubt it",
        "ok the 22nd at the latest lol",
    ],
)
def test_at_the_latest_ending_the_clause_is_a_date(read, text) -> None:
    assert read(text, said=SAID) == [("the 22nd", *THE_22ND)]
