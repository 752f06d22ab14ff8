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
