"""Time expressions read whole (`resolve_times`, the product's path): a holiday whose present
perfect of beginning or arriving is denied ("black friday hasn't even started", "easter has
not arrived yet") is still ahead, the coming one, not the past the perfect tells elsewhere
(round 40 part A; tests/data/timeexpr.md, a recurring mention: planned or present, the next
one). A perfect that is not denied, or of another verb, keeps its past."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "the shops are full of eggs and easter hasn't even started",
            "2027-03-03T09:00",
            [("easter", "2027-03-28T00:00", "2027-03-29T00:00")],
        ),
        (
            "sold out of turkeys already and thanksgiving has not arrived yet",
            "2027-11-10T09:00",
            [("thanksgiving", "2027-11-25T00:00", "2027-11-26T00:00")],
        ),
        (
            "halloween hasn't happened yet and the kids want costumes",
            "2027-10-20T09:00",
            [("halloween", "2027-10-31T00:00", "2027-11-01T00:00")],
        ),
    ],
)
def test_a_holiday_not_begun_is_ahead(read, text, said, want) -> None:
    assert read(text, said=said) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (  # not denied: over
            "halloween has come and gone",
            "2027-11-03T09:00",
            [("halloween", "2027-10-31T00:00", "2027-11-01T00:00")],
        ),
        (  # denied, but not of beginning: what came from the last one
            "we haven't opened the presents from christmas",
            "2027-01-06T09:00",
            [("christmas", "2026-12-25T00:00", "2026-12-26T00:00")],
        ),
        (  # the mention is the day of another verb, no subject of the denied one
            "the shoes i bought on friday haven't arrived",
            "2027-03-03T09:00",
            [("on friday", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
        (
            "the package i ordered on the 18th hasn't arrived",
            "2027-03-03T09:00",
            [("on the 18th", "2027-02-18T00:00", "2027-02-19T00:00")],
        ),
        (
            "the refund they promised on the 10th still hasn't come",
            "2027-03-03T09:00",
            [("on the 10th", "2027-02-10T00:00", "2027-02-11T00:00")],
        ),
    ],
)
def test_a_perfect_not_denied_or_of_another_verb_keeps_its_past(read, text, said, want) -> None:
    assert read(text, said=said) == want
