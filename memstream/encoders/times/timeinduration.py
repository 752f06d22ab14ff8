"""What "in" a duration is, by the words around it (tests/data/timeexpr.md: "in N units" is
the unit holding that moment; "in" a duration told as how long something took is no time);
`timephrases.past_duration` asks these:

- a duration that "early", "late" or "ahead" follows ("get in 30 mins early", "the train
  came in 10 minutes late"): how early or late, an offset from another time, no time;
- a part that starts after a pictograph with a time of its own in the past ("4 day pass is
  $220 💸 last year they sold out in 20 mins"): the words of the future before it belong
  to the part before, so the selling out is told as past, how long it took;
- a verb of a thing ahead in the present right before "in" ("ranked split 1 ends in 6
  weeks", "the beta opens in 3 days"): a time, even after a word that reads as a past verb
  earlier ("ranked", "split": a participle or a noun), as "next" and a noun heading a part
  is (`timenextin`).
"""

from __future__ import annotations

import re

from memstream.encoders.times import timefaces, timenextin

#: "early", "late" or "ahead" right after the duration: an offset ("30 mins early").
_OFFSET_AFTER = re.compile(r"^\s+(early|earlier|late|later\s+than|ahead\s+of)\b", re.I)
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


def offset(text: str, end: int) -> bool:
    """Whether "early", "late" or "ahead of" follows the duration that ends at `end`."""
    return bool(_OFFSET_AFTER.match(text[end : end + 20]))


def own_part(clause: str) -> str:
    """`clause` from the last pictograph that a time of the past follows (its own part)."""
    lo = max((m.end() for m in _PAST_PART.finditer(clause)), default=0)
    return clause[lo:]


def ahead(clause: str) -> bool:
    """Whether `clause`, the text before "in <duration>", ends with a verb of a thing ahead
    in the present ("... ends") or with "next" and a noun heading a part of its own."""
    return bool(_AHEAD_VERB.search(clause)) or timenextin.next_ahead(clause)
