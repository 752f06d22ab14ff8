"""Time expressions read whole (`resolve_times`), round 46 part C's review of a date right
after "back" opening a part of its own after a comma ("..., back on the 9th, still jetlagged"):
told in the sentence's tense, as `tensereturn.returning` reads it with a verb before it; the
rule that told every such date as a plan (round 46 part C) was undone, since most of them tell
a return that has happened ("went to lisbon last thurs, back sunday. was amazing": the Sunday
just past; tests/data/timeexpr.md: a recurring mention told as past is the latest one). Said
on Thursday 10 June 2027 (UTC)."""

from __future__ import annotations

import pytest

_JUNE = "2027-06-10T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "went to lisbon last thurs, back sunday. was amazing 😍",
            [
                ("last thurs", "2027-06-03T00:00", "2027-06-04T00:00"),
                ("sunday", "2027-06-06T00:00", "2027-06-07T00:00"),
            ],
        ),
        (
            "we were in rome for a week, back on the 9th, still jetlagged tbh",
            [("on the 9th", "2027-06-09T00:00", "2027-06-10T00:00")],
        ),
        (
            "the dog was at the vet over the weekend, back monday, all good now 🐶",
            [
                ("weekend", "2027-06-05T00:00", "2027-06-07T00:00"),
                ("monday", "2027-06-07T00:00", "2027-06-08T00:00"),
            ],
        ),
        (
            "he was on leave from the 20th, back on the 1st, so he missed the whole thing",
            [
                ("the 20th", "2027-05-20T00:00", "2027-05-21T00:00"),
                ("on the 1st", "2027-06-01T00:00", "2027-06-02T00:00"),
            ],
        ),
        (
            "my parents drove down to spain on the 1st, were back june 2",
            [
                ("on the 1st", "2027-06-01T00:00", "2027-06-02T00:00"),
                ("june 2", "2027-06-02T00:00", "2027-06-03T00:00"),
            ],
        ),
    ],
)
def test_a_date_after_back_keeps_the_sentence_tense(read, text, want) -> None:
    assert read(text, said=_JUNE) == want
