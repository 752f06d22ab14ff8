""" "sun" after "to" a verb of moving a plan in time has moved something to ("the shoot got
moved to sun, golden hour's at 6", "shift the second dose to sun.", "they bumped my shift to
sun at 6"): the day a plan goes to (tests/data/timeexpr.md, "not dates": "moved to wed" is
the day), not the weather "hoping for sun" names. Only where the day ends its part (a comma,
a stop, an emoji, the end) or a clock time follows, so not a noun "sun" heads ("switched to
sun cream"), nor a list of what something is ("moved to sun, sea and sand"), nor the sun
with its article ("moved the pots to the sun": the match is no "sun" cut short).

The verb moves a plan in time: "postponed", "rescheduled", "delayed", "bumped", "shifted",
"rebooked", "swapped"; not a change of state or of place ("the forecast changed to sun",
"switched to sun", "bring the washing out to sun", "flipped the card over to sun"; "the
weather shifted to sun."), nor after "from" something ("switched from rain to sun at 3": a
change of state), nor where "to" is none of the verb's ("rescheduled due to sun.", "bumped
into jo on the way to sun.": a cause, a place). "Moved" and
"pushed" move things too ("moved the tomatoes to sun", "move the basil to sun!", "he moved
his chair to sun."): the day only where what is moved is absent, "it" or an event ("pushed
the bbq to sun", "can we move the call to sun."), and with no object, where the subject is
absent, "it" or an event ("ok moved to sun, see u there", "the picnic got pushed to sun";
not "we moved to sun"). `timeabbrev.day_introduced` asks `moved_to_sun`.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timechat import INTERJECTIONS
from memstream.encoders.times.timephrases import _clause_before
from memstream.encoders.times.timephrases import words as _words

#: What follows the day: the end, a stop, a comma, an emoji, or "at" a clock time.
_ENDS = re.compile(r"^sun\.?\s*($|[^\w\s'’&+-]|at\s+\d)", re.I)
#: A list of what something is after "sun,": "sun, sea and sand".
_NOUN_LIST = re.compile(r"^sun\s*,\s*[a-z]+\s*(,|and\b|&|\+)", re.I)
#: Verbs that move only a plan in time; the last in the clause before "to sun".
_PLAN_ONLY = (
    r"reschedul(e|es|ed|ing)|postpon(e|es|ed|ing)|delay(s|ed|ing)?|bump(s|ed|ing)?|"
    r"shift(s|ed|ing)?|rebook(s|ed|ing)?|swap(s|ped|ping)?"
)
#: Verbs that move plans and things alike.
_MOVING = r"push(es|ed|ing)?|mov(e|es|ed|ing)"
_VERB = re.compile(rf"\b(?:(?P<plan>{_PLAN_ONLY})|(?P<move>{_MOVING}))\b", re.I)
#: "from" something before "to": a change of state ("from rain to sun").
_FROM = re.compile(r"\bfrom\b", re.I)
#: "to" that is none of the verb's: a cause or a place ("delayed due to sun", "on the way
#: to sun").
_NOT_VERBS_TO = re.compile(r"\b(due|owing|way|next|close|thanks)\s+to\s+$", re.I)
#: The weather or a mood as the subject with no object: what changes to sun ("the weather
#: shifted to sun.").
_WEATHER = _words("weather forecast sky skies cloud clouds rain wind fog mist mood")
#: What may stand for a plan: "it", "that", "everything".
_IT = _words("it that this everything everythin all")
#: Words around a moved plan that are none of its own: auxiliaries of the passive, chat's
#: openers and joins ("ok moved to sun", "the bbq got pushed to sun").
_AROUND = (
    _words(
        "got get gets was were is are been be has have had 's ok okay k so yeah yep yes right "
        "and but then now also just update anyway well oh ah sorry nvm"
    )
    | INTERJECTIONS
)


def moved_to_sun(text: str, start: int, events: frozenset[str]) -> bool:
    """Whether the "sun" at `start`, after "to", is the day a verb of moving in its clause
    moves a plan to (see the module's docstring); `events` are nouns of events ("bbq")."""
    rest = text[start : start + 40]
    if not _ENDS.match(rest) or _NOUN_LIST.match(rest):
        return False
    clause = _clause_before(text, start)
    verbs = list(_VERB.finditer(clause))
    if not verbs or _FROM.search(clause, verbs[-1].end()):
        return False  # "changed my wallpaper to sun.", "switched from rain to sun"
    moved = _plain(clause[verbs[-1].end() :])[:-1]  # what is moved, before "to"
    subject = _plain(clause[: verbs[-1].start()])
    if _NOT_VERBS_TO.search(clause) or (not moved and _WEATHER & set(subject)):
        return False  # "delayed due to sun.", "the weather shifted to sun."
    if verbs[-1].group("plan"):
        return True  # "rescheduled bookclub to sun", "shift the folic acid to sun."
    if not moved:
        moved = subject  # no object: its subject
    return not moved or moved == ["it"] or _a_plan(moved, events)


def _plain(part: str) -> list[str]:
    """The words of `part`, lower-cased, less those no plan's own (`_AROUND`)."""
    return [w for w in re.findall(r"[a-z'’]+", part.lower()) if w not in _AROUND]


def _a_plan(moved: list[str], events: frozenset[str]) -> bool:
    """Whether the words of what is moved name a plan: "it", an event ("the bbq", "our
    call"), not a thing ("the tomatoes", "his chair") nor a person ("we")."""
    return any(w in _IT or w in events or w.rstrip("s") in events for w in moved)
