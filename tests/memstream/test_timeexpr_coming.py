"""Time expressions read whole (`resolve_times`), by kind (round 25): a day said to be
coming ("coming friday at 2") is the coming one, even when the one just past is nearer
(memstream/encoders/times/tensecoming.py)."""

from __future__ import annotations

import pytest


# Kind: "coming" before a weekday with a clock time, in a message with no other verb, said
# the day after that weekday: the next one, not yesterday's; near variants keep theirs: a
# past verb, the past progressive ("was coming")
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "electrician coming thursday at 3",
            "2026-03-13T09:00",  # a Friday
            [("coming thursday at 3", "2026-03-19T15:00", "2026-03-19T16:00")],
        ),
        (
            "gas engineer coming on monday at 10",
            "2026-03-10T12:00",  # a Tuesday
            [("coming on monday at 10", "2026-03-16T10:00", "2026-03-16T11:00")],
        ),
        (  # no verb at all: a notice, the coming one too (round 38, tenseverbless.py)
            "electrician thursday at 3",
            "2026-03-13T09:00",
            [("thursday at 3", "2026-03-19T15:00", "2026-03-19T16:00")],
        ),
        (
            "the electrician came thursday at 3",
            "2026-03-13T09:00",
            [("thursday at 3", "2026-03-12T15:00", "2026-03-12T16:00")],
        ),
        (
            "she was coming thursday at 3 but cancelled",
            "2026-03-13T09:00",
            [("coming thursday at 3", "2026-03-12T15:00", "2026-03-12T16:00")],
        ),
    ],
)
def test_a_day_said_to_be_coming_is_ahead(read, text, said, want) -> None:
    assert read(text, said) == want
