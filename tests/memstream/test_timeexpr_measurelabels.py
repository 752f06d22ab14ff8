"""Time expressions read whole (`resolve_times`), by kind (round 40): numbers that Duckling
reads as clock times and are a decimal comma's amount ("from 3,4 jt"), a video's resolution
("a 1080p screen", "720p") or a place's number before a clock time ("gate 214 at 9:40")
(memstream/encoders/times/timecounts.py)."""

from __future__ import annotations

import pytest


# Kind: a decimal comma; near variants keep their clock time: a comma and a space ("at 7, 8
# of us"), a list of hours ("at 2,3 or 4pm" keeps its first and last)
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("the quote went from 3,4 jt to 2,9 jt", "2026-04-14T08:00", []),
        (
            "gained 1,5 kg on holiday, heading back to the gym on monday",
            "2026-04-14T08:00",
            [("on monday", "2026-04-20T00:00", "2026-04-21T00:00")],
        ),
        (
            "dinner at 7, 8 of us",
            "2026-04-14T08:00",
            [("at 7", "2026-04-14T19:00", "2026-04-14T20:00")],
        ),
        # Round 40 review: "at" lists hours ("at 6,2 bags" is at 6 and a count)
        (
            "i get in at 6,2 bags and a cat in tow",
            "2026-04-14T08:00",
            [("at 6", "2026-04-14T18:00", "2026-04-14T19:00")],
        ),
        ("price dropped from 4,5 € to 3,9 €", "2026-04-14T08:00", []),
    ],
)
def test_a_decimal_comma_is_no_clock_time(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind: a video's resolution, alone or before a time; near variants keep theirs: "720pm"
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        ("my old 720p monitor finally died", "2026-04-14T08:00", []),
        ("the stream only does 720p lol", "2026-04-14T08:00", []),
        (
            "we're streaming in 720p tonight at 8",
            "2026-04-14T08:00",
            [("tonight at 8", "2026-04-14T20:00", "2026-04-14T21:00")],
        ),
        (
            "dinner at 720pm",
            "2026-04-14T08:00",
            [("at 720pm", "2026-04-14T19:20", "2026-04-14T19:21")],
        ),
        # Round 40 review: "at" a resolution that reads as a 12-hour clock time is one, unless
        # the sentence is about video
        (
            "call at 540p",
            "2026-04-14T08:00",
            [("at 540p", "2026-04-14T17:40", "2026-04-14T17:41")],
        ),
        (
            "meet at 720p tmrw?",
            "2026-04-14T08:00",
            [("at 720p tmrw", "2026-04-15T19:20", "2026-04-15T19:21")],
        ),
        ("yt only lets me watch at 240p on the train", "2026-04-14T08:00", []),
    ],
)
def test_a_video_resolution_is_no_clock_time(read, text, said, want) -> None:
    assert read(text, said) == want


# Kind: a place's or thing's number right before a clock time; near variants: the clock time
# alone after "at" a place
@pytest.mark.parametrize(
    ("text", "said", "want"),
    [
        (
            "boarding from gate 214 at 9:40",
            "2026-04-14T08:00",
            [("at 9:40", "2026-04-14T09:40", "2026-04-14T09:41")],
        ),
        (
            "we have seats in row 118 at 7:15",
            "2026-04-14T08:00",
            [("at 7:15", "2026-04-14T19:15", "2026-04-14T19:16")],
        ),
        (
            "meet me at the gate at 9:40",
            "2026-04-14T08:00",
            [("at 9:40", "2026-04-14T09:40", "2026-04-14T09:41")],
        ),
    ],
)
def test_a_place_number_before_a_clock_time_is_cut_off(read, text, said, want) -> None:
    assert read(text, said) == want
