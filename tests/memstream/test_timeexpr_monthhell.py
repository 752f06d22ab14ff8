"""Time expressions read whole (`resolve_times`, the product's path): a month as the subject
of what it will be, a hard stretch ("december is gonna be hell", "march will be rough"), is the
coming one, as "june is going to be insane" is (timemonths.py; issue 21, round 58 part A).
Near misses: the month as such ("december is my favourite month") is no time."""

from __future__ import annotations

import pytest

SAID = "2026-11-18T10:00:00+00:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "december is gonna be hell at the depot",
            [("december", "2026-12-01T00:00", "2027-01-01T00:00")],
        ),
        ("january will be rough, 3 audits", [("january", "2027-01-01T00:00", "2027-02-01T00:00")]),
        ("march is going to be a killer", [("march", "2027-03-01T00:00", "2027-04-01T00:00")]),
        # near misses: the month as such
        ("december is my favourite month", []),
    ],
)
def test_a_month_that_will_be_hard_is_the_coming_one(local, text, want) -> None:
    assert local(text, SAID) == want
