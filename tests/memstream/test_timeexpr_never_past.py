"""Time expressions read whole (`resolve_times`), round 56's kind of a form that is never a
simple past ("run", "come") tagged one: "bank run thurs at 11" after a sentence told in the
past is a line with no past verb ("run" after a noun is its head, an errand): a notice's
day, the coming one, no past of "run"
(tests/data/timeexpr.md, "a recurring mention"). Near misses keep their reading: a passive
("the 10k was run on sunday"), a perfect ("has run every day since monday"), a subject's
present ("they run the bake sale fri at 3"). Said on Wednesday 14 October 2026 (UTC)."""

from __future__ import annotations

import pytest

_WEDNESDAY = "2026-10-14T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "someone left the float short last night. bank run thurs at 11",
            [
                ("last night", "2026-10-13T18:00", "2026-10-14T00:00"),
                ("thurs at 11", "2026-10-15T11:00", "2026-10-15T12:00"),
            ],
        ),
        (
            "we had a power cut yesterday. school run fri at 3",
            [
                ("yesterday", "2026-10-13T00:00", "2026-10-14T00:00"),
                ("fri at 3", "2026-10-16T15:00", "2026-10-16T16:00"),
            ],
        ),
        # kept: a passive and a perfect look back; a subject's present looks ahead
        ("the 10k was run on sunday", [("on sunday", "2026-10-11T00:00", "2026-10-12T00:00")]),
        (
            "she has run every day since monday",
            [("since monday", "2026-10-12T00:00", "2026-10-14T09:00")],
        ),
        (
            "the kids had a good week. they run the bake sale fri at 3",
            [("fri at 3", "2026-10-16T15:00", "2026-10-16T16:00")],
        ),
    ],
)
def test_a_form_never_past_tells_no_past(read, text, want) -> None:
    assert read(text, said=_WEDNESDAY) == want
