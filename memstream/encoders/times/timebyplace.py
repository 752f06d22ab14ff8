""" "By" a bare hour after a place one is to be at ("be at the station by 6", "at the hotel by
1"): the time one is there, a clock time, as "by X" is X (tests/data/timeexpr.md, ranges);
as after a word of being back or ready ("home by 6", `timeclock.by_hour`). Not an age or a
margin with no place before it ("married by 30", "won by 2"). So is a weekday cut short
after such a place and before a clock time ("see you at the park sun at 9"): the place is no
subject of a verb "sat"/"wed", so it is the day (`timeabbrev.day_introduced`).
"""

from __future__ import annotations

import re

#: A place right before "by": "at" and a determiner and a word or two ("at the hotel", "at
#: my mum's", "at the main gate"), a place that needs none ("at home", "at work", "at mine"), or
#: someone's home or place, a possessive of a name or two ("at grandma's", "at Priya's", "at
#: nana's place", "at sharma aunty's terrace").
_PLACE = re.compile(
    r"\bat\s+((the|my|your|our|his|her|their|a|an)\s+[a-z'’]+(\s+[a-z'’]+)?"
    r"|home|work|school|uni|college|church|mine|yours|ours|theirs"
    r"|([a-z]+\s+)?(?!(it|that|what|who|there|here|where|one|let|he|she)['’]s\b)[a-z]+['’]s"
    r"(\s+[a-z]+)?)\s*$",
    re.I,
)


#: A time, no place, after "at the" ("at the weekend", "at the moment").
_TIME_NOUN = re.compile(
    r"\b(weekend|moment|end|start|beginning|time|minute|latest|earliest|same|last|break)\b", re.I
)
#: A word of a result in the clause: "by N" is a margin ("we won at the club by 2").
_RESULT = re.compile(
    r"\b(won|win|wins|lost|lose|beat|beaten|led|lead|leading|ahead|behind|trailing|drew|score|"
    r"scored|finished|margin)\b",
    re.I,
)


#: A word of a result one wins or loses by: "by N" after it is a margin ("won by 2"); not
#: "finished" ("finished by 9 this morning": a clock time).
_MARGIN = re.compile(
    r"\b(won|win|wins|lost|lose|beat|beaten|led|lead|leading|ahead|behind|trailing|drew|"
    r"score|scored|margin)\b",
    re.I,
)


#: A verb of a change in amount right before "by", at most an adverb between: "by N" is how
#: much ("the river rose by 2", "petrol went up by 3", "we were down by 2", "the price jumped
#: again by 5"); or any such verb, or "cut", and what changed, an amount (`_AMOUNT`: "cut my
#: screen time by 3", "upped the dose by 2"). A thing one reached, moved or worked on is a
#: task's or a trip's, and "by N" its hour ("need to cut the grass by 5 tomorrow", "we
#: climbed snowdon by 10 yesterday", "jumped on a call by 9", "dropped the car by 9"); nor
#: "cut" right before "by" ("get the grass cut by 5"); "up"/"down" only after "went" or a
#: form of "be" ("back down by 4" is the time one is back, `timeclock.by_hour`).
_AMOUNT = (
    r"(time|spending|spend|costs?|prices?|budget|bills?|hours|calories|intake|usage|rent|"
    r"fees?|speed|weight|debt|sugar|carbs|caffeine|salary|pay|wages?|rates?|dose|limit|"
    r"stake|offer|bid|target|deficit|lead|score|count|numbers|sales|profits?|losses)"
)
_MEASURE = (
    r"\b((rose|risen|rises|fell|fallen|falls|dropped|increased|increases|decreased|grew|"
    r"grown|jumped|climbed|shrank|shrunk|reduced|lowered|gained|slipped|dipped|surged|soared|"
    r"plunged|sank|spiked|upped|overpaid|underpaid|(went|go|goes|gone|going)\s+(up|down)|"
    r"(was|were|is|are|been|['’]re|['’]s)\s+down{up})"
    r"(\s+(again|already|nearly|almost|overnight|suddenly|just|another|[a-z]+ly))?"
    r"|(rose|dropped|increased|increases|decreased|grew|reduced|reduces|lowered|upped|raised|"
    r"cut|cuts|slashed|trimmed)(\s+[a-z'’]+){{0,2}}\s+" + _AMOUNT + r")\s*$"
)
_MEASURE_DAY = re.compile(_MEASURE.format(up=""), re.I)
#: At night one is not "up by" a time, as one is in the morning ("I was up by 6"): "they
#: were up by 3 last night" is a lead.
_MEASURE_NIGHT = re.compile(_MEASURE.format(up="|up"), re.I)


