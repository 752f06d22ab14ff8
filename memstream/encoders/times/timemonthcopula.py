"""A month no one is named after, alone after a form of being, that names when a thing was or
is now set for (tests/data/timeexpr.md: a recurring mention names the occurrence the sentence
talks about): the month a previous one fell in ("last one was feb", "my last cut was
november") or the one something now is ("meant to ship in aug and now its 'october'", "now
it's november apparently", "it's only november", "it is nearly december": how far the year
has got), that one also written in quotes; and one that heads its part before "was meant to"
("nov was meant to be the good month": `meant`). Not the month as such ("my
favourite month is october", "the best one was october": no "last" nor "now" before it), nor
a month before words that go on with it ("now it's october's turn", "last one was october
3rd", read elsewhere), nor a title in quotes after "last ... was" ("the last episode was
'november'"). `timemonthnoun.month_of_thing` asks `after_being` for a month in its list of
months never a person's name; `timeschedule.scheduled` asks it before taking a quoted month
for a name ("the striker is 'sunday' sanchez"). `changed_to` reads any month after "now
it's" as where a moved plan went, when the sentence names the time it replaces ("was
supposed to finish on 8 march, now it's april"); `timemonthnoun.month_of_thing` asks it.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timemonths import ABBREVIATIONS, NAMED
from memstream.encoders.times.timevocab import CLAUSE_JOINS, MONTH, MONTHS, WEEKDAY

#: "last" and a noun or "one" right before "was"/"were" ("last one was", "my last cut was").
_LAST_WAS = re.compile(r"\blast\s+([a-z]+\s+){1,2}(was|were)\s+$", re.I)
#: "now" and "it"/"that" with a form of being ("now its", "now it's", "now it is").
_NOW_IS = re.compile(r"\bnow\s+(it|that)\s*(['’]s|s|\s+is|\s+will\s+be|['’]ll\s+be)\s+$", re.I)
#: "it's" and an adverb of how far the year has got ("it's only", "it's already", "it is
#: nearly"): the month it now is, or is about to be.
_BY_NOW = re.compile(
    r"\b(it|that)\s*(['’]s|s|\s+is)\s+(only|already|finally|nearly|almost|just|barely)\s+$", re.I
)
#: Quote marks around the month ("now its 'october'").
_OPEN = re.compile(r"['‘\"“]$")
_CLOSE = re.compile(r"['’\"”]")
#: What ends the clause after the month: the text's end, a stop or an emoji, or a word
#: that joins clauses or comments on it.
_ENDS = re.compile(rf"\s*($|[^\w\s'’]|{CLAUSE_JOINS}\b)", re.I)


def after_being(text: str, start: int, end: int) -> bool:
    """Whether the month alone at text[start:end] follows "last ... was" or "now it's",
    maybe in quotes, and ends its clause."""
    if text[start:end].lower().rstrip(".") not in MONTHS | ABBREVIATIONS:
        return False
    lead = text[max(0, start - 30) : start]
    quoted = bool(_OPEN.search(lead))
    if quoted:
        lead = lead[:-1]
        if not _CLOSE.match(text, end):
            return False  # an opening quote and none closing
        end += 1
    # a quoted month after "last ... was" is a title ("the last episode was 'november'")
    now = _NOW_IS.search(lead) or _BY_NOW.search(lead)
    if not ((_LAST_WAS.search(lead) and not quoted) or now):
        return False
    return bool(_ENDS.match(text, end))


#: "last time" and a clause of its own before "was" ("last time we did it was", "the last
#: time i went was", "last time it snowed was", "last time rent was due was"): a subject
#: pronoun and its verb, or a clause with its own "was", or a noun whose value is a time
#: ("last time the deadline was"); not a noun phrase alone ("last time the winner was",
#: "last time my plus one was"), nor "last time i checked" and a new
#: subject after it ("last time i checked the manager was").
_LAST_TIME = re.compile(
    r"\blast\s+time\s+(?:(?:i|we|you|u|he|she|they|it)\s+"
    r"(?!(?:checked|looked|heard)\s+(?!was\b|were\b)\w)[^.!?,;:\n]{1,30}?"
    r"|[^.!?,;:\n]{0,20}?\b(?:was|were)\b[^.!?,;:\n]{1,20}?"
    r"|(?:the\s+|our\s+|my\s+)?(?:deadline|due\s+date|cut-?off|start\s+date|date))\s(was|were)\s+$",
    re.I,
)
#: A person later in the message ("last time we met was june and she ..."): a month people
#: are named after may be her.
_PERSON_AFTER = re.compile(r".*\b(?:she|she['’]s|he|he['’]s|they|they['’]re)\b", re.I | re.S)


def last_time(text: str, start: int, end: int) -> bool:
    """Whether the month alone at text[start:end] ends its clause after "last time" and a
    clause of its own before "was" ("last time we did it was march"): the time of the latest
    such thing, not a name; a month people are named after not with a person after it."""
    lead = text[max(0, start - 50) : start]
    if not (_LAST_TIME.search(lead) and _ENDS.match(text, end)):
        return False
    named = text[start:end].lower().rstrip(".") in NAMED
    return not (named and _PERSON_AFTER.match(text, end))


#: A form of being and a plan or a hope after the month ("nov was meant to be", "december was
#: supposed to be", "march was going to be").
_MEANT = re.compile(r"\s+(was|were)\s+(meant|supposed|going)\s+to\b", re.I)
#: The head of a text or of a part: nothing before the month, or a stop, a comma or an emoji.
_HEAD = re.compile(r"(^|[^\w\s'’])\s*$")


def meant(text: str, start: int, end: int) -> bool:
    """Whether the month at text[start:end] heads its part as the subject of a plan or a hope
    told in the past ("nov was meant to be the good month", said in December): that November,
    one occurrence, not the month as such ("november is my favourite month")."""
    return bool(_HEAD.search(text, 0, start) and _MEANT.match(text, end))


#: A word of a plan, or a verb of a date slipping or being moved, before "now it's" ("was
#: meant to finish on 8 march, now it's april", "got pushed back and now its june").
_CHANGED = re.compile(
    r"\b(meant|supposed|due|planned|scheduled|slipped|slid|pushed|moved|delayed|postponed|"
    r"bumped|rescheduled|shifted)\b",
    re.I,
)


#: A time the change replaces: a month ("may" too, which `MONTH` leaves to the verb), a
#: weekday, a day of the month ("the 5th", "8/3"; not a score or a price: "3-1", "2.5").
_EARLIER = re.compile(
    rf"\b({MONTH}|may|{WEEKDAY}|\d{{1,2}}(st|nd|rd|th)|\d{{1,2}}/\d{{1,2}})\b\.?(?!['’]s)", re.I
)


def changed_to(text: str, start: int, end: int) -> bool:
    """Whether the month alone at text[start:end], any month, follows "now it's" after a
    plan or a date moved earlier in its sentence and a time it replaces (`_EARLIER`), and
    ends its clause ("my course was supposed to finish on 8 march, now it's april"): where
    the plan went, no person's name ("now it's april's turn" goes on past it). Not after a
    plan with no time ("was meant to be dave presenting, now it's june": a person's turn)."""
    now = _NOW_IS.search(text, max(0, start - 30), start)
    if now is None or not _ENDS.match(text, end):
        return False
    sentence = re.split(r"[.!?]\s", text[: now.start()])[-1]
    return _CHANGED.search(sentence) is not None and _EARLIER.search(sentence) is not None
