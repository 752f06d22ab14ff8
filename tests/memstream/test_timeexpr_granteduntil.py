"""Time expressions read whole (`resolve_times`, the product's path), round 54's kind of a
deadline given with chat's "till"/"til" (tests/data/timeexpr.md, "until X" is X, and a date
a plan was stretched to is the next one, even told in the past): "gave me til friday to
finish it" is the coming Friday, as "gave me until friday" was; not where the sentence goes
on in the past ("... and i paid on thursday"), nor time one had or waited ("she had till the
1st to pay and missed it", "waited till friday to tell him"). Said on Thursday 5 September
2024 (UTC)."""

from __future__ import annotations

import pytest

_THURSDAY = "2024-09-05T15:55"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "she gave me til friday to finish it",
            [("friday", "2024-09-06T00:00", "2024-09-07T00:00")],
        ),
        ("they gave me till the 9th to pay", [("the 9th", "2024-09-09T00:00", "2024-09-10T00:00")]),
        (
            "work gave me till the 12th to sort my visa",
            [("the 12th", "2024-09-12T00:00", "2024-09-13T00:00")],
        ),
        (
            "gave the kids till sunday to tidy their rooms",
            [("sunday", "2024-09-08T00:00", "2024-09-09T00:00")],
        ),
        # kept: told on as past, time one had, a wait
        (
            "they gave me till friday and i paid on thursday",
            [
                ("friday", "2024-08-30T00:00", "2024-08-31T00:00"),
                ("on thursday", "2024-08-29T00:00", "2024-08-30T00:00"),
            ],
        ),
        (
            "she had till the 1st to pay and missed it",
            [("the 1st", "2024-09-01T00:00", "2024-09-02T00:00")],
        ),
        ("waited till friday to tell him", [("friday", "2024-08-30T00:00", "2024-08-31T00:00")]),
        ("we stayed till sept 3", [("sept 3", "2024-09-03T00:00", "2024-09-04T00:00")]),
    ],
)
def test_a_deadline_given(read, text, want) -> None:
    assert read(text, said=_THURSDAY) == want