def measure_clause(before: str, night: bool = False) -> bool:
    """Whether `before`, the text before "by" a bare number, ends with a verb of a change
    in amount and what changed ("the price jumped", "cut my screen time"): "by N" is how
    much, no clock time; before a night (`night`), also "up" after a form of "be"."""
    clause = re.split(r"[,;.!?\n]", before)[-1]
    return bool((_MEASURE_NIGHT if night else _MEASURE_DAY).search(clause))


def result_clause(before: str) -> bool:
    """Whether the clause that `before` ends names a result one wins or loses by ("we won
    sunday", "they beat us on saturday"): "by" a bare number after it is a margin ("won by
    2"), no clock time."""
    return bool(_MARGIN.search(re.split(r"[,;.!?\n]", before)[-1]))


#: A verb of a result, then at most who lost, whom to or what ("we won", "they beat us on",
#: "we drew", "lost to city", "lost the final", "went down"), right before a day and "by" a
#: bare number: "by N" is the margin ("lost sat by 4").
#: Verbs only: not a noun ("the lead singer lands sat by 3", "the score sheets back sun by
#: 6"), nor an adverb ("plan ahead and get there sat by 9", "behind on rent ... fri by 5").
_MARGIN_DAY = re.compile(
    r"\b(won|win|wins|lost|lose|loses|beat|beaten|drew|led|trailed|edged|thrashed|smashed|"
    r"hammered|battered|pipped|went\s+down|got\s+beat(en)?)"
    r"(\s+to)?(\s+((the|our|their)\s+)?[a-z'’]+)?(\s+on)?\s+$",
    re.I,
)


def margin_day(before: str) -> bool:
    """Whether `before`, the text before a day and "by" a bare number, ends with a verb of
    a result ("we won", "they beat us on"): the number is the margin, the day the result's."""
    return bool(_MARGIN_DAY.search(before))


def at_place(before: str) -> bool:
    """Whether `before`, the text before "by" a bare hour (or a weekday cut short), ends
    with a place ("... should be at the hotel"), not a time ("at the weekend") and not
    after a word of a result."""
    place = _PLACE.search(before[-60:])
    if place is None or _TIME_NOUN.search(place.group(0)):
        return False
    clause = re.split(r"[,;.!?\n]", before)[-1]
    return not _RESULT.search(clause)


#: A verb in the past (selling, serving, making, any regular "-ed" one) and a count of what
#: was (sold, served, filled) right before "by" ("baked 40 loaves by 7", "served 120
#: breakfasts by 11", "filled 4 bin bags by 10"): by that clock time, as "sold out by 8"
#: is. Not a count of a unit after "by" ("by 2 points"), nor an age ("she could read 50
#: words by 3": no such verb).
_TALLY = re.compile(
    r"\b(sold|served|baked|shipped|packed|picked|poured|delivered|printed|dispatched|"
    r"plated|processed|made|[a-z]{2,}ed)\s+((over|about|around|nearly|almost|like)\s+)?\d{1,5}\s+"
    r"([a-z'’-]+\s+){0,2}[a-z'’-]+\s*$",
    re.I,
)


def after_tally(before: str) -> bool:
    """Whether `before`, the text before "by" a bare hour, ends with a verb in the past and a
    count of what ("... sold 60 pies", "... filled 4 bin bags"), in a clause with no word of
    a result."""
    clause = re.split(r"[,;.!?\n]", before)[-1]
    return bool(_TALLY.search(clause)) and not _RESULT.search(clause)
