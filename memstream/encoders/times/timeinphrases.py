"""Phrases of "in" and a number that make a time match no time, or minutes (tests/data/
timeexpr.md lists the kinds); `timefilter.check` calls these, and timenamednumber.py,
timenumbers.py and timeinhead.py ask them too:

- "in" a duration told in the past, with no word of the future in its clause ("we sold out
  in 20 minutes", "finished it in two days"), after a measure ("5k in 28 minutes"), a
  count or a reading with no word of the future ("14 shows in 5 days", timerates.py), a
  negated perfect ("whom I haven't called in 4 years") or "first", an ordinal or a superlative
  ("best night out in 5 years", "the 2nd outage in 6 weeks"), a length glued to its unit
  too ("restored it in 3h 40m"): how long it took or has lasted, no time (`past_duration`;
  timeinduration.py reads the words around it);
- "in" a bare count up to 60 after a word of coming or being ready, not in the past ("I'll
  be there in 5", "back in 10"): minutes, as chat says them (`chat_minutes`).

The clause before the match is read as timephrases.py cuts it (`_clause_before`).
"""

from __future__ import annotations

import re

from memstream.encoders.times import timeinduration, timerates
from memstream.encoders.times.timepastforms import IRREGULAR_PAST
from memstream.encoders.times.timephrases import _NUMBER_WORDS, _UNITS, _clause_before

#: A length glued to its unit, as logs and chat write it ("3h", "3h 40m", "45m", "2hrs 5mins").
_GLUED = r"\d{1,3}\s?(h|hrs?|m|mins?|s|secs?)(\s*\d{1,2}\s?(m|mins?|s|secs?))?"
_IN_DURATION = re.compile(
    rf"^in\s+((just|only|under|less\s+than|about|around|barely)\s+)?(({_NUMBER_WORDS})\s+"
    rf"{_UNITS}|{_GLUED})$",
    re.I,
)
_NOT_PAST_ED = r"need|feed|speed|seed|bed|red|shed|weed|breed|proceed|exceed|succeed|indeed|embed"
_PAST_VERB = re.compile(
    rf"\b((?!(?:{_NOT_PAST_ED})\b)[a-z]{{2,}}ed|{IRREGULAR_PAST})\b",  # "rang", "drank"
    re.I,
)
_FUTURE_MARK = re.compile(
    r"(\b(will|would|shall|gonna|going|be|am|is|are|can|could|should|must|might|may|"
    r"let's|lets)\b|['’](ll|d|s|m|re)\b|\b(have|has|['’]ve)\s+got\b)",  # "have got": present
    re.I,
)


#: A negated perfect, which "in <duration>" follows as the stretch up to now, like "for"
#: ("I haven't seen him in 6 years", "it hasn't rained in weeks", "I've not slept in 2
#: days"); "haven't got" is the present ("I haven't got a call in 10 minutes").
_NEGATED_PERFECT = re.compile(
    r"\b(have|has|had|['’]ve)(n['’]t|\s+not|\s+never)\s+((just|really|even|ever|actually)\s+)*"
    r"(?!got\b)[a-z]+",
    re.I,
)
#: "first" or a superlative up to two words before "in" days to decades, the stretch up to now
#: ("First snow here in 10 years!", "first 2 nights off in 8 months": a count with "off/out/away/
#: back"; not "our first 2 kids in 5 years", nor across a verb, "my friend arrives in 2 weeks").
#: An ordinal only with its noun between ("the 2nd outage in 6 weeks"; not "the 3rd in 2
#: weeks starts at 9", a date in two weeks' time).
_FIRST_IN = re.compile(
    r"\b(first|best|worst|biggest|longest|highest|lowest|hottest|coldest|warmest|wettest|"
    r"driest|busiest|quietest|happiest|largest|heaviest|lightest)\s+([\w'’-]*[^\Ws]\s+){0,2}$"
    r"|\b(second|third|fourth|fifth|[2-9](nd|rd|th))\s+([\w'’-]*[^\Ws]\s+){1,2}$"
    r"|\bfirst\s+(\d+|two|three|four|five|few)\s+[a-z]+s\s+(off|out|away|alone|back)\s+$",
    re.I,
)
_LONG_UNIT = re.compile(r"(days?|weeks?|fortnights?|months?|years?|decades?)$", re.I)
#: A measure right before "in <duration>": what was done in that time ("5k in 28 minutes",
#: "10 miles in 2 hours", "2,000 words in an hour").
_MEASURE_BEFORE = re.compile(
    r"\d[\d,.]*\s?(k|km|kms|mi|miles?|m|metres?|meters?|kilos?|kg|lbs?|pounds|pages|laps|"
    r"lengths|reps|words|steps)\s+$",
    re.I,
)


