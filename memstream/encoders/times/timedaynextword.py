"""What follows a day of the month and leaves it a date, though the filter takes a word there
for the noun an ordinal modifies ("the 14th floor"):

- `no_noun`: a word that is no noun. A preposition of lacking or leaving out ("can't start
  on the 20th without the form", "open the 3rd except the café"); a focusing adverb ("we need
  help on the 21st especially"); an adverb in "-ly" that ends its clause ("the induction on
  the 23rd remotely, then ..."; not "the 3rd family", "the 2nd daily standup"); an absolute
  phrase of a condition ("pick us up on the 21st weather permitting", "the 9th god willing").
  `timeneighbours.noun_follows` asks it, so it holds after a clock time too ("at 5 sharp").
- `joined_clause`: "the Nth" written in figures after a verb, with no "on" ("we start the
  23rd"), then "and", "but", "so", "then" or "for" and a determiner: the clause goes on past
  the date ("was meant to start the 23rd but my job countered", "the plumber says the 11th
  for a visit", "trials run the 14th and finish in may", "kai has the 25th and then we ...").
  Only after a verb of a date ("says", "has", "gets", "start", "leave", "move", "book",
  "run"; not "won the 2nd and then lost", "took the 5th and my lawyer ...", "finished the 8th
  and then started book 9", a thing of a series), where no ordinal in its sentence counts a
  thing ("loved the 1st book, the 2nd and the 3rd were slower": the 2nd is a book).
  `timedaytail.ends_phrase` asks it.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timenumberwords import ORDINAL_ALT
from memstream.encoders.times.timevocab import MONTH, TIME_WORDS

#: Prepositions of lacking or leaving out, and focusing adverbs: no noun after a time.
_NOT_NOUN = frozenset(
    {"without", "except", "excluding", "especially", "particularly", "mainly", "mostly"}
    | {"specifically", "preferably", "ideally"}
)
#: An adverb in "-ly" that ends its clause; "july", "early" and nouns in "-ly" are no adverb.
_LY_END = re.compile(r"\s+([a-z]{3,}ly)\s*([?!.,;:)]|$)", re.I)
_NOT_ADVERB = frozenset(
    {"july", "early", "family", "rally", "ally", "assembly", "supply", "reply", "daily"}
    | {"weekly", "monthly", "yearly", "fly", "belly", "jelly", "lily", "holly", "bully"}
)
#: An absolute phrase of a condition: "weather permitting", "god willing".
_ABSOLUTE = re.compile(r"\s+([a-z]+\s+)?(permitting|willing)\b", re.I)


def no_noun(text: str, end: int) -> bool:
    """Whether the words right after text[:end] are no noun the time would modify."""
    after = text[end : end + 40]
    m = re.match(r"\s+([A-Za-z]+)\b", after)
    if m is None:
        return False
    if m.group(1).lower() in _NOT_NOUN or _ABSOLUTE.match(after):
        return True
    ly = _LY_END.match(after)
    return ly is not None and ly.group(1).lower() not in _NOT_ADVERB


_ORDINAL = rf"(\d{{1,2}}(st|nd|rd|th)|{ORDINAL_ALT})"
#: The day written in figures ending the text before the conjunction, after a verb of a
#: date (saying, having, getting, starting, leaving, moving, booking, running): not after a
#: verb whose object is a thing of a series ("won the 2nd and then lost", "finished the 8th
#: and then started book 9", "took the 5th and my lawyer ..."), nor "in the 4th", a game's part.
_DAY_BEFORE = re.compile(
    r"\b(says?|said|ha[sd]|have|gets?|got|start(s|ed|ing)?|begin(s|ning)?|began|leav(e|es|ing)"
    r"|left|mov(e|es|ed|ing)|book(s|ed|ing)?|run(s|ning)?|ran|arriv(e|es|ing)|fly(ing)?|flies"
    r"|due|is|'s|’s|was)\s+the\s+\d{1,2}(st|nd|rd|th)$",
    re.I,
)
#: A conjunction and what starts a clause or a purpose after it.
_GOES_ON = re.compile(
    r"^\s+(and\s+then|(and|but|so|then)\s+(my|our|the|his|her|their|we|i|it|you|they|he|she|"
    r"[a-z]+s)\b|for\s+(a|an|the)\s)",
    re.I,
)
#: An ordinal and the word after it (a thing it counts, unless a time word or a conjunction).
_COUNTED = re.compile(rf"\b{_ORDINAL}\s+(?P<noun>[a-z][a-z'’-]*)", re.I)
_NOT_THING = frozenset(
    {"of", "and", "or", "to", "till", "until", "at", "on", "in", "for", "is", "was", "but"}
    | {"so", "then", "off", "from", "thru", "through", "&"}
)
_MONTH_BEFORE = re.compile(rf"\b{MONTH}\.?\s+$", re.I)
_STOP = re.compile(r"[.!?;\n]")


def _counts_thing(sentence: str) -> bool:
    for m in _COUNTED.finditer(sentence):
        noun = m.group("noun").lower()
        if _MONTH_BEFORE.search(sentence[max(0, m.start() - 12) : m.start()]):
            continue
        if noun in _NOT_THING or noun in TIME_WORDS or noun.rstrip("s") in TIME_WORDS:
            continue
        return True
    return False


def joined_clause(text: str, end: int) -> bool:
    """Whether the day written in figures ending text[:end] is followed by a conjunction that
    goes on with the clause, in a sentence where no ordinal counts a thing."""
    if not _DAY_BEFORE.search(text[max(0, end - 24) : end]) or not _GOES_ON.match(text[end:]):
        return False
    lo = max((m.end() for m in _STOP.finditer(text, 0, end)), default=0)
    hi = _STOP.search(text, end)
    return not _counts_thing(text[lo : hi.start() if hi else len(text)])
