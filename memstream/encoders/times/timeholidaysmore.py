"""Holidays of several cultures that Duckling does not know, or knows under one spelling only,
read by the names chat writes them with. A holiday's name, so the day it is said on counts
("happy eid!", "glad midsommar allihop", said that day), and its occurrences around the moment
said are kept for the tense to pick one:

- days on a fixed date (`FIXED`): canada day (1 July), waitangi day (6 February), anzac day
  (25 April), australia day, bastille day, juneteenth, remembrance/armistice day, bonfire
  night, burns night, st andrew's day, all saints' day, the day of the dead, epiphany
  (reyes, three kings day), pi day (14 March);
- leap day: 29 February of the leap years;
- midsummer as the Nordic countries keep it: midsommar, midsummer eve or juhannus is the
  Friday from 19 to 25 June (the eve, when it is celebrated), midsommardagen the Saturday
  after; st john's eve (sankthans) is 23 June;
- "eid" alone or spelled "eid ul fitr", "eid-ul-adha": eid al-fitr or eid al-adha as Duckling
  computes them (plain "eid" is either, the nearer one in the sentence's tense); "bakri
  eid", "bakrid" and "eid ul zuha" are eid al-adha;
- mothering sunday (the UK's mother's day): three weeks before Easter, from Duckling's
  Easter; "happy mother's day" said on mothering sunday is that day, and so is "mother's
  day" in a message that names the coming Sunday when that Sunday is mothering sunday
  ("taking mum out sunday, it's mother's day": the day the message names, not May's);
- the mid-autumn (moon) festival, the 15th day of the 8th lunar month: `MID_AUTUMN`, a
  table of its dates for 2020-2035, the years the library supports for it (none outside);
- a year after a greeting ("happy 2030!"): that year.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timereader import Parser, first_day
from memstream.encoders.times.timerules import Occurrence

#: Fixed-date holidays Duckling misses: (month, day) by name pattern.
#: "reyes" alone, lowercase, right after a word that introduces a day and before no name-like
#: (capitalised) word or verb.
_REYES = (
    r"(?:(?<=\bafter\s)|(?<=\bbefore\s)|(?<=\bfor\s)|(?<=\btill\s)|(?<=\buntil\s)"
    r"|(?<=\bsince\s)|(?<=\bon\s))(?-i:reyes)"
    r"(?!\s+(?-i:[A-Z])|\s+(?:to|and\s+(?:i|me)|is|was|has|had|will|said|says|just)\b)"
)
FIXED: dict[str, tuple[int, int]] = {
    r"canada\s+day": (7, 1),
    r"waitangi\s+day": (2, 6),
    r"anzac\s+day": (4, 25),
    r"australia\s+day": (1, 26),
    r"bastille\s+day": (7, 14),
    r"juneteenth": (6, 19),
    r"(remembrance|armistice)\s+day": (11, 11),
    r"(bonfire|guy\s+fawkes['’]?)\s+night": (11, 5),
    r"burns\s+night": (1, 25),
    r"st\.?\s+andrew['’]?s\s+day": (11, 30),
    r"all\s+saints['’]?\s+day": (11, 1),
    r"(day\s+of\s+the\s+dead|d[ií]a\s+de\s+(los\s+)?muertos)": (11, 2),
    r"epiphany": (1, 6),
    # the three kings' day as Spain names it; "reyes" alone only right after a word that
    # introduces a day ("off for reyes", "after reyes") and before no name or verb: a surname
    # otherwise ("mike reyes is picking us up", "reyes and i"), "rosca de reyes" a cake
    r"(d[ií]a\s+de\s+(los\s+)?reyes(\s+magos)?|(three|3)\s+kings['’]?\s+day|" + _REYES + ")": (
        1,
        6,
    ),
    r"pi\s+day": (3, 14),  # 3.14, as the US writes it
    r"(st\.?\s+john['’]?s\s+eve|sankthans(aften)?)": (6, 23),
}

#: The mid-autumn festival (15th day of the 8th month of the Chinese lunar calendar), by year.
MID_AUTUMN: dict[int, tuple[int, int]] = {
    2020: (10, 1),
    2021: (9, 21),
    2022: (9, 10),
    2023: (9, 29),
    2024: (9, 17),
    2025: (10, 6),
    2026: (9, 25),
    2027: (9, 15),
    2028: (10, 3),
    2029: (9, 22),
    2030: (9, 12),
    2031: (10, 1),
    2032: (9, 19),
    2033: (9, 8),
    2034: (9, 27),
    2035: (9, 16),
}

_FIXED = re.compile(r"\b(" + "|".join(f"(?:{p})" for p in FIXED) + r")\b", re.I)
_LEAP = re.compile(r"\bleap\s+day\b", re.I)
_MIDSUMMER = re.compile(
    r"\b(midsommar(afton|dagen)?|juhannus|midsummer(['’]?s)?\s+eve)\b(?![-'’]\w)", re.I
)
#: "eid", and which one where it says ("eid ul fitr", "eid-ul-adha"); "bakri eid",
#: "bakrid" and "eid ul zuha" are eid al-adha.
_EID = re.compile(
    r"\b(?:eid(?:[\s-]+(?:(?:al|ul|el|e)[\s-]*)?(fitr|adha|azha|zuha))?|(bakr[ai]?[\s-]*eid|bakr[ie]?id))"
    r"\b(?![-'’]\w)(?!\s+al\b)",
    re.I,
)
_MOTHERING = re.compile(r"\bmothering\s+sunday\b", re.I)
_MOTHERS_GREETING = re.compile(
    r"\bhappy\s+(mother['’]?s|mothers|mum['’]?s|mom['’]?s)\s+day\b", re.I
)
#: "mother's day" and a Sunday named in the same message ("sunday ... it's mothers day").
_MOTHERS_DAY = re.compile(r"\b(mother['’]?s|mothers|mum['’]?s|mom['’]?s)\s+day\b", re.I)
_SUNDAY = re.compile(r"\bsun(day)?\b", re.I)
_MID_AUTUMN = re.compile(r"\b(mid[-\s]?autumn|moon)(\s+festival)?\b(?![-'’]\w)", re.I)
_YEAR_GREETING = re.compile(
    r"\b(?:happy|hello|welcome)\s+(?:new\s+year\s+)?((?:19|20)\d\d)\b(?!\s*[/.:-]?\d)", re.I
)
_DAY = timedelta(days=1)


def _day(d: date) -> Occurrence:
    start = datetime(d.year, d.month, d.day)
    return Occurrence(start, start + _DAY, "day", "day")


def _safe(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _fixed_days(month: int, day: int, wall: datetime) -> list[date]:
    years = range(wall.year - 1, wall.year + 2)
    return [d for y in years if (d := _safe(y, month, day)) is not None]


def _leap_days(wall: datetime) -> list[date]:
    years = range(wall.year - 4, wall.year + 5)
    found = [d for y in years if (d := _safe(y, 2, 29)) is not None]
    before = [d for d in found if d <= wall.date()][-1:]
    after = [d for d in found if d > wall.date()][:1]
    return before + after


def _midsummer(word: str, wall: datetime) -> list[date]:
    """The Friday from 19 to 25 June (the eve), or the Saturday after it (the day)."""
    shift = 1 if word.lower().endswith("dagen") else 0
    out = []
    for y in range(wall.year - 1, wall.year + 2):
        if not 1 <= y <= 9998:
            continue
        eve = date(y, 6, 19) + timedelta(days=(4 - date(y, 6, 19).weekday()) % 7)
        out.append(eve + timedelta(days=shift))
    return out


def _duckling_days(reader: Parser, name: str, wall: datetime) -> list[date]:
    """The days Duckling reads `name` as around `wall`: the first from two days before it,
    the one before that and the one after."""
    out: set[date] = set()

    def first(at: datetime) -> date | None:
        o = first_day(reader, name, at)
        return None if o is None else o.start.date()

    try:
        near = first(wall - 2 * _DAY)
        if near is None:
            return []
        midnight = datetime.combine(near, datetime.min.time())
        out = {near, *(d for at in (-420 * _DAY, _DAY) if (d := first(midnight + at)))}
    except (OverflowError, ValueError):
        pass
    return sorted(out)


def _eid(reader: Parser, kind: str | None, wall: datetime) -> list[date]:
    adha = ["eid al-adha"]
    names = {"fitr": ["eid al-fitr"], "adha": adha, "azha": adha, "zuha": adha}
    which = names.get((kind or "").lower(), ["eid al-fitr", "eid al-adha"])
    return sorted({d for n in which for d in _duckling_days(reader, n, wall)})


def _mothering(reader: Parser, wall: datetime) -> list[date]:
    try:
        later = wall + 22 * _DAY
    except OverflowError:  # the edge of Python's datetimes
        return []
    return [d - timedelta(days=21) for d in _duckling_days(reader, "easter", later)]


def _mid_autumn(wall: datetime) -> list[date]:
    years = range(wall.year - 1, wall.year + 2)
    return [date(y, *MID_AUTUMN[y]) for y in years if y in MID_AUTUMN]


def _mention(text: str, start: int, end: int, days: list[date], wall: datetime) -> Mention | None:
    if not days:
        return None
    options = [_day(d) for d in sorted(set(days))]
    ahead = [o for o in options if o.end > wall]
    chosen = (ahead or options)[0]
    return Mention(text[start:end], start, end, chosen, tuple(options), named=True)


def holidays(reader: Parser, text: str, wall: datetime) -> list[Mention]:
    """Each holiday of the kinds above in `text`, with its occurrences around `wall`."""
    found: list[tuple[int, int, list[date]]] = []
    for m in _FIXED.finditer(text):
        at = m.start(1), m.end(1)  # in the text: "reyes" looks at the word before it
        md = next(v for p, v in FIXED.items() if re.compile(p, re.I).fullmatch(text, *at))
        found.append((m.start(), m.end(), _fixed_days(*md, wall)))
    found += [(m.start(), m.end(), _leap_days(wall)) for m in _LEAP.finditer(text)]
    for m in _MIDSUMMER.finditer(text):
        found.append((m.start(), m.end(), _midsummer(m.group(1).split()[0], wall)))
    for m in _EID.finditer(text):
        found.append((m.start(), m.end(), _eid(reader, "adha" if m.group(2) else m.group(1), wall)))
    for m in _MOTHERING.finditer(text):
        found.append((m.start(), m.end(), _mothering(reader, wall)))
    for m in _MOTHERS_GREETING.finditer(text):
        today = [d for d in _mothering(reader, wall) if d == wall.date()]
        if today:  # said on mothering sunday: that day, not the US one in May
            found.append((m.start(1), m.end(), today))
    for m in _MOTHERS_DAY.finditer(text) if _SUNDAY.search(text) else ():
        coming = [d for d in _mothering(reader, wall) if 0 < (d - wall.date()).days < 7]
        if coming:  # "sunday 1pm, it's mother's day": that sunday
            found.append((m.start(), m.end(), coming))
    for m in _MID_AUTUMN.finditer(text):
        if m.group(1).lower() != "moon" or m.group(2):
            found.append((m.start(), m.end(), _mid_autumn(wall)))
    out = []
    for start, end, days in found:
        made = _mention(text, start, end, days, wall)
        if made is not None:
            out.append(made)
    for m in _YEAR_GREETING.finditer(text):
        year = int(m.group(1))
        first = datetime(year, 1, 1)
        o = Occurrence(first, first.replace(year=year + 1), "year", "year")
        out.append(Mention(m.group(1), m.start(1), m.end(1), o, ()))
    return out
