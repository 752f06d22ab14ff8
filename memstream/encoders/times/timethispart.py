"""A clock time on a part of today named with "this" ("scan this afternoon at 2:15", "at 11
this morning", "call this evening at 6"): a time of today, said on the day it names. Duckling
reads "this afternoon at 2:15" as a clock time recurring every day, so a sentence the tagger
reads as past ("growth scan this arvo at 2:15", "scan" a past verb) took yesterday's 14:15,
and one read as ahead took tomorrow's 11:00 for "this morning at 11" said at 07:19
(tests/data/timeexpr.md: "this" names the one of the day it is said on, as "today at 3"
does). Only today's readings are kept; the sentence's tense still picks between two of them
where the clock time has no am/pm and both halves fall in the part. "Tonight" is left as it
is: said in the small hours it may be the night just begun.

Nor is a part told as past in the small hours, before 05:00 (timetonightgone.py's bound for
"tonight" told as past): none of today's parts has come yet, so "the fight this evening at
11 was insane" or "the meeting this morning at 11 went well", said at 00:40, is the part of
the day just ended, Friday's 23:00 and 11:00, as the sentence's tense reads it; told as
ahead ("physio this afternoon at 4", said at 00:40) it is today's.

`timetogether.read_together` asks `on_this_part` first.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timetonightgone import SMALL_HOURS, told_as_past

_PART = r"this\s+(morning|afternoon|evening)"
_CLOCK = r"((at|around|about|by)\s+)?(\d{1,2}([:.][0-5]\d)?\s*([ap]\.?m\.?)?|noon|midday)"
#: The part and the clock time, either way round, and nothing else.
_THIS_PART = re.compile(rf"^({_PART}\s+{_CLOCK}|{_CLOCK}\s+{_PART})$", re.I)


def on_this_part(text: str, found: list[Mention], wall: datetime) -> list[Mention]:
    """The mentions with a clock time on a part of today named with "this" kept to today's
    readings; in the small hours, not one told as past."""
    out = []
    for m in found:
        gone = wall.hour < SMALL_HOURS and told_as_past(text, m)
        if m.recurring and _THIS_PART.match(m.text.strip()) and not gone:
            today = tuple(o for o in m.occurrences if o.start.date() == wall.date())
            if today:
                chosen = m.chosen if m.chosen in today else today[0]
                m = replace(m, chosen=chosen, occurrences=today)
        out.append(m)
    return out
