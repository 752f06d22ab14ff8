"""Time expressions read whole (`resolve_times`, the product's path): a participle that
describes a noun after its article ("a written statement by monday", "the signed form") is
no verb of what happened, so the date after it takes the tense of the sentence's finite verb
(issue 21, round 57 part D; tests/data/timeexpr.md: a recurring mention names the occurrence
the sentence talks about). New sentences, not the batch's, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 09:00 UTC: the nearest Monday is 1 March."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
NEXT_MONDAY = ("2027-03-08T00:00", "2027-03-09T00:00")
LAST_MONDAY = ("2027-03-01T00:00", "2027-03-02T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # wanted or needed by the day: the coming one, not the participle's past
        ("the landlord wants a signed inventory by monday", [("monday", *NEXT_MONDAY)]),
        (
            "hr needs the laptop back and a completed checklist by monday",
            [("monday", *NEXT_MONDAY)],
        ),
        # a participle that is the verb of its clause, or a past verb, keeps the past
        ("we sent the signed form on monday", [("on monday", *LAST_MONDAY)]),
        ("we got a signed copy on monday", [("on monday", *LAST_MONDAY)]),
        ("the form signed on monday", [("on monday", *LAST_MONDAY)]),
    ],
)
def test_a_participle_before_a_noun_sets_no_tense(read, text, want) -> None:
    assert read(text, said=SAID) == want
