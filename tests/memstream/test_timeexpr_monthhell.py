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


@pytest.mark.parametrize(
    ("said", "text", "want"),
    [
        ("2026-03-16T13:00:00+01:00", "june is gonna be hell when she finds out", []),
        ("2026-03-16T13:00:00+01:00", "june's gonna be rough on you, she's strict", []),
        ("2026-03-16T13:00:00+01:00", "april is gonna be rough on the new guy", []),
        ("2026-03-16T13:00:00+01:00", "june will be hell to work with", []),
        ("2026-03-16T13:00:00+01:00", "August is gonna be rough, he's not happy", []),
        ("2026-03-16T13:00:00+01:00", "june is gonna be hell when she finds out", []),
        ("2026-03-16T13:00:00+01:00", "april will be rough, she's new", []),
        (
            "2026-11-18T10:00:00+00:00",
            "december is gonna be hell on earth w the in-laws",
            [("december", "2026-12-01T00:00", "2027-01-01T00:00")],
        ),
        ("2026-11-18T10:00:00+00:00", "January is gonna be rough, he's not happy", []),
        ("2026-11-18T10:00:00+00:00", "december is gonna be rough on the new starters", []),
        ("2026-11-18T10:00:00+00:00", "may is gonna be hell", []),
    ],
)
def test_hell_and_rough_only_for_a_month_no_one_is_named(local, said, text, want) -> None:
    """Review of round 58 part A: "hell", "rough", "a killer" are said of people too: only a
    lower-case month no one is named after, not before "on", "to", "with" or "when"."""
    assert local(text, said) == want
