"""A second clock time that restates the first on another's clock, only one of the two
marked as whose ("pools start sat 2pm which is 10pm fri for the guys in the us", "the match
is 20:00 their time which is 4am for me", "ceremony at 3, thats 10pm for him", "countdown at
10pm, midnight for him"): one moment told twice, written down at the speaker's clock (tests/
data/timeexpr.md, other places' clocks), as where both are marked (timetheirclock.py). The
one marked as the speaker's ("for me", "here", "my time") is the moment, the other moved to
it; where the second is marked as another's ("for him", "for the us guys", "his time") the
first, unmarked, is the speaker's; the first may be marked as another place's after it ("9am
their time", "7:30 ET", "8am for them" where the message names a place far off) or by a
city's or a zone's name before "=" ("2pm london = 9am for us"). The moved one takes the
moment's readings, so a bare hour lands on the moment's day ("10am their time, so fri 7pm
here" is friday), but a bare clock time restating one with a day keeps that day ("yesterday
at 10am their time, so 5am here": yesterday's 5am). Only with a word of restating between
("which is", "that's", "="; "so (that's)" only after another place's mark: "checkout is 11am,
so 10am for us", "bedtime is 7pm for them, so 9pm for us" are two times), or a comma alone
where the second is a bare clock time for a person named by
a pronoun ("at 10pm, midnight for him"). Two clock times each for someone ("meds at 8am for
me, 8pm for her"), one for the speaker after a comma alone ("kids eat at 5, 6 for me"), or
one for a thing ("doors at 7, 8pm for the show") stay two times.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timecities import CITY
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE

#: Right after the first clock time: whose clock, if said ("my time", "uk time"); a zone's
#: abbreviation ("2pm nzt") is no mark, timezones.py having moved it to the speaker's clock; a
#: city's or a zone's name ("2pm london = 9am for us", "7:30 ET, so 4:30 for us") marks
#: another place's clock, any other word none ("8am flight = 5am").
_FIRST_MARK = re.compile(
    r"\s*(?:(?P<mine>(my|our|local)\s+time|here)|(?P<theirs>(?!(my|our|local)\b)[a-z]+\s+time|"
    rf"(?P<for>for\s+(them|him|her)))|(?P<zone>{CITY}|la|ny|nyc|sf|pacific|eastern|central|"
    r"mountain|[a-z]{1,4}t)|[a-z]{2,5})?(?=\s*(,|which\b|that|=|\())",
    re.I,
)
#: Between the two: a word of restating ("which is (like)", "that's", "="), or a comma alone;
#: "so" only after a first marked as another place's clock (`_ZONED`).
_LINK = re.compile(
    r"^\s*(?P<comma>,)?\s*(?P<word>(which\s+(is|would\s+be|will\s+be)|(?P<so>so\s+)?(that'?s|thats|"
    r"that\s+is)|=|\(|(?P<bare>so))\s*(like|about|around|roughly)?)?\s*$",
    re.I,
)
#: The first's mark that makes it another place's clock, so that "so" may restate it: "their
#: time", a city's or a zone's ("london time", "est time", "pacific time"); not a person's own
#: schedule ("7pm for them, so 9pm for us": bedtimes) unless `_ELSEWHERE` says they are away.
_ZONED = re.compile(
    rf"^\s*((their|his|her)|{CITY}|[a-z]{{2,4}}|pacific|eastern|central|mountain|atlantic)\s+time$",
    re.I,
)
#: A place far off named in the message ("the tokyo team", "in the us", "the LA producers"):
#: "for them" is then their clock.
_ELSEWHERE = re.compile(rf"\b({CITY}|the\s+(us|uk|states)|overseas|abroad)\b", re.I)
_ELSEWHERE_CAPS = re.compile(r"\b(LA|NY|NYC|SF|US|UK|EU|NZ)\b")

#: Right after the second: the speaker's clock ("for me", "here", "my time").
_MINE = re.compile(r"\s*(for\s+(me|us)|here|(my|our|local)\s+time)\b", re.I)
#: Right after the second: another's clock by a pronoun ("for him", "his time").
_THEIRS = re.compile(r"\s*(for\s+(him|her|them)|(his|her|their)\s+time|theirs)\b", re.I)
#: Right after the second: for someone named, one of someone's ("for my dad") or a crowd
#: ("for the us guys", "for u folks"), not a thing of the event's ("for the show") nor a
#: group with a time of its own ("1pm for members", "5 for the older kids"): only with a
#: word of restating.
_FOR_SOMEONE = re.compile(
    r"\s*for\s+((my|our|his|her|their)\s+[\w']+|((the|you|u|ya)\s+)?([\w']+\s+)?"
    r"(guys|folks|crew|lads|lot|peeps|fam|family)\b)",
    re.I,
)
#: "at" before a clock time ("at 10am").
_AT = re.compile(r"^at\s+", re.I)
#: A clock time with nothing but its time ("midnight", "10pm"), no "at".
_BARE = re.compile(r"^(\d{1,2}([:.]\d\d)?\s*([ap]\.?m\.?)?|midnight|noon|midday)$", re.I)


def _is_clock(m: Mention) -> bool:
    o = m.chosen
    return o.unit in FINE and o.end - o.start <= timedelta(hours=1)


def _moment(text: str, a: Mention, b: Mention) -> int | None:
    """Which of the two (0 or 1) is told on the speaker's clock, where the second restates
    the first; None where they are two times."""
    first = _FIRST_MARK.match(text, a.end)
    if first is None:
        return None
    link = _LINK.match(text[first.end() : b.start])
    if link is None or not (link.group("word") or link.group("comma")):
        return None
    worded = link.group("word") is not None
    if (link.group("so") or link.group("bare")) and not _zoned(text, first):
        return None  # "checkout is 11am, so 10am for us": a time of the speaker's own
    if first.group("for") and not link.group("so") and not link.group("bare"):
        return None  # "8am for them" marks another's clock only before "so"
    if first.group("mine"):
        return None  # both marked: timetheirclock.py
    if _MINE.match(text, b.end):
        return 1 if worded else None
    if first.group("theirs"):
        return None
    if _THEIRS.match(text, b.end):
        return 0 if worded or _BARE.match(b.text.strip()) else None
    if worded and _FOR_SOMEONE.match(text, b.end):
        return 0
    return None


def _zoned(text: str, first: re.Match[str]) -> bool:
    """Whether the first clock time's mark `first` makes it another place's clock: "their
    time", a city's or a zone's ("london time", "9pm la"), or "for them" where the message
    names a place far off."""
    if first.group("for"):
        return bool(_ELSEWHERE.search(text) or _ELSEWHERE_CAPS.search(text))
    if first.group("zone"):
        return True
    return bool(first.group("theirs") and _ZONED.match(first.group("theirs")))


def restated_clocks(text: str, kept: list[Mention]) -> list[Mention]:
    """The mentions with a clock time that restates the one before it on another's clock
    read as the speaker's one."""
    out = list(kept)
    for k in range(len(out) - 1):
        a, b = out[k], out[k + 1]
        if not (_is_clock(a) and _is_clock(b)) or a.chosen == b.chosen:
            continue
        mine = _moment(text, a, b)
        if mine is None:
            continue
        src, at = (a, k + 1) if mine == 0 else (b, k)
        out[at] = _moved(out[at], src)
    return out


def _moved(m: Mention, src: Mention) -> Mention:
    """`m` read at the moment `src` tells, its own grain kept ("20:00"). A bare clock time
    ("5am here") takes the day of `m` where `m` names one ("yesterday at 10am their time, so
    5am here": yesterday's 5am, the hour nearest); else `m` takes the moment's readings, so a
    bare hour lands on the moment's day ("10am their time, so fri 7pm here")."""
    own = m.chosen
    length = own.end - own.start
    if _BARE.match(src.text.strip()) and not _BARE.match(_AT.sub("", m.text.strip())):
        start = src.chosen.start
        start += timedelta(days=round((own.start - start) / timedelta(days=1)))
        shift = start - own.start
        moved = tuple(replace(o, start=o.start + shift, end=o.end + shift) for o in m.occurrences)
        return replace(m, chosen=replace(own, start=start, end=start + length), occurrences=moved)
    moved = tuple(replace(own, start=o.start, end=o.start + length) for o in src.occurrences)
    chosen = replace(own, start=src.chosen.start, end=src.chosen.start + length)
    return replace(m, chosen=chosen, occurrences=moved)
