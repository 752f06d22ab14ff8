""" "This weekend" told as past before the weekend of the week it is said in has begun ("this
weekend 3 of us went camping", "we had a great time this weekend", said on a Monday): the
weekend just gone, as a careful reader takes it, not the one still ahead, of which no past
can tell (tests/data/timeexpr.md: a mention told as past is the latest one before; "this" is
the one in this week, which for a weekend said from Monday to Friday lies ahead). Told in
the present or the future, or as a plan ("we booked a cabin this weekend"), it stays this
week's; so does one whose past is only that of what reaches ahead to it, unless a past told
after it in its sentence says the weekend is over ("... this weekend but it rained"):
- what is for it ("found a sitter for this weekend", "paid for this weekend's tickets");
- a wish or a plan told in the past ("the kids wanted to go swimming this weekend", "we were
  meant to visit mum this weekend, now we can't"), or a report ("the forecast said rain this
  weekend");
- time off taken ("i took this weekend off");
- what it is arranged for: a day of it after "for" ("i ordered a cake for saturday this
  weekend"), or a purpose ahead told after it ("i swapped shifts this weekend so i can
  come");
- and, whatever follows, a change of plan ("this weekend's match got moved to sunday").
`tenseresolve.resolve_times` asks `this_weekend` which mentions to read the tense of, and
`past_weekends` for the readings.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta

from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import Occurrence, Tense
from memstream.encoders.times.timevocab import WEEKDAY

_THIS_WEEKEND = re.compile(r"^this\s+(weekend|wknd|wkend|week-end)$", re.I)
#: Verbs of telling: what follows is what was told, of a time of its own.
_REPORT = re.compile(
    r"^(said|told|promised|forecast|predicted|announced|warned|reckoned|texted|messaged|"
    r"emailed|wrote|mentioned|confirmed)$",
    re.I,
)
#: Verbs of changing a plan, by their stems.
_CHANGE = re.compile(r"^(mov|push|postpon|reschedul|cancel|bump|delay|shift|brought)[a-z]*$", re.I)
_HAD = frozenset({"had", "have", "was", "were"})
_WEEKDAY = re.compile(rf"^{WEEKDAY}$", re.I)
#: Of a purpose still ahead: "so i can", "so we can make it".
_CAN = frozenset({"can", "ca"})
_PEOPLE = frozenset({"i", "we", "you", "u"})
_STOPS = frozenset({".", "!", "?", ";", "\n"})
_CLAUSE = _STOPS | {",", "but", "and", "so", "--", "—"}


def this_weekend(m: Mention, wall: datetime) -> bool:
    """Whether `m` is "this weekend" read as one still ahead of `wall`."""
    return bool(_THIS_WEEKEND.match(m.text)) and not m.recurring and m.chosen.start > wall


def past_weekends(
    mentions: Sequence[Mention],
    wall: datetime,
    tokens: Sequence[Token],
    tense: Callable[[int, int], Tense],
) -> list[Mention]:
    """The mentions with each "this weekend" ahead of `wall` that `tense` (of the characters
    [start, end)) reads as past, and nothing in `tokens` reaches ahead to, moved a week back."""
    return [
        replace(m, chosen=_week_before(m.chosen))
        if this_weekend(m, wall)
        and tense(m.start, m.end) is Tense.PAST
        and not _reached_ahead(tokens, m)
        else m
        for m in mentions
    ]


def _reached_ahead(tokens: Sequence[Token], m: Mention) -> bool:
    """Whether the past of the sentence is only that of what reaches ahead to `m`."""
    first = next((k for k, t in enumerate(tokens) if t[0] >= m.start), len(tokens))
    last = next((k for k, t in enumerate(tokens) if t[0] >= m.end), len(tokens))
    start = max((k + 1 for k in range(first) if tokens[k][1] in _STOPS), default=0)
    end = next((k for k in range(last, len(tokens)) if tokens[k][1] in _STOPS), len(tokens))
    if any(_CHANGE.match(w) and g.startswith("VB") for _, w, g in tokens[start:end]):
        return True  # "this weekend's match got moved to sunday"
    if any(g == "VBD" for _, _, g in tokens[last:end]):
        return False  # "we were supposed to go camping this weekend but it rained"
    if _purpose_ahead(tokens[last:end]):
        return True  # "i swapped shifts this weekend so i can come"
    clause = max(
        (k + 1 for k in range(start, first) if tokens[k][1].lower() in _CLAUSE), default=start
    )
    before = [(w.lower(), g) for _, w, g in tokens[clause:first]]
    told = [k for k, (_, g) in enumerate(before) if g == "VBD"]
    if not told:
        return False
    verb = before[told[-1]][0]
    after = before[told[-1] + 1 :]
    off = last < len(tokens) and tokens[last][1].lower() == "off" and verb not in _HAD
    return (
        (bool(before) and before[-1][0] == "for")  # "found a sitter for this weekend"
        or _for_day(before)  # "ordered a cake for saturday this weekend"
        or any(g == "TO" for _, g in after)  # "wanted to go swimming this weekend"
        or bool(_REPORT.match(verb))  # "the forecast said rain this weekend"
        or off  # "i took this weekend off"
    )


def _week_before(o: Occurrence) -> Occurrence:
    return replace(o, start=o.start - timedelta(weeks=1), end=o.end - timedelta(weeks=1))


def _for_day(before: Sequence[tuple[str, str]]) -> bool:
    """Whether the words before the weekend end in "for" and a day of it ("for saturday")."""
    return len(before) >= 2 and before[-2][0] == "for" and bool(_WEEKDAY.match(before[-1][0]))


def _purpose_ahead(after: Sequence[Token]) -> bool:
    """Whether `after` (the rest of the sentence) tells a purpose still ahead: "so" and a
    person that "can" ("... so i can come", "so that we can make it"; not "so it can dry")."""
    words = [(w.lower(), g) for _, w, g in after]
    for k, (w, _) in enumerate(words):
        if w == "so":
            rest = [x for x in words[k + 1 : k + 4] if x[0] != "that"]
            if len(rest) >= 2 and rest[0][0] in _PEOPLE and rest[1][0] in _CAN:
                return True
    return False
