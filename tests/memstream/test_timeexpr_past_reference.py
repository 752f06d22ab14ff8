"""Time expressions read whole (`resolve_times`, the product's path): a recurring mention
told as a past reference, the kind of case of blind batches 35-37's misses (round 37 part A;
tests/data/timeexpr.md, "a recurring mention"): a thing with its number that dates from a day
("ticket #8812 from monday"), the ground of "same as" ("same as in august"), and "set off",
no verb of planning ("who set off fireworks at 2am sunday"). New sentences, not the batch's,
and neighbours that keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a thing named by its number dates from the day: the past one
        (
            "order #5521 from friday still hasn't shipped",
            [("friday", "2027-02-26T00:00", "2027-02-27T00:00")],
        ),
        (
            "invoice #7730 from monday is still unpaid",
            [("monday", "2027-03-01T00:00", "2027-03-02T00:00")],
        ),
        # the ground of "same as": a time one knows
        (
            "the rash is back, same as in january",
            [("in january", "2027-01-01T00:00", "2027-02-01T00:00")],
        ),
        # not a plan told with its own year
        (
            "let's do the same as in june next year",
            [("june next year", "2028-06-01T00:00", "2028-07-01T00:00")],
        ),
    ],
)
def test_a_past_reference(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "set off" sets no plan: the verb's own tense
        (
            "the kids set off the smoke alarm on sunday",
            [("on sunday", "2027-02-28T00:00", "2027-03-01T00:00")],
        ),
        # "set" a plan for a day: the plan's, ahead
        (
            "we set the wedding for sunday",
            [("sunday", "2027-03-07T00:00", "2027-03-08T00:00")],
        ),
    ],
)
def test_set_off_is_no_plan(read, text, want) -> None:
    assert read(text, said=SAID) == want
