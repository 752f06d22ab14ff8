"""Time expressions read whole (`resolve_times`, the product's path): "the unit after" read
against the date named before it (tests/data/timeexpr.md, read against a date named before
it) when a condition ends its clause ("the retake is the week after if i fail"), as any
clause's end does. Round 52 part c. New sentences, not the batch's, and neighbours that keep
their reading. Said on Wednesday 3 March 2027,
09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "my driving test is on the 18th, the retake is the week after if i fail",
            [
                ("on the 18th", "2027-03-18T00:00", "2027-03-19T00:00"),
                ("the week after", "2027-03-22T00:00", "2027-03-29T00:00"),
            ],
        ),
        (
            "the interview is march 9, they decide the day after unless something comes up",
            [
                ("march 9", "2027-03-09T00:00", "2027-03-10T00:00"),
                ("the day after", "2027-03-10T00:00", "2027-03-11T00:00"),
            ],
        ),
        # neighbours: a clause that ends it plainly, a span since a date, no date at all
        (
            "exam is the 12th and results come the week after",
            [
                ("the 12th", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("the week after", "2027-03-15T00:00", "2027-03-22T00:00"),
            ],
        ),
        (
            "been sick since friday. the day after was the worst",
            [("since friday", "2027-02-26T00:00", "2027-03-03T09:00")],
        ),
        ("the week after if you can", []),
        # review of the whole round: "when" and "once" bring the offset's own anchor, not a
        # condition ("3 days after when i asked": after the asking, no date named)
        (
            "the refund landed on the 9th, 3 days after when i asked",
            [("on the 9th", "2027-02-09T00:00", "2027-02-10T00:00")],
        ),
        (
            "we met on the 2nd, the day before when the storm hit",
            [("on the 2nd", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        (
            "it shipped on the 4th and arrived a week after once customs cleared it",
            [("on the 4th", "2027-02-04T00:00", "2027-02-05T00:00")],
        ),
        # a near miss that keeps its reading: a request's "when you can" ends the clause
        (
            "the rent is due the 21st, remind me 2 days before when you can",
            [
                ("the 21st", "2027-03-21T00:00", "2027-03-22T00:00"),
                ("2 days before", "2027-03-19T00:00", "2027-03-20T00:00"),
            ],
        ),
    ],
)
def test_the_unit_after_a_date_ends_its_clause_before_a_condition(read, text, want) -> None:
    assert read(text, said=SAID) == want
