"""Time expressions read whole (`resolve_times`), batch 42-43's kind of a date that a past
verb of finding or volunteering carries with "for" ("found a sitter for saturday", "I
volunteered for the 12th"; tests/data/timeexpr.md, "a recurring mention"): the plan's date,
the coming one, as "ordered a cake for saturday" is; the date of the act ("found it on
saturday") and a stay told as past ("we went away for easter") keep the past. Said on
Tuesday 3 March 2026 (UTC) unless told."""

from __future__ import annotations

import pytest

_TUESDAY = "2026-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "found a cheap van to hire for saturday, £60",
            _TUESDAY,
            [("saturday", "2026-03-07T00:00", "2026-03-08T00:00")],
        ),
        (
            "finally found a babysitter for the 14th 🙌",
            _TUESDAY,
            [("the 14th", "2026-03-14T00:00", "2026-03-15T00:00")],
        ),
        (
            "i volunteered for the 20th, they need drivers",
            _TUESDAY,
            [("the 20th", "2026-03-20T00:00", "2026-03-21T00:00")],
        ),
        (
            "we found a lovely b&b in york for easter",
            _TUESDAY,
            [("easter", "2026-04-05T00:00", "2026-04-06T00:00")],
        ),
        # kept: the act's own date, a stay told as past
        (
            "found my old passport on saturday",
            _TUESDAY,
            [("on saturday", "2026-02-28T00:00", "2026-03-01T00:00")],
        ),
        (
            "i volunteered at the shelter on sunday",
            _TUESDAY,
            [("on sunday", "2026-03-01T00:00", "2026-03-02T00:00")],
        ),
        (
            "we went to the coast for easter",
            _TUESDAY,
            [("easter", "2025-04-20T00:00", "2025-04-21T00:00")],
        ),
        # review: a plan the rest of the sentence reports as past is the past
        (
            "volunteered for sunday, they were short staffed and it was chaos",
            "2026-03-09T07:40",
            [
                ("sunday", "2026-03-08T00:00", "2026-03-09T00:00"),
            ],
        ),
        (
            "found a cover for the 7th and it all went fine",
            "2026-03-10T09:00",
            [
                ("the 7th", "2026-03-07T00:00", "2026-03-08T00:00"),
            ],
        ),
        (
            "found the bill for october, it was £80 😬",
            "2026-11-20T10:00",
            [
                ("october", "2026-10-01T00:00", "2026-11-01T00:00"),
            ],
        ),
        (
            "we found a cottage for christmas and it snowed the whole time ❄️",
            "2026-01-05T09:00",
            [
                ("christmas", "2025-12-25T00:00", "2025-12-26T00:00"),
            ],
        ),
    ],
)
def test_a_date_found_or_volunteered_for(read, text, said, want) -> None:
    assert read(text, said=said) == want
