"""Time expressions read whole (`resolve_times`), batch 64's kind of a date right after
"back" opening a part of its own after a comma, with no verb in that part ("the kids flew out
on the 5th, back aug 20"; tests/data/timeexpr.md: a recurring mention planned is the next
one): the coming one, whatever the verbs before the comma; with a verb in the part ("..., was
back june 2") or "back" not right before the date ("..., back at work june 2") the sentence's
tense tells. Said on Thursday 10 June 2027 (UTC)."""

from __future__ import annotations

import pytest

_JUNE = "2027-06-10T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my parents drove down to spain on the 1st, back july 3",
            [
                ("on the 1st", "2027-06-01T00:00", "2027-06-02T00:00"),
                ("july 3", "2027-07-03T00:00", "2027-07-04T00:00"),
            ],
        ),
        (
            "he shipped out last week, back on aug 9 if all goes well",
            [
                ("last week", "2027-05-31T00:00", "2027-06-07T00:00"),
                ("on aug 9", "2027-08-09T00:00", "2027-08-10T00:00"),
            ],
        ),
        # kept: a verb in the part, "back" not right before the date
        (
            "my parents drove down to spain on the 1st, were back june 2",
            [
                ("on the 1st", "2027-06-01T00:00", "2027-06-02T00:00"),
                ("june 2", "2027-06-02T00:00", "2027-06-03T00:00"),
            ],
        ),
        (
            "my parents drove down to spain on the 1st, back home june 2",
            [
                ("on the 1st", "2027-06-01T00:00", "2027-06-02T00:00"),
                ("june 2", "2027-06-02T00:00", "2027-06-03T00:00"),
            ],
        ),
    ],
)
def test_a_date_after_back_in_a_part_of_its_own(read, text, want) -> None:
    assert read(text, said=_JUNE) == want
