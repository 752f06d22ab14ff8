"""A weekday cut short that is also a verb ("sat", "wed") right after a verb's phrase, ending
its part (tests/data/timeexpr.md, "not dates": a weekday cut short "after a word that
introduces a day it is the day"; here the verb and its object introduce it). The verb "sat"
or "wed" needs its subject right before it; after another verb it has none, so it is the day:

- a verb in -ed right before it ("the ewes that lambed sat.", "the depot closed wed for
  stocktake"; not after a determiner or an adverb of degree, "the wicked sat", "we were so
  tired sat.", nor a word in -eed, "the breed sat");
- an infinitive ("it's set to snow sat", "we're going to tile wed"; not "get", "got", "be",
  "to get wed.", where "wed" is the verb);
- an object pronoun after a verb that has a subject or a modal before it ("we fit it sat",
  "they'll collect them wed or thurs"; not a verb of finding or leaving, "we left it sat.",
  nor "and it sat.", where "it" is the subject);
- a noun phrase with a determiner after such a verb, or after a verb in -ing ("and lay the
  new carpet wed.", "sanding the floor sat, then ..."; not "and the dog sat.", nor "I think
  the cat sat.", a verb of saying or thinking before a new clause's subject);
- a plan's noun before "after" what it follows ("brunch sat after the run");
- a part of one or two words after a comma that follows a part ending in a weekday whose verb
  (a subject or a modal before it, or a verb in -ed or -ing) the second part leaves out:
  what happens which day ("garage gets painted tues, shed wed", "we tile the bath mon,
  kitchen wed"; not a clause of its own, "..., it came wed", "at the gig fri, i'm not
  sat.", nor after a part with no verb, "free 2-4 tues, busy wed").

What ends the part after the day: the end, a stop, a comma, an emoji, "for" (what the day is
for) or a word that opens the next clause ("or", "and", "so", "if", "then", "but").
`timeabbrev.day_introduced` asks `verb_day`; "sun" is left to its own rules (the weather).
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import BECAUSE, BECAUSE_WORDS, WEEKDAY

_ENDS = re.compile(rf"^\s*($|[^\w\s'’-]|(or|and|so|if|then|but|unless|{BECAUSE}|for)\b)", re.I)
#: Words that end in -ed and are no verb's past ("a hundred", "the bed").
_NOT_PAST = _words("hundred sacred wicked naked rugged ragged jagged beloved")
_DETERMINERS = _words("the a an my your his her our their its this that these those")
#: Subjects and modals before a verb: "we fit", "they'll collect", "can u fix".
_SUBJECTS = _words(
    "i we you u they he she i'll we'll you'll they'll he'll she'll will can could gonna "
    "let's lets pls please must should"
)
#: Verbs after which "sat" is a participle or "wed" the verb (left it sat, get them wed), or
#: that take a clause whose subject comes next (I think the cat sat).
_NOT_VERBS = _words(
    "left leave leaves found find finds saw see sees seen kept keep keeps had have has get "
    "gets got getting think thought guess reckon hope bet know knew said says say heard hear "
    "watched watch be is are was were am been being"
)
#: Words before a word in -ed that make it an adjective ("the wicked", "so tired", "felt
#: drained"), not a verb's past; a copula's passive is the verb's ("is closed wed").
_NOT_BEFORE_PAST = _words(
    "the a an my your his her our their its so too very really quite feel felt feeling"
)
_OBJECTS = _words("it them him her me us")
#: Words before a determiner that make its noun phrase a subject or a place, not an object.
_NOT_BEFORE_NOUN = _words(
    "and but so then when while as until till after before once if since "
    "where which who that in of for to at on with into under by from is are was were"
) | set(BECAUSE_WORDS)
#: Words that make a short part a clause of its own ("it came wed", "i'm not sat."), not a
#: list's item.
_NOT_LISTED = _DETERMINERS | _SUBJECTS | _words("it not no never is was are were")
_EVENT_AFTER = re.compile(r"^\s+after\b", re.I)
_LIST_DAY = re.compile(rf"\b{WEEKDAY}\.?\s*,\s*$", re.I)


def _part(text: str, start: int) -> tuple[str, list[str]]:
    """The text of the part before `start` (up to the last stop, comma or symbol) and its
    words."""
    part = re.split(r"[^\w\s'’]", text[max(0, start - 100) : start])[-1]
    return part, [w.lower() for w in re.findall(r"[\w'’]+", part)]


def _past(words: list[str]) -> bool:
    """Whether the last word is a verb in -ed with no determiner before it."""
    word = words[-1]
    if len(word) < 5 or not word.endswith("ed") or word.endswith("eed") or word in _NOT_PAST:
        return False
    return len(words) < 2 or words[-2] not in _NOT_BEFORE_PAST


def _verb(words: list[str], k: int) -> bool:
    """Whether the word at `k` is a verb with its subject, modal, "to" or "and" before it, or
    a verb in -ing that no determiner opens."""
    word = words[k]
    if word in _NOT_VERBS or word in _NOT_BEFORE_NOUN or word in _DETERMINERS:
        return False
    if len(word) > 4 and word.endswith("ing") and (k == 0 or words[k - 1] not in _DETERMINERS):
        return True
    return k > 0 and (words[k - 1] in _SUBJECTS or words[k - 1] in ("to", "and"))


def _object(words: list[str]) -> bool:
    """Whether the part ends with a verb's object: a pronoun after the verb, or a determiner
    and up to three words after it."""
    if words[-1] in _OBJECTS:
        return len(words) > 1 and _verb(words, len(words) - 2)
    for k in range(len(words) - 2, max(-1, len(words) - 6), -1):
        if words[k] in _DETERMINERS:
            return k > 0 and _verb(words, k - 1)
    return False


def _listed(text: str, start: int, part: str, words: list[str]) -> bool:
    """Whether the part is one or two words after a part that ends in a weekday and a comma
    and holds a verb ("oven gets cleaned tues, fridge wed"): the verb left out of the second
    part is the first's."""
    if not 1 <= len(words) <= 2 or any(w in _NOT_LISTED or "'" in w or "’" in w for w in words):
        return False
    lead = text[max(0, start - len(part) - 80) : start - len(part)]
    if _LIST_DAY.search(lead) is None:
        return False
    before = re.split(r"[^\w\s'’]", lead.rstrip().rstrip(","))[-1]
    said = [w.lower() for w in re.findall(r"[\w'’]+", before)]
    return any(
        w in _SUBJECTS or (len(w) > 4 and w.endswith(("ed", "ing")) and not w.endswith("eed"))
        for w in said
    )


def verb_day(text: str, start: int, events: frozenset[str]) -> bool:
    """Whether the "sat" or "wed" at `start` follows a verb's phrase and ends its part (see
    the module's docstring); `events` are nouns of events ("lunch", "trip")."""
    if text[start : start + 3].lower() not in ("sat", "wed"):
        return False
    rest = re.sub(r"^\w*", "", text[start : start + 30])
    part, words = _part(text, start)
    if not words:
        return False
    last = words[-1]
    if _EVENT_AFTER.match(rest) and (last in events or last.rstrip("s") in events):
        return len(words) < 2 or words[-2] not in _DETERMINERS  # "brunch sat after the run"
    if not _ENDS.match(rest):
        return False
    if _past(words) or _object(words) or _listed(text, start, part, words):
        return True
    return len(words) > 1 and words[-2] == "to" and last not in _NOT_VERBS
