"""Time expressions read whole (`resolve_times`, the product's path), batch 21's kind of
condition (tests/data/timeexpr.md, "a recurring mention": planned, the next one): a day in
a part with no verb before "if"/"unless" ("model boat race at the pond 10 am saturday if the
wind's light") is a plan on a condition, the coming day, not in the past of a clause after
a comma ("the last race on the 26th got scrapped"). Told in the past, it stays ("we met on
sunday, if i remember right"). New sentences, and ones of a neighbouring kind that keep
their reading. Said on Tuesday 6 October 2026 at 19:00 in India (+05:30)."""

from __future__ import annotations

import pytest

_TUESDAY = "2026-10-06T19:00+05:30"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "model boat race at the pond 10 am saturday if the wind's light, "
            "the last race on the 26th got scrapped",
            [
                ("10 am saturday", "2026-10-10T10:00", "2026-10-10T11:00"),
                ("on the 26th", "2026-09-26T00:00", "2026-09-27T00:00"),
            ],
        ),
        (
            "cricket nets at the rec 9 am sunday if the ground's firm, "
            "the session on the 27th was washed out",
            [
                ("9 am sunday", "2026-10-11T09:00", "2026-10-11T10:00"),
                ("on the 27th", "2026-09-27T00:00", "2026-09-28T00:00"),
            ],
        ),
        (
            "car boot sale at the school 8 am saturday if the field's dry, "
            "the one on the 19th got moved",
            [
                ("8 am saturday", "2026-10-10T08:00", "2026-10-10T09:00"),
                ("on the 19th", "2026-09-19T00:00", "2026-09-20T00:00"),
            ],
        ),
        # kept: told in the past
        (
            "we met on sunday, if i remember right",
            [("on sunday", "2026-10-04T00:00", "2026-10-05T00:00")],
        ),
        (
            "the match on saturday got called off if you hadn't heard",
            [("on saturday", "2026-10-03T00:00", "2026-10-04T00:00")],
        ),
    ],
)
def test_a_day_on_a_condition_is_ahead(local, text, want) -> None:
    assert local(text, _TUESDAY) == want
