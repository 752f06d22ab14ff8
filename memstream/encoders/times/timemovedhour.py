"""A bare hour a plan is moved to ("unit call pushed to 9", "can we push dinner to 8?", "the
meeting got bumped back to 3"): where it goes, a clock time, the nearest one ahead or on the
day after it (tests/data/timeexpr.md: so is the date something was moved to, even told in the
past; a clock time without am/pm is its nearest reading), in the evening where the sentence
tells it ("push dinner to 8": 20:00). Duckling reads no bare number after
"to". Not a count or a measure ("moved to 3 bedrooms", "pushed it to 5 stars": a noun after
the number), nor a clock time with its minutes (Duckling's: "moved to 10:40"), nor a place
in a list ("bumped to 3rd"), nor the end of a range ("moved from 7 to
9", timemovedto.py's; no number between the verb and "to"), nor a change of an amount ("moved
the price to 9": a word of an amount in the clause).

`timeexpr.TimeResolver.mentions` asks `moved_hours`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.timeclock import hours_for
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timereader import Reader
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timevocab import BECAUSE, WEEKDAY

#: A verb of moving a plan, then at most four words of what is moved, no number or stop ("push
#: the call", "pushed back", "got moved"), then "to" and a bare hour, maybe its minutes and a
#: day after it.
_MOVED_TO = re.compile(
    r"\b(push|pushed|pushing|move|moved|moving|bump|bumped|bumping|shift|shifted|shifting|"
    r"postpone|postponed|postponing|delay|delayed|delaying|reschedul(e|ed|ing))"
    r"(\s+(?!(to|from|up)\b)[a-z'’]+){0,4}?\s+(?P<to>to)\s+"
    r"(?P<hour>1[0-2]|[1-9])"
    rf"(?P<day>\s+(tonight|today|tomorrow|tmrw|tmr|(on\s+)?{WEEKDAY}\b))?"
    r"(?![.:/-]\d|\s*(?!(and|but|or|if|so|as|at|then|instead|pls|please|tho|though|"
    rf"{BECAUSE}|unless|when|lol|now|ok|okay)\b)[\w%$£€])",
    re.I,
)
_HALF = timedelta(hours=12)
#: A word of an amount in the clause: the number is how much, not when.
_AMOUNT = re.compile(
    r"[$£€%]|\b(price|prices|rate|rates|fee|fees|cost|costs|score|rank|ranking|level|limit|"
    r"tier|grade|number|total|dial|volume|setting|gear|page|slide|row|seat|lane|platform|"
    r"gate|room|floor|step|stage|round|place|position|spot)\b",
    re.I,
)


def _hours(text: str) -> list[re.Match[str]]:
    """The bare hours a plan is moved to, no amount in their clause."""
    found = []
    for m in _MOVED_TO.finditer(text):
        clause = re.split(r"[,;.!?\n]", text[: m.start("to")])[-1]
        if not _AMOUNT.search(clause):
            found.append(m)
    return found


def moved_hours(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """Each bare hour a plan is moved to in `text` ("unit call pushed to 9"), read as "at 9"
    is, the text from "to"."""
    out = []
    for m in _hours(text):
        lo, start = m.start("to"), m.start("hour")
        end = m.end("day") if m.group("day") else m.end("hour")
        body = f"at {text[start:end]}"
        for it in reader.parse(body, wall)[:1]:
            found = reader.mention(body, lo, end, it["value"], wall)
            out += [_evening(replace(f, text=text[lo:end]), text) for f in found]
    return out


def _evening(mention: Mention, text: str) -> Mention:
    """`mention` on its evening readings where its sentence tells the evening ("can we push
    dinner to 8?": 20:00, `timeclock.hours_for`)."""
    if hours_for(text, mention.start, mention.end)[0] < 12 or mention.chosen.start.hour >= 12:
        return mention
    late = tuple(o for o in mention.occurrences if o.start.hour >= 12)
    if not late:  # on its day ("drinks moved to 7 on friday"): 19:00 that day
        occurrences = tuple(_later(o) for o in mention.occurrences)
        return replace(mention, chosen=_later(mention.chosen), occurrences=occurrences)
    chosen = next((o for o in late if o.start >= mention.chosen.start), late[-1])
    return replace(mention, chosen=chosen, occurrences=late)


def _later(o: Occurrence) -> Occurrence:
    """`o` twelve hours on: its evening reading."""
    return replace(o, start=o.start + _HALF, end=o.end + _HALF)
