"""A weekday cut short that is also a word ("sat", "wed", "sun") ending a clause whose verb
and its object or place stand before it ("payment should land in the account wed.",
"moving to the new supplier sat if ...", "the parts arrive from leeds wed, ...", "the swell
is 3 metres sat so ...", "going to the tax office sun", "going home sat, back ...", "going
out to the lake sat for a swim", "driving up to the cabin sat after lunch"): the
subject and the verb come first, so "sat", "wed" is no verb and "sun" no object; it is the
day of what the clause says (tests/data/timeexpr.md, "not dates": a weekday cut short "after
a word that introduces a day it is the day"; here the verb's phrase introduces it).

Not where

- a word that opens or qualifies a noun phrase, a preposition, a copula or an adverb of
  staying stands right before it ("lying in the sun", "got some sun", "she's been sat",
  "the kids are still sat", "he was there sat.", "laughing at them sat."): the noun or the
  verb;
- the verb stands right before it ("we got sun", "they're sat"): its object or participle;
  so "sun" after a verb that takes it ("the chickens are getting sun", "the plants need
  sun"): the weather;
- a word joining clauses stands anywhere before it in its part ("when we got home the dog
  sat."): a new clause's subject may come before;
- "sun" after an adjective or a number before it ("in glorious sun", "8 hours of sun"): the
  weather, as "sun" takes no other word after a verb's place but its own adjectives; "sun"
  is the day only after a noun of a place or an object (no preposition in its last two
  words).

`timeabbrevend.plan_day` asks `clause_day`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import BECAUSE, BECAUSE_WORDS

#: Verbs that say where something goes or what is: modals, copulas and verbs of moving or
#: arriving; also any word in -ing that no determiner opens ("switching", "going").
_VERBS = _words(
    "should will would can could might must gonna is are was were be arrive arrives arrived "
    "land lands landed leave leaves left come comes came go goes went head heads headed "
    "move moves moved ship ships shipped got get gets"
)
#: Words in -ing that are nouns ("the morning", "a thing", "the wedding").
_ING_NOUNS = _words(
    "thing nothing something anything everything morning evening king ring spring wedding "
    "building ceiling meeting during string sibling"
)
#: Words that open or qualify a noun phrase, prepositions, copulas, adverbs of staying and
#: pronouns: the day's word after one is the noun or the verb.
_NOT_BEFORE = _words(
    "the a an my your his her our their its this that some any no more much enough full all "
    "both in of for to at on with into under by from out up down over is are was were be been "
    "being am i'm we're they're he's she's it's still just already now then also i we you u "
    "he she they it who everyone everybody someone anyone nobody lovely glorious great "
    "good nice bright hot warm strong proper there here them him me us"
)
_DETERMINERS = _words("the a an my your his her our their its this that")
#: Words that join clauses: a new clause's subject may stand before the day.
_JOINING = _words(
    "and but so then when while as until till after before once if since "
    "where which who that though although"
) | set(BECAUSE_WORDS)
_PREPOSITIONS = _words("in of for at on with into under by from")
#: Verbs that take "sun" as their object ("are getting sun", "need sun").
_TAKING = _words(
    "get gets got getting catch catches caught catching need needs needing want wants love "
    "loves enjoy enjoys enjoying soak soaking soaked see seeing saw"
)
#: What the trip is for, "for" and a determiner ("going out to the fishponds sat for the
#: evening fly-in"; not "sat for 2 hours", how long one sat), or when in the day, "after" or
#: "before" a meal or work ("driving up to the campsite sat after lunch").
_PURPOSE = r"for\s+(the|a|an|my|our|his|her|their|some)\b"
_ROUTINE = r"(after|before)\s+(work|school|class|lunch|dinner|breakfast|tea)\b"
#: What ends the clause after the day: the end, a stop, a comma, an emoji, or a word that
#: opens the next clause.
_ENDS = re.compile(
    rf"^\s*($|[^\w\s'’-]|(if|so|but|then|unless|{BECAUSE}|and)\b|{_PURPOSE}|{_ROUTINE})", re.I
)
_SUN_ENDS = re.compile(rf"^\s*($|[^\w\s'’&+-]|(if|but|then|unless|{BECAUSE})\b)", re.I)


def _part_words(text: str, start: int) -> list[str]:
    """The words of the part before `start` (up to the last stop, comma, symbol or emoji)."""
    part = re.split(r"[^\w\s'’]", text[max(0, start - 100) : start])[-1]
    return [w.lower() for w in re.findall(r"[\w'’]+", part)]


def _verb_at(words: list[str], k: int) -> bool:
    """Whether the word at `k` is a verb: one of `_VERBS`, or a word in -ing that is no noun
    and no determiner opens."""
    word = words[k]
    if word in _VERBS:
        return True
    opened = k > 0 and words[k - 1] in _DETERMINERS
    return len(word) > 4 and word.endswith("ing") and word not in _ING_NOUNS and not opened


def clause_day(text: str, start: int) -> bool:
    """Whether the "sat", "wed" or "sun" at `start` ends a clause after its verb's phrase (see
    the module's docstring)."""
    day = text[start : start + 3].lower()
    rest = re.sub(r"^\w*", "", text[start : start + 30])
    if not (_SUN_ENDS if day == "sun" else _ENDS).match(rest):
        return False
    words = _part_words(text, start)
    if len(words) < 2 or words[-1] in _NOT_BEFORE or words[-1].isdigit():
        return False
    if any(w in _JOINING for w in words):
        return False
    if day == "sun" and any(w in _PREPOSITIONS for w in words[-2:]):
        return False  # "in glorious sun"
    if day == "sun" and words[-1] in _TAKING:
        return False  # "the chickens are getting sun": its object
    return any(_verb_at(words, k) for k in range(len(words) - 1))
