"""Time expressions read whole (`resolve_times`, the product's path): a day of the month
after a slot or a sign-up sheet and "for" ("we lost our slot for the 14th") is the day the
slot is for, the coming one even with a past verb telling what happened to it, the kind of
blind batches 95-97's misses (round 57 part E; tests/data/timeexpr.md: a recurring mention
planned is the next one). A thing that reports a day ("the results for the 3rd came out")
keeps the past. Said on Wednesday 10 June 2026, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-06-10T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the depot gave away our slot for the 12th so we're stuck",
            [("the 12th", "2026-06-12T00:00", "2026-06-13T00:00")],
        ),
        (
            "the sign up sheet for the 20th went round at work",
            [("the 20th", "2026-06-20T00:00", "2026-06-21T00:00")],
        ),
        (
            "they cancelled both slots for the 3rd",
            [("the 3rd", "2026-07-03T00:00", "2026-07-04T00:00")],
        ),
    ],
)
def test_a_slot_for_a_day_is_the_coming_day(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_report_for_a_day_keeps_the_past(read) -> None:
    found = read("the results for the 3rd came out", said=SAID)
    assert [(t, a) for t, a, _ in found] in ([], [("the 3rd", "2026-06-03T00:00")])


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        # a slot used, missed or told of: the day gone, as before the rule
        ("we missed our slot for the 9th, had to rebook", SAID, "2026-06-09T00:00"),
        ("my slot for the 8th went fine, got the results", SAID, "2026-06-08T00:00"),
        ("the slot for the 5th got used by someone else", SAID, "2026-06-05T00:00"),
        ("we used our slot for the 7th, the studio was great", SAID, "2026-06-07T00:00"),
        ("we had a slot for the 12th and it was great", "2025-11-18T12:00", "2025-11-12T00:00"),
        ("our slot for the 17th got moved to the 22nd", "2025-11-18T12:00", "2025-11-17T00:00"),
        # a sheet that records: no plan
        ("i submitted my time sheet for the 3rd", SAID, "2026-06-03T00:00"),
    ],
)
def test_a_slot_used_or_a_record_keeps_the_past(read, text, said, want) -> None:
    assert read(text, said=said)[0][1] == want


@pytest.mark.parametrize(
    "text",
    [
        "sign in sheet for the 2nd shows she never came",
        "the score sheet for the 7th got lost after the match",
        "the results sheet for the 6th came out, i passed",
        "my expense sheet for the 20th got rejected",
    ],
)
def test_a_record_sheet_is_no_coming_day(read, text) -> None:
    assert not [t for t in read(text, said=SAID) if t[1] > "2026-06-10"]
