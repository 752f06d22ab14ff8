"""Time expressions read whole (`resolve_times`, the product's path), batch 21's kind of
deadline with a participle and no finite verb (tests/data/timeexpr.md, "by X" is X, the
deadline a message names): "kitchen tiles finished by thurs" is the coming Thursday, not
in the past of what is told after it ("the fitter started on the 7th"); with a finite verb
("the tiles were finished by thurs") or a state reached ("all gone by friday", "sold out
by friday") it stays in the past. New sentences, and ones of a neighbouring kind that keep
their reading. Said on Sunday 20 July 2025 (UTC)."""

from __future__ import annotations

import pytest

_SUNDAY = "2025-07-20T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "kitchen tiles finished by thurs, £600 for materials, the fitter started on the 7th",
            [
                ("thurs", "2025-07-24T00:00", "2025-07-25T00:00"),
                ("on the 7th", "2025-07-07T00:00", "2025-07-08T00:00"),
            ],
        ),
        (
            "fence panels fitted by thurs, £90 for posts, the old one blew down on the 4th",
            [
                ("thurs", "2025-07-24T00:00", "2025-07-25T00:00"),
                ("on the 4th", "2025-07-04T00:00", "2025-07-05T00:00"),
            ],
        ),
        (
            "boiler fixed by fri hopefully, it packed up on the 9th",
            [
                ("fri", "2025-07-25T00:00", "2025-07-26T00:00"),
                ("on the 9th", "2025-07-09T00:00", "2025-07-10T00:00"),
            ],
        ),
        # kept: a finite verb; a state reached, no work finished
        (
            "the tiles were finished by thurs, looks great",
            [("thurs", "2025-07-17T00:00", "2025-07-18T00:00")],
        ),
        ("tickets sold out by friday", [("friday", "2025-07-18T00:00", "2025-07-19T00:00")]),
    ],
)
def test_work_finished_by_a_day_is_a_deadline(read, text, want) -> None:
    assert read(text, said=_SUNDAY) == want
