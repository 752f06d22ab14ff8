"""What "in" a duration is, by the words around it (tests/data/timeexpr.md: "in N units" is
the unit holding that moment; "in" a duration told as how long something took is no time);
`timeinphrases.past_duration` asks these:

- a duration that "early", "late" or "ahead" follows, after a verb whose particle the "in"
  is ("get in 30 mins early", "the train came in 10 minutes late", "queue up in 20 mins
  early"): how early or late, an offset from another time, no time; after another verb the
  "in" is the preposition of a time and the words after describe it ("the album drops in 3
  days ahead of the tour", "the train arrives in 10 minutes late", "due in 3 weeks early
  april");
- a part that starts after a pictograph with a time of its own in the past ("4 day pass is
  $220 💸 last year they sold out in 20 mins"): the words of the future before it belong
  to the part before, so the selling out is told as past, how long it took;
- a verb of a thing ahead in the present right before "in" ("ranked split 1 ends in 6
  weeks", "the beta opens in 3 days"): a time, even after a word that reads as a past verb
  earlier ("ranked", "split": a participle or a noun), as "next" and a noun heading a part
  is (`timenextin`);
- words after a future told from the past that say its time is past ("he said he'd swing
  by in an hour but that was at 5", "it'd be emailed in 48 hrs and that was tuesday"):
  `overdue`.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timefaces, timenextin
from memstream.encoders.times.timevocab import WEEKDAY

#: "early", "late" or "ahead" right after the duration: an offset ("30 mins early").
_OFFSET_AFTER = re.compile(r"^\s+(early|earlier|late|later\s+than|ahead\s+of)\b", re.I)
#: A verb of arriving or entering whose particle the "in" is ("get in", "clock in", "move
#: in", "be in"), or one with "up" ("queue up in"), right before "in".
_PARTICLE_VERB = re.compile(
    r"\b(get|gets|got|getting|come|comes|came|coming|be|clock(s|ed|ing)?|log(s|ged|ging)?|"
    r"sign(s|ed|ing)?|check(s|ed|ing)?|mov(e|es|ed|ing)|walk(s|ed|ing)?|roll(s|ed|ing)?|"
    r"(queue|line|show|turn)(s|d|ed|ing)?\s+up)\s+$",
    re.I,
)
#: A pictograph, then a time of the past heading the next part ("💸 last year they ...").
_PAST_PART = re.compile(
    rf"[{timefaces.FACES}{timefaces.OBJECTS}][\ufe0f\u200d]*\s*(?=(last\s+[a-z]+|yesterday|the\s+other\s+day)\b)",
    re.I,
)
#: A verb of a thing ahead, in the present, right before "in" ("ends in", "opens in").
_AHEAD_VERB = re.compile(
    r"\b(ends|starts|begins|opens|closes|launches|drops|arrives|lands|expires|resets|renews|"
    r"returns|departs|leaves|kicks\s+off|goes\s+live|comes\s+out)\s*$",
    re.I,
)


def offset(text: str, start: int, end: int) -> bool:
    """Whether "early", "late" or "ahead of" follows the duration "in ..." at
    text[start:end] and a verb whose particle the "in" is comes before it."""
    return bool(
        _OFFSET_AFTER.match(text[end : end + 20])
        and _PARTICLE_VERB.search(text[max(0, start - 20) : start])
    )


def own_part(clause: str) -> str:
    """`clause` from the last pictograph that a time of the past follows (its own part)."""
    lo = max((m.end() for m in _PAST_PART.finditer(clause)), default=0)
    return clause[lo:]


def ahead(clause: str) -> bool:
    """Whether `clause`, the text before "in <duration>", ends with a verb of a thing ahead
    in the present ("... ends") or with "next" and a noun heading a part of its own."""
    return bool(_AHEAD_VERB.search(clause)) or timenextin.next_ahead(clause)


#: Words after a reported promise that say its time is past ("but it's been 12 days",
#: "still waiting", "and that was last tuesday", "and that was tuesday", "which was at 3";
#: "at" a clock time, a meal or the start or end of a stretch, not a place: "that was at the
#: mall"): the promise was made a while ago.
_OVERDUE = re.compile(
    r"\b((it['’]?s|it\s+has|has|have|['’]ve)\s+been|still|already\s+late|"
    rf"(that|which)\s+was\s+(last|yesterday|on|{WEEKDAY}\b)|"
    r"(that|which)\s+was\s+[\w\s]{1,20}\sago|"
    r"(that|which)\s+was\s+at\s+((about|around|like)\s+)?(\d|noon|midnight|breakfast|lunch|"
    r"dinner|the\s+(start|end|beginning)\b))",
    re.I,
)


def overdue(after: str) -> bool:
    """Whether `after`, the words after a reported promise's "in <duration>", say its time
    is past ("but it's been 12 days", "which was at 3")."""
    return bool(_OVERDUE.search(after))
