"""Time expressions read whole (`resolve_times`, the product's path): a bare verb after a
verb of perceiving and its object takes the perceiving's tense ("they saw it happen at 1am
sunday": the past), and a verb of saying right before a bare verb (or "to" and one) reports
an instruction, what it asks being ahead ("the doctor said come back thursday"). New
sentences, not the batches', and neighbours that keep their reading. Said in UTC on
Tuesday 4 May 2027."""

from __future__ import annotations

import pytest

SAID = "2027-05-04T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a bare verb after a past verb of perceiving: what was seen, the past
        (
            "the neighbours saw him leave at 2am saturday",
            [("at 2am saturday", "2027-05-01T02:00", "2027-05-01T03:00")],
        ),
        (
            "we heard the dog bark on sunday",
            [("on sunday", "2027-05-02T00:00", "2027-05-03T00:00")],
        ),
        # ... after a future one, or an invitation to watch: ahead
        ("you'll see it happen on friday", [("on friday", "2027-05-07T00:00", "2027-05-08T00:00")]),
        (
            "come watch us play on saturday",
            [("on saturday", "2027-05-08T00:00", "2027-05-09T00:00")],
        ),
    ],
)
def test_bare_verb_after_perceiving(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an instruction reported: what it asks is ahead
        (
            "the vet said bring her back friday",
            [("friday", "2027-05-07T00:00", "2027-05-08T00:00")],
        ),
        ("mum said to ring her on sunday", [("on sunday", "2027-05-09T00:00", "2027-05-10T00:00")]),
        # a report of what someone did keeps the past
        ("he said he rang on sunday", [("on sunday", "2027-05-02T00:00", "2027-05-03T00:00")]),
        # ... and so does an instruction the sentence goes on to tell as done
        (
            "she said come over on sunday and we had a lovely time",
            [("on sunday", "2027-05-02T00:00", "2027-05-03T00:00")],
        ),
    ],
)
def test_instruction_reported(read, text, want) -> None:
    assert read(text, said=SAID) == want
