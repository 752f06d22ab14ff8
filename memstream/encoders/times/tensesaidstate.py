"""A state told after a present verb of saying and lasting until a day ("lifeguards say closed
till fri", "the council says shut until at least the 20th"): the state holds now and ends on
that day, ahead (tests/data/timeexpr.md: "until X" where a stretch ends at X is X; a present
is planned or present, the next one); not a participle of an event the verb reports ("usps
says delivered dec 4", "the app says paid on the 3rd": the past reported), nor a past verb
of saying ("they said closed till fri": as the past reads, or an instruction), nor a
participle of something done that lasted until the day ("she says stayed up till 3 on
sunday", "he says worked till midnight friday", "gran says waited till tuesday": the past
told): only a participle of a place or a thing closed off, held or put on hold.
`tensegroup.classify` asks `said_until`.
"""

from __future__ import annotations

from memstream.encoders.times.timephrases import words as _words

#: Present verbs of saying or showing, whose participle after them tells what is so.
_SAYING = _words("say says reckon reckons think thinks show shows")
#: Participles of a state something is put in and kept in until a day: closed off, held or
#: put on hold ("closed", "sealed off", "grounded", "paused", "booked up").
_STATES = _words(
    "closed shut sealed boarded fenced cordoned taped locked blocked barricaded flooded "
    "snowed iced frozen booked sold grounded banned barred suspended paused postponed "
    "delayed halted stopped cancelled canceled held signed laid"
)
#: Words that open a stretch ending at the day ("till fri", "until at least the 20th").
_UNTIL = _words("until till til")
#: Particles of the participle before "until" ("sealed off", "boarded up").
_PARTICLES = _words("off up down out")


def said_until(words: list[str], tags: list[str], between: list[str]) -> bool:
    """Whether the verb group (`words`, `tags`) is a present verb of saying right before a
    participle of a state (`_STATES`) and the words `between` it and the mention open with
    "until"/"till", after a particle of the participle if any."""
    said = any(
        t in ("VBZ", "VBP") and n == "VBN" and w in _SAYING and state in _STATES
        for w, t, n, state in zip(words, tags, tags[1:], words[1:], strict=False)
    )
    rest = [w for w in between if w not in _PARTICLES]  # "say sealed off till thursday"
    return said and rest[:1] != [] and rest[0] in _UNTIL
