"""Weekdays cut short, as chat writes them ("sat", "wed", "thurs"): each is also a word ("I
sat down", "the SAT", "the sun", "we wed"), so it is a day only after a word that introduces
one ("on sat", "by wed", "this thurs", "thru fri", "moved to wed", "booked for sat") or a
farewell ("see you sun") or before a part of the day or a clock time ("thurs arvo", "sat at
4:45am"; not after a subject, "we wed at 4pm"); "sun" after "to"/"for" is the weather
("hoping for sun"). A "sat",
"wed" or "sun" that starts a longer match before a preposition, not introduced, is the verb
or the noun ("they wed in may", "I sat at 5 waiting"). `timefilter.check` asks these.
"""

from __future__ import annotations

import re

from memstream.encoders.timephrases import words as _words

#: Weekdays cut short ("sat", "wed"), which are also words ("I sat down", "the SAT", "the
#: sun", "we wed"): a day only after a word that introduces one.
WEEKDAY_ABBREVIATIONS = _words("mon tue tues wed thu thur thurs fri sat sun")
_ABBREVIATION_INTRO = _words(
    "on by this next last until till til from before after since coming following through thru"
)
_ABBREVIATION_TO = _words("to for")
#: A weekday cut short that is a verb or a noun before a word that starts a time.
ABBREVIATION_VERB = re.compile(r"^(sat|wed|sun)\s+(?=(at|in|on|next|last|this|by|for|until)\b)")
_SEE_YOU = re.compile(r"\bsee\s+(you|ya|u)\s+$", re.I)
#: A part of the day or a clock time with am/pm or minutes right after a weekday cut short:
#: the day ("thurs arvo", "fri night", "sat at 4:45am"; not "I sat at 5 waiting").
_TIME_AFTER = re.compile(
    r"^[a-z]+\s+((morning|arvo|avo|afternoon|evening|night|nite)\b|"
    r"at\s+\d{1,2}(:\d{2}\s*([ap]\.?m\b)?|\s*[ap]\.?m\b))",
    re.I,
)
#: A subject right before a weekday cut short makes it the verb ("we wed at 4pm").
_SUBJECTS = _words("i we you he she they it who just then and finally also")


def day_introduced(text: str, start: int, before: str) -> bool:
    """Whether a weekday cut short at `start` follows a word that introduces a day ("on",
    "by", "this", "thru", "moved to", "booked for", ...) or a farewell ("see you sat"); "sun"
    after "to"/"for" is the weather ("hoping for sun")."""
    if before in _ABBREVIATION_TO:
        return text[start : start + 3].lower() != "sun"
    if before in _ABBREVIATION_INTRO or _SEE_YOU.search(text[max(0, start - 20) : start]):
        return True
    return before not in _SUBJECTS and bool(_TIME_AFTER.match(text[start : start + 30]))
