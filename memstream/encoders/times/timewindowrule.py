"""Clock times of a rule that bars the hours outside a window ("we can't put tables out
before 8am or after 10pm", "no deliveries before 7 or after 9pm"): a standing rule, like the
clock times of a rule about days in the plural, no times (tests/data/timeexpr.md, "not
dates": habits). Only "before X" and "after Y" joined by "or"/"and", in a clause with a word
of denial, permission or restriction ("only") and no day of its own ("today", "tomorrow", a
weekday, a date), no past and no word of one's own availability ("i can't do before 2 or
after 5": a one-off); "we can't leave before 8 or after 10 tomorrow" keeps its times. So
is a range of clock times right after "only" and a verb in the plain present ("the swipe card
only works 7am-7pm", "the tank only fills 6 to 8 am now"), in a clause with no day of its
own: the hours something keeps. `timefilter` asks `rule`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timevocab import WEEKDAY

_CLOCK = r"\d{1,2}([:.]\d\d)?\s*([ap]\.?m\.?)?"
#: "before X or after Y", "after Y and before X".
_WINDOW = re.compile(
    rf"\b(before|after)\s+{_CLOCK}\s*(,?\s*or|and|&)\s+(before|after)\s+{_CLOCK}(?!\w)", re.I
)
#: A word of denial, permission or restriction in the clause ("visits only before 11 or
#: after 7").
_BARRED = re.compile(
    r"\b(can['’]?t|cannot|can\s+not|not|no|never|mustn['’]?t|allowed|banned|prohibited|"
    r"forbidden|permitted|only)\b",
    re.I,
)
#: A word of one's own availability in the clause ("i can't do before 2 or after 5", "she
#: can't come", "i'm only free"): a one-off, the times stay.
_AVAILABLE = re.compile(
    r"\b(free|available|busy|do|make\s+it|come|meet|be\s+there|get\s+there|arrive)\b", re.I
)
#: A day of its own or a past in the clause.
_OWN_DAY = re.compile(
    rf"\b(today|tonight|tomorrow|tmrw|tmr|yesterday|this|next|last|{WEEKDAY}|was|were|did|"
    r"had|couldn['’]?t|wasn['’]?t|weren['’]?t|didn['’]?t)\b(?!s)|\d(st|nd|rd|th)\b",
    re.I,
)
#: What ends a clause; an emoji too, as chat ends a sentence with one ("only fills 6 to 8
#: am now 😩 new pump by 5th june").
_BOUND = re.compile(
    r"[.!?;\n\u2600-\u27bf\U0001f300-\U0001faff]|,\s(?!or\b)|\s(but|so|because|cos|while|though)\s",
    re.I,
)


#: "only" and a verb in the plain present right before a range of clock times ("the swipe
#: card only works 7am-7pm", "the tank only fills 6 to 8 am now"): the hours something keeps.
_ONLY_VERB = re.compile(r"\bonly\s+(?!(is|was|has|does|goes)\b)[a-z]{3,}s\s+$", re.I)
_RANGE = re.compile(rf"^{_CLOCK}\s*(-|–|to|till|til)\s*\d", re.I)


def rule(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is a clock time of a window rule ("can't put
    anything out before 8am or after 10pm", "the gate only opens 7am-7pm")."""
    lo = max((m.end() for m in _BOUND.finditer(text, 0, start)), default=0)
    hi = next((m.start() for m in _BOUND.finditer(text, end)), len(text))
    clause = text[lo:hi]
    if _RANGE.match(text[start:end]) and _ONLY_VERB.search(text[max(lo, start - 30) : start]):
        return not _OWN_DAY.search(clause)  # "the swipe card only works 7am-7pm"
    window = next(
        (m for m in _WINDOW.finditer(text, lo, hi) if m.start() <= start and end <= m.end()), None
    )
    return (
        window is not None
        and bool(_BARRED.search(clause))
        and not _OWN_DAY.search(clause)
        and not _AVAILABLE.search(clause)
    )
