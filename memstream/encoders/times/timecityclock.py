"""A clock time given for someone in another city, beside the event's own ("the call is 8pm
here, 12pm for my cousin in london", "ceremony is sat at 11am so relatives in toronto will be
up at 7", "sunday at 2 our time, 11pm for aunt lina in dubai"): the same moment as the event,
told on that city's clock, and written down in the speaker's local time as every interval is
(tests/data/timeexpr.md, `said_at`): 12pm in London said at +08:00 in February is 20:00.

A city's clock is only read so where the message gives another clock time that the moved one
lands on: then the two are one moment, told twice. A clock time in a city that lands on no
other ("we land at 8pm in london", "dinner at 7 in paris, then the show") is the speaker's
own plan there, and stays as said: a traveller tells the times of where they will be. Nor
without a word that the message tells one moment on two clocks: a clock of the speaker's
("here", "for us", "our time"), a clock time for someone ("2pm for my bro in new york"), or a
link of restating ("=", "which is", "that's", a bracket, "so" before the city's time).
"Here" is the speaker's clock only right after a clock time ("8pm here"), a bracket only
right before one ("(1am in tokyo)").
Without one, two clock times an hour apart are a sequence ("landing in london at 6pm, mum
picks me up at 7pm", "my mum in london called at 7am and again at 8am", said in Paris: 18:00
and 19:00, 07:00 and 08:00).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from memstream.encoders.times.timecities import CITIES, CITY
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerestatedclock import restated_clocks
from memstream.encoders.times.timerules import FINE, Occurrence
from memstream.encoders.times.timetheirclock import at_speakers_clock

_ZONE_OF = [(re.compile(rf"^({names})$", re.I), zone) for zone, names in CITIES.items()]
#: "in <city>" in the clock time's part, after it ("12pm for my cousin in london") or before
#: it ("relatives in toronto will be up at 7").
_IN_CITY = re.compile(rf"\b(in|over\s+in|out\s+in)\s+(?P<city>{CITY})\b", re.I)
#: What ends a clock time's part: a stop, a comma, a new line.
_PART_END = re.compile(r"[.,;:!?\n]")
#: A word that tells one moment on two clocks ("4am for me", "her time", "2pm for my bro in
#: new york", "which is", "=").
_RESTATED = re.compile(
    r"\b(for\s+(us|me)|(our|my|her|his|their|your|local)\s+time|which\s+is|"
    r"(that'?s|thats)(?!\s+(when|where|why|how|what)\b)|"
    rf"for\s+([\w']+\s+){{1,3}}(in|over\s+in|out\s+in)\s+({CITY}))\b|=",
    re.I,
)
#: "so" before the city's clock time: its moment follows from the one before ("webinar at 4pm,
#: so the team in sydney will be on at 1am"; not "we land in london at 2pm so dinner at 3pm").
_SO = re.compile(r"\bso\b", re.I)
#: "here" right after a clock time ("8pm here"; not "should be here by 7pm"), a bracket right
#: before one ("(1am in tokyo)"; not "at 9am (ugh)").
_HERE = re.compile(r"\s*here\b", re.I)
_BRACKET = re.compile(r"\(\s*$")


def _zone(city: str) -> ZoneInfo | None:
    for pattern, zone in _ZONE_OF:
        if pattern.match(re.sub(r"\s+", " ", city)):
            try:
                return ZoneInfo(zone)
            except (ZoneInfoNotFoundError, ValueError):
                return None
    return None


def _is_clock(m: Mention) -> bool:
    o = m.chosen
    return o.unit in FINE and o.end - o.start <= timedelta(hours=1)


def _city(text: str, m: Mention, lo: int, hi: int) -> str | None:
    """The city named in the clock time's part: between the mention before it (`lo`) and
    the one after it (`hi`), within the part's stops."""
    before = text[lo : m.start]
    cut = max((e.end() for e in _PART_END.finditer(before)), default=0)
    after = text[m.end : hi]
    stop = _PART_END.search(after)
    after = after[: stop.start()] if stop else after
    found = _IN_CITY.search(after) or _IN_CITY.search(before[cut:])
    return found.group("city") if found else None


def _moved(o: Occurrence, zone: ZoneInfo, own: timedelta) -> Occurrence:
    try:
        there = o.start.replace(tzinfo=zone).utcoffset()
    except (ValueError, OverflowError):
        return o
    shift = own - there if there is not None else timedelta(0)
    return replace(o, start=o.start + shift, end=o.end + shift)


def _restated(text: str, m: Mention, kept: list[Mention]) -> bool:
    """Whether a word tells the clock times of the message as one moment on two clocks,
    between the first clock time and the end of the last one's part."""
    clocks = [e for e in kept if _is_clock(e)]
    lo, hi = min(e.start for e in clocks), max(e.end for e in clocks)
    stop = _PART_END.search(text, hi)
    if _RESTATED.search(text[lo : stop.start() if stop else len(text)]):
        return True
    if any(_HERE.match(text, e.end) or _BRACKET.search(text, 0, e.start) for e in clocks):
        return True
    return any(_SO.search(text, e.end, m.start) for e in clocks if e.end <= m.start)


def in_cities(text: str, kept: list[Mention], own: timedelta) -> list[Mention]:
    """The mentions with each clock time told on another city's clock moved into the
    speaker's offset `own`, where it then lands on another clock time of the message; and
    one told on another's clock with no city beside the speaker's (timetheirclock.py), or
    restating one with no mark (timerestatedclock.py)."""
    out = list(kept)
    for k, m in enumerate(kept):
        if not _is_clock(m):
            continue
        lo = kept[k - 1].end if k else 0
        hi = kept[k + 1].start if k + 1 < len(kept) else len(text)
        city = _city(text, m, lo, hi)
        zone = _zone(city) if city else None
        if zone is None:
            continue
        chosen = _moved(m.chosen, zone, own)
        events = {  # not one read against it ("land at 8pm in london, dinner at 9")
            o.start
            for e in kept
            if e is not m and e.anchor != m.start and _is_clock(e)
            for o in (e.chosen, *e.occurrences)
        }
        moved = (chosen, *(_moved(o, zone, own) for o in m.occurrences))
        if chosen == m.chosen or not any(o.start in events for o in moved):
            continue
        if not _restated(text, m, kept):
            continue
        out[k] = replace(m, chosen=chosen, occurrences=moved[1:])
    out = at_speakers_clock(text, out)  # "4pm my time, 8pm theirs": no city
    return restated_clocks(text, out)  # "at 3, thats 10pm for him"
