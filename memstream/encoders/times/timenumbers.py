"""Numbers that Duckling reads as clock times, and durations it reads as times to come
(tests/data/timeexpr.md, "Not dates"):

- a match that starts inside a number ("£1,|140 this year": Duckling's 1:40) keeps what
  follows the number ("this year"); one that ends right before ":" and digits ("done in
  24|:31", a race time of minutes and seconds Duckling cuts short) is no time;
- a clock-looking number before "each", "apiece" or "per" and a thing ("400m at 1:38
  each", "laps at 1:52 per lap") is a split or a lap, no time of day;
- "in" a duration told as how long something took, then a day ("sold out in 40 mins
  today"): the day alone;
- a count and a unit in the singular before a plural noun at the end of a match ("the
  past 3 months, 4 hour shifts", "3 day passes"): the noun's kind, cut off;
- "in" a long duration after a count of things done in a perfect ("the firm's fitted 60+
  kitchens in 30 years", "we've sold 300 bikes in 2 years"): how long it took, no time;
- a match that ends inside a number, before "%", a decimal part that is no minute past the
  hour or a comma and three digits ("bought 2 yesterday at 20% off", "rating dropped from
  4.91 to 4.86", "from 1,400 to 2,000"): a percentage, a rating or a count, cut off whole
  with the word that brings it ("yesterday" alone; "locked in at 6.10% on friday" is friday
  alone, never "at 6"); not a dotted clock time Duckling reads whole ("at 4.30").

`timecounts.check` asks `check`.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timeinphrases

_NUMBER = (
    r"(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|"
    r"twenty|thirty|forty|fifty|sixty)"
)
_SINGULAR_UNIT = r"(second|sec|minute|min|hour|hr|day|week|month|year)"
_UNITS = r"(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)"
_CLOCK_NUMBER = re.compile(r"^((at|in|a)\s+)?\d{1,2}[:.]\d{2}$", re.I)
_PER_THING = re.compile(r"^\s*(each|apiece|a\s+piece|per\s+(rep|lap|km|mile|k|length))\b", re.I)
_LEAD_DIGITS = re.compile(r"^\d+\s*")
#: What glued to a match's last number makes it a percentage, a decimal that is no minute
#: past the hour ("4.91", "4.7", "2.395"; not "4.30") or a count of thousands ("1,400").
_NUMBER_GOES_ON = re.compile(r"%|\.(\d|[6-9]\d|\d{3})(?!\d)|,\d{3}(?!\d)")
#: The number at the end of a match, whole with any part before a dot or a comma ("5.25" of
#: "at 5.25%"), and the word that brings it ("at 20", "from 4.20").
_NUMBER_TAIL = re.compile(
    r"\s*\b((at|from|to|by|till|until|around|about|between|and)\s+)?(\d+[.,])*\d+$", re.I
)
_DURATION_THEN_DAY = re.compile(
    rf"^(in\s+{_NUMBER}\s+{_UNITS})\s+(?=(today|tonight|yesterday|this\s+(morning|afternoon|"
    r"evening|week|weekend|month|year))$)",
    re.I,
)
_COUNT_UNIT_END = re.compile(rf"(,\s*|\s+|^){_NUMBER}[\s-]+{_SINGULAR_UNIT}$", re.I)
_PLURAL_NOUN = re.compile(r"^\s*([a-z]{3,}s)\b", re.I)
#: A word right after "N unit", N two or more: the noun the unit measures ("3 day trip").
_NOUN = re.compile(r"^\s*([a-z]{3,})\b", re.I)
_NOT_AFTER_COUNT = frozenset(
    {"and", "ago", "from", "later", "before", "after", "left", "late", "early", "off", "out"}
    | {"lol", "then", "now", "each", "per", "away", "back", "old", "long", "max", "tops"}
)
_NOT_NOUNS = frozenset(
    {"is", "was", "has", "its", "this", "thanks", "thx", "pls", "yes", "plus", "tops", "guys"}
    | {"folks", "lads", "cheers"}
)
#: A preposition right before a count and its unit: a duration ("in 15 min tops").
_PREPOSITION_END = re.compile(r"\b(in|within|for|after|before|every|by|of|than|under|over)$", re.I)
_IN_LONG = re.compile(rf"^in\s+{_NUMBER}\s+(months?|years?|decades?)$", re.I)
#: A perfect, its participle and a count of things right before "in" a duration ("'s done
#: 40+ lofts", "have sold 300 bikes").
_PERFECT_COUNT = re.compile(
    r"\b(has|have|had|['’]ve|['’]s|['’]d)\s+(\w+ed|\w+en|done|made|built|sold|run|won|read|"
    r"seen|had|fixed|taught|bought|grown)\s+([\w'’-]+\s+){0,2}\d[\d,]*\+?\s+[a-z'’-]+\s+$",
    re.I,
)


def check(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The parts of the match text[start:end] that may be times when it holds a number or
    a duration of the kinds above; None when it holds none."""
    body = text[start:end]
    if re.search(r"\d,$", text[max(0, start - 2) : start]) and body[:1].isdigit():
        rest = start + _LEAD_DIGITS.match(body).end()  # type: ignore[union-attr]
        return [(rest, end)] if re.search(r"[a-z]", text[rest:end], re.I) else []
    if body[-1:].isdigit() and re.match(r":\d", text[end : end + 2]):
        return []  # "done in 24|:31": minutes and seconds
    if body[-1:].isdigit() and _NUMBER_GOES_ON.match(text, end):
        head = start + _NUMBER_TAIL.search(body).start()  # type: ignore[union-attr]
        return [(start, head)] if re.search(r"[a-z]", text[start:head], re.I) else []
    if _CLOCK_NUMBER.match(body) and _PER_THING.match(text[end : end + 20]):
        return []  # "800m at 2:55 each": a split
    m = _DURATION_THEN_DAY.match(body)
    if m and timeinphrases.past_duration(text, start, start + m.end(1)):
        return [(start + m.end(), end)]  # "sold out in 40 mins | today"
    m = _COUNT_UNIT_END.search(body)
    noun = _PLURAL_NOUN.match(text[end : end + 30])
    counted = m is not None and not _PREPOSITION_END.search(body[: m.start()].rstrip())
    if m and counted and not noun and m.group(2).lower() not in ("a", "an", "one", "1"):
        word = _NOUN.match(text[end : end + 30])  # "in 2 weeks, 3 day trip"
        noun = word if word and word.group(1).lower() not in _NOT_AFTER_COUNT else None
    if m and counted and noun and noun.group(1).lower() not in _NOT_NOUNS:
        return [(start, start + m.start())] if m.start() > 0 else []  # "2 second meetings"
    if _IN_LONG.match(body) and _PERFECT_COUNT.search(text[max(0, start - 60) : start]):
        return []  # "the firm's fitted 60+ kitchens in 30 years"
    return None
