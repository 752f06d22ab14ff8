"""A 24-hour clock time written as four digits with no colon ("on shift tues 0645", "ferry
at 0930", "briefing 1400hrs"), as rotas, crews and the forces write it: that minute, as
"06:45" is (tests/data/timeexpr.md, a clock time's grain: with minutes, that minute; written
on the 24-hour clock it is no 12-hour reading). Duckling does not read it, or reads "wed
1900" as a Wednesday in the year 1900. The time is read as Duckling reads it with a colon
("tues 06:45", "at 09:30"), on the day right before it if there is one, and keeps its
text as written.

Only where it is a clock time for sure: with a leading zero ("0645") or "hrs"/"h" after it
("1400hrs"), after a day ("tues 1400") or after "at", "from", "till", "by", "before" or
"after" ("at 1530"); a year's digits (19xx, 20xx) only after a day or before "hrs" ("back by
2030" is a year); not after "at" and a verb of a level that holds ("my score is stuck at
1340", "it's sitting at 1450"): a value; where people got stuck it is a clock time ("we were
stuck at 1530", "got stuck at 1630"), and so where a thing stalled ("stalled at 1100"); not
after a noun of people or a home heading its clause, or a verb of living ("the neighbour at
1142 brought it over", "we live at 1130": a house number, timeaddress.py). Not a range
("0700-1500"), a price, a code or a number glued to others ("ref 0700", "#0930", "07001").

`timeexpr.TimeResolver.mentions` asks `four_digit_clocks`, beside Duckling's matches.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times.timeaddress import address_at
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timereader import Reader
from memstream.encoders.times.timevocab import WEEKDAY

_DAY = rf"(?:{WEEKDAY}\.?|today|tomorrow|tmrw|tonight)"
_CLOCK = re.compile(
    rf"(?<![\w#£$€/.:-])(?:(?P<day>{_DAY})\s+(?:(?:at|from)\s+)?"
    r"|(?P<intro>at|from|till|until|til|by|before|after)\s+)?"
    r"(?P<hh>[01]\d|2[0-3])(?P<mm>[0-5]\d)(?P<hrs>\s*(?:hrs|hr|h)\b)?(?![\w:./-]|\s*[-\u2013]\s*\d)",
    re.I,
)


#: A verb of a level that holds, then "at" ("stuck at", "sitting at", "peaked at"); not a
#: person or a thing that got stuck at a time ("we were stuck at 1530", "got stuck at 1630").
_LEVEL_AT = re.compile(
    r"(?<!\bgot\s)(?<!\bget\s)(?<!\bwe\s)(?<!\bi\s)(?<!\bwere\s)\bstuck\s+at\s+$"
    r"|\b(sits|sitting|sat|hovering|hovers|peaked|plateaued|capped|maxed(\s+out)?|"
    r"topped\s+out|bottomed\s+out)\s+at\s+$",
    re.I,
)


def _sure(m: re.Match[str]) -> bool:
    """Whether the four digits of `m` are a clock time for sure (see the module docstring)."""
    if m.group("intro") and _LEVEL_AT.search(m.string[max(0, m.start() - 20) : m.end("intro") + 1]):
        return False  # "stuck at 1340": a level; not "we were stuck at 1530"
    digits = m.group("hh") + m.group("mm")
    if m.group("intro") and address_at(
        m.string[: m.end("intro") + 1], digits, m.string[m.end("mm") : m.end("mm") + 20]
    ):
        return False  # "the neighbour at 1142 brought over our box": a house number
    year = m.group("hh") in ("19", "20")
    if m.group("hrs") or m.group("day"):
        return True
    return bool(m.group("intro")) and (m.group("hh").startswith("0") or not year)


#: How much text around the digits Duckling reads with them ("at | 0645 | on tues").
_AROUND = 30


def four_digit_clocks(reader: Reader, text: str, wall: datetime) -> list[Mention]:
    """Each four-digit 24-hour clock time in `text`, read with the words around it as the
    same words with a colon are ("at 06:45 on tues"), kept as written."""
    out = []
    for m in _CLOCK.finditer(text):
        if not _sure(m):
            continue
        at, stop = m.start("hh"), m.end("mm")
        tail = m.end("hrs") if m.group("hrs") else stop  # "1400hrs": "14:00" and spaces
        lo, hi = max(0, at - _AROUND), min(len(text), tail + _AROUND)
        piece = f"{text[lo:at]}{m.group('hh')}:{m.group('mm')}{' ' * (tail - stop)}{text[tail:hi]}"
        colon = at - lo + 2  # where the colon went in
        items = [
            it
            for it in reader.parse(piece, wall)
            if it["start"] <= at - lo and it["end"] >= colon + 3
        ]
        for it in sorted(items, key=lambda it: it["start"] - it["end"])[:1]:
            body = piece[it["start"] : it["end"]].rstrip(" ,.!?")
            start, end = lo + it["start"], lo + it["start"] + len(body) - 1
            end = tail if end == stop else end
            hours = (0, 12) if m.group("hh") < "12" else (12, 24)  # its own half of the day
            found = reader.mention(body, start, end, it["value"], wall, hours)
            out += [replace(f, text=text[start:end]) for f in found]
    return out
