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


#: Said on Wednesday 15 May 2024, 10:30 at UTC-4 (the review of round 58 part B).
SAID_WED = "2024-05-15T10:30:00-04:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("can we meet thurs. in 2 weeks?", [("thurs. in 2 weeks", "2024-05-30T00:00")]),
        ("thurs. in a week works", [("thurs. in a week", "2024-05-23T00:00")]),
        ("dentist appt thurs. in 2 weeks at 3", [("thurs. in 2 weeks at 3", "2024-05-30T15:00")]),
        ("party sat. in 3 weeks!!", [("sat. in 3 weeks", "2024-06-08T00:00")]),
        ("meet me on sat. in 3 weeks!!", [("on sat. in 3 weeks", "2024-06-08T00:00")]),
        ("wed. in a month we move", [("wed. in a month", "2024-06-12T00:00")]),
        ("wed. last week we had 40 people", [("wed. last week", "2024-05-08T00:00")]),
        ("sun. last week was brutal", [("sun. last week", "2024-05-12T00:00")]),
        ("on tues. last week i paid 40", [("on tues. last week", "2024-05-07T00:00")]),
        ("tues. this week is bad for me", [("tues. this week", "2024-05-14T00:00")]),
        ("can u do fri. next week instead?", [("fri. next week", "2024-05-24T00:00")]),
        ("report due by fri. next week at 3", [("fri. next week at 3", "2024-05-24T15:00")]),
        ("it was fri. last week we spoke", [("fri. last week", "2024-05-10T00:00")]),
        ("meeting fri. 3rd at 5pm", [("fri. 3rd at 5pm", "2025-01-03T17:00")]),
        (
            "fri. 3rd and sat. 4th both work",
            [("fri. 3rd", "2025-01-03T00:00"), ("sat. 4th", "2025-01-04T00:00")],
        ),
    ],
)
def test_an_abbreviation_dot_keeps_the_span_the_days(local, text, want) -> None:
    """A dot after a short weekday that opens its clause, is asked about or has no new clause
    after its span is the abbreviation's: the weekday and the span are one day."""
    assert [(t, s) for t, s, _ in local(text, SAID_WED)] == want
