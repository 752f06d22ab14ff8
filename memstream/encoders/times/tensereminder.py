"""A note one leaves oneself ("note to self: max out the ISA before 5 april", "reminder:
book the MOT by the 3rd"): what follows the heading is a thing to do, a command, so its
date is ahead (tests/data/timeexpr.md: a recurring mention planned is the next one). The
tagger often reads the command's bare verb, with no subject before it, as a past ("max"
VBD); one that is no past form is tagged the bare verb it is. A past form stays ("note to
self: paid the rent on the 3rd": what was done). `tenseresolve.resolve_times` asks it before
reading the tense.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tenseplan import past_form
from memstream.encoders.times.tensetokens import Token

#: Headings of a note to oneself, as words, before a colon or a dash.
_HEADINGS = (("note", "to", "self"), ("reminder",), ("todo",), ("to", "do"), ("memo",))
_MARKS = frozenset({":", "-", "–", "—"})


def commanded(tokens: Sequence[Token]) -> list[Token]:
    """The tokens with the verb that opens a note to oneself, after its heading and a
    colon or a dash, tagged as the bare verb (VB) where the tagger read a tense into it."""
    out = list(tokens)
    words = [t[1].lower() for t in tokens]
    for k, mark in enumerate(words):
        if mark not in _MARKS or k + 1 >= len(tokens):
            continue
        if not any(tuple(words[max(0, k - len(h)) : k]) == h for h in _HEADINGS):
            continue
        at, word, tag = tokens[k + 1]
        if tag in ("VBD", "VBN", "VBP", "VBZ") and not past_form(word):
            out[k + 1] = (at, word, "VB")  # "note to self: max out the ISA": a command
    return out
