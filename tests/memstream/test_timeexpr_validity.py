"""Time expressions read whole (`resolve_times`, the product's path), batch 21's kind of
a stretch something is good for (tests/data/timeexpr.md, "until X" is X; "a recurring
mention" planned or present is the next one): "valid till the end of september", told with
no verb, is ahead, not in the past of a purchase told after it ("..., my sister got it for
me on 2 june"); told in the past ("the coupon was valid till the end of may") it stays
there. New sentences, and ones of a neighbouring kind that keep their reading. Said on
Sunday 20 June 2027 (UTC)."""

from __future__ import annotations

import pytest

_SUNDAY = "2027-06-20T10:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "gift card is £50, valid till the end of september, my sister got it for me on 2 june",
            [
                ("end of september", "2027-09-21T00:00", "2027-10-01T00:00"),
                ("on 2 june", "2027-06-02T00:00", "2027-06-03T00:00"),
            ],
        ),
        (
            "membership's good until the end of august, renewed it on 1 june",
            [
                ("end of august", "2027-08-21T00:00", "2027-09-01T00:00"),
                ("on 1 june", "2027-06-01T00:00", "2027-06-02T00:00"),
            ],
        ),
        # kept: told in the past
        (
            "the coupon was valid till the end of may",
            [("end of may", "2027-05-21T00:00", "2027-06-01T00:00")],
        ),
        (
            "my old card was good until the end of april",
            [("end of april", "2027-04-21T00:00", "2027-05-01T00:00")],
        ),
    ],
)
def test_valid_till_is_ahead(read, text, want) -> None:
    assert read(text, said=_SUNDAY) == want
