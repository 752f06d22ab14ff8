"""Time expressions read whole (`resolve_times`, the product's path): a bare clock time
hedged with "about" or made firm with "sharp" ("about 4:30", "noon sharp") a few words after
the day a message names is on that day, as "around 4:30" and "9:00 sharp" were
(timemessageday.py); with no day, or across a message to someone, it keeps its reading
(issue 21, round 52 part b). Said on Wednesday 5 March 2025, 08:10 UTC."""

from __future__ import annotations

import pytest

SAID = "2025-03-05T08:10"


@pytest.mark.parametrize(
    ("text", "clock", "start"),
    [
        ("bake sale moved to next sat, 12 noon sharp", "noon sharp", "2025-03-15T12:00"),
        ("vigil is sunday at dusk, about 4:30, by the memorial", "about 4:30", "2025-03-09T16:30"),
        ("the ride is saturday 🚴 meet about 8:30 at the cafe", "about 8:30", "2025-03-08T08:30"),
    ],
)
def test_a_hedged_or_sharp_clock_time_is_on_the_day_named(
    read, text: str, clock: str, start: str
) -> None:
    assert (clock, start) in [(t, a) for t, a, _ in read(text, said=SAID)]


def test_with_no_day_it_keeps_its_reading(read) -> None:
    found = read("we got there about 4:30 and it was packed", said=SAID)
    assert [(t, a) for t, a, _ in found] == [("about 4:30", "2025-03-05T04:30")]


def test_a_message_to_someone_is_no_clock_time_of_the_day(read) -> None:
    found = read("on sunday, call me about 5", said=SAID)
    assert [t for t, _, _ in found] == ["on sunday"]


def test_a_hedged_clock_time_with_no_day_bears_its_own_for_one_after_it(read) -> None:
    """Said on Wednesday at 19:40: leaving on Thursday at 05:30, back by its 09:00, not
    Wednesday's 21:00 before the leaving, as before "about" was a clock time here (review of
    round 52 part b)."""
    found = read("we're leaving about 5:30 and back by 9", said="2025-03-05T19:40")
    assert [(t, a) for t, a, _ in found] == [
        ("about 5:30", "2025-03-06T05:30"),
        ("by 9", "2025-03-06T09:00"),
    ]


def test_a_hedged_clock_time_goes_on_no_day_of_another(read) -> None:
    """Neither was a clock time here before round 52: the later keeps its own reading, the
    night after the gig, not Wednesday's 01:00 before it."""
    found = read("sat gig, on stage about 9:45pm, home about 1am", said="2025-03-05T19:40")
    assert [(t, a) for t, a, _ in found] == [
        ("about 9:45pm", "2025-03-05T21:45"),
        ("about 1am", "2025-03-06T01:00"),
    ]
