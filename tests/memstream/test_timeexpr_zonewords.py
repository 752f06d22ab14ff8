"""Time expressions read whole (`resolve_times`, the product's path): a zone's abbreviation
after a clock time, and words Duckling takes for one (issue 21, round 38). Duckling reads some
150 abbreviations after a number as a zone and moves the time by it the wrong way and to the
minute: "at 4 vet" was 08:30, "sat 9pm KST" said in Seoul 12:00. A zone of ours is read in
that zone ("9pm kst", "8pm WIB"); one that is also a word ("vet", "cat", "west", "art", "eat")
only in capitals; any other name after a number leaves the time as said."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (  # said in Seoul: its own zone, the hour as said
            "watch party is sat 9pm KST, bring snacks",
            "2025-07-29T19:30:00+09:00",
            [("sat 9pm", "2025-08-02T21:00", "2025-08-02T22:00")],
        ),
        (  # in lower case too; said in London (summer, +01:00): 21:00 in Seoul is 13:00
            "the collab stream is sat 9pm kst",
            "2025-07-29T10:30:00+01:00",
            [("sat 9pm", "2025-08-02T13:00", "2025-08-02T14:00")],
        ),
        (
            "raid drops fri at 7pm msk, 40 players max",
            "2025-07-29T10:30:00+01:00",
            [("fri at 7pm", "2025-08-01T17:00", "2025-08-01T18:00")],
        ),
        (
            "webinar thursday 10am SAST, $15 to join",
            "2025-07-29T10:30:00+01:00",
            [("thursday 10am", "2025-07-31T09:00", "2025-07-31T10:00")],
        ),
        (  # a word in capitals is the zone: Venezuela, UTC-4
            "the match is sat at 8pm VET",
            "2025-07-29T10:30:00-04:00",
            [("sat at 8pm", "2025-08-02T20:00", "2025-08-02T21:00")],
        ),
        # words after a clock time: no zone, the time as said
        (
            "dog has his jabs tmrw at 4 vet said bring the card",
            "2025-07-29T10:30:00+01:00",
            [("tmrw at 4", "2025-07-30T16:00", "2025-07-30T17:00")],
        ),
        (
            "meet sat at 6 west entrance of the park",
            "2025-07-29T10:30:00+01:00",
            [("sat at 6", "2025-08-02T18:00", "2025-08-02T19:00")],
        ),
        (
            "grooming tmrw at 3pm cat first then the dog, £45",
            "2025-07-29T10:30:00+01:00",
            [("tmrw at 3pm", "2025-07-30T15:00", "2025-07-30T16:00")],
        ),
        (
            "kids club fri at 4 art stuff and snacks",
            "2025-07-29T10:30:00+01:00",
            [("fri at 4", "2025-08-01T16:00", "2025-08-01T17:00")],
        ),
        (
            "pick me up tmrw at 5 get milk on the way",
            "2025-07-29T10:30:00+01:00",
            [("tmrw at 5", "2025-07-30T17:00", "2025-07-30T18:00")],
        ),
    ],
)
def test_a_zone_after_a_clock_time_and_words_that_look_like_one(local, text, said, want) -> None:
    assert local(text, said) == want
