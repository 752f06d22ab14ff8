"""Time expressions read whole (`resolve_times`, the product's path): a stop after a weekday
cut short before a span counted from now ("in 3 weeks", "last yr") or an ordinal and a noun
that is no month ("2nd time") ends the sentence: the weekday is read alone, and so is the
next sentence's span; "fri. 3rd july", a date, stays one (round 58 part B; tests/data/
timeexpr.md, "Not dates": ordinals of things). New sentences, and neighbours that keep their
reading. Said on Wednesday 3 March 2027, 15:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T15:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "boss wants the audit notes by fri. in 3 weeks we move offices",
            [
                ("fri", "2027-03-05T00:00", "2027-03-06T00:00"),
                ("in 3 weeks", "2027-03-22T00:00", "2027-03-29T00:00"),
            ],
        ),
        (
            "the lift guy is back on thurs. 2nd time this month",
            [
                ("on thurs", "2027-03-04T00:00", "2027-03-05T00:00"),
                ("this month", "2027-03-01T00:00", "2027-04-01T00:00"),
            ],
        ),
    ],
)
def test_a_stop_after_a_weekday_ends_its_sentence(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_date_after_the_stop_stays_one(read) -> None:
    want = [("fri. 2nd july", "2027-07-02T00:00", "2027-07-03T00:00")]
    assert read("see you fri. 2nd july", said=SAID) == want
