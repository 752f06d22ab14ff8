"""A year alone that dates an event, which Duckling does not read (a bare year is latent to it):
right after a verb in the past of a life or record event ("married 1951", "signed 1889", "the
deed is dated 1887", "admitted 1903, discharged 1911", "joined 1894"), and the next year of a
list of such events, after any verb in the past ("enlisted 1940, came home 1945"); what
something goes back to ("records back to 1872", "the records go back to 1950"), and the year a
plan of a year's scale is moved to ("deferring my spot in april to 2024", "postponed the
wedding to 2027", "pushed the launch to 2027"): that year (tests/data/timeexpr.md: a year's
grain). Four digits that can be a 24-hour clock time (00-23, then 00-59) after "back to" or
moved "to" are chat's clock ("can we push the call back to 1930?", "the meeting got moved to
2030", "bumped my flight to 2030") or an amount ("got my chess rating back to 1900"), unless
something goes, dates or traces back to them ("the family tree goes way back to 1720") or the
thing moved is of a year's scale (a wedding, a launch, a deadline, a place, a trip; anything
deferred).

The verbs of a life or record event are the closed class of what a register, a certificate, a
deed or a plaque dates: a life's birth, marriage, divorce, death and burial, its rites, its
moves across borders, its service, schooling and work's start and end (born, married, wed,
divorced, widowed, died, buried, baptised, christened, emigrated, naturalised, enlisted,
conscripted, demobbed, discharged, admitted, adopted, graduated, joined, retired, elected,
knighted), a thing's making, upkeep of record, opening and closing (founded, established,
incorporated, built, rebuilt, erected, restored, renovated, serviced, overhauled, demolished,
opened, closed, consecrated), and a paper's dating (dated, signed, patented, published, issued,
registered, chartered); of these, a thing's opening or closing and joining are acts of a day
too, and a round 24-hour clock time after them is that ("shop closed 1730", "joined 1915,
nobody there"). Not an ordinary act of a
day, whose four digits are chat's 24-hour clock ("shift started 1630 and ended 2015", "called
1745", "departed 1730", "table booked 1930", "arrived 1945"), an amount ("burned 1850",
"crossed 1999", "deposited 1975", "packed 1850 so far"), nor a title ("just finished 1984").

After a verb, only a year up to the message's and not a round hundred ("raised 2000", "paid
1900"), not a verb of an amount ("scored 1995", "weighed 1950"), and the year ends its clause,
or a clause of its own in -ing goes on ("came home 1945 weighing like 50 kg"): none before a
noun it counts ("ordered 1950 stickers", "built 1950 housing units"). What a plan is moved to
lies from the message's year to ten after it. None in a sentence with a word of the day or of
getting somewhere ("landed 1945 last night", "pushed dinner to 2030 tonight"), where four digits
are chat's clock (19:45, 20:30).

`timeyearplain.plain_years` asks `verb_years`.
"""

from __future__ import annotations

import re
from datetime import datetime

from memstream.encoders.times.timerules import Occurrence

_YEAR = r"(?P<year>(?:1[5-9]|20)\d\d)\b(?![.,:/-]?\d)"
#: A verb in the past (a word in -ed, or one of a few others) right before the year.
_VERB = re.compile(
    r"\b(?P<verb>[a-z]{2,}ed|left|began|(?:re)?built|wed|came\s+(?:home|back|over|out)|went\s+"
    r"(?:home|back|over|out|abroad)|got\s+(?:married|engaged|divorced))\s+" + _YEAR,
    re.I,
)
#: The verbs of a life or record event, whose year the verb alone dates (see the module).
_EVENT = re.compile(
    r"(re)?married|wed|engaged|divorced|separated|widowed|died|buried|cremated|baptised|"
    r"baptized|christened|ordained|emigrated|immigrated|naturali[sz]ed|enlisted|conscripted|"
    r"drafted|demobbed|demobili[sz]ed|discharged|invalided|admitted|adopted|graduated|joined|"
    r"retired|elected|appointed|knighted|crowned|founded|established|incorporated|(re)?built|"
    r"erected|constructed|restored|renovated|refurbished|serviced|overhauled|demolished|opened|closed|consecrated|dated|signed|patented|"
    r"published|issued|registered|chartered|got\s+(married|engaged|divorced)",
    re.I,
)
#: Verbs of a life or record event that are acts of a day too ("closed 1730").
_OF_A_DAY_TOO = re.compile(r"opened|closed|joined", re.I)
#: What joins the years of a list of events ("enlisted 1940, came home 1945", "married 1962
#: and divorced 1970", "joined 1894; retired 1920").
_LIST_JOIN = re.compile(
    r"\s*(?:[,;&]|\band\b|,\s*and\b)\s*(?:then\s+)?(?:(?:he|she|they|we|i)\s+)?", re.I
)
#: Verbs in -ed of an amount or a count, after which the number is that amount.
_AMOUNT = re.compile(
    r"(scor|rais|earn|sav|donat|collect|count|logg|reach|post|lift|weigh|add|ow|charg|pric|"
    r"list|quot|valu|estimat|total+|clock|averag|rat|rank|number|want|offer|ask|order|ship|"
    r"print|receiv|bidd?|rack|climb|jump|dropp|peak|hover|tipp|match|exceed|surpass|pass|"
    r"topp)ed|\w*eed|hundred",
    re.I,
)
#: "records back to 1872", "pushed back to 2027".
_BACK_TO = re.compile(r"\bback\s+to\s+" + _YEAR, re.I)
#: A word of moving a plan, then (in the same clause) "to" a year.
_MOVED_TO = re.compile(
    r"\b(?:defer\w*|postpon\w*|push\w*|mov(?:e|ed|es|ing)|delay\w*|bump\w*|shift\w*|"
    r"reschedul\w*|roll\w*\s+over|carr\w+\s+over|put\s+off)\b[^.!?\n,;:]{0,60}?\bto\s+" + _YEAR,
    re.I,
)
#: Before "back to": a verb of going, dating or tracing back ("the records only go back to").
_GONE_BACK = re.compile(
    r"\b(go|goes|going|gone|went|dates?|dated|dating|traces?|traced|tracing|stretch(es|ed)?)\s+"
    r"((way|all\s+the\s+way|right|only|even)\s+)?back\s+to\s+$",
    re.I,
)
#: A thing moved whose time is of a year's scale ("the wedding", "the launch"), or a verb
#: of deferring (a place, a start), in the clause before "to".
_YEARLY = re.compile(
    r"\b(defer\w*|weddings?|launch|release|deadline|trips?|holidays?|vacation|honeymoon|move|"
    r"retirement|graduation|degree|course|studies|place|spot|start|entry|intake|enrol+ment|"
    r"election|olympics|world\s+cup|tournament|tour|festival|project|plans?|target|goal|"
    r"renovations?|build|opening|rollout|expansion|merger|ipo|reunion|gap\s+year)\b",
    re.I,
)
_CLAUSE_START = re.compile(r"[,;:][^,;:]*$")


