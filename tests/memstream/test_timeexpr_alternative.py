"""Time expressions read whole (`resolve_times`), by kind (batch 22): a question with no verb
that offers another slot ("or on sat at 9am?") asks about a plan: the coming day."""

from __future__ import annotations

import pytest


# Kind: a recurring mention planned or asked about is the next one (tests/data/timeexpr.md);
# "or" heading a question with no verb offers another slot; "or" inside a question with a
# past verb ("did you go on sat or sun?") or after a comma ("we met mon, or tues?") keeps
# the past
@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "yoga at 6 tonight? or on sat at 10am?",
            [
                ("at 6 tonight", "2025-05-06T18:00", "2025-05-06T19:00"),
                ("on sat at 10am", "2025-05-10T10:00", "2025-05-10T11:00"),
            ],
        ),
        ("or on sun at 11am?", [("on sun at 11am", "2025-05-11T11:00", "2025-05-11T12:00")]),
        (
            "did you go on sat or sun?",
            [
                ("on sat", "2025-05-03T00:00", "2025-05-04T00:00"),
                ("sun", "2025-05-04T00:00", "2025-05-05T00:00"),
            ],
        ),
        (
            "we met on mon, or tues?",
            [
                ("on mon", "2025-05-05T00:00", "2025-05-06T00:00"),
                ("tues", "2025-04-29T00:00", "2025-04-30T00:00"),
            ],
        ),
        ("good game on sat?", [("on sat", "2025-05-03T00:00", "2025-05-04T00:00")]),
    ],
)
def test_a_question_offering_another_slot_looks_ahead(read, text, want) -> None:
    assert read(text, "2025-05-06T08:00") == want
