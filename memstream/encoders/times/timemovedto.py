"""Two dates in "X to Y" after a verb of moving in its clause ("shift my call on tuesday to
next friday", "moved the call from friday to monday"), where it was and where it goes, not a
range (tests/data/timeexpr.md: a move is two dates); a stretch of work's hours ("a shift from
11 to 3") is none. `timefilter.check` asks `moved`, and so do `timejoins._moved_to` and
timelater.py; timewords.py asks `moving` of a word. Where the moved plan was, when Duckling
reads its "from X" apart, is timemovedfrom.py's. The clause before the match is read as
timephrases.py cuts it (`_clause_before`). A plan that slips or slides ("the launch slips
from july to september") is timeslipped.py's.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import _clause_before
from memstream.encoders.times.timeslipped import slipped

#: Verbs of moving a date: "X to Y" after them is where it was and where it goes.
_MOVING = re.compile(
    r"\b(push|pushed|pushing|move|moved|moving|reschedul(e|ed|ing)|chang(e|ed|ing)|switch(ed|ing)?|"
    r"shift(ed|ing)?|bump(ed|ing)?|postpon(e|ed|ing)|delay(ed|ing)?|swap(ped|ping)?|"
    r"rebook(ed|ing)?|bring|brought|flip(ped)?)\b",
    re.I,
)
#: A court's or board's "continued" (put off) is passive ("the hearing got continued").
_CONTINUED = re.compile(r"\b(got|was|were|been|be|is|are|get)\s+continued\b", re.I)
_TO = re.compile(r"\s+(to|till|until|til)\s+", re.I)
#: "Shift" as the noun of a stretch of work, after a determiner and maybe a word ("a doordash
#: shift from 11 to 3", "my late shift from 6 to 2"): its hours, no date moved.
_SHIFT_NOUN = re.compile(
    r"\b(a|an|the|my|your|his|her|our|their|another|this|that|each|every|one)\s+([a-z'’-]+\s+)?"
    r"shifts?$",
    re.I,
)
#: "Shift" after a noun that names the work ("porter shift from 10pm to 8am"): a stretch of
#: work only where clock times follow (`moved`); not after a subject, a modal, a negation or
#: an adverb, also as chat spells them ("can u shift", "plz shift", "can't shift", "we really
#: shift"), nor before days ("dates shift from the 3rd to the 5th": two dates).
_SHIFT_COMPOUND = re.compile(
    r"\b(?!(i|we|you|u|ya|they|he|she|it|to|can|could|will|would|should|might|must|may|lets?|"
    r"lemme|pls|plz|please|gonna|wanna|gotta|and|or|then|just|also|not|maybe|probably|ll|d|s|re|"
    r"ve)\b|(can|don|won|didn|doesn|isn|wasn|aren|weren|couldn|shouldn|wouldn)['’]?t\b|"
    r"(?!early)[a-z]+ly\b)[a-z][a-z'’-]*\s+shifts?$",
    re.I,
)
#: The first side of "from X to Y" ending in a clock time ("10pm", "11", "sat 8am").
_CLOCK_SIDE = re.compile(r"(^|\s)\d{1,2}([:.]\d{2})?\s*([ap]\.?m\.?)?$", re.I)


def _moving_verb(clause: str, hours: bool = False) -> bool:
    """Whether `clause` holds a verb of moving a date, not "shift" as a noun ("a shift";
    with `hours`, clock times after it, also "porter shift")."""
    return any(
        not (_SHIFT_NOUN.search(head) or (hours and _SHIFT_COMPOUND.search(head)))
        for head in (clause[: m.end()] for m in _MOVING.finditer(clause))
    )


def moving(word: str) -> bool:
    """Whether `word` is a verb of moving a date ("pushed", "rescheduled")."""
    return bool(_MOVING.fullmatch(word))


_FROM_LEAD = re.compile(r"^from\s+", re.I)


def moved(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The two dates of "X to Y" at text[start:end] after a verb of moving in its clause
    ("can I push my appt on thursday to next monday", "moved the call from friday to
    monday"): where it was and where it goes, not a range; None for anything else, and
    for a stretch of work's hours ("a shift from 11 to 3")."""
    body = text[start:end]
    joins = list(_TO.finditer(body))
    clause = _clause_before(text, start)
    if not clause.strip() and text[: start - len(clause)].rstrip().endswith(","):
        clause = _clause_before(text, len(text[: start - len(clause)].rstrip()) - 1)
    if len(joins) != 1:
        return None
    j = joins[0]
    lead = _FROM_LEAD.match(body)
    first = start + (lead.end() if lead else 0)
    hours = bool(_CLOCK_SIDE.search(text[first : start + j.start()].strip()))
    if not (_moving_verb(clause, hours) or _CONTINUED.search(clause) or slipped(clause)):
        return None  # the clause before, or the one before a comma ("..., from X to Y")
    if first >= start + j.start():
        return None
    return [(first, start + j.start()), (start + j.end(), end)]
