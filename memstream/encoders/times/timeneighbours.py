"""The words right around a match, which `timefilter.check` and the rules beside it read:
the word before it and after it, whether a noun follows (the time a noun's modifier: "the
14th floor", "5 to 10 guests"; not a verb in "-ing" after "till" an hour, `timetilldoing`)
and whether "off" makes a day a day off ("take the 23rd off").
"""

from __future__ import annotations

import re

from memstream.encoders.times import timechat, timedaynextword, timetilldoing
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import BECAUSE_WORDS

#: Words that may follow a time without making it a noun's modifier ("at 5 because ...").
_CONNECTIVES = _words(
    "and or but then so because if when as too again please for with to at in on before "
    "after until till from through tonight today tomorrow sharp ok okay since while once "
    "unless though although yet no not either instead anyway between"
) | frozenset(BECAUSE_WORDS)
WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
#: "at" and an hour with no count before it ("the call is at 8"), which "here", the speaker's
#: clock, or "there", a place's, may follow ("at 8 here, 4pm for the ny team", "drinks at 6
#: there, bring cash"); not "bought 3 at 5 here", a price. "there" with "here" after it in
#: its sentence is another's clock ("the game's at 2 there, so 9 here"): neither is read.
_AT_HOUR = re.compile(r"(?<![\d£$€]\s)(?<![\d£$€])\bat\s+\d{1,2}([:.]\d{2})?\s*$", re.I)
#: A day of the month after "the" ("on the 6th"), which "here" may follow.
_ORDINAL = re.compile(r"\bthe\s+\d{1,2}(st|nd|rd|th)\s*$", re.I)
_HERE_LATER = re.compile(r"[^.!?\n]*\bhere\b", re.I)


def word_before(text: str, start: int) -> str:
    """The last word before text[start:], lower-cased, within 40 characters ("" if none)."""
    words = WORD.findall(text[max(0, start - 40) : start])
    return words[-1].lower() if words else ""


def word_after(text: str, end: int) -> str:
    """The next word right after the match ("" if punctuation or the end comes first)."""
    m = re.match(r"\s+([A-Za-z][A-Za-z'’]*)", text[end : end + 40])
    return m.group(1) if m else ""


def noun_follows(text: str, end: int) -> bool:
    """Whether a word right after text[:end] makes it a noun's modifier ("the 14th floor")."""
    nxt = word_after(text, end)  # not "at 3 lol", "on the 23rd full?" (timechat)
    if timetilldoing.doing_after(text, end):
        return False  # "stayed up till 1 doing homework": a clause of its own
    if timedaynextword.no_noun(text, end):
        return False  # "on the 20th without the form", "the 21st weather permitting"
    if _place_clock(text, end, nxt.lower()):
        return False  # "the call is at 8 here, 4pm for the ny team": the speaker's clock
    return bool(nxt) and nxt.lower() not in _CONNECTIVES and not timechat.no_noun(text, end)


def _place_clock(text: str, end: int, nxt: str) -> bool:
    """Whether "here" or "there" after the hour at text[:end] tells a place's clock time (see
    `_AT_HOUR`), no noun the hour counts."""
    if nxt == "here" and _ORDINAL.search(text[max(0, end - 12) : end]):
        return True  # "dlc unlocks at midnight on the 6th here": the day on the speaker's clock
    if nxt not in ("here", "there") or not _AT_HOUR.search(text[max(0, end - 12) : end]):
        return False
    return nxt == "here" or not _HERE_LATER.match(text, end + len(" there"))


def day_off(text: str, end: int) -> bool:
    """Whether "off" after the day at text[:end] makes it a day off ("take the 23rd off",
    "got the 3rd and 4th off"); not "the 2nd off-ramp", "the 3rd off the list"."""
    off = re.match(r"\s+off\b(?!-|\s+(the|a|an|my|your|our|his|her|their)\b)", text[end:], re.I)
    return off is not None