#: A future told from a moment in the past ("he said he'd be finished in a week", "she
#: promised it would arrive in 3 days"): with words that its time is past ("but it's been
#: 12 days"), the duration runs from then, unknown, not from now ("He said he'd ring in
#: 15 minutes" stays a time).
_REPORTED_FUTURE = re.compile(
    r"\b(said|told|promised|claimed|reckoned|thought|swore|estimated|quoted)\b.*"
    r"(\b(would|was\s+going\s+to|were\s+going\s+to)\b|['’]d\b)",
    re.I,
)


def _sentence_after(text: str, end: int) -> str:
    m = re.match(r"[^.!?\n]*", text[end:])
    return m.group(0) if m else ""


def past_duration(text: str, start: int, end: int, counted: bool = False) -> bool:
    """Whether "in <duration>" at text[start:end] tells how long something took or has
    lasted, no time: after a measure ("5k in 28 minutes"), a negated perfect ("haven't
    seen her in 6 years"), "first" or a superlative ("best night out in 5 years"), or a
    past verb with no word of the future before it in its
    clause ("we ran out in 15 minutes"). `counted`: a number after a word before it is a
    count all the same (the tagger read the word as a verb, `timenamednumber`)."""
    if not _IN_DURATION.match(text[start:end]):
        return False
    measured = _MEASURE_BEFORE.search(text[max(0, start - 20) : start])
    if measured or timeinduration.offset(text, start, end):
        return True  # "5k in 28 minutes"; "get in 30 mins early": an offset
    if timerates.limit(text, start, end):
        return True  # "max is 100 in 28 days": a limit's rate
    clause = _clause_before(text, start)
    future = _FUTURE_MARK.search(timerates.without_possessives(timeinduration.own_part(clause)))
    if timerates.rate(text[max(0, start - 40) : start], clause, counted) and not future:
        return True  # "14 shows in 5 days", "the oven hits 450°C in 20 mins"
    if _NEGATED_PERFECT.search(clause):
        return True  # "who I haven't seen in 6 years"
    if _FIRST_IN.search(clause) and _LONG_UNIT.search(text[start:end]):
        return True  # "First snow here in 10 years!"
    if _REPORTED_FUTURE.search(clause) and timeinduration.overdue(_sentence_after(text, end)):
        return True  # "he said he'd fix it in two days but it's been a week": from then
    said = list(_SAYING.finditer(clause))  # "lost it yesterday, they say check back in 3
    speech = clause[said[-1].end() :] if said else clause  # days": the speech's own tense
    past = _PAST_VERB.search(speech) or (_DONE.search(clause) and not _SAID.search(clause))
    return bool(past) and not future and not timeinduration.ahead(clause)


#: "done" or "gone" right before "in <duration>", not "almost"/"nearly" done: how long the job
#: took or the stock lasted ("tyre change done in 30 mins", "the gel pens gone in 20 mins"), as
#: a past verb tells it; "I'll be done in 10
#: mins" keeps its word of the future, "they said done in 3 days" its promise.
_DONE = re.compile(r"(?<!almost\s)(?<!nearly\s)(?<!about\s)\b(done|gone)\s+$", re.I)
#: A promise reported before "done in <duration>" ("they said done in 3 days"): a time.
_SAID = re.compile(r"\b(said|says|say|told|promised|reckons?|reckoned|quoted|hopefully)\b", re.I)
#: A word of saying: what follows it is the speech, whose verbs tell its own tense.
_SAYING = re.compile(r"\b(says|say|said|told\s+(me|us|him|her|them)|reckons)\b", re.I)


#: "in" a bare count of minutes, as chat says it ("I'll be there in 5", "back in 10").
_IN_MINUTES = re.compile(r"^in\s+([1-9]|[1-5]\d|60|five|ten|fifteen|twenty|thirty|forty)$", re.I)
#: Words right before "in N" that say someone is coming, leaving or ready.
_COMING = re.compile(
    r"\b(there|here|back|ready|home|on|online|out|off|down|up|over|done|leaving|coming|"
    r"arriving|landing|starting|free|outside|downstairs|see\s+(you|u|ya)|"
    r"be\s+(round|along|with\s+(you|u|ya)|at\s+(yours|mine|his|hers|ours|theirs|home|work|"
    r"the\s+[a-z]+)))\s+$",  # "be at yours", "be with you", "be round"
    re.I,
)


def chat_minutes(text: str, start: int, end: int, noun_after: bool) -> bool:
    """Whether "in" a bare number at text[start:end] is minutes, as chat says it: a count up
    to 60, right after a word of coming or being ready, in a clause told in the future or
    the present ("I'll be there in 5", "i'll be online in 10, just parking the car", "back in
    15"); not a ratio ("1 in 4 people"), not before a noun, not in the past ("we were done in
    5" is how long it took)."""
    if not _IN_MINUTES.match(text[start:end]) or noun_after:
        return False
    if re.search(r"\d\s+$", text[max(0, start - 6) : start]):
        return False  # "1 in 4": a ratio
    clause = _clause_before(text, start)
    if not _COMING.search(clause):
        return False
    return bool(_FUTURE_MARK.search(clause)) or not _PAST_VERB.search(clause)
