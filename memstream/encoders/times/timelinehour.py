"""A bare hour after the name of a step of a schedule, in a part of its own between commas,
after another clock time in its sentence ("doors 7pm, support 8, headline 9:15", "kids'
party: arrival 2pm, cake 3, pickup 5"): that step's clock time, the next such hour after the
time before it (tests/data/timeexpr.md: a time of day in a part of its own after a comma,
a noun and no verb, is the nearest one; a clock time without am/pm after another is the
next after it, `timeclocknext`). Duckling reads no bare number alone.

Only after a noun of an event's step ("doors", "dinner", "soundcheck", "pickup"), never after
a thing that is counted or numbered ("room 6", "table 4", "gate 2", "size 10"), and only
where a clock time marked as one (am/pm or minutes) comes before it in the sentence.

`timeexpr.TimeResolver.mentions` asks `step_hours`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timereader import Reader

_STEPS = (
    r"(soundcheck|sound\s?check|doors|dinner|lunch|breakfast|brunch|kick-?off|warm-?up|"
    r"rehearsal|pick-?up|drop-?off|ceremony|reception|speeches|drinks|curtain|registration|"
    r"check-?in|set-?up|load[\s-]?in|load[\s-]?out|briefing|departure|arrival|meet-?up|"
    r"practice|training|cake|photos|mass|service|bedtime|tea|support|headline|headliner)"
)
#: The step and its hour, a part of its own (after a comma, a colon or a stop, before a
#: comma, a stop or the end).
_STEP_HOUR = re.compile(
    rf"(?:^|[,:;]\s*|[.!?]\s+){_STEPS}\s+(?P<hour>1[0-2]|[1-9])(?=\s*([,;.!?\n]|$))", re.I
)
#: A clock time marked as one ("5pm", "9:45").
_MARKED = re.compile(r"\d\s*[ap]\.?m\b|\d:[0-5]\d", re.I)
_SENTENCE = re.compile(r"[.!?\n]\s")


def step_hours(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """Each bare hour of a schedule's step in `text` ("..., support 8, ..."), read as
    "at 8" is."""
    out = []
    for m in _STEP_HOUR.finditer(text):
        start, end = m.span("hour")
        head = max((s.end() for s in _SENTENCE.finditer(text, 0, start)), default=0)
        if not _MARKED.search(text, head, m.start()):
            continue
        body = f"at {m.group('hour')}"
        for it in reader.parse(body, wall)[:1]:
            found = reader.mention(body, start, end, it["value"], wall)
            out += [replace(f, text=text[start:end]) for f in found]
    return out
