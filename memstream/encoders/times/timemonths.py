"""A month as such, where a month's name may be a person's ("my friend April", "June is back") or a
word: a month cut short after a word that introduces a time ("seed order goes in jan", "by sept"), a
state and "for" ("full for oct"), taken off ("taking jan off"; not "Jan is coming", "talk to jan");
a month as the subject of what it will be ("july is going to be hectic", "october will be so busy",
"december is gonna be hell", only a month no one is named after; not "June is my favourite
month", nor "june is gonna be hell when she finds out"); a month a list, a rota, a bill or an
amount is for ("rota for december: ...", "shifts for june", "rent for dec", "dues are $40 for
april", "just paid £950 for april"; not "a gift for June", nor an amount given or gathered for a
person: "raised $200 for june", "chipped in $20 for april").
`timefilter.check` asks these for a match that is one word; `TimeResolver` asks
`for_month_on_day` to part a month after "for" from a day after "on" that Duckling joins.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timemonthwhen
from memstream.encoders.times.timefigures import AMOUNT_FOR
from memstream.encoders.times.timephrases import words as _words

#: Months cut short ("jan", "sept"); not "mar" (a verb) or "may".
ABBREVIATIONS = _words("jan feb apr jun jul aug sep sept oct nov dec")
_INTRO = _words(
    "in by since until till til before after during through thru from early mid late end "
    "next last this of"
)
#: What a month will be, as a stretch of days ("is going to be insane", "will be so busy").
_WILL_BE = (
    r"^\s*(is\s+going\s+to|['’]s\s+going\s+to|is\s+gonna|['’]s\s+gonna|will|['’]ll|is\s+looking"
    r"|looks)\s+(be\s+)?((so|really|absolutely|totally|pretty|very|super|completely)\s+)*"
)
_AHEAD = re.compile(
    _WILL_BE + r"(busy|insane|crazy|hectic|packed|mad|wild|brutal|slammed|nuts|chaos|chaotic|"
    r"manic|nonstop|non-stop|relentless|intense|stressful|rammed|full\s+on|a\s+nightmare|"
    r"a\s+blur)\b",
    re.I,
)
#: Words of a hard stretch that are said of people too ("june is gonna be hell when she finds
#: out", "april is gonna be rough on the new guy"): only for a month no one is named after,
#: in lower case, and not before "on", "to", "with" or "when" ("hell on earth" is a stretch).
_HARD = re.compile(
    _WILL_BE + r"(hell|rough|a\s+killer)\b(?!\s+(?:on(?!\s+earth\b)|to|with|when)\b)", re.I
)
#: Months people are named after, in chat's lower case (`timemonthcopula` too).
NAMED = frozenset(("may", "june", "april", "august"))
#: A list, a rota or a budget that a month after "for" heads ("rota for december: ..."), also
#: with its number between ("invoice #2231 for jan", "statement no. 14 for march").
_HEADING = re.compile(
    r"\b(rota|roster|shifts?|calendar|budget|agenda|schedule|timetable|lineup|line-up|"
    r"plans?|menu|goals|targets|rent|bills?|invoices?|payments?|salary|wages|statements?)"
    r"(\s+(#|no\.?\s*|number\s+)?\d[\w/-]*)?\s+(for\s+)$",
    re.I,
)


#: A state a month is in, before "for" ("full for oct", "booked up for dec").
_STATE_FOR = re.compile(
    r"\b(full|booked|booked\s+up|busy|free|closed|open|sold\s+out|available|fully\s+booked)"
    r"\s+for\s+$",
    re.I,
)


#: A month cut short taken off ("taking jan off", "took aug off"), not a person ("took Jan
#: off the rota").
_TAKEN = re.compile(r"\b(take|takes|taking|took|have|having|had)\s+$", re.I)
_OFF = re.compile(r"^\s+off\b(?!\s+(the|a|an|my|your|our|his|her|their|of)\b)", re.I)


def abbreviated(word: str, before: str, lead: str = "", tail: str = "") -> bool:
    """Whether a month cut short ("jan") follows a word that introduces a time ("in jan"), a
    state and "for" in `lead`, the text before it ("the workshop is full for nov"), heads a
    rota or a bill ("rent for feb goes up to ..."), or is taken off ("taking jan off"; `tail`,
    the text after it)."""
    if word.rstrip(".") not in ABBREVIATIONS:
        return False
    if _TAKEN.search(lead[-20:]) and _OFF.match(tail):
        return True
    if AMOUNT_FOR.search(lead[-20:]):
        return True  # "£95 for sept": the month paid for
    return before in _INTRO or bool(_STATE_FOR.search(lead[-40:]) or _HEADING.search(lead[-45:]))


def ahead(text: str, end: int, start: int | None = None) -> bool:
    """Whether the month ending at `end` is the subject of what it will be ("june is going
    to be insane"), or (from `start`) what "it" was or will be before "when" ("it was march
    when we met", `timemonthwhen`)."""
    if start is not None and timemonthwhen.told_as_it(text, start, end):
        return True
    if _AHEAD.match(text[end : end + 80]):
        return True
    last = re.search(r"\w+$", text[:end])
    word = last.group() if last else ""
    return word.islower() and word not in NAMED and bool(_HARD.match(text[end : end + 80]))


#: A bill and its amount before "for" and a month, in one clause ("the electric bill was
#: $186.40 for july", "rent is £950 for march"): the month billed.
_BILLED = re.compile(
    r"\b(rent|bills?|invoices?|payments?|salary|wages|statement|subscription|fees?)\b"
    r"[^.!?;,\n]{0,30}?[$£€]\s?\d[\d,.]*[^.!?;,\n]{0,12}?\bfor\s+$",
    re.I,
)


_POSSESSIVE = re.compile(r"[a-z]+['’]s\b", re.I)
#: An amount given or gathered for a person, right before "for" ("chipped in $20 for april",
#: "raised $200 for june", "gave £10 for june"): no month paid for.
_GIVEN_FOR = re.compile(
    r"\b((chip|chipped|chipping|pitch|pitched|put|threw|throw)\s+in|raise|raised|raising|gave|"
    r"give|giving|donate|donated|collect|collected|sponsor|sponsored)\s+([a-z]+\s+)?"
    r"[$£€]\s?\d[\d,.]*[km]?\s+for\s+$",
    re.I,
)


def heading(text: str, start: int) -> bool:
    """Whether the month at `start`, after "for", heads a list, a rota or a plan ("rota for
    december: ...", "my shifts for june"), or is billed ("the gas bill came to $74.20 for march");
    not "a gift for June: she loves candles"."""
    return bool(
        _HEADING.search(text[max(0, start - 45) : start])
        or _BILLED.search(text[max(0, start - 70) : start])
        or (  # "dues are $40 for april", "just paid £950 for april"; not "£12 for June's
            # present", "chipped in $20 for april": a person's
            AMOUNT_FOR.search(text[max(0, start - 20) : start])
            and not _POSSESSIVE.match(text, start)
            and not _GIVEN_FOR.search(text[max(0, start - 50) : start])
        )
    )


#: A month after "for" and a day of the month after "on" in one match ("open for april | on
#: the 15th at 9am"): what something is for, and the day it happens on.
_MONTH_ON_DAY = re.compile(
    r"^(?P<month>(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)"
    r"\s+(?P<day>on\s+(the\s+)?\d{1,2}(st|nd|rd|th)\b.*)$",
    re.I | re.S,
)
_FOR_BEFORE = re.compile(r"\bfor\s+$", re.I)


def for_month_on_day(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The two parts of a match that is a month after "for" and a day after "on" ("slots
    open for june on the 3rd at 10am": June, the month booked, and the 3rd, the day they
    open, the next one); none (an empty list) for any other ("in june on the 3rd" is 3
    June)."""
    m = _MONTH_ON_DAY.match(text[start:end])
    if m is None or not _FOR_BEFORE.search(text[max(0, start - 6) : start]):
        return []
    return [(start, start + m.end("month")), (start + m.start("day"), end)]
