"""Time expressions read whole (`resolve_times`, the product's path): a weekday in a line
with no verb, then "so" opening what follows from it ("thurs morning swim at 7 so no
lie in"): a notice's day, the coming one, not a report ("so" is one only as an exclamation:
"so good"). The kind of case of blind batches 59-61's misses (round 45 part D;
tests/data/timeexpr.md: a recurring mention planned or present is the next one). New
sentences, not the batch's, and neighbours that keep their reading. Said on Friday 5 March
2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-05T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "thurs morning swim at 7 so no lie in",
            [
                ("thurs morning", "2027-03-11T00:00", "2027-03-11T12:00"),
                ("at 7", "2027-03-11T07:00", "2027-03-11T08:00"),
            ],
        ),
        (
            "tues morning parkrun so no wine mon",
            [
                ("tues morning", "2027-03-09T00:00", "2027-03-09T12:00"),
                ("mon", "2027-03-08T00:00", "2027-03-09T00:00"),
            ],
        ),
        # neighbours: "so" as an exclamation, a report of the one just had
        (
            "tues morning parkrun so good",
            [("tues morning", "2027-03-02T00:00", "2027-03-02T12:00")],
        ),
        (
            "tues morning parkrun so much fun",
            [("tues morning", "2027-03-02T00:00", "2027-03-02T12:00")],
        ),
        (
            "tues night so \U0001f525",
            [("tues night", "2027-03-02T18:00", "2027-03-03T00:00")],
        ),
    ],
)
def test_so_after_a_verbless_weekday(read, text, want) -> None:
    assert read(text, said=SAID) == want
