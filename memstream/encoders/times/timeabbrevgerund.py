"""A weekday cut short that is also a word ("sat", "wed", "sun") before "at" a clock time, in
a part that a verb in -ing opens with its subject dropped ("going before work wed at 8",
"popping into town wed at 11", "heading to the gym sat at 9"): with no subject the word
cannot be the verb ("we wed at 4", "the cat sat at 6"), so it is the day of what the part
plans (tests/data/timeexpr.md, "not dates": a weekday cut short is a day after a word that
introduces one; here the part's verb does, as "going home sat," does for
`timeabbrevclause`).

Not where the part holds a subject pronoun or a name ("going home, we wed at 4", "watching
Tom and Ann wed at 4"), a word joining clauses ("leaving when the cat sat at 6"), a verb
of seeing or watching, which takes a bare verb ("watching the couple wed at noon"), or a
noun in -ing that opens it ("morning sun at 8"), nor after a determiner ("taking the SAT at
9"), a word of becoming or an adverb in -ly ("planning to get wed at 3", "getting officially
wed at 11"), nor in a part with no word that leads where the plan goes ("to the gym", "before
work", "w dad"): there the word is the verb of the object before it ("leaving my nan sat at
9", "missing how my parents wed at 18"). "sun" in such a part is the weather ("going out in
the sun at 3", "lying in the sun at noon"), so it is left to the other rules.

`timeabbrev.day_introduced` asks `gerund_day` where a clock time follows the day.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import BECAUSE_WORDS

#: Words in -ing that are nouns or see, not a verb of doing that opens a plan.
_NOT_OPENING = _words(
    "thing nothing something anything everything morning evening king ring spring wedding "
    "building ceiling during string sibling watching seeing hearing"
)
#: Subjects and words that join clauses: the day's word after one may be the verb.
_NOT_IN_PART = _words(
    "i we you u he she they it who and but so then when while as if once since though "
    "although where which that watch watched saw seen see hear heard"
) | set(BECAUSE_WORDS)
_DETERMINERS = _words("the a an my your his her our their its this that")
#: Words that lead where the plan goes ("to the gym", "into town", "w dad"): a part with none
#: ("leaving my nan sat at 9", "keeping the baby sat at 5") may have the day's word as the
#: verb its object does, sitting or marrying.
_WHERE = _words(
    "to into onto at over after before from for with w round around across up down out off in "
    "on by through past near"
)
#: Words after which "wed" is the verb ("get wed", "officially wed").
_BECOMING = _words("get gets got getting be been being")
#: The day's word, then "at" and a clock time.
_CLOCK_AFTER = re.compile(r"^[a-z]+\.?\s+at\s+\d", re.I)


def gerund_day(text: str, start: int) -> bool:
    """Whether the weekday cut short at `start`, before "at" a clock time, ends a part that a
    verb in -ing opens, with no subject, no name and no word joining clauses in it."""
    if text[start : start + 3].lower() == "sun" or not _CLOCK_AFTER.match(text[start : start + 20]):
        return False
    part = re.split(r"[^\w\s'’&]", text[max(0, start - 80) : start])[-1]
    words = re.findall(r"[\w'’]+", part)
    last = words[-1].lower() if words else ""
    if len(words) < 2 or last in _DETERMINERS | _BECOMING or last.endswith("ly"):
        return False
    if not any(w.lower() in _WHERE for w in words[1:]):
        return False  # "spotting two herons sat at 6": no place the plan goes
    head = words[0].lower()
    if not (len(head) > 4 and head.endswith("ing")) or head in _NOT_OPENING:
        return False
    if any(w[0].isupper() for w in words[1:]):
        return False  # "going home with Tom and Ann wed at 4": a name may be the subject
    return not any(w.lower() in _NOT_IN_PART for w in words[1:])
