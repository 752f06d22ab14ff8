"""Matches that look like times in a chat message and are none, read from the words around
them (tests/data/timeexpr.md, "Not dates"):

- a decimal number before a unit of measure ("0.5 ppm", "2.5 kg", "1.5 litres"), or a
  whole one before a unit of the lab or the workshop ("at 12 µm", "at 1000 Hz", "2 ml"): a
  measure;
- a dotted number after a numbered place or thing ("room 3.15", "gate 4.10", "section
  2.3", "apartment 9.03"; not "the apartment 7.30", "condo 7.45 tmrw": a clock time), or
  right after a measure with its unit and "down/up from" ("3.2kg, down from 3.45": the value
  it changed from; not "68kg 🙃 i've been up from 5:30"), a slashed one after an address's
  place or a part of a whole ("unit 5/12", "chapter 2/10"; not "booked room 12/2",
  "deadline for task 3/20"): its number, no clock time or date; not after "at" ("the hall
  at 6:15");
- a time glued to letters or digits, a word of its own ("winter2019" as a password or a
  handle, "may5th" in a tag), or the tail of a longer run of numbers joined by hyphens or
  slashes ("order 448-2291-07", "ref 31-0456-12": a reference or phone number);
- a time told as a routine after it in its clause ("standup at 9:15 as usual", "we eat at 7
  on christmas eve every year"): a habit; not with a day of its own said as one
  ("today", "this", "next").
`timelookalikes.lookalike` asks `numbered`.
"""

from __future__ import annotations

import re

_DECIMAL = re.compile(r"^(at\s+|@\s*)?\d+[.:]\d+$", re.I)
_UNIT_AFTER = re.compile(
    r"^\s*(ppm|ppb|mg|kg|kgs|lbs?|oz|ml|litres?|liters?|km|kms|miles?|cm|mm|mph|kph|kmh|"
    r"bpm|%|percent|degrees|°|kwh|gb|mb|tb|ghz|mmol|inch(es)?|feet)(?!\w)",
    re.I,
)
#: A unit of measure of the lab or the workshop right after a whole number ("at 12 µm", "at
#: 1000 Hz", "jan. 2 ml aliquots"): a measure, never a clock time or a day.
_UNIT_AFTER_WHOLE = re.compile(
    r"^\s?([µμ][mlg]|ul|nm|cm|ml|mg|kg|[kmg]?hz|rpm|kda|mmol|kwh|mbps|gbps)(?!\w)", re.I
)
_DOTTED = re.compile(r"^\d{1,2}[.:]\d{1,2}\b")
#: A slashed number after an address's place or a part of a whole ("unit 5/12", "chapter
#: 2/10"); not after "table", "room", "task" or "block", often booked or due on a date.
_SLASHED = re.compile(r"^\d{1,2}/\d{1,2}\b")
_SLASH_PLACE = re.compile(
    r"\b(unit|suite|flat|apt|apartment|chapter|ch|page|pg|step|item|question|q|slide|"
    r"exercise|ex)\.?\s*#?\s*$",
    re.I,
)
#: A noun that numbers a place or a thing right before a number ("room", "gate", "section").
PLACE_BEFORE = re.compile(
    r"\b(room|rm|desk|gate|platform|bay|seat|table|lab|unit|suite|block|building|bldg|"
    r"level|lvl|floor|section|sec|chapter|ch|page|pg|figure|fig|step|slide|exercise|ex|"
    r"question|q|ward|flat|apt|aisle|locker|stand|pitch|court|lane|box|no\.|version|"
    r"ver|v|release|task|item|ticket|lecture\s+theatre|lt|hall|booth|stall)\.?\s*#?\s*$",
    re.I,
)
#: An apartment's or a condo's number ("apartment 9.03"), not after a determiner ("back at
#: the apartment 7.30": a place, then the clock): `_CLOCK_WORD` after it is a time too.
_HOME_BEFORE = re.compile(
    r"(\b(the|my|our|your|his|her|their|this|that|a|an)\s+)?\b(apartment|condo)\s*#?\s*$", re.I
)
_CLOCK_WORD = re.compile(
    r"^\s*(tonight|tomorrow|tmrw|yesterday|sharp|am|pm|a\.m|p\.m|(this\s+)?morning|"
    r"last\s+night)\b",
    re.I,
)
#: A measure with its unit, then "down/up from" right after it ("3.2kg, down from 3.45",
#: "6.1% today, down from 7.25", "7.1% apr, down from 7.45"): the value it changed from,
#: the same measure; not with a subject or a verb between ("80% battery 🔋 and i've been up
#: from 6.15": awake since).
_COMPARED = re.compile(
    r"\d\s?(kgs?|kilos?|lbs?|pounds|stone|st|g|oz|cm|mm|km|%)(?!\w)"
    r"(\s+(?!(i|we|you|he|she|they|it|and|but|been|was|is|are|were)\b)[a-z]+)?,?\s*"
    r"\b(down|up)\s+from\s+$",
    re.I,
)
_ROUTINE_AFTER = re.compile(
    r"^[^.!?;\n,]*?\b(as\s+(usual|always|normal|ever)|like\s+(always|usual|every\s+\w+)|"
    r"per\s+usual|every\s+(single\s+)?(year|time|week|month)|each\s+(year|time)|annually|"
    r"without\s+fail)\b",
    re.I,
)
_GLUED = re.compile(r"[a-z]{3}\d", re.I)
#: "at" as a word heading the match: a clock time's, not a place's number ("the hall at 6:15").
_AT = re.compile(r"at\s", re.I)
#: Digits and a hyphen or slash right before a match's first digit ("448-|2291-07").
_CHAIN_BEFORE = re.compile(r"\d[-/]$")
_OWN_DAY = re.compile(r"\b(today|tonight|tomorrow|tmrw|yesterday|this|next|last)\b", re.I)


