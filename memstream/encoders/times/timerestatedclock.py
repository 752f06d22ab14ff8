"""A second clock time that restates the first on another's clock, only one of the two
marked as whose ("pools start sat 2pm which is 10pm fri for the guys in the us", "the match
is 20:00 their time which is 4am for me", "ceremony at 3, thats 10pm for him", "countdown at
10pm, midnight for him"): one moment told twice, written down at the speaker's clock (tests/
data/timeexpr.md, other places' clocks), as where both are marked (timetheirclock.py). The
one marked as the speaker's ("for me", "here", "my time") is the moment, the other moved to
it; where the second is marked as another's ("for him", "for the us guys", "his time") the
first, unmarked, is the speaker's; the first may be marked as another's after it ("9am their
time", "8am for them") or by a place's word before "=" ("2pm london = 9am for us"). The moved
one takes the moment's readings, so a bare hour lands on the moment's day ("10am their time,
so fri 7pm here" is friday). Only with a word of restating between ("which is", "that's",
"so (that's)", "="), or a comma alone where the second is a bare clock time for a person named by
a pronoun ("at 10pm, midnight for him"). Two clock times each for someone ("meds at 8am for
me, 8pm for her"), one for the speaker after a comma alone ("kids eat at 5, 6 for me"), or
one for a thing ("doors at 7, 8pm for the show") stay two times.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE

#: Right after the first clock time: whose clock, if said ("my time", "uk time"); a zone's
#: abbreviation ("2pm nzt") is no mark, timezones.py having moved it to the speaker's clock.
_FIRST_MARK = re.compile(
    r"\s*(?:(?P<mine>(my|our|local)\s+time|here)|(?P<theirs>(?!(my|our|local)\b)[a-z]+\s+time|"
    r"for\s+(them|him|her))|[a-z]{2,5}|[a-z]+(?=\s*=))?(?=\s*(,|which\b|that|=|\())",
    re.I,
)
#: Between the two: a word of restating ("which is (like)", "that's", "="), or a comma alone.
_LINK = re.compile(
    r"^\s*(?P<comma>,)?\s*(?P<word>(which\s+(is|would\s+be|will\s+be)|(so\s+)?(that'?s|thats|that\s+is)|"
    r"=|\(|so)\s*(like|about|around|roughly)?)?\s*$",
    re.I,
)
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
        own = out[at].chosen  # its own grain kept ("20:00"), on the moment's readings
        length = own.end - own.start
        moved = tuple(replace(own, start=o.start, end=o.start + length) for o in src.occurrences)
        chosen = replace(own, start=src.chosen.start, end=src.chosen.start + length)
        out[at] = replace(out[at], chosen=chosen, occurrences=moved)
    return out