def _clock_like(digits: str) -> bool:
    """Whether four digits can be a 24-hour clock time ("1930", "2030"; not "1872")."""
    return int(digits[:2]) <= 23 and int(digits[2:]) <= 59


def round_clock(digits: str) -> bool:
    """Whether four digits are a round 24-hour clock time ("1630", "2000"; not "1921")."""
    return _clock_like(digits) and digits[2:] in ("00", "15", "30", "45")


def _moved_to_clock(text: str, m: re.Match[str]) -> bool:
    """Whether the digits after "back to" or moved "to" are chat's clock (see the module)."""
    if not _clock_like(m.group("year")):
        return False
    if m.re is _BACK_TO:
        return not _GONE_BACK.search(text, max(0, m.start() - 40), m.start("year"))
    before = text[_sentence_start(text, m.start()) : m.start("year")]
    clause = _CLAUSE_START.search(before)
    return not _YEARLY.search(before, clause.start() if clause else 0)


#: What ends the year's clause: a stop, a comma, an emoji, the text's end, or "and".
_ENDS = re.compile(
    r"\s*(?:$|[^\w\s'’#$£€%-]|\s(?:and|&|but|so)\b|\s\w+ing\s+(?:like|about|around|only|just|"
    r"a|an|the|in|at|on|with|to|from|for|up|out|over|back|home)\b)",
    re.I,
)
DAY_WORDS = re.compile(
    r"\b(tonight|tonite|today|tomorrow|tmrw|tmr|morning|evening|night|home\s+by|latest|hrs|"
    r"hours|pm|am|o['’]?clock|clock|arrive|land|landed|landing|traffic|dinner|lunch)\b",
    re.I,
)
_SENTENCE = re.compile(r"[^.!?\n]*")


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence of text holding the offset `at` starts."""
    return max(text.rfind(c, 0, at) for c in ".!?\n") + 1


def sentence(text: str, at: int) -> str:
    """The sentence of text holding the offset `at`."""
    m = _SENTENCE.match(text, at)
    return text[_sentence_start(text, at) : m.end() if m else len(text)]


def _year(m: re.Match[str]) -> tuple[int, int, Occurrence]:
    year = int(m.group("year"))
    occurrence = Occurrence(datetime(year, 1, 1), datetime(year + 1, 1, 1), "year", "year")
    return m.start("year"), m.end(), occurrence


def verb_years(text: str, wall: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each year that dates an event (see the module)."""
    out = []
    listed = -1  # where the year of the last event read ends
    for m in _VERB.finditer(text):
        year = int(m.group("year"))
        if year > wall.year or year % 100 == 0 or _AMOUNT.fullmatch(m.group("verb")):
            continue
        if not _EVENT.fullmatch(m.group("verb")) and not (
            listed >= 0 and _LIST_JOIN.fullmatch(text, listed, m.start())
        ):
            continue  # "shift started 1630", "called 1745": chat's clock; "burned 1850"
        if _OF_A_DAY_TOO.fullmatch(m.group("verb")) and round_clock(m.group("year")):
            continue  # "shop closed 1730": chat's clock
        if _ENDS.match(text, m.end()) and not DAY_WORDS.search(sentence(text, m.start())):
            out.append(_year(m))
            listed = m.end()
    for pattern, ahead in ((_BACK_TO, 100), (_MOVED_TO, 10)):
        for m in pattern.finditer(text):
            year = int(m.group("year"))
            if pattern is _MOVED_TO and not wall.year <= year <= wall.year + ahead:
                continue
            if year > wall.year + ahead or DAY_WORDS.search(sentence(text, m.start())):
                continue
            if _moved_to_clock(text, m):
                continue  # "push the call back to 1930?", "standup pushed to 2030": 19:30, 20:30
            if _ENDS.match(text, m.end()):
                out.append(_year(m))
    return out