def changed_from(text: str, start: int) -> bool:
    """Whether the number at `start` is the value a measure right before it changed from
    ("3.2kg, down from 3.45"); `timedayfirst.clock_dots` leaves its dot, so that a colon
    ("12%, down from 9:30 when the market opened") is still a clock time here."""
    return bool(_COMPARED.search(text[max(0, start - 50) : start]))


def _home(text: str, start: int, end: int, digits: str) -> re.Match[str] | None:
    """ "apartment" or "condo" before the dotted number of the match at text[start:end]
    (`digits`, its "at" taken off), whose number it is ("apartment 9.03"); none after a
    determiner ("back at the apartment 7.30"), before a time word ("the condo 7.45 tmrw") or
    with a colon ("meet outside apartment 6:30"): a clock time."""
    home = _HOME_BEFORE.search(text[max(0, start - 20) : start])
    dotted = _DOTTED.match(digits)
    if home is None or dotted is None or home.group(1) or ":" in dotted.group():
        return None
    return None if _CLOCK_WORD.match(digits[dotted.end() :] + text[end:]) else home


def numbered(text: str, start: int, end: int) -> bool:
    """Whether the match at text[start:end] is a measure, a number, a glued word or a
    routine's time (the module's kinds)."""
    body = text[start:end]
    if _DECIMAL.match(body) and _UNIT_AFTER.match(text[end : end + 12]):
        return True  # "0.5 ppm"
    if body[-1:].isdigit() and _UNIT_AFTER_WHOLE.match(text[end : end + 8]):
        return True  # "sectioning at 12 µm", "sampling at 1000 Hz"
    digits = body.lstrip("at @")
    placed = PLACE_BEFORE.search(text[max(0, start - 20) : start])
    placed = placed or _home(text, start, end, digits)  # "apartment 9.03"
    if _SLASHED.match(digits) and not _AT.match(body):
        placed = _SLASH_PLACE.search(text[max(0, start - 20) : start])
    if (_DOTTED.match(digits) or _SLASHED.match(digits)) and placed and not _AT.match(body):
        return True  # "room 3.15", "flat 2/14"; not "across the room at 6:15", a clock time
    if re.fullmatch(r"\d+\.\d+", body) and changed_from(text, start):
        return True  # "3.2kg, down from 3.45": a weight, as the one before it; not "5:30"
    if (start > 0 and text[start - 1].isalnum()) or (end < len(text) and text[end].isalnum()):
        return True  # glued to the word around it
    if _GLUED.search(body):
        return True  # "winter2019"
    if body[:1].isdigit() and _CHAIN_BEFORE.search(text[max(0, start - 4) : start]):
        return True  # "448-2291-07": the tail of a reference number
    return bool(_ROUTINE_AFTER.match(text[end : end + 60]) and not _OWN_DAY.search(body))
