"""Time expressions read whole (`resolve_times`, the product's path): a clock time with its
half marked after "then" that follows a clock time on a named day ("quiz fri at 9pm, then
chips at 1am"): the next step of the plan, the first such time after the first, the small
hours of the day after. The kind of case of blind batches 59-61's misses (round 45 part D;
tests/data/timeexpr.md, "read against a date named before it"). New sentences, not the
batch's, and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "quiz fri at 9pm, then chips at the van around 1am",
            [
                ("fri at 9pm", "2027-03-05T21:00", "2027-03-05T22:00"),
                ("around 1am", "2027-03-06T01:00", "2027-03-06T02:00"),
            ],
        ),
        (
            "wedding disco sat at 11pm then taxis at 2am",
            [
                ("sat at 11pm", "2027-03-06T23:00", "2027-03-07T00:00"),
                ("at 2am", "2027-03-07T02:00", "2027-03-07T03:00"),
            ],
        ),
        # neighbour: a later time that day keeps it
        (
            "fri at 10am then lunch at 1pm",
            [
                ("fri at 10am", "2027-03-05T10:00", "2027-03-05T11:00"),
                ("at 1pm", "2027-03-05T13:00", "2027-03-05T14:00"),
            ],
        ),
        # neighbours: "then" that is no next step (a time, a condition) keeps the day's
        (
            "the show is sat at 9pm, but before then dinner at 7pm",
            [
                ("sat at 9pm", "2027-03-06T21:00", "2027-03-06T22:00"),
                ("at 7pm", "2027-03-06T19:00", "2027-03-06T20:00"),
            ],
        ),
        (
            "fri at 10pm, by then the 8pm crowd will be gone",
            [
                ("fri at 10pm", "2027-03-05T22:00", "2027-03-05T23:00"),
                ("8pm", "2027-03-05T20:00", "2027-03-05T21:00"),
            ],
        ),
        (
            "sat at 7pm, if not then 5pm?",
            [
                ("sat at 7pm", "2027-03-06T19:00", "2027-03-06T20:00"),
                ("5pm", "2027-03-06T17:00", "2027-03-06T18:00"),
            ],
        ),
        (
            "sun at 8pm is fine, till then i'm busy from 5pm",
            [
                ("sun at 8pm", "2027-03-07T20:00", "2027-03-07T21:00"),
                ("5pm", "2027-03-07T17:00", "2027-03-07T18:00"),
            ],
        ),
    ],
)
def test_a_step_after_then_on_a_named_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
