"""Time expressions read whole (`resolve_times`), round 44's kind of a clock time carried to
the day its event was named on, further on in the message (tests/data/timeexpr.md, "read
against a date named before it": one "in a later clause or sentence about the same event"),
in the half of the day its sentence or its event tells; not where the day is a stretch's
end or a deadline, nor where the clock time is told as past. Said on Monday 4 May 2026,
09:00 (UTC)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "quiz night at the legion on the 14th!! teams of 6, bring a pen, doors open at 7",
            [
                ("on the 14th", "2026-05-14T00:00", "2026-05-15T00:00"),
                ("at 7", "2026-05-14T19:00", "2026-05-14T20:00"),
            ],
        ),
        (
            "nana turns 90 on sunday!! my aunt is baking for 40 of us 😅 lunch starts 1 pm",
            [
                ("on sunday", "2026-05-10T00:00", "2026-05-11T00:00"),
                ("1 pm", "2026-05-10T13:00", "2026-05-10T14:00"),
            ],
        ),
        (
            "bike ride thurs is the hill loop, 60km with a cafe stop. meeting at the lights at 8",
            [
                ("thurs", "2026-05-07T00:00", "2026-05-08T00:00"),
                ("at 8", "2026-05-07T08:00", "2026-05-07T09:00"),
            ],
        ),
        (
            "the recital is on the 9th, half the class is nervous. it starts at 2",
            [
                ("on the 9th", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("at 2", "2026-05-09T14:00", "2026-05-09T15:00"),
            ],
        ),
        # the half of the day the event's part tells; am/pm keeps its own
        (
            "board games at tom's sat night, bring snacks, we need a 5th player. starts at 8",
            [
                ("sat night", "2026-05-09T18:00", "2026-05-10T00:00"),
                ("at 8", "2026-05-09T20:00", "2026-05-09T21:00"),
            ],
        ),
        (
            "board games at tom's sat night, bring snacks, we need a 5th player. starts at 8am",
            [
                ("sat night", "2026-05-09T18:00", "2026-05-10T00:00"),
                ("at 8am", "2026-05-09T08:00", "2026-05-09T09:00"),
            ],
        ),
        # the half of the day the sentence tells, after a day and a comma
        (
            "leaving drinks next fri, 8:30 at the crown",
            [
                ("next fri", "2026-05-15T00:00", "2026-05-16T00:00"),
                ("8:30", "2026-05-15T20:30", "2026-05-15T20:31"),
            ],
        ),
        (
            "hockey final next fri, 8:30 warm up",
            [
                ("next fri", "2026-05-15T00:00", "2026-05-16T00:00"),
                ("8:30", "2026-05-15T08:30", "2026-05-15T08:31"),
            ],
        ),
        # kept: a step before the event, with a purpose of its own; a place's own opening
        (
            "wedding on sat, need to buy a suit still. meeting jake at 3 to go shopping",
            [
                ("on sat", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("at 3", "2026-05-04T15:00", "2026-05-04T16:00"),
            ],
        ),
        (
            "my sister's hen do is on the 20th, 12 of us. she's coming over at 6 to plan it",
            [
                ("on the 20th", "2026-05-20T00:00", "2026-05-21T00:00"),
                ("at 6", "2026-05-04T18:00", "2026-05-04T19:00"),
            ],
        ),
        (
            # "games night" names the event (timenightnoun): the day, as "pizza night thurs"
            "games night fri, 6 of us 🎲 jo's coming round at 5 to help set up",
            [
                ("fri", "2026-05-08T00:00", "2026-05-09T00:00"),
                ("at 5", "2026-05-04T17:00", "2026-05-04T18:00"),
            ],
        ),
        (
            "party on sat 🎉 about 40 people. the cake place opens at 9 so ill pick it up then",
            [
                ("on sat", "2026-05-09T00:00", "2026-05-10T00:00"),
                ("at 9", "2026-05-09T09:00", "2026-05-09T10:00"),
            ],
        ),
        (
            "board games at tom's sat night, bring snacks. doors open at 8",
            [
                ("sat night", "2026-05-09T18:00", "2026-05-10T00:00"),
                ("at 8", "2026-05-09T20:00", "2026-05-09T21:00"),
            ],
        ),
        # kept: the day is a stretch's end, or the clock time is told as past
        (
            "the van has to go back till wednesday. sending the keys at 10",
            [
                ("wednesday", "2026-05-06T00:00", "2026-05-07T00:00"),
                ("at 10", "2026-05-04T10:00", "2026-05-04T11:00"),
            ],
        ),
        (
            "our bins go out on thursday. rang the council at 9 and nobody picked up",
            [
                ("on thursday", "2026-05-07T00:00", "2026-05-08T00:00"),
                ("at 9", "2026-05-03T21:00", "2026-05-03T22:00"),
            ],
        ),
        (
            "left the pub an hour ago, home by 2",
            [
                ("an hour ago", "2026-05-04T08:00", "2026-05-04T09:00"),
                ("by 2", "2026-05-04T14:00", "2026-05-04T15:00"),
            ],
        ),
    ],
)
def test_event_day(read, text, want) -> None:
    assert read(text) == want
