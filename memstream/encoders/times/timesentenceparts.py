"""A match of Duckling's that runs across the end of a sentence ("we'll go at like 4am. last yr
the line was 3 km": Duckling's "4am. last yr", 4am of some day last year): each sentence
holds a time of its own ("4am", "last yr"), read alone. A full stop after a cut-short month
or weekday ("dec. 5", "sat. at 9"), or after a letter of "a.m."/"p.m." or an initial, ends
no sentence. `timefilter.check` asks `parts`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timemonths import ABBREVIATIONS as _MONTH_CUT
from memstream.encoders.times.timephrases import words
from memstream.encoders.times.timevocab import WEEKDAY_ABBREVIATIONS

#: A word or a clock time, the end of a sentence, and the next sentence's first word.
_END = re.compile(r"(?P<word>[\w:]+)(?P<stop>[.!?]+)\s+(?=[^\W_])")
#: Words cut short that a full stop follows inside a sentence ("st. patrick's day").
_SHORT = _MONTH_CUT | WEEKDAY_ABBREVIATIONS | words("st mt dr mr mrs ms no vs approx est")


def parts(body: str) -> list[tuple[int, int]] | None:
    """The match's part before the end of its first sentence and the part after it (offsets
    in `body`), or None where no sentence ends inside it."""
    for m in _END.finditer(body):
        word = m.group("word").lower()
        if (len(word) < 2 and not word.isdigit()) or word in _SHORT:
            continue
        return [(0, m.start("stop")), (m.end(), len(body))]
    return None
