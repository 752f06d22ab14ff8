"""Time expressions read whole (`resolve_times`, the product's path): a past participle
between a gerund and its noun ("doing pulled pork in it thurs", "trying smoked brisket on
sat") is the noun's adjective, no past verb: the gerund, chat's present with its subject
dropped, places the day ahead (round 40 part A; tests/data/timeexpr.md, a recurring mention
told in the present is the next one). The participle as the clause's own past ("tried smoked
brisket on thurs") keeps it. Said on Sunday 28 September 2025, 19:00 (UTC)."""

from __future__ import annotations

import pytest

SAID = "2025-09-28T19:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the stew was a hit tonight. making pulled chicken in the slow cooker thurs",
            [
                ("tonight", "2025-09-28T18:00", "2025-09-29T00:00"),
                ("thurs", "2025-10-02T00:00", "2025-10-03T00:00"),
            ],
        ),
        (
            "trying smoked salmon on thurs",
            [("on thurs", "2025-10-02T00:00", "2025-10-03T00:00")],
        ),
    ],
)
def test_a_participle_before_a_noun_is_no_past(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "tried smoked salmon on thurs, so good",
            [("on thurs", "2025-09-25T00:00", "2025-09-26T00:00")],
        ),
    ],
)
def test_a_past_verb_keeps_its_past(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (  # a gerund a preposition heads: the participle is the dropped subject's past
            "after shopping packed bags on tuesday",
            "2025-10-01T19:00",
            [("on tuesday", "2025-09-30T00:00", "2025-10-01T00:00")],
        ),
        (
            "since moving bought furniture in february",
            "2026-03-06T06:45",
            [("in february", "2026-02-01T00:00", "2026-03-01T00:00")],
        ),
    ],
)
def test_a_participle_after_a_gerund_a_preposition_heads_keeps_its_past(
    read, text, said, want
) -> None:
    assert read(text, said=said) == want
