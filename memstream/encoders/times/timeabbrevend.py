"""A weekday cut short that is also a word ("sat", "wed", "sun") where it ends its part of
the message, not introduced (tests/data/timeexpr.md, "not dates": "a weekday cut short that is
a word"): the verb or the noun needs a subject or a determiner before it ("I sat.", "they
wed, then ...", "in the sun!"), so it is a plan's day after

- a word of being back ("he's back wed to fix the sink", "back sat for the late shift"): the
  day of the return, "sun" only where its part ends ("back sun!"; not "lie back sun on
  my face"), "sat" not before where one sat ("came back sat down", "went back sat on the
  sofa");
- an event, numbered or not ("pub quiz sat", "bowling trip sun!", "game 3 sat", "tennis
  lesson 4 wed"; not "sun" before a list of what it was, "beach walk sun, sand and a
  pint", "morning swim sun, coffee, perfect": the weather), a place one will be at ("lunch at my
  nan's sat, she's cooking", "got the tyres done at kwik fit sat,"; not a pronoun or a word
  of time after "at": "laughing at them sat.", "at least sat,"), "there" or "here" after no
  copula ("see you there sat", "meet us here wed!"; not "she was there sat.") or "again"
  ("trying again wed"); not where the part opens
  with a determiner's noun phrase that is no event before where it is ("the kids at the party sat.",
  "everyone at the wedding sat, then ..."): its subject;
- a particle of going after a verb of it ("heading down sat, it's a long drive"; not "sun",
  "soaking up sun!");
- "it's", or "is" after an event or a noun of when, numbered or not, the day of what the
  message is about ("the final is sat!", "the date is sat.", "day 1 is wed, crew call at 7",
  "it's sun, only 3 teams entered"; not a list of
  what it is, "it's sun, sea and sand", nor what another subject is, "the forecast is sun!",
  "all i want is sun."); so "was" after "that", "it" or "this", the day of what was told
  before, its part ended by a comma or the message's end ("they promised a refund in 3
  days, that was wed, nothing yet"; not "it was sun, sea and sand", nor the weather, "it
  was sun!!!", nor a thing seated, "it was sat.");
- "not" right after another weekday, maybe with its time of day and a comma, the day set
  against it ("moved to thurs, not sat", "moved to sun 7pm, not sat"; not "I'm not sat.",
  nor "went on friday and was not sat", "at the gig fri, i'm not sat.": seated);
- a verb's phrase that ends before it: an object pronoun after a verb in -ing or -ed
  ("uploading it wed,", "finished them sat."), or how something went ("the fete went well
  sat, ..."; not "and it sat.", "left him sat there");
- the end of a clause after its verb's phrase ("going home sat,", "parts arrive from leeds
  wed"), `timeabbrevclause.clause_day`;
- a noun in a question that is a plan ("paintball + pizza sat?", "brunch sun?"), with no
  subject and no determiner or preposition before the day ("the cat sat?", "any sun?").

`timeabbrev.day_introduced` asks `plan_day`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timeabbrevclause import clause_day
from memstream.encoders.times.timebyplace import at_place
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import WEEKDAY

_BACK = _words("back")
#: "at" and a word or two with no determiner, a place by its name ("at costco", "at kwik
#: fit"), not a pronoun, a quantity or a word of time ("at them", "at least", "at night").
_AT_NAME = re.compile(
    r"\bat\s+(?!(him|her|them|me|us|it|you|u|this|that|everyone|everybody|all|least|most|"
    r"last|first|once|night|noon|dawn|dusk|lunch|work|home)\b)[a-z][a-z'’]*(\s+[a-z][a-z'’]*)?\s*$",
    re.I,
)
_THERE = _words("there here")
#: A copula before "there" or "here", where "sat" is where one was ("she was there sat."); not
#: "be", a plan's ("we'll be there sat!").
_BEING = _words("is was were are am been being it's i'm he's she's we're they're")
#: Another weekday (each spelling) right before a contrasted "not <day>", maybe with its
#: clock time, part of the day or "now" and a comma ("thurs, not", "sun 7pm, not", "fri
#: now, not").
_DAY_BEFORE = re.compile(
    rf"\b{WEEKDAY}\.?(\s+(\d[\w:.]*|morning|afternoon|evening|night|nite|arvo|now|instead))?\s*,?\s*$",
    re.I,
)
#: What ends the part right after the day: the end, a stop, a comma, a question or an
#: emoji (no clock time, no word: "the kids sat 5 minutes", "we sat quietly").
_ENDS = re.compile(r"^\s*($|[^\w\s'’-])")
_QUESTION = re.compile(r"^\s*\?")
#: A list of what something is after "it's sun,": "sun, sea and sand".
_NOUN_LIST = re.compile(r"^\s*,\s*[a-z]+\s*(,|and\b|&|\+)", re.I)
_PARTICLES = _words("up down over round across out")
_COPULA = _words("it's its it’s is")
_IT = _words("it's its it’s")
#: What "was" tells the day of: the thing told before ("that was sat"), no person seated.
_THAT = _words("that it this")
#: The end of the part after "that was sat": a comma or the message's end, no "!" or ".".
_COMMA_OR_END = re.compile(r"^\s*(,|$)")
#: Nouns of when, which "is" gives a day ("the date is sat", "next one is sun!"), besides
#: events; any other subject is a thing the word is ("the forecast is sun!").
_WHEN_NOUNS = _words("date day plan deadline one final semi fixture kickoff opening start")
#: What follows "sat" the verb right after "back" ("came back sat down", "went back sat on
#: the sofa"): a particle or a preposition of where one sat, no plan's words.
_SEATED = re.compile(
    r"^\s+(up|down|on|in|by|there|here|around|round|beside|next|outside|inside|quietly|still|"
    r"at\s+(?!\d))\b",
    re.I,
)
#: Prepositions of where someone or something is ("the kids at the party", "the dog at my
#: nan's"): a noun phrase before one that is no event is the subject of "sat".
_WHERE = _words("at in on from by near")
#: What opens a subject's noun phrase: determiners, quantifiers and pronouns.
_OPENERS = _words(
    "the a an my your his her our their this that these those everyone everybody someone "
    "somebody all both we they he she i"
)
#: Words before a verb or a noun ("sat", "sun") that make it no day: subjects, determiners,
#: quantifiers and prepositions.
_NOT_BEFORE = _words(
    "i we you u he she they it who everyone everybody someone anyone nobody just then and or "
    "finally also all both the a an my your his her our their its some any no more much "
    "enough full in of for to at on with from into under"
)


def _words_before(text: str, start: int) -> list[str]:
    """The words of the part before `start` (up to the last stop, comma or emoji)."""
    part = re.split(r"[^\w\s'’+&]", text[max(0, start - 80) : start])[-1]
    return [w.lower() for w in re.findall(r"[\w'’]+", part)]


def _event(word: str, events: frozenset[str]) -> bool:
    """Whether `word` is a noun of an event ("trip", "drinks")."""
    return word in events or word.rstrip("s") in events


def _subject(words: list[str], events: frozenset[str]) -> bool:
    """Whether the part opens with a noun phrase with a determiner (or a pronoun) that is no
    event before a preposition of where it is ("the kids at the party", "everyone at the
    wedding"): the subject of "sat", not a plan ("lunch at my nan's", "tamale line at my
    abuela's", "meeting everyone at the pub")."""
    where = next((k for k, w in enumerate(words) if w in _WHERE), 0)
    head = words[:where]
    return (
        bool(head)
        and head[0] in _OPENERS
        and not any(_event(w, events) or w.endswith(("ing", "ed")) or w in _BACK for w in head)
    )


def _contrasted(text: str, start: int) -> bool:
    """Whether another weekday stands right before the "not" before the day at `start`
    ("guild night moved to sun 7pm, not sat"): the day set against it."""
    before = text[max(0, start - 40) : start]
    return _DAY_BEFORE.search(before[: before.lower().rfind("not")]) is not None


#: Object pronouns that end a verb's phrase ("uploading it", "posted them").
_OBJECTS = _words("it them")
#: Verbs of how something went and adverbs of how ("went well", "went ok").
_WENT = _words("went go goes going gone")
_HOW = _words("well badly great fine ok okay smoothly brilliantly amazingly")


def _after_verb_phrase(words: list[str]) -> bool:
    """Whether the part before the day ends a verb's phrase: an object pronoun after a verb in
    -ing or -ed ("uploading it", "finished them"; not "and it", "the cat sat"), or how
    something went ("went well"): "sat", "wed" there has its subject and verb before it, and
    is the day."""
    if len(words) < 2:
        return False
    if words[-1] in _OBJECTS:
        return words[-2].endswith(("ing", "ed")) and words[-2] not in _NOT_BEFORE
    return words[-1] in _HOW and words[-2] in _WENT


def plan_day(text: str, start: int, events: frozenset[str]) -> bool:
    """Whether the "sat", "wed" or "sun" at `start` is a plan's day (see the module's
    docstring); `events` are nouns of events ("trip", "party")."""
    day = text[start : start + 3].lower()
    rest = re.sub(r"^[\w.]*", "", text[start : start + 40])
    ends = bool(_ENDS.match(rest))
    words = _words_before(text, start)
    before = words[-1] if words else ""
    if before in _BACK:
        return ends or (day != "sun" and not _SEATED.match(rest))  # not "came back sat down"
    if ends and _after_verb_phrase(words):
        return True  # "uploading it wed,", "the gala went well sat."
    if clause_day(text, start):
        return True  # "going home sat, back ...", "parts arrive from leeds wed"
    if not ends or before in _NOT_BEFORE or _subject(words, events):
        return False  # "the kids at the party sat."
    if _event(before, events) or before == "again":
        return day != "sun" or not _NOUN_LIST.match(rest)  # not "beach walk sun, sand and ..."
    if before.isdigit() and len(words) > 1 and _event(words[-2], events):
        return True  # "game 3 sat", "tennis lesson 4 wed": the numbered event's day
    if at_place(text[:start]) or _AT_NAME.search(text[max(0, start - 40) : start]):
        return True  # "lunch at my nan's sat,", "got petrol at costco sat,"
    if before in _THERE:
        return len(words) > 1 and words[-2] not in _BEING  # "see you there sat"
    if before == "not":
        return _contrasted(text, start)  # "moved to sun, not sat"
    if before in _PARTICLES:
        return day != "sun" and len(words) > 1 and words[-2].endswith("ing")
    if before in _COPULA:
        subject = words[-2] if len(words) > 1 else ""
        if subject.isdigit() and len(words) > 2:  # "day 1 is wed", "game 3 is sat"
            subject = words[-3]
        named = before in _IT or _event(subject, events) or subject in _WHEN_NOUNS
        return named and not _NOUN_LIST.match(rest)  # not "the forecast is sun!"
    if before == "was" and len(words) > 1 and words[-2] in _THAT:
        tail = re.sub(r"^\w*", "", text[start : start + 40])  # "sat." keeps its "."
        return bool(_COMMA_OR_END.match(tail)) and not _NOUN_LIST.match(rest)  # "that was sat,"
    if not _QUESTION.match(rest):
        return False
    return not any(w in _NOT_BEFORE for w in words) and len(words) <= 6
