"""What stands right before "in <duration>" and makes the duration how long something took or
takes, no time (tests/data/timeexpr.md, not dates: "in" a duration told as how long something
took, "5k in 28 minutes"); `timeinphrases.past_duration` asks these:

- a count of things, or a reading (a temperature, a share, a speed), right before it, with no
  word of the future in its clause: how many in how long, or how fast it gets there ("14
  shows in 5 days", "3 goals in 10 minutes", "25 kids max in 2 hrs", "36 vans over 40 in an
  hour", "the new oven hits 450°C in 20 mins", "charges to 80% in 30 mins"); "the oven will
  be at 450°C in 20 mins" is the moment it is reached, and a count after a word of having is
  what is ahead ("I have 2 exams in 3 days");
- a number right after a word names a thing ("gate 14", "season 3", "ios 18"), and the word in
  "-s" after it is that thing's verb, no counted noun ("gate 14 closes in 10 mins", "season 3
  drops in 2 days": times); not after a past verb ("did 14 shows in 5 days") or a word of
  grammar ("the 14 shows", "of 3 goals"), and `timenamednumber` drops the time where the tagger
  reads the word before the number as a verb ("we play 3 games in 5 days");
- "all" and a count, whatever its noun ("all 30 juz in 3 yrs", "all 12 episodes in 2 days"),
  is how many in how long as well, and so with a past form after the noun ("all 4 bathrooms
  redone in 5 days"), not with a verb of the present ("all 12 guests arrive in 2 hrs");
- a number after a word of a limit, then a rolling window of days or hours ("max is 100 in
  28 days", "limit of 30 in 7 days", "no more than 8 hrs in 24 hours"): the limit's rate, how
  many in how long (`limit`); not "up to" ("it goes up to 100 in 3 days": when it gets there),
  not weeks or months ("the speed limit is 30 in 2 weeks": when it changes), not a name
  ("Max is 3 in 2 days", "max is 3 ..." to begin a sentence: a birthday), not with a word of
  the future or a change in its sentence ("ill be at max 100 in 3 days if ...", "the limit is
  50 in 2 days when the promo ends");
- a possessive's "'s" is no "is" ("shepherd's pie went in 10 mins" is told in the past): the
  clause's word of the future is read without it.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timepastforms import IRREGULAR_PAST

#: A count of things right before "in": a number, at most one word, then a noun in the
#: plural ("14 shows ", "9 wood-fired pizzas "), maybe past a bound of a reading ("36 vans
#: over 40 ", "12 fish under 2lb ") or a word of a limit ("25 kids max ", "40 cakes tops ").
_COUNT = re.compile(
    r"(?<![\w:.,/-])\d[\d,]*\s+([a-z][\w-]*\s+)?(?P<noun>[a-z]{2,}s)\s+"
    r"((over|under|above|below|doing)\s+\d[\d,.]*\s*[a-z/]{0,4}\s+)?"
    r"((max|maximum|tops|at\s+most|minimum|total|each|apiece)\s+)?$",
    re.I,
)
#: Words ending in "s" that are no counted noun ("3 is ", "2 of us ").
_NOT_NOUN = frozenset(
    {"is", "was", "has", "does", "this", "his", "its", "us", "yes", "plus", "less"}
)
#: A reading right before "in": degrees, a share, a speed ("450°C ", "80% ", "60 mph ").
_READING = re.compile(
    r"\d[\d,.]*\s?(°\s?[cf]?|º\s?[cf]?|degrees?|deg|%|percent|mph|kph|km/h)\s+$", re.I
)


#: Words of having or needing before a count: what is ahead ("I have 2 exams in 3 days").
_AHEAD = re.compile(r"\b(have|has|need|needs|gotta|got|owe|due|left)\b", re.I)


def rate(before: str, clause: str, counted: bool = False) -> bool:
    """Whether `before`, the text right before "in <duration>", ends with a count of things or
    a reading ("14 shows ", "hits 450°C "); a count is what is ahead after a word of having
    in its `clause` ("I have 2 exams in 3 days"). A number after a word that may name a thing
    is no count ("gate 14 closes "), unless `counted` (the tagger read that word as a verb).
    The caller checks the clause for the future."""
    m = _COUNT.search(before)
    if m is not None and m.group("noun").lower() not in _NOT_NOUN:
        if not counted and named_at(before[: m.start()]) is not None:
            return False  # "gate 14 closes in 10 mins": the gate's verb
        return not _AHEAD.search(clause)
    if _ALL_COUNT.search(before):
        return not _AHEAD.search(clause)  # "all 30 juz in 3 yrs": the whole count
    return bool(_READING.search(before))


#: A number right after a word of a limit ("max is 100 ", "limit of 30 ", "no more than 8
#: hrs "): how many in how long, a rule's rate; not "up to", also a rise ("goes up to 100 ").
_LIMIT = re.compile(
    r"\b(max|maximum|minimum|limit|cap|capped\s+at|no\s+more\s+than|at\s+most)"
    r"(\s+(is|was|of|at))?\s+\d[\d,.]*\s*([a-z]{1,12}\s+)?$",
    re.I,
)
#: The rolling window of a limit: a count of days or hours ("in 28 days", "in 24 hrs").
_LIMIT_WINDOW = re.compile(r"in\s+\d+\s*(days?|hours?|hrs?|h)\s*$", re.I)
#: "Max is 3 ", a name, written so.
_LIMIT_NAME_CASED = re.compile(r"\bMax\s+(is|was)\s")
#: A word of the future or of a change in the limit's sentence: its number is then where it
#: goes, and "in" a duration when ("the limit is 50 in 2 days when the promo ends").
_LIMIT_CHANGE = re.compile(
    r"\b(will|gonna|going\s+to|when|once|if|after|kicks?\s+in|chang\w*)\b|['’]ll\b|"
    r"\bill\s+be\b",
    re.I,
)


def limit(text: str, start: int, end: int) -> bool:
    """Whether "in <duration>" at text[start:end] is a limit's rolling window: a count of days
    or hours after a number after a word of a limit ("max is 100 in 28 days", "limit of 30 in
    7 days"), a rule's rate; not after a name ("Max is 3 in 2 days") nor with a word of the
    future or a change in its sentence ("the limit is 50 in 2 days when the promo ends")."""
    before = text[max(0, start - 40) : start]
    found = _LIMIT.search(before)
    if not found or not _LIMIT_WINDOW.match(text[start:end]):
        return False
    head = text[: max(0, start - 40) + found.start()]
    lead = text[max(0, start - 40) + found.start() : start]
    if re.search(r"(^|[.!?\n])\s*$", head) and re.match(r"(max|cap)\s+(is|was)\s", lead, re.I):
        return False  # "max is 3 in 2 days, party on sat": a name to begin a sentence
    if _LIMIT_NAME_CASED.match(lead):
        return False  # "... and Max is 3 in 2 days"
    sentence_start = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    after = re.match(r"[^.!?\n]*", text[end:])
    sentence = text[sentence_start:start] + (after.group(0) if after else "")
    if re.search(r"\bnew\b", text[sentence_start:start], re.I):
        return False  # "the new limit is 20 in 30 days": from when it starts
    return not _LIMIT_CHANGE.search(sentence)


#: "all" and a count right before "in", whatever the noun ("all 30 juz ", "all 12 episodes "),
#: and a past form after it ("all 4 bathrooms redone "); not a verb of the present after the
#: noun ("all 12 guests arrive in 2 hrs": when they come, a time).
_ALL_COUNT = re.compile(
    rf"\ball\s+\d[\d,]*\s+(?!of\b)[a-z][\w-]*\s+"
    rf"(([a-z]{{2,}}(ed|en)|[a-z]*(done|gone)|{IRREGULAR_PAST})\s+)?$",
    re.I,
)


#: The word right before a count's number ("gate ", "did ", "the ").
_WORD_BEFORE = re.compile(r"(?<![\w'’-])[a-z][a-z0-9-]*\s+$", re.I)
#: Words of grammar before a count: a determiner, a possessive, a preposition or a word of
#: degree ("the 14 shows", "our 3 goals", "of 12 emails", "nearly 40 tickets").
_COUNT_LEAD = re.compile(
    r"^(the|a|an|all|another|those|these|my|our|your|his|her|their|its|of|and|or|with|over|"
    r"about|around|like|nearly|almost|only|just|some|than|to|for|at|on|by|from|after|before|"
    r"extra|whole|first|last|next)$"
)
_PAST = re.compile(rf"^({IRREGULAR_PAST}|[a-z]{{2,}}ed)$", re.I)


def named_at(before: str) -> int | None:
    """Where the word right before the number that `before` ends with starts, when it may
    name a numbered thing ("gate " in "gate 14", "season " in "season 3"): a word that is no
    past verb nor a word of grammar ("did 14", "the 14"); else None."""
    m = _WORD_BEFORE.search(before)
    if m is None:
        return None
    word = m.group(0).strip().lower()
    return None if _COUNT_LEAD.match(word) or _PAST.match(word) else m.start()


def count_start(before: str) -> int | None:
    """Where the count's number starts in `before`, the text right before "in <duration>"
    ("14" in "gate 14 closes "), or None."""
    m = _COUNT.search(before)
    return m.start() if m is not None and m.group("noun").lower() not in _NOT_NOUN else None


#: A possessive: a word's "'s" before a noun, not before an adverb, a verb's "-ing" or past
#: form, or a word of the future ("the shepherd's pie", not "it's going", "she's just",
#: "it's done"); what may follow "is" as a verb is left alone.
_POSSESSIVE = re.compile(
    r"(?<=[a-z])['’]s(?=\s+(?!(?:just|already|all|still|nearly|almost|not|never|been|being|"
    r"got|gonna|going|gotta|to|so|really|now|finally|about|on|off|in|out|up|down|over|back|"
    rf"here|there|a|an|the|done|gone|{IRREGULAR_PAST})\b)(?![a-z]+(?:ing|ed)\b)[a-z])",
    re.I,
)


def without_possessives(clause: str) -> str:
    """`clause` with each possessive "'s" taken out ("shepherd's pie went" -> "shepherd pie
    went"), so that it is not read as "is"."""
    return _POSSESSIVE.sub("", clause)
