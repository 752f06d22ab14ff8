"""Time expressions read whole (`resolve_times`), round 56's kind of a "wed" right after an
object pronoun ("doing them wed after close", "can service it wed if the part arrives"): the
verb "wed" needs a subject and an object pronoun is none, so it is the day
(tests/data/timeexpr.md, "Not dates": a weekday cut short after a word that introduces a
day). Near misses keep their reading: after a verb that takes a bare verb ("let them wed in
may", "we saw them wed at 4"), after a subject ("they wed in june"). Said on Monday 12
October 2026 (UTC)."""

from __future__ import annotations

import pytest

_MONDAY = "2026-10-12T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the gutters are blocked, doing them wed after close",
            [("wed", "2026-10-14T00:00", "2026-10-15T00:00")],
        ),
        (
            "garage can service it wed if the part arrives",
            [("wed", "2026-10-14T00:00", "2026-10-15T00:00")],
        ),
        ("can fix it wed.", [("wed", "2026-10-14T00:00", "2026-10-15T00:00")]),
        # kept: the verb
        ("let them wed in may", [("in may", "2026-05-01T00:00", "2026-06-01T00:00")]),
        ("we saw them wed at 4", [("wed at 4", "2026-10-07T16:00", "2026-10-07T17:00")]),
        ("they wed in june", [("in june", "2026-06-01T00:00", "2026-07-01T00:00")]),
    ],
)
def test_wed_after_an_object_pronoun_is_the_day(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want


#: Round 56 follow-up D, review: "wed" after want, have or get and an object is the verb.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("my parents want us wed before the baby comes", []),
        ("they want them wed by spring", [("spring", "2027-03-01T00:00", "2027-06-01T00:00")]),
        (
            "had them wed at the registry office in june",
            [("in june", "2026-06-01T00:00", "2026-07-01T00:00")],
        ),
        ("we finally got them wed", []),
        (
            "they'll have us wed by christmas",
            [("christmas", "2026-12-25T00:00", "2026-12-26T00:00")],
        ),
    ],
)
def test_wed_after_want_have_get_and_an_object_is_the_verb(read, text, want) -> None:
    assert read(text, said=_MONDAY) == want
