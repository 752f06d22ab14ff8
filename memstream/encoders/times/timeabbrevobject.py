"""A "wed" right after an object pronoun ("doing them wed after close", "can fix it wed if the part
comes"): the verb "wed" needs a subject, and an object pronoun is none, so it is the day
(tests/data/timeexpr.md, "Not dates": a weekday cut short after a word that introduces a day is
the day), where its part ends or a word of a condition or a time follows. Not after a verb that
takes a bare verb ("let them wed in may", "saw them wed at 4") or a participle as a result
("want us wed before the baby comes", "had them wed at the registry office", "finally got them
wed", "they'll have us wed by christmas"), nor a pronoun joined to another ("you and them wed"):
the verb; "sat" only where a question mark follows at once, a day asked for ("can someone swap
me sat?"; not "got them sat down", "we left it sat.", "did you leave it sat?", "keep him
sat?": a participle, nor "sat at the back").
`timeabbrev.day_introduced` asks `object_day`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words as _words

#: An object pronoun and the word before it, right before the day.
_OBJECT_BEFORE = re.compile(r"(?:^|[^\w'’])([\w'’]+)\s+(me|us|him|them|it)\s+$", re.I)
#: Words before the pronoun after which a bare verb or a participle of a result follows
#: ("let them wed", "want us wed", "got them wed") or that join it to another ("you and them").
_BARE_VERB = _words(
    "let lets letting make makes made making help helps helped see saw seen sees watch "
    "watched hear heard want wants wanted wanting have has had having get gets got gotten "
    "getting and or nor & n"
)
#: What may follow the day: its part's end, or a word of a condition or a time.
_AFTER = re.compile(
    r"^(?:s|\.)?\s*($|[^\w\s'’-]|(after|before|if|when|once|unless|until|till|morning|"
    r"afternoon|evening|night|arvo|am|pm|at|by|then|so|and|but)\b)",
    re.I,
)


#: What ends "sat" as a day after an object pronoun: a question mark, at once.
_SAT_AFTER = re.compile(r"^\s*\?")
#: Words before the pronoun after which "sat" is a participle of a state kept ("did you leave
#: it sat?", "how long did u keep him sat?"): seated, no day.
_SAT_KEPT = _words("leave leaves left leaving keep keeps kept keeping find finds found")


def object_day(text: str, start: int) -> bool:
    """Whether the "wed" at `start` follows an object pronoun after a word that takes no
    bare verb, and ends its part or comes before a word of a condition or a time; a "sat"
    only before a question mark ("swap me sat?")."""
    word = text[start : start + 3].lower()
    if word not in ("wed", "sat"):
        return False
    m = _OBJECT_BEFORE.search(text[max(0, start - 40) : start])
    if m is None or m.group(1).lower() in _BARE_VERB:
        return False
    if word == "sat" and m.group(1).lower() in _SAT_KEPT:
        return False  # "did u leave them sat? in the car": seated
    after = _AFTER if word == "wed" else _SAT_AFTER
    return after.match(text[start + 3 : start + 20]) is not None
