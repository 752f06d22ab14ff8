"""Ratings that look like dates (tests/data/timeexpr.md, "Not dates": "10/10", "rated it
4/5"; "on 10/10" is a date): a fraction out of 5 or 10 is a rating

- with a word of rating or voting in its clause ("rated it 9/10", "5/5 would recommend",
  "the club voted 8/10");
- unintroduced, ending its clause ("best decision, 10/10");
- after an article ("the curry was a 7/10 for me", "a solid 4/5"), which no date takes, unless
  a noun of a date follows ("a 9/10 deadline");
- out of 10 after "was" or a hedge ("is like 4/10"), a verdict on what the clause names
  (out of 5 too, "seeing was 3/5", unless the clause names an occasion: "the party was 3/5"),
  ending its clause, chat's "haha" aside ("lunch today was 8/10, the soup was great",
  "my cooking is like 3/10 haha"), unless the clause names a date ("my birthday was 9/10":
  the date).

A range of two such dates ("from 05/21 to 05/25", day-first ones as Duckling reads them)
is dates, not bare numbers (`date_range`).

A bare hour before "/" and a number is the top of a fraction ("the tank is at 3/4"), no
clock time, unless what follows the slash is a clock time ("pickup at 5/5:30?", "at 4/4.15")
or a word of the day follows ("at 6/7 tonight"): two times offered (`fraction_top`). Two
times offered are an hour and the next: a word of the day after other numbers leaves them a
fraction ("battery at 1/4 tonight lol"), and so does a level told in the past ("the tank was
at 3/4 this morning", "we were at 1/2 this am"): no times are offered in the past.

`timefilter.check` asks `rating` and `date_range`; `timealone.bare_number` asks
`fraction_top`.
"""

from __future__ import annotations

import re

_RATING = re.compile(
    r"\b(rate|rates|rated|rating|ratings|score|scored|scores|stars?|recommend|recommended|"
    r"would|'d|out\s+of|solid|easy|strong|from\s+me)\b",
    re.I,
)
#: Words of a verdict given: a rating unless "on"/"by"/... introduces the fraction.
_VOTED = re.compile(r"\b(voted|votes?|verdict|reviewed|review|gave\s+it|give\s+it)\b", re.I)
_CLAUSE = re.compile(r"[.!?;\n]|,\s|\s(and|but|so)\s")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
#: Words right before a fraction that introduce a date ("on 9/10", "due 9/10").
_INTRO = frozenset(
    {"on", "by", "until", "till", "til", "thru", "through", "from", "since", "before", "after"}
    | {"at", "in", "is", "was", "due"}
)
#: Nouns of a date, which make "X was 9/10" the date ("my birthday was 9/10").
_DATE_NOUN = re.compile(
    r"\b(birthday|bday|b-day|anniversary|deadline|date|due|day|appointment|appt)s?\b", re.I
)


#: Occasions, which make "X was 3/5" the date ("the party was 3/5"), out of 5.
_OCCASION = re.compile(
    r"\b(party|wedding|meeting|game|match|show|concert|gig|trip|exam|test|funeral|launch|"
    r"opening|interview|surgery|op|move|closing|viewing|visit|event|it|that|this)s?\b",
    re.I,
)
#: "was", "were", "is": a verdict's verb before a fraction at the end of its clause.
_VERDICT_BE = frozenset({"was", "were", "is", "are"})
#: Hedges before a verdict out of 10 ("my listening is like 4/10", "maybe 6/10 tbh").
_HEDGES = frozenset({"like", "maybe", "probably", "prob", "honestly", "barely", "generously"})
#: Chat's interjections and faces after a verdict, which leave it the end of its clause.
_TRAIL = re.compile(r"\b(lol|lmao|haha+|hah|tbh|ngl|imo|honestly|tho|though)\b|[^\w\s]", re.I)


#: A level on a scale, the subject of "is/was N/10" ("the uv index is 8/10 today", "pain
#: is 7/10 this morning", "my stress level was 8/10"): a reading out of 10, whatever follows.
_LEVEL = re.compile(
    r"\b(count|level|levels|pain|score|mood|energy|stress|anxiety|hype|vibes?|fatigue|"
    r"motivation|confidence|hunger|sleep|soreness|difficulty|index)\s+(is|was|are|were|"
    r"at|hit|hits)\s+$",
    re.I,
)


