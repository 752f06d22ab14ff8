"""A bare hour offered back as a reply, the subject of "works" or "suits" ("ok 6 works",
"4 suits me", "sure, 7 works for us"): a clock time, the nearest one ahead in the
present of "works" (tests/data/timeexpr.md: a clock time with no day is the nearest reading
in the sentence's tense). Duckling reads no bare number alone. Only where the hour heads its
message or its sentence, maybe after a word of agreeing: "size 7 works", "plan 2 works", "the
3 works" are things.

`timeexpr.TimeResolver.mentions` asks `reply_hours`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timereader import Reader

_AGREE = r"(yeah|yea|ya|yep|yup|yes|ok|okay|k|kk|sure|cool|great|perfect|alright|fine|deal)"
#: The hour heading a message or a sentence, maybe after words of agreeing, then "works".
_REPLY = re.compile(
    rf"(?:^|[.!?\n]\s*)(?:{_AGREE}\b[\s,!.]*)*(?P<hour>1[0-2]|[1-9])\s+(works|suits)\b", re.I
)


def reply_hours(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """Each bare hour offered as a reply in `text` ("ok 6 works"), read as "at 6" is."""
    out = []
    for m in _REPLY.finditer(text):
        start, end = m.span("hour")
        body = f"at {m.group('hour')}"
        for it in reader.parse(body, wall)[:1]:
            found = reader.mention(body, start, end, it["value"], wall)
            out += [replace(f, text=text[start:end]) for f in found]
    return out
