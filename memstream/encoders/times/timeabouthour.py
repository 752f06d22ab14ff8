""" "About" a bare hour (1-12) after a word of being back, out, home, done or ready, or a verb
of leaving, arriving or finishing ("i'll prob be out about 12.", "home about 6", "we'll
finish about 4, then drinks", "should land about 7"): a clock time, the hedge "around 6" is
(tests/data/timeexpr.md, clock times without am/pm); "about 12" is otherwise a count ("about
12 people", "there were about 12 of us", "she's about 12"), and so after a word of a change
("up about 5", "down about 12", "off about 3"): how much; so is "there about 10" opening
its part (how many, said short), "out" with a verb of its own or the odds in the clause
("odds drifted out about 12": a price), "back" or "out" before "on" a noun ("i'm back
about 12 on the deposit": money), and a tally after it ("finished about 8 so far", "done
about 5 already", "finished about 12 in total"): how many. A noun after the hour keeps it a
count (`timealone.bare_number`). `timealone.bare_number` asks `about_hour`.
"""

from __future__ import annotations

import re

_ABOUT = re.compile(r"^(about|abt)\s+\d{1,2}$", re.I)
#: The word before "about": being back, out or done, or a verb of leaving, arriving or
#: finishing.
_CUE = re.compile(
    r"\b(back|home|out|done|ready|finished|there|here|free|leave|leaving|leaves|arrive|"
    r"arriving|arrives|land|landing|lands|finish|finishing|finishes|wrap\s+up|wrapping\s+up|"
    r"get\s+in|getting\s+in|set\s+off|setting\s+off|head\s+off|heading\s+off)\s+$",
    re.I,
)
#: A count of people or things right before: "there were about 12", "we're about 12".
_COUNTED = re.compile(r"\b(there|here)\s+(were|are|was|is|'re|’re)\s+$", re.I)
#: "there" or "here" opening its part, with no verb before it ("were there many? there
#: about 10"): how many, said short.
_PLACE_ALONE = re.compile(r"(^|[.!?,;:\n])\s*(there|here)\s+$", re.I)
#: "out" after a word of being or going ("i'll prob be out about 12", "he's out about 11",
#: "headed out about 6"); "out" of a price has a verb of its own ("odds drifted out about 12").
_BEING_OUT = re.compile(
    r"(\b(be|been|is|am|are|was|were|get|got|go|going|gone|went|head|heading|headed|step|"
    r"stepped|pop|popped|nip|nipped)|['’](s|m|re))\s+(\w+ly\s+|prob\s+)?out\s+$",
    re.I,
)
#: A price or the odds in the clause: "about 12" is the price.
_PRICE = re.compile(r"\b(odds|price|prices|priced|quote|quoted)\b", re.I)
#: "On" and a noun phrase after "back"/"out" and the number: money ("i'm back about 12 on
#: the deposit", "out about 12 on the deal").
_ON_THING = re.compile(r"^\s+on\s+(the|my|your|our|their|his|her|a|an|that|this)\b", re.I)
#: A tally after the number: how many are done or left ("finished about 8 so far").
_TALLY = re.compile(
    r"^\s+(so\s+far(?!\s+as)|already|in\s+total|total|altogether|left|to\s+go)\b", re.I
)


def about_hour(text: str, start: int, body: str) -> bool:
    """Whether the match `body` at `start` is "about" a bare hour after a word of being back
    or done or a verb of leaving or arriving (see the module's docstring)."""
    if not _ABOUT.match(body):
        return False
    before = text[max(0, start - 30) : start]
    cue = _CUE.search(before)
    if cue is None or _COUNTED.search(before) or _PLACE_ALONE.search(before):
        return False  # "there were about 12", "were there many? there about 10"
    word = cue.group(1).lower()
    if word == "out" and not _BEING_OUT.search(before):
        return False  # "odds drifted out about 12": a price
    clause = re.split(r"[.!?;\n]", text[max(0, start - 60) : start])[-1]
    if _PRICE.search(clause):
        return False  # "the odds are out about 12"
    after = text[start + len(body) :]
    if _TALLY.match(after):
        return False  # "finished about 8 so far": how many
    money = word in ("back", "out") and _ON_THING.match(after)
    return not money  # "i'm back about 12 on the deposit"
