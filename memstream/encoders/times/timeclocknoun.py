"""A clock time before a noun in the plural that is the subject of its clause: a kind of
repeated thing, no time (tests/data/timeexpr.md: "habits and kinds of days", "saturday
morning cartoons"). "3am gunpla sessions are back", "the 5:30 starts are killing me", "6am
runs have been great", "6am alarms are brutal": the sessions, starts, runs and alarms of that
hour, many days. A clock time
of one occasion keeps its reading: "the 4pm meeting" (no plural), "4pm drinks tomorrow?"
(no verb after the noun), "at 3pm sessions are shorter" (introduced by "at"), "6pm drinks
are still on", "the 9am flights got cancelled", "the 10pm fireworks were amazing" (a verb
that tells of no stretch of days).

`timefilter.check` asks `repeated_things`.
"""

from __future__ import annotations

import re

#: The match: a clock time with am/pm or minutes, maybe after "the"/"my"/... .
_CLOCK = re.compile(
    r"^((the|my|our|your|his|her|their|those|these)\s+)?"
    r"\d{1,2}(:\d\d\s*([ap]\.?m\.?)?|\s*[ap]\.?m\.?)$",
    re.I,
)
#: Up to two words, a plural noun, then a verb of a plural subject that tells of a stretch
#: of days: the perfect ("have been"), "keep", "always", "never", "are back", "are killing me",
#: or "are" and a judgement, told of the kind in the general present ("6am alarms are
#: brutal", "5am starts are the worst", "the 8am lectures are so boring"); "6pm drinks are
#: still on", "7pm tickets are sold out", "the 9am flights got cancelled" tell of one occasion.
_PLURAL_SUBJECT = re.compile(
    r"^\s+(?P<noun>([a-z]+\s+){0,2}[a-z]{2,}(?<!ss)(?<!'s)s)\s+((have|'ve)\s+(been|got)|keep|kept|"
    r"never|always|usually|(are|r)\s+(back(?!\s+on)|killing|getting|wearing|becoming|"
    r"(?P<judged>(so|really|too|such|the\s+(worst|best))\b|[a-z]{3,}(al|ful|ous|ible))))\b",
    re.I,
)
#: A day named later in the clause, after a judgement: one occasion's.
_DAY_AFTER = re.compile(
    r"[^.!?,;\n]*\b(today|tonight|tomorrow|tmrw|yesterday|this|next|last|on)\b", re.I
)
#: Words that are no part of the noun phrase: a new clause ("it's 3am and the neighbours are
#: still drilling", "6am so the buses are empty").
_NOT_NOUN = frozenset(
    {"this", "is", "was", "has", "its", "it's", "thanks", "pls", "plus", "and", "or", "but"}
    | {"so", "then", "the", "my", "our", "your", "their", "his", "her", "all", "when", "if"}
    | {"because", "cos", "bc", "while", "as", "now", "still", "lol", "omg", "ugh"}
)


def repeated_things(text: str, start: int, end: int) -> bool:
    """Whether the clock time at text[start:end] heads a plural subject ("3am sessions are
    back"): the hour of repeated things, no time."""
    if not _CLOCK.match(text[start:end].strip()):
        return False
    m = _PLURAL_SUBJECT.match(text[end : end + 60])
    if m is None:
        return False
    if m.group("judged") and _DAY_AFTER.match(text, end + m.end()):
        return False  # "the 9am flights are so delayed today": that day's
    return not _NOT_NOUN & {*m.group("noun").lower().split()}
