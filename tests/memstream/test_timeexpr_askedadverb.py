"""Time expressions read whole (`resolve_times`, the product's path): a request or an
instruction, a past verb of telling or asking before an infinitive, an adverb before the
verb ("also asked to keep my trip 8-14 nov", "they also told us to come back on 2 april"):
what was asked for, ahead, as without the adverb; the kind of case of blind batches 71-73's
misses (round 49 part A; tests/data/timeexpr.md: a recurring mention names the occurrence
the sentence talks about; planned, the next one). New sentences, not the batch's, and
neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "i also asked to keep my ski week 8-14 feb",
            [("8-14 feb", "2028-02-08T00:00", "2028-02-15T00:00")],
        ),
        (
            "they also told us to come back on 2 feb",
            [("on 2 feb", "2028-02-02T00:00", "2028-02-03T00:00")],
        ),
        # neighbours: no infinitive, a date told as past
        (
            "i also asked him about the ski week 8-14 feb",
            [("8-14 feb", "2027-02-08T00:00", "2027-02-15T00:00")],
        ),
        ("we also went skiing 8-14 feb", [("8-14 feb", "2027-02-08T00:00", "2027-02-15T00:00")]),
        # after an adverb, a request the words after the date tell as past (round 49 part A
        # review)
        (
            "she finally asked to borrow the car on friday, crashed it 🙄",
            [("on friday", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
        (
            "they politely asked to move the call to monday, we did it and it went fine",
            [("monday", "2027-03-01T00:00", "2027-03-02T00:00")],
        ),
    ],
)
def test_request_after_an_adverb(read, text, want) -> None:
    assert read(text, said=SAID) == want
