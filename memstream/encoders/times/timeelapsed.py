"""Clock-looking numbers that are lengths of time, no time of day (tests/data/timeexpr.md,
"Not dates": race times, "in" a duration told as how long something took):

- after "sub" (a target to beat: "aiming for sub 3:30", "a sub-1:45 half"), or "under" in a
  message where a stopwatch read a time ("timed me at 1:42, needs to be under 1:30"; not
  "home under 5:30"), and the two numbers of a measure's change ("handle time down to 6:30
  from 7:45");
- after "in" and a verb of finishing ("finished in 3:12", "done in 1:58", "solved it in
  0:48"): how long it took, as "5k in 28 minutes" is;
- after "for" and a verb of holding or lasting told as done, with no object but a pronoun or
  a particle ("held it for 2:15", "lasted for 1:40", "hung on for 0:50", "kept it going for
  3:20"), or one's own breath or pose held ("held my breath for 1:35"): how long it lasted,
  as "for three hours" is; not a thing held or kept for a time ("held the table for 7:30",
  "held my table for 7:30", "can u hold it for 6:30?", "we kept it for 7:00"), nor a time
  a noun follows ("held my baby for 4:30 feed": the feed's time);
- before "left", "remaining" or "to go" after a word of having or only ("the clock had 0:09
  left", "only 1:30 to go"): time remaining;
- no hour ("plank 0:55 today", "a 0:38 split") or hours, minutes and seconds ("1:52:10
  yesterday"), not introduced as a time of day: chat writes the small hours with am
  ("12:40am"), so these are how long something lasted;
- "at" one that a stopwatch read ("timed me at 1:42") or closing its clause with "in", how
  far into a call or a recording ("hung up at 4:58 in"): `point_in`, which
  `timecounts.measure` asks.

One introduced as a time of day stays one ("finish by 3:30", "the bus left at 6:10"; "at
2:45 left" is no length). Up to three words may come between the verb and "in" ("did the red
loop in 1:42"). A length that Duckling glued to the day after it ("finished in 1:38 | this
morning", "did the loop in 1:42 | today", "did it in 1:38 | 2 yrs ago") is cut off, and the day
stays (`length_head`).
`timecounts.check` asks `length` and `length_head` with its other lengths ("cut it to 2:30",
"the song runs 4:35").
"""

from __future__ import annotations

import re

from memstream.encoders.times import timetobeat
from memstream.encoders.times.timeneighbours import noun_follows

_CLOCK = re.compile(r"^(in\s+)?\d{1,2}:\d{2}(:\d{2})?$", re.I)
#: "sub" right before: a time to beat ("sub 2:50", "sub-3:00", "a sub 1:40 half").
_SUB = re.compile(r"\bsub[\s-]*$", re.I)
#: "under" or "below" right before, in a message where a stopwatch read a time ("timed me at
#: 1:42, needs to be under 1:30"); elsewhere it may be a time of day ("home under 5:30").
_UNDER = re.compile(r"\b(under|below)\s*$", re.I)
_STOPWATCH_WORD = re.compile(r"\b(timed|stopwatch)\b", re.I)
#: A measure's change between two clock-looking numbers ("our handle time has to come down to
#: 6:30 from 7:45", "got my mile from 7:45 down to 6:30"): two lengths, no times of day.
#: "up/down to X from Y" only after a verb of coming or getting: not a time moved ("pushed
#: dinner up to 6:30 from 7:45", "bus moved up to 7:15 from 7:30", "down to 6:30 from 7:45
#: tomorrow, the alarm").
_CHANGED = re.compile(
    r"\b(come|comes|came|coming|go|goes|went|going|get|gets|got|getting|bring|brings|brought|"
    r"drop|drops|dropped|cut)\s+((it|that|this|them)\s+)?(down|up)\s+to\s+\d{1,2}:\d{2}\s+from\s+"
    r"\d{1,2}:\d{2}(?![\d:])"
    r"|\bfrom\s+\d{1,2}:\d{2}\s+(down|up)\s+to\s+\d{1,2}:\d{2}(?![\d:])",
    re.I,
)
#: A verb of finishing, then "in" (two words between at most: "it", "the course").
_FINISHED_IN = re.compile(
    r"\b(done|finished|finish|finishes|completed|complete|did|ran|run|swam|rode|cycled|"
    r"walked|hiked|solved|clocked|beat|came)(\s+[\w'’]+){0,3}\s+in\s*$",
    re.I,
)
#: A verb of holding or lasting told as done, a pronoun or a particle at most, then "for"
#: ("held it for", "lasted for"); "kept" only with a particle of going on ("kept it up for",
#: "kept going for"): "kept it for 7:00" and "hold it for 6:30" keep a thing for a time.
_LASTED_FOR = re.compile(
    r"(\b(held|lasted|lasts|lasting|sustained|hung)(\s+(it|that|this|them|on|out|up|going)){0,2}"
    r"|\bkept(\s+(it|that|this|them))?\s+(up|going|on))\s+for\s*$",
    re.I,
)
#: "held" one's own breath or pose, then "for" ("held my breath for", "held her plank for"),
#: not one's booking ("held my table for 7:30"); a length only when no noun follows the
#: number (not "held my baby for 4:30 feed", the feed's time).
_HELD_OWN = re.compile(
    r"\b(held|sustained)\s+(my|his|her|their|our|your)\s+(?!(table|booking|reservation|slot"
    r"|spot|seat|room|place|appointment|appt|order)s?\b)[a-z]+\s+for\s*$",
    re.I,
)
#: Time left after the number ("0:09 left", "1:30 to go", "4:00 remaining").
_LEFT_AFTER = re.compile(r"^\s+(left|remaining|to\s+go)\b", re.I)
#: A word of having or of "only" before the number ("had 0:09 left", "only 1:30 to go").
_HAVING_BEFORE = re.compile(
    r"\b(had|has|have|with|only|just|still|got|showed|showing|shows|read|reads)\s+$", re.I
)


