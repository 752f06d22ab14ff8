"""Time expressions read whole (`resolve_times`), by kind (round 48): a hedged date with the
verb of saying after it ("maybe by easter they said") is a guess told of a date ahead, as
"they said maybe easter" is (tests/data/timeexpr.md: planned or present, the next one;
memstream/encoders/times/tenseguess.py); with more said after the verb ("... they said it
was"), a past verb before the hedge ("we met maybe in march she says") or no hedge, it
keeps its old reading, the past. So is a day said as the alternative ("they said sat
instead"), unlike one gone to instead ("we went on sat instead") or one whose part goes on
after "instead" ("i said sunday instead of saturday and it was fine")."""

from __future__ import annotations

import pytest

TUESDAY = "2027-03-09T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "builders rang 🙄 probably by good friday they said. cost went up again",
            [("good friday", "2027-03-26T00:00", "2027-03-27T00:00")],
        ),
        (
            "the part got ordered, probably thursday she reckons",
            [("thursday", "2027-03-11T00:00", "2027-03-12T00:00")],
        ),
        (
            "the venue double booked us 🙄 they said saturday instead",
            [("saturday", "2027-03-13T00:00", "2027-03-14T00:00")],
        ),
        (
            "offered friday, they said saturday instead",
            [
                ("friday", "2027-03-12T00:00", "2027-03-13T00:00"),
                ("saturday", "2027-03-13T00:00", "2027-03-14T00:00"),
            ],
        ),
        (
            "prob friday they said, fingers crossed 🤞",
            [("friday", "2027-03-12T00:00", "2027-03-13T00:00")],
        ),
        # neighbours that keep the past
        (
            "fixed it, probably on thursday they said it was",
            [("on thursday", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        (
            "the part got ordered on thursday they said",
            [("on thursday", "2027-03-04T00:00", "2027-03-05T00:00")],
        ),
        (
            "it was maybe monday they said, the break in",
            [("monday", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
        (
            "the leak started probably on sunday he thinks",
            [("on sunday", "2027-03-07T00:00", "2027-03-08T00:00")],
        ),
        (
            "we met maybe in february she says",
            [("in february", "2027-02-01T00:00", "2027-03-01T00:00")],
        ),
        (
            "i said sunday instead of saturday and it was fine",
            [
                ("sunday", "2027-03-07T00:00", "2027-03-08T00:00"),
                ("saturday", "2027-03-06T00:00", "2027-03-07T00:00"),
            ],
        ),
        (
            "last time they said monday instead and never showed",
            [("monday", "2027-03-08T00:00", "2027-03-09T00:00")],
        ),
        (
            "it rained so we went on saturday instead",
            [("on saturday", "2027-03-06T00:00", "2027-03-07T00:00")],
        ),
    ],
)
def test_a_hedged_date_then_who_said_it_is_ahead(read, text, want) -> None:
    assert read(text, TUESDAY) == want
