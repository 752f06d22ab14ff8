"""A month alone that no one takes for a person's name, read as the month a thing belongs to: a
noun's attribute ("get your december overtime in", "my october rent"), a possessive ("still haven't
got january's stipend"), or after "for" or "to" ("a week into going vegan for january", "it rolls
to feb"), or "vs" where it ends its clause ("sales up 8% vs july": the ground of a comparison, told
as past by `tensefigure`; not after a side that is people, "us vs november"). A month alone, not
introduced, is otherwise taken for a name (`timealone`: "my friend April", "June and I"): April,
May, June and March (also verbs) and a capitalised August are names; January, February, July,
September to December (and their short forms, but "jan") are not. Not a month before a form of
being, a verb's helper or an adverb ("january is my favourite month", "december always drags"): the
month as such, nor after "a"/"every" (a kind: "a december baby"); a month cut short after "to" only
where it ends its clause ("it rolls to feb 🙏"; a full month after "to" is introduced, `timealone`).
A month listed right after another is a month too ("receipts for feb or march", "in june
or april"; not after a month that may be a name, "lunch with june and april": `listed`; nor
before a noun, as the month before it: "the dec and march assemblies").
A month people are named after is a month too as the period an account, pay or rota is
for ("my mileage for march") or paired with one no one is named after ("I did march and
feb"): `timemonthperiod`.
"The october rent" is the tagger's (`timewords`: after "the", a noun's kind or a title).
A month's thing named in the month after it is the one just ended, whatever the tense
("august close is killing me", said on 1 September; "get your december overtime in", said
in January): `just_ended` fixes that reading. `timealone.one_word` asks `month_of_thing` for a
match that is one word; `timemonthone` asks `attribute` (a noun after "the june one"). The
tags tell two more readings that are no time (`as_such`, asked by `timewords.as_word`): a
plural noun in the plain present after a month with nothing before it ("november babies
are the best", "january blues are real"): a kind of thing, as "a december baby"; and a verb
of the present right after it ("september feels like a fresh start", "november hits
different"): the month as such, as "december always drags".
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from memstream.encoders.times import timechat, timemonthcopula, timemonthdue, timemonthperiod
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timemonths import ahead, heading
from memstream.encoders.times.timephrases import month_for, season_now
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import CLAUSE_JOINS, MONTH, MONTHS

#: Months never a person's name; "august" only in lower case (a name: "August and I").
_NAMELESS = _words(
    "january february july september october november december "
    "august feb jul sep sept oct nov dec aug"
)
#: Words after a month that make it no attribute: being, helpers, joins and adverbs of
#: frequency or degree ("january is", "december always", "october and ...").
_NOT_NOUN = _words(
    "is was were will would has had have can could should might must does did do isn't "
    "wasn't won't always never usually still just already really so too very again also "
    "and or but then so because if when as for with to at in on before after until till "
    "from through since while once though vs versus by of about over around near like per "
    "lol haha"
)
#: Words that set a figure against another's ("moved 8% vs july").
_VERSUS = _words("vs vs. versus")
#: A side before "vs" that is people ("us vs november: 0-1"): a team, not a month.
_SIDE = re.compile(r"\b(us|we|me|them|you|him|her|they|i|u)\s+(vs\.?|versus)\s+$", re.I)
#: "a", "every", "each" right before the match: a kind of month ("a december baby").
_KIND = re.compile(r"\b(a|an|every|each)\s+$", re.I)
#: What ends a clause after a month: the text's end, a stop or an emoji, or a word that ends
#: the clause (CLAUSE_JOINS).
_CLAUSE_END = re.compile(rf"\s*($|[^\w\s'’]|{CLAUSE_JOINS}\b)", re.I)
_NOUN = re.compile(r"^(['’]s)?\s+([a-z][a-z-]*)\b(?!['’])")
#: A month no one is named after, or any month after a word that introduces it, and a word
#: that lists another after it ("feb or", "oct, ", "in june and"; not "june and" alone, a
#: name: "i saw june and april").
_MONTH_LISTED = re.compile(
    r"(?:\b(?:in|by|since|until|till|from|before|after|during|through)\s+(?:"
    rf"{MONTH}|may)|\b(?:january|feb(?:ruary)?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?))\.?\s*(?:,|/|&|\bor\b|\band\b)\s*$",
    re.I,
)


def listed(text: str, start: int) -> bool:
    """Whether the month that starts at `start` is listed right after another month ("feb or
    march", "oct, april"): a month too, as the one before it, not a name or a verb."""
    return bool(_MONTH_LISTED.search(text, max(0, start - 24), start))


def listed_after(tokens: list[tuple[int, str, str]], k: int) -> bool:
    """`listed` for the month at token `k` of a tagged text ("serviced in nov and march":
    the month, not the verb the tagger reads)."""
    return bool(_MONTH_LISTED.search(" ".join(t[1] for t in tokens[max(0, k - 3) : k]) + " "))


def month_of_thing(text: str, start: int, end: int, word: str, before: str) -> bool:
    """Whether the month alone `word` that ends the match text[start:end] (`before`: the
    word before it, lower case) is a time: any month after "for" in a clause of planning or
    heading a rota ("nothing booked for August", `timephrases.month_for`), or a subject that
    is here, over or ahead ("January is already over", "june is going to be insane"); one no
    one is named after, before a noun or a possessive's noun, after "for", or after "to" at
    the end of its clause."""
    word = word.rstrip(".,!?;:")
    if _KIND.search(text[:start]):
        return False  # "a december baby": a kind
    month = word.lower() in MONTHS
    if month and before == "for" and (month_for(text, start) or heading(text, start)):
        return True  # "haven't planned anything for July", "rota for december: ..."
    if (month or re.fullmatch(MONTH, word, re.I)) and timemonthdue.due_for(text, start, end):
        return True  # "the closing for jan has to be locked", "july's is due aug 5"
    if month and (season_now(text, end, True) or ahead(text, end, start)):
        return True  # "January is already over", "it was june when we moved"
    if month and listed(text, start) and not attribute(text, end):
        return True  # "receipts for feb or march"; not "the dec and march assemblies", kinds
    if before == "for" and timemonthperiod.account_for(text, start, end):
        return True  # "my mileage for march": the period an account is for
    if timemonthperiod.account_after(text, start, end):
        return True  # "june rent on both places": the month the rent is for
    if timemonthperiod.paired(text, start, end) and not attribute(text, end):
        return True  # "I did march and feb": paired with a month no one is named after
    if month and timemonthcopula.last_time(text, start, end):
        return True  # "last time we did it was march": when it was last done
    if month and timemonthcopula.changed_to(text, start, end):
        return True  # "was meant to finish in march, now it's april": where the plan went
    if word.lower() not in _NAMELESS or word == "August":
        return False
    if before == "for" or (before == "to" and _CLAUSE_END.match(text, end)):
        return True  # "going vegan for january", "it rolls to feb"
    if before in _VERSUS and _CLAUSE_END.match(text, end) and not _SIDE.search(text[:start]):
        return True  # "the forecast moved 8% vs july": the ground of a comparison
    if timemonthcopula.after_being(text, start, end) or timemonthcopula.meant(text, start, end):
        return True  # "last one was feb", "now its 'october'", "nov was meant to be"
    return attribute(text, end)


def attribute(text: str, end: int) -> bool:
    """Whether a noun or a possessive's noun follows the month that ends at `end`."""
    m = _NOUN.match(text[end : end + 40])
    if m is None or m.group(2) in _NOT_NOUN or m.group(2).endswith("ly"):
        return False
    return not timechat.no_noun(text, end + (len(m.group(1)) if m.group(1) else 0))


#: Events one plans ahead: a month's one is read in its sentence's tense ("our december
#: trip is booked", said in January, is the next December; "...was amazing" the last).
_EVENT = re.compile(
    r"^(['’]s)?\s+(trip|holiday|holidays|vacation|break|getaway|flights?|wedding|party|cruise|"
    r"visit|tour|concert|gig|festival)\b",
    re.I,
)


def just_ended(text: str, m: Mention, wall: datetime) -> Mention:
    """`m` on the month just ended alone when it is that month's thing ("january's stipend",
    said on 9 February), no event one plans ahead ("our december trip is booked"); on the
    current month when it is one people are named after before a noun of pay or records,
    said in it ("paid april rent", said on 1 April), and on the month just ended said in
    the month after it ("my august payslip has the wrong tax code", said on 3 September);
    else `m` as it is. The period of a thing due is the one nearest `wall`
    (`timemonthdue.nearest`: "PAYE for july is due", said on 7 August, is this July)."""
    due = timemonthdue.nearest(text, m, wall)
    if due is not None:
        return due
    word = m.text.rstrip(".")
    first = wall.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    paid = timemonthperiod.account_after(text, m.start, m.end)
    if paid:  # "paid april rent", said in April
        now = [o for o in m.occurrences if o.start == first]
        if now:
            return replace(m, chosen=now[0], occurrences=())
    elif word.lower() not in _NAMELESS or word == "August" or not attribute(text, m.end):
        return m
    if _EVENT.match(text[m.end : m.end + 30]):
        return m  # "our december trip is booked", said in January: the next one
    last = datetime(first.year - (first.month == 1), (first.month - 2) % 12 + 1, 1)
    ended = [o for o in m.occurrences if o.start == last and o.end == first]
    return replace(m, chosen=ended[0], occurrences=()) if ended else m


def settled_month(m: Mention) -> bool:
    """Whether `m` is a month alone `just_ended` settled: its text is still to be tagged."""
    return not m.recurring and m.text.lower().rstrip(".") in _NAMELESS


#: Verbs after a month that keep it a time: being, having ("january is already over").
_STATE = _words("is 's was has does")


def as_such(tokens: list[tuple[int, str, str]], words: list[int]) -> bool:
    """Whether the month alone at token `words[0]` (`tokens`: (offset, text, Penn tag)),
    with no determiner, possessive or preposition before it, heads a kind ("november babies
    are") or is the subject of a verb of the present ("september feels like"): no time."""
    if len(words) != 1 or tokens[words[0]][1].lower().rstrip(".") not in _NAMELESS:
        return False
    k = words[0]
    if k and tokens[k - 1][2] in ("DT", "PRP$", "POS", "IN", "TO", "CD"):
        return False  # "my october rent", "in october weddings are cheaper"
    nxt = [t[2] for t in tokens[k + 1 : k + 3]]
    word = tokens[k + 1][1].lower() if k + 1 < len(tokens) else ""
    if nxt[:1] == ["VBZ"] and word not in _STATE:
        return True  # "november hits different"
    return nxt == ["NNS", "VBP"]  # "october weddings are so pretty"
