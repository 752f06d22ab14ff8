""" "Up from" a clock time: a person awake since then ("been up from 530 this morning", "I'm
up from 6 tomorrow", "up from 445 this morning, need coffee"), or a count's earlier value
("steps are 1200, up from 530 this morning", "temp's up from 12 this morning": this morning
alone; tests/data/timeexpr.md, counts and measures are no dates). The figure is a clock time
only where a person, or no one named, is up and no figure came before it in the sentence
(the count that changed). `timefigurehead.awake_since` and `timefromhour.from_hour` ask.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timephrases import words

#: The word right before "up" when a person is up: a subject pronoun or a form of "be".
_AWAKE_BEFORE = words(
    "i im i'm we we're you you're u he he's she she's they they're been be being was were "
    "am still already"
)
_UP_FROM = re.compile(r"(?:^|(?<=[^\w'’]))up\s+from\s+$", re.I)


def person_up(text: str, start: int) -> bool:
    """Whether "up from" right before `start` tells a person up since the clock time at
    `start`: no figure earlier in its sentence, and a person or nothing before "up"."""
    up = _UP_FROM.search(text[max(0, start - 20) : start])
    if up is None:
        return False
    at = max(0, start - 20) + up.start()
    sentence = re.split(r"[.!?\n]", text[:at])[-1]
    if re.search(r"\d", sentence):
        return False  # "followers up to 700, up from 530 this morning": a count's change
    before = re.findall(r"[a-z'’]+", sentence.lower())
    return not before or before[-1].replace("’", "'") in _AWAKE_BEFORE