#: No hour, or hours, minutes and seconds: a stopwatch's reading ("0:55", "1:52:10").
_STOPWATCH = re.compile(r"^(0:\d{2}(:\d{2})?|\d{1,2}:\d{2}:\d{2})$")
#: A word that introduces a time of day before the number ("at 0:30", "from 1:00:00").
_CLOCK_BEFORE = re.compile(
    r"\b(at|by|from|till|until|til|since|around|about|before|after|to|between|@)\s*$", re.I
)


def length(text: str, start: int, end: int) -> bool:
    """Whether the clock-looking number text[start:end] is a length of time (the kinds
    above)."""
    body = text[start:end]
    if not _CLOCK.match(body):
        return False
    if timetobeat.to_beat(text, start, end):
        return True  # "need 2:48 or better, current is 2:51"
    head = text[max(0, start - 40) : start]
    if body[:2].lower() == "in":
        head, body = head + body[:2] + " ", body[2:].strip()
    if _SUB.search(head) and not body.startswith("in"):
        return True  # "sub 2:50"
    if _UNDER.search(head) and _STOPWATCH_WORD.search(text) and not body.startswith("in"):
        return True  # "timed me at 1:42, needs to be under 1:30"
    if _changed(text, start, end):
        return True  # "come down to 6:30 from 7:45": a measure's change
    if _FINISHED_IN.search(head):
        return True  # "done in 1:58"
    if _LASTED_FOR.search(head) and not body.startswith("in"):
        return True  # "held it for 2:15"
    if _HELD_OWN.search(head) and not body.startswith("in") and not _event_after(text, end):
        return True  # "held my breath for 1:35"; not "held my baby for 4:30 feed"
    if _STOPWATCH.match(body) and not _CLOCK_BEFORE.search(head):
        return True  # "plank 0:55 today", "1:52:10 yesterday"
    return bool(_LEFT_AFTER.match(text[end : end + 20]) and _HAVING_BEFORE.search(head))


#: A clock-looking number at the head of a match, then the words of a day ("1:42 today",
#: "1:38 2 years ago").
_CLOCK_HEAD = re.compile(r"^(in\s+)?\d{1,2}:\d{2}(:\d{2})?(?=\s+([a-z]|\d+\s+[a-z]))", re.I)


def length_head(text: str, start: int, end: int) -> int | None:
    """Where the day starts in a match that begins with a length of time (the kinds above)
    and goes on to a day ("finished in 1:38 | this morning"); None when it begins with none."""
    m = _CLOCK_HEAD.match(text[start:end])
    if m is None or not length(text, start, start + m.end()):
        return None
    rest = start + m.end()
    while rest < end and text[rest].isspace():
        rest += 1
    return rest


#: The words of a day after a number ("2:05 this morning", "1:35 today").
_DAY_AFTER = re.compile(r"\s+(this|last|yesterday|today|tonight|earlier)\b", re.I)


def _event_after(text: str, end: int) -> bool:
    """Whether a noun right after the number at text[:end] is what happens at that time
    ("held my baby for 4:30 feed"); not the words of a day ("for 2:05 this morning")."""
    return noun_follows(text, end) and not _DAY_AFTER.match(text[end : end + 20])


def _changed(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is one of the two numbers of a measure's change ("down to 6:30
    from 7:45")."""
    window = text[max(0, start - 30) : end + 30]
    lo = start - max(0, start - 30)
    return any(m.start() <= lo and lo + end - start <= m.end() for m in _CHANGED.finditer(window))


#: "timed" and its object right before "at" ("timed me at 1:42", "they timed it at 2:05"):
#: what the stopwatch read.
_TIMED_AT = re.compile(
    r"\btimed(\s+(me|us|him|her|it|them|myself|that|this|the\s+\w+))?\s+(at\s*|@\s*)?$", re.I
)
#: "in" closing its clause right after the number ("hung up at 4:58 in", "it froze at 2:10
#: in, so annoying"): how far into a call or a recording, no time of day.
_IN_AFTER = re.compile(
    r"\s+in(?=\s*($|[.,;:!?)\u2026]|\s(and|but|so|lol|lmao|too|tho|though)\b"
    r"|\s*[\u2600-\u27bf\U0001f000-\U0001faff]))",
    re.I,
)
#: A verb of a call or a recording stopping, in the clause before "at" ("hung up at 4:58 in",
#: "the line dropped at 3:12 in"): "in" is how far into it; not "the train got in at 11:10
#: in, like, pouring rain".
_STOPPED = re.compile(
    r"\b(hung\s+up|hangs?\s+up|dropped|drops|froze|freezes|frozen|crashed|crashes|cut\s+(out|off)|"
    r"died|stopped|paused|glitched|lagged|disconnected|ended|buffer\w*|skipped|muted)\b[^,.!?;]*$",
    re.I,
)
_AT_CLOCK = re.compile(r"^(at|@)\s*\d{1,2}:\d{2}(:\d{2})?$", re.I)


def point_in(text: str, start: int, end: int) -> bool:
    """Whether "at" a clock-looking number at text[start:end] is what a stopwatch read
    ("timed me at 1:42") or how far into a call or a recording ("hung up at 4:58 in"); not
    "at 4:58 in the morning" nor "hung up at 4:58"."""
    if not _AT_CLOCK.match(text[start:end]):
        return False
    if _IN_AFTER.match(text, end) and _STOPPED.search(text, max(0, start - 60), start):
        return True
    return bool(_TIMED_AT.search(text[max(0, start - 30) : start] + "at "))
