"""A bare clock time told in the past, said in the small hours, about the night so far ("got
home from the gig at 1:30", said at 05:33; "the bus didn't show at 2:15", said at 02:51): that
hour of the night still going on, before the moment it was said, not the afternoon before it
(tests/data/timeexpr.md: with no day, the nearest reading in the sentence's tense; chat counts
the hours after midnight to the night before). A word of the evening in its clause ("gig",
"night", "show") reads it in the later half of the day (`timehalfday.window`), and so on the
afternoon before, more than twelve hours back; the night's own hours after midnight are the
evening's too. Only said before 06:00, only a reading from 00:00 to 03:59 that day, before the
moment it was said, and only in the past tense: a plan ("drinks at 2?") keeps the afternoon
ahead, and a clock time with a day keeps that day.

And only where the sentence is about the night: no other day named in it ("yesterday the kids
party was at 2", "last week's concert"; "last night" and "tonight" are the night so far), no
word of the daytime in it ("lunch", "afternoon", "kids", "school", "bbq", "reception", ...:
`_DAYTIME`), and a word of the night itself in it ("pub", "club", "home", "uber", "couldnt
sleep", ...: `_NIGHT`) or the time ending at most 90 minutes before the moment it was said
("the party got shut down at 1:15", said at 02:35; "the baby went down at 1", the hour to
02:00, said at 02:35). "the bar opened at 12" is the noon's.

`timesettle.settle_mentions` asks `earlier_tonight`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence, Tense, floor

#: A clock time alone: "at 1:30", "2:15", "by 2", no am/pm, no day.
_BARE = re.compile(r"^((at|by|around|about)\s+)?(1[0-2]|[1-9])([:.][0-5]\d)?$", re.I)
_HALF = timedelta(hours=12)
#: Said before this hour, the night is still going on.
_NIGHT_ENDS = 6
#: The night's hours after midnight read so: to 03:59.
_SO_FAR = 4
#: With no word of the night, a time that ends this near the moment it was said is still the
#: night's.
_NEAR = timedelta(minutes=90)
#: What ends a sentence: a stop not inside a clock time ("1.30"), "!", "?", a new line.
_SENTENCE = re.compile(r"[!?\n]|\.(?!\d)")
#: Another day named: the sentence is about that one ("yesterday the kids party was at 2").
_OTHER_DAY = re.compile(
    r"\b(yesterday|yday|yest|weekend|(last|past|this)\s+(week|month|year)|the\s+other\s+day|"
    r"(mon|tues|wednes|thurs|fri|satur|sun)day|tues|weds|thurs|fri|on\s+(sat|sun|wed|mon))\b",
    re.I,
)
#: Words of the daytime, a closed class: a meal or a do of the day, children, school, work.
_DAYTIME = re.compile(
    r"\b(lunch\w*|brunch|breakfast|afternoon|(?<!this\s)morning|matinee|kids?|kid'?s|school|"
    r"nursery|tea|reception|bbq|barbecue|roast|picnic|care\s+home|parents'?\s+evening|office|"
    r"opened|opens)\b",
    re.I,
)
#: Words of the night itself: a night out, the way home, a night's work, no sleep.
_NIGHT = re.compile(
    r"(night|\bgig|\bconcert|\b(the|a)\s+club\b|\bclubbing|\bpub\b|\bbar\b|\bhome\b|"
    r"\bgot\s+in\b|\bcab\b|\buber|\btaxi|\blast\s+orders|\bcall[\s-]?out|\bwide\s+awake|"
    r"\b(can['’]?t|cannot|couldn['’]?t|could\s+not)\s+sleep|\bhave?n['’]?t\s+slept|\bdesk\b|"
    r"\bnye\b|\bnew\s+year['’]?s\s+eve)",
    re.I,
)


def earlier_tonight(
    m: Mention, o: Occurrence, wall: datetime, tense: Tense, text: str = ""
) -> Occurrence | None:
    """The reading of `m` twelve hours after `o`, in the small hours before `wall`, where `o`,
    the past reading settled, is on the afternoon before, it was said before 06:00 and its
    sentence in `text` is about the night (`_about_the_night`); None otherwise."""
    if tense is not Tense.PAST or wall.hour >= _NIGHT_ENDS or not _BARE.match(m.text.strip()):
        return None
    if o.unit not in FINE:
        return None
    later = o.start + _HALF
    today = floor(wall, "day")
    if not (o.start < today <= later < wall and later.hour < _SO_FAR):
        return None
    if not _about_the_night(text, m, near=o.end + _HALF >= wall - _NEAR):
        return None
    return replace(o, start=later, end=o.end + _HALF)


def _about_the_night(text: str, m: Mention, near: bool) -> bool:
    """Whether the sentence of `m` in `text` names no other day and no word of the daytime,
    and has a word of the night or is `near` the moment it was said."""
    lo = max((s.end() for s in _SENTENCE.finditer(text, 0, m.start)), default=0)
    hi = next((s.start() for s in _SENTENCE.finditer(text, m.end)), len(text))
    sentence = text[lo:hi]
    if _OTHER_DAY.search(sentence) or _DAYTIME.search(sentence):
        return False
    return near or _NIGHT.search(sentence) is not None
