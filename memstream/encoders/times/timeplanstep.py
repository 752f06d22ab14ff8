"""Whether a sentence after the one that names a plan's day tells a step of that plan, so that
its bare clock time is on the plan's day (`timeeventday.py`; tests/data/timeexpr.md, a clock
time "in a later clause or sentence about the same event"): a going or a coming back ("boat
leaves 9 sharp", "i can leave at half 6", "check in at the dock 7:45", "be there by 11",
"we'll be back by 2", "PLD runs from 9 till 3"; a coming back "home", "over", "across" or
"here" only as what the plan must or will do: "we have to be back over by 6", "be back home
by 3"), said anywhere in the clock time's sentence ("low tide's 11:40 so be there by 11"),
or a thing the plan wants or needs, told as now in the clock time's clause ("they want coffee
refreshed at 10:15", "we need the lift booked from 7:30"; not "i need to ring the vet at 3",
nor the speaker's own want: "i need a new dress, shops shut at 8", "my knee needs ice"),
or a step named right after the clock time ("a 3:30am start from the depot"), or, after a
sentence that ends on the day, the plan's headline ("clam digging sat!!"), the time a thing
of the plan is at, told as now with "is" ("low tide is 11:50"). Not a sentence about
something else ("training at 6:30", "the shop shuts at 6pm", "dad's back home at 6 from his
shift"), nor a going told as past ("mum got back at 3 from the hospital", "he came back at
4"), nor a clock time as the subject ("4pm is my nap"), nor "it's 3", the moment's.
"""

from __future__ import annotations

import re

from memstream.encoders.times.tenseplan import past_form

#: What a plan must or will do ("we have to", "gotta", "we'll"): a coming back "home",
#: "over", "across" or "here" is a step only so, or with "be" ("we have to be back over by
#: 6", "be back home by 3"); "dad's back home at 6 from his shift" tells where someone will
#: be, no step of the outing.
_MUST = r"((have|has|need|needs)\s+to|got\s+to|gotta|must|should|will|['’]ll)"
#: A going, a meeting or a coming back: the outing's own steps.
_GOING = re.compile(
    r"\b(leav(e|es|ing)|depart(s|ing)?|set(s|ting)?\s+off|head(s|ing)?\s+(off|out)|"
    r"check(s|ing)?[\s-]+in|be\s+there|back\s+(by|at|around)|runs?\s+(from|between)|"
    rf"(be|{_MUST}\s+(get|head))\s+back\s+(home|over|across|here)\s+(by|at|around))\b",
    re.I,
)
#: A step named right after the clock time ("a 3:30am start", "the 8:40 kick off").
_STEP_AFTER = re.compile(r"\s*(start|kick[\s-]?off|departure|pick[\s-]?up)\b", re.I)
#: "<a thing> is <clock time>", told as now ("low tide is 11:50", "low tide's 11:40"); not a
#: pronoun's ("it's 3", "that's 4pm").
_IS_BEFORE = re.compile(
    r"\b(?!(?:it|that|this|he|she|there|what|who)\b)[a-z]+(\s+is|['’]s)\s+$", re.I
)
_SENTENCE_END = re.compile(r"[.!?]+(\s|$)")
#: A thing the plan wants or needs, told as now in the clock time's own clause ("they want
#: coffee refreshed at 10:15", "we need the goods lift booked from 7:30", "need 2 extra on the
#: bar from 11:30"); not a doing of one's own ("i need to ring the vet at 3"), nor a past want
#: ("we needed ..."), nor the speaker's own want or a want of the speaker's own thing ("i need
#: a new dress", "my knee needs ice"), nor a want in a clause before the clock time's ("i
#: need a drink, pub at 6?": a plan of its own).
_NEEDED = re.compile(r"\b(wants?|needs?)\s+(?!to\b)[\w'’£$]", re.I)
_CLAUSE_BREAK = re.compile(r"[,;:()]")
#: The speaker as the one who wants, or as the owner of the thing that needs ("i need", "my
#: knee needs"): one's own, no step of the plan.
_OWN = frozenset({"i", "im", "i'm", "i’m", "my"})
#: The word right before a going ("got back at 3", "was back by 2"): a past one tells it.
_WORD_BEFORE = re.compile(r"([a-z]+)\s+$", re.I)
#: Pasts of "get" and "be" the tense tagger leaves to the sentence ("got" may be "have got").
_PAST_AUX = frozenset({"got", "was", "were"})


def departure_step(text: str, start: int) -> bool:
    """Whether the clock time at `start` comes right after a going in its own clause ("we
    leave at 4:30am to get parking"): its purpose is the plan's, not a step before it."""
    head = text[max(0, start - 24) : start]
    return bool(
        re.search(r"\b(leav(e|es|ing)|depart(s|ing)?|set(s|ting)?\s+off)\s+(at\s+)?$", head, re.I)
    )


def plan_step(text: str, sentence: int, start: int, end: int, headline: bool) -> bool:
    """Whether the sentence from `sentence` holding the clock time text[start:end] tells a
    step of the plan named before it; a thing's time told with "is" only after a `headline`,
    a sentence that ends on the plan's day ("clam digging sat!! low tide is 11:50"; not
    "alarm for 4:10 tomorrow too? fajr is 5:21": today's too)."""
    stop = _SENTENCE_END.search(text, end)
    whole = text[sentence : stop.start() if stop else len(text)]
    if any(_going_ahead(whole, m) for m in _GOING.finditer(whole)) or _STEP_AFTER.match(text, end):
        return True
    if _plan_needs(text, sentence, start):
        return True  # "they want coffee refreshed at 10:15": what the plan needs
    return headline and bool(_IS_BEFORE.search(text, sentence, start))


def _going_ahead(whole: str, going: re.Match[str]) -> bool:
    """Whether the going is not told as past ("we'll be back by 2"; not "mum got back at 3",
    "he came back at 4": what happened)."""
    before = _WORD_BEFORE.search(whole, 0, going.start())
    word = before.group(1).lower() if before else ""
    return not (past_form(word) or word in _PAST_AUX)


def _plan_needs(text: str, sentence: int, start: int) -> bool:
    """Whether the clock time's clause, from `sentence` up to `start`, tells a thing the plan
    wants or needs (`_NEEDED`), not the speaker's own ("i need a new dress, shops shut at 8",
    "my visa appointment needs rebooking, embassy at 9")."""
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(text, sentence, start)]
    floor = breaks[-1] if breaks else sentence
    need = _NEEDED.search(text, floor, start)
    if need is None:
        return False
    return not _OWN.intersection(text[floor : need.start()].lower().split())