def _word_before(text: str, start: int) -> str:
    words = _WORD.findall(text[max(0, start - 40) : start])
    return words[-1].lower() if words else ""


def rating(text: str, start: int, end: int, core: str) -> bool:
    """Whether the fraction `core` ("10/10", "4/5") at text[start:end] is a rating."""
    top, bottom = (int(n) for n in core.split("/"))
    if bottom not in (5, 10) or top > bottom:
        return False
    lo = max((m.end() for m in _CLAUSE.finditer(text, max(0, start - 40), start)), default=0)
    hi = next((m.start() for m in _CLAUSE.finditer(text, end, end + 40)), min(len(text), end + 40))
    head = text[max(lo, start - 40) : start]
    before, ends = _word_before(text, start), not _TRAIL.sub("", text[end:hi]).strip()
    if _RATING.search(head) or _RATING.search(text[end:hi]):
        return True  # "rated it 9/10", "5/5 would recommend"
    if _VOTED.search(head) and before not in _INTRO:
        return True  # "the club voted 8/10"; not "the vote is on 7/10"
    if before in ("a", "an") and not _DATE_NOUN.match(text[end : end + 20].strip()):
        return True  # "was a 7/10 for us": a date takes no article ("a 9/10 deadline" does)
    if bottom == 10 and _LEVEL.search(head):
        return True  # "uv index is 8/10 today", "pain was 7/10 last night"
    if (before == "was" or before in _HEDGES) and bottom == 10 and ends:
        return not _DATE_NOUN.search(head)  # "lunch today was 8/10", "is like 3/10 haha"
    if (before in _VERDICT_BE or before in _HEDGES) and bottom == 5 and ends:
        # "seeing was 3/5", "the service was 2/5": out of 5 too, unless the clause names a
        # date or an occasion ("the party was 3/5": the day it was)
        return not (_DATE_NOUN.search(head) or _OCCASION.search(head))
    return before not in _INTRO and ends  # "best decision, 10/10"


_DATE = r"(\d{2}/\d{2}|\d{1,2}/(1[3-9]|2\d|3[01])|(1[3-9]|2\d|3[01])/\d{1,2})"
#: Two dates joined as a range, each with two digits a side or a day past 12 ("05/21 to
#: 05/25", "3/14 - 3/18"; not "3/4 to 1/2": fractions).
_DATE_RANGE = re.compile(
    rf"(?<![\d/]){_DATE}\s*(to|till|til|until|thru|through|-|\u2013)\s*{_DATE}(?![\d/])"
)


def date_range(body: str) -> bool:
    """Whether `body` holds two month/day dates joined as a range ("05/21 to 05/25")."""
    return bool(_DATE_RANGE.search(body))


#: After a bare hour: "/" and a number, then no minutes, no am/pm, no word of the day.
_FRACTION_TOP = re.compile(
    r"/\d{1,2}(?![\d:.]\d|\s*([ap]\.?m\b|ish\b|tonight|tomorrow|tmrw|today|this\b|o'?clock))",
    re.I,
)


#: After a bare hour: "/" and a number, no minutes, no am/pm ("at 6/7 tonight", "at 1/4").
_OVER = re.compile(r"/(\d{1,2})(?![\d:.]\d|\s*([ap]\.?m\b|ish\b|o'?clock))", re.I)
#: A level told in the past right before "at" the fraction ("the tank was at 3/4").
_PAST_LEVEL = re.compile(r"\b(was|were)\s+at\s+\d{1,2}$", re.I)


def fraction_top(text: str, end: int) -> bool:
    """Whether the bare hour ending at text[end] is the top of a fraction ("at 3/4"), not
    the first of two times offered ("at 5/5:30", "at 6/7 tonight"; see the docstring)."""
    if _FRACTION_TOP.match(text, end) is not None:
        return True
    over, top = _OVER.match(text, end), re.search(r"\d{1,2}$", text[:end])
    if over is None or top is None:
        return False
    if int(over.group(1)) != int(top.group()) % 12 + 1:
        return True  # "battery at 1/4 tonight lol": no hour and the next
    return bool(_PAST_LEVEL.search(text[max(0, end - 20) : end]))  # "the tank was at 3/4"
