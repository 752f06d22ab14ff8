"""Clues in the words around a time expression that set its tense whatever the verb: the
ground of a comparison ("better than in March", "1.16 today vs 1.19 in november": the
past; "late again like in march": `tenselikened`), a time looked back on ("back
in October": the past), a month an invoice bills ("invoice for jan": the nearest), what
comes next ("next up Leeds on Sunday": the future), a request with no verb ("vote by
friday pls": the future), a weekday in a list with no finite verb ("Leeds fri, York sun": a
plan's, the future), a state told with no subject ("closed thurs for stocktake": a notice,
the nearest), a countdown after the date ("march 8th, 6 weeks to prepare": the future), a
thing that dates from a day ("the ticket from feb 8": the past), a deadline for finished
work ("fence repair done by tues"), a condition after a part with no verb ("ride 9 am saturday
if the roads are dry"), a stretch something is good for ("good until the end of march"): the
future; an infinitive of purpose after the date ("return in the autumn to tune it"),
which gives way to the verb before it.
`tense` asks these.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from memstream.encoders.times.tensecounted import counted_record as counted
from memstream.encoders.times.tensefigure import figure_against
from memstream.encoders.times.tenselikened import announced_up, likened
from memstream.encoders.times.tensetokens import FINITE as _FINITE
from memstream.encoders.times.tensetokens import SENTENCE_ENDS as _SENTENCE_PUNCT
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.tensewith import with_subject
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS

_CLAUSE_PUNCT = frozenset({",", ";", ":", "--", "—", "(", ")"})


#: Words before "than" that make the date after it a choice or a deadline, not the ground
#: of a comparison ("in June rather than in March", "no later than March 4").
_NOT_GROUND = _words("rather sooner later earlier")


#: What stands for the thing compared between "than" and the date's preposition ("than the
#: one in june", "than the ones from april", "than those at easter"; not "than that", often
#: the whole of what was said: "i can't do more than that on friday").
_STAND_INS = _words("one ones those")
_PREPS = _words("in on at during from")
#: A share of the date between "than" and it ("than the whole of june", "than all of may").
_SHARES = _words("whole all most half rest")


def ground(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token i is the ground of a comparison ("better than in March",
    "busier than at Christmas", "cheaper than the one in june", "same as in august", "late
    again like in march", "more than the whole of june", not in a sentence with a modal:
    "we'll need more than half of august"): a time one knows, so told as past."""
    k = i - 1
    if k > 1 and tokens[k][1].lower() == "of" and tokens[k - 1][1].lower() in _SHARES:
        lo, hi = bounds(tokens, i, i + 1)
        if any(t[2] == "MD" or t[1].lower() == "gonna" for t in tokens[lo:hi]):
            return False  # "it'll take longer than all of september": a stretch ahead
        k -= 3 if tokens[k - 2][1].lower() == "the" else 2  # "than the whole of june"
    if k > 0 and tokens[k][1].lower() in _PREPS | {"last"}:
        k -= 1
    if k > 0 and tokens[k][1].lower() in _STAND_INS and tokens[k + 1][1].lower() in _PREPS:
        k -= 2 if k > 1 and tokens[k - 1][1].lower() == "the" else 1  # "than the one in june"
    if k > 0 and tokens[k][1].lower() == "as" and tokens[k - 1][1].lower() == "same":
        return True  # "same as in august": what it is compared with, a time one knows
    if likened(tokens, k):
        return True  # "late again like in march": the time a state is likened to
    if k > 1 and tokens[k][2] == "CD" and figure_against(tokens, k, *bounds(tokens, k, k + 1)):
        return True  # "1.16 today vs 1.19 in november": the figure it is weighed against
    if k < 0 or tokens[k][1].lower() != "than":
        return False
    return k == 0 or tokens[k - 1][1].lower() not in _NOT_GROUND


def looking_back(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token i comes after "back in" that follows no verb ("taking her
    in back in October", "way back in 2019"): a time looked back on, the past; not a return
    ("I'll be back in October", "she comes back in June", "taking march off, back in april")."""
    k = i - 1 if tokens[i][1].lower() == "in" else i - 2
    if k < 0 or tokens[k][1].lower() != "back" or tokens[k + 1][1].lower() != "in":
        return False
    before = tokens[k - 1] if k > 0 else None  # a word, no verb: not ", back in feb" either
    return bool(before and before[1].isalpha() and not before[2].startswith(("VB", "MD", "PRP")))


#: Pay and papers drawn up for a month once it is over ("my april payslip", "june sales").
_DRAWN_UP = _words(
    "payslip payslips paycheck paychecks paycheque paycheques wages salary bonus tips "
    "commission sales numbers figures stats report reports invoice invoices statement "
    "statements timesheet timesheets expenses mileage returns receipts"
)
#: Nouns of what is paid or drawn up by the month ("june rent", "april payslip").
_PAID = _DRAWN_UP | _words("rent pay bill bills fees")
#: Words of what is still ahead in the sentence ("my june paycheck comes next week").
_AHEAD = _words(
    "next tomorrow tmrw tmr due soon coming comes upcoming gonna gon advance upfront early"
)


def paid_period(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the month alone at tokens [i, j) is the period of the pay or papers named right
    after it, told as past: after a verb of the past ("paid june rent this morning", said in
    April, is the June before), or before pay or papers drawn up once the month is over
    ("my april payslip is wrong", said in June, is this April); neither with a modal or a
    word of what is ahead in its part ("paid july rent early", "my june paycheck comes next
    week")."""
    if j != i + 1 or j >= len(tokens) or tokens[i][1].lower()[:3] not in _MONTHS:
        return False
    noun = tokens[j][1].lower()
    if noun not in _PAID:
        return False
    lo, hi = bounds(tokens, i, j, SENTENCE_STOPS | {","})  # its part: not ", they'll fix it"
    if any(t[2] == "MD" or t[1].lower() in _AHEAD for t in tokens[lo:hi]):
        return False  # "paid july rent early", "my december bonus is gonna be huge"
    return noun in _DRAWN_UP or (i > 0 and tokens[i - 1][2] in ("VBD", "VBN"))


#: Papers drawn up for a period, around its end ("the invoice for jan").
_BILLED_AFTER = _words("invoice invoices statement statements payslip payslips receipt receipts")
_NUMBERED = _words("no number ref")
_MONTHS = _words("jan feb mar apr may jun jul aug sep oct nov dec")


def billed_after(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token i comes after "for" and an invoice, a statement or a
    payslip, with at most its number between ("invoice #2231 for jan", "the statement for
    march"): the period it bills, just over or coming, the nearest (not the tense of "is
    attached"); not "rent for september"."""
    month = tokens[i][1].lower().rstrip(".")
    if not (month[:3] in _MONTHS and month.isalpha()):
        return False  # a period: a month ("for jan"), not a day ("invoice for the 3rd")
    k = i - 1 if i > 0 and tokens[i - 1][1].lower() == "for" else -1
    for d in range(k - 1, max(-1, k - 6), -1):
        if tokens[d][1].lower() in _BILLED_AFTER:
            return True
        word = tokens[d][1].lower()
        if not (tokens[d][2] in ("CD", "NN", "NNP") or not word.isalpha() or word in _NUMBERED):
            return False  # "invoice #2231", "statement no. 14": its number
    return False


#: Words that announce what comes next, in a sentence of their own or a part of one that
#: has no verb: "next up", "up next", "coming up".
def next_up(tokens: Sequence[Token], i: int) -> bool:
    """Whether the part of its sentence before token i (back to a full stop or a comma)
    announces what comes next ("next up Chelsea on Saturday", "coming up: the finals"), or
    names the next thing with no verb ("Deployed at noon, next check at 6pm", "our next
    session Friday"); an emoji ends a sentence as a stop does ("we lost 🙈 next game sat")."""
    lo = i
    stops = _SENTENCE_PUNCT | _CLAUSE_PUNCT - {":"}
    while lo > 0 and tokens[lo - 1][1] not in stops and not emoji(tokens[lo - 1][1]):
        lo -= 1
    if announced_up(tokens, lo, i):  # not "damp coming up where the flood got to in feb"
        return True
    # a part with no verb headed by "next" and a noun: "..., next check at 6pm"
    while lo < i and tokens[lo][2] in ("DT", "PRP$"):
        lo += 1
    return (
        lo + 1 < i
        and tokens[lo][1].lower() == "next"
        and tokens[lo + 1][2].startswith("NN")
        and not any(tokens[k][2].startswith(("VB", "MD")) for k in range(lo, i))
    )


#: Verbs of getting ready for a date, done before it ("2 months to train"; not "2 months to
#: recover", after it).
_READY = "train|prepare|prep|plan|practi[sc]e|rehearse|study|revise|save|pack|get ready"
#: A countdown in a part of its own right after the date: how long is left until it
#: ("..., 2 months to train", "..., 6 weeks to go", "..., only 10 days left").
_COUNTDOWN = re.compile(
    rf"^, (only |just |still )?(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|"
    rf"a couple of) (more )?(days?|weeks?|months?|hours?|sleeps?) (to (go|{_READY})|left|away)\b",
    re.I,
)


def countdown(tokens: Sequence[Token], j: int) -> bool:
    """Whether the mention ending before token j is followed by a countdown to it after a
    comma ("booked the exam for march 3rd, 5 weeks to go"): the date is ahead,
    whatever the tense of the verb before it."""
    return bool(_COUNTDOWN.match(" ".join(t[1] for t in tokens[j : j + 8])))


#: Words of asking, which make a part with no verb a request ("answers by friday pls").
_REQUEST = _words("pls plz please plis pleaseee asap kindly")
#: Words of being free or ready for a slot, which make a part with no verb an offer, a
#: question of a plan or a promise ("free for a coffee mon after 4?", "or any time after 2
#: on tuesday", "ready wed after 3", "order due thurs").
_OFFER = _words("free available anytime ready due")


def verbless(tokens: Sequence[Token], lo: int, hi: int, i: int, j: int) -> bool:
    """Whether the part [lo, hi) has no verb outside the mention at tokens [i, j)."""
    return not any(tokens[k][2].startswith(("VB", "MD")) for k in range(lo, hi) if not i <= k < j)


#: Words of being good for a stretch before "till"/"until" ("good until the close of march").
_VALID = _words("valid good redeemable usable")
#: What opens a condition after a part with no verb ("meet 10 am sunday if it's dry").
_CONDITIONS = _words("if unless")


#: Participles of finishing a piece of work, which with "by" and no finite verb set a
#: deadline ("roof repair done by tues"); not a state reached, "all gone by friday 😂".
_FINISHED = _words(
    "done finished sorted fixed fitted completed repaired installed painted delivered "
    "submitted sent signed built patched replaced cleared tidied packed"
)
#: Present verbs of reckoning that may tell such a deadline ("he reckons done by wednesday");
#: not "says", which reads a status ("the app says delivered by tuesday"), nor "i think", a
#: recollection as often as a guess.
_RECKONING = _words("reckons reckon thinks figures")
#: Participles of a thing carried, a status ("she thinks delivered by tuesday").
_CARRIED = _words("delivered arrived sent received dispatched shipped posted")
#: Words that ask after a thing that should be there ("..., where is it??").
_WHERE = _words("where why")


def _participles(tokens: Sequence[Token], lo: int, hi: int, i: int, j: int) -> bool:
    """Whether the part [lo, hi) has no verb outside the mention at tokens [i, j) but past
    participles of finishing work ("roof repair done by tues"): a deadline, no finite verb;
    a present verb of reckoning may come before them ("he reckons done by wednesday") where
    the participle is no status of a thing carried and the sentence goes on with no past
    and no asking where ("he reckons done by friday, it wasn't")."""
    verbs = [k for k in range(lo, hi) if not i <= k < j and tokens[k][2].startswith(("VB", "MD"))]
    head = tokens[verbs[0]] if verbs[1:] else None  # "he reckons | done by wednesday"
    if head and head[1].lower() in _RECKONING and head[2] in ("VBZ", "VBP"):
        verbs, s_hi = verbs[1:], bounds(tokens, j - 1, j)[1]
        told = any(tokens[k][2] == "VBD" or tokens[k][1].lower() in _WHERE for k in range(hi, s_hi))
        if told or any(tokens[k][1].lower() in _CARRIED for k in verbs):
            return False  # "he reckons fixed by tues but it broke", "..., where is it??"
    return all(tokens[k][2] == "VBN" and tokens[k][1].lower() in _FINISHED for k in verbs)


def _alternative(tokens: Sequence[Token], lo: int, hi: int) -> bool:
    """Whether the part [lo, hi) is a question with no verb that offers another slot, a
    sentence of its own opened by "or" ("yoga at 6 tonight? or on sun at 10am?"): a plan
    asked about, ahead; not "or" after a comma ("we met mon, or was it tues?")."""
    if hi >= len(tokens) or tokens[hi][1] != "?" or lo >= hi:
        return False
    if lo > 0 and tokens[lo - 1][1].lower() == "or":  # "or" ends the part before it
        lo -= 1
    heads = lo == 0 or tokens[lo - 1][1] in _SENTENCE_PUNCT  # not "we met mon, or tues?"
    return heads and tokens[lo][1].lower() == "or"  # not "did you go sat or sun?"


def request(tokens: Sequence[Token], lo: int, hi: int, i: int, j: int) -> bool:
    """Whether the part [lo, hi) around the mention at tokens [i, j) has no verb and a word
    of asking or of being free ("free mon after 4?"), is a question offering another slot
    ("or on sun at 10am?"), a condition after it ("bike ride
    9 am saturday if the roads are dry"), or is a deadline ("pages 1-50 by monday", "fence
    repair done by tues", with a participle alone): a request, an offer or a plan, which
    looks ahead."""
    words = [tokens[k][1].lower() for k in range(lo, hi) if not i <= k < j]
    asks = any(w in _REQUEST or w in _OFFER for w in words) or "any time" in " ".join(words)
    asks = asks or (hi < len(tokens) and tokens[hi][1].lower() in _CONDITIONS)
    asks = asks or _alternative(tokens, lo, hi)
    # "by friday", "by eod friday", "by end of day thursday"
    by = any(tokens[k][1].lower() == "by" for k in range(max(lo, i - 4), min(i + 1, j)))
    if by and _participles(tokens, lo, hi, i, j):
        return True
    return asks and verbless(tokens, lo, hi, i, j)


def valid_until(tokens: Sequence[Token], i: int) -> bool:
    """Whether the mention at token i ends a stretch something is good for, told with no
    verb ("£120, valid till the end of august", "good until the 5th"): ahead; not "my pass
    was valid till may"."""
    k = i - 1 if i > 0 and tokens[i - 1][1].lower() != "the" else i - 2
    if k < 1 or tokens[k][1].lower() not in _UNTIL or tokens[k - 1][1].lower() not in _VALID:
        return False
    lo = k - 1
    while lo > 0 and tokens[lo - 1][1] not in _CLAUSE_PUNCT | _SENTENCE_PUNCT:
        lo -= 1
    return verbless(tokens, lo, k - 1, k - 1, k - 1)


def purpose(tokens: Sequence[Token], verbs: list[int], v: int, i: int, j: int) -> int:
    """The verb that sets the tense of the mention at tokens [i, j), `v` the nearest: not an
    infinitive of purpose after it ("she'll pop over in the autumn to paint the fence"), which
    has no tense of its own, where a verb comes before the mention: that one."""
    if v < j or tokens[v][2] != "VB" or tokens[v - 1][2] != "TO":
        return v
    return max((k for k in verbs if k < i), default=v)


_WEEKDAYS = frozenset(WEEKDAY_NUMBERS)
#: Words that tell of what is over, which make a list with no verb a record, not a plan.
_OVER = _words("yesterday ago last recap recapped wrap wrapped done highlights")


def planned_day(tokens: Sequence[Token], lo: int, hi: int, i: int, j: int) -> bool:
    """Whether the weekday at tokens [i, j) is a line of a plan told as a list with no finite
    verb but a notice's state, in the sentence [lo, hi) ("Leeds tonight, York fri, Hull sun",
    "swim on sat, intervals weds", "shut thurs, back to normal fri"): the coming one, as a
    schedule's days are; not a list of what is over ("recap: Leeds fri, York sat")."""
    words = [tokens[k][1].lower().rstrip(".") for k in range(lo, hi)]
    if not any(tokens[k][1].lower().rstrip(".") in _WEEKDAYS for k in range(i, j)):
        return False
    if "," not in words or _OVER & set(words):
        return False
    finite = [k for k in range(lo, hi) if tokens[k][2] in _FINITE and not i <= k < j]
    return all(notice(tokens, [k]) for k in finite)  # "shut thurs, back to normal fri"


#: Participles of a state a place is in on a day ("closed thurs for stocktake", "shut
#: monday"), told with no subject: a notice, not what happened.
_STATES = _words("closed shut")


#: Words after a state that tell how long it lasts ("closed till easter", "shut until mon").
_UNTIL = _words("till til until through thru")


#: Stops that end a sentence, and an emoji between words as one (`bounds`).
_FULL_STOPS = frozenset({".", "!", "?"})


def notice(tokens: Sequence[Token], group: list[int]) -> bool:
    """Whether the verb group is a state told with no subject ("closed thurs for
    stocktake"), with one and how long it lasts ("course closed till easter"), or after "with"
    and one ("w/ the office closed 27 dec-4 jan", `tensewith`): the day is the nearest one,
    not a past one."""
    v = group[-1]
    if tokens[v][1].lower() not in _STATES or group[0] != v:
        return False
    if v + 1 < len(tokens) and tokens[v + 1][1].lower() in _UNTIL:
        return True  # "course closed till easter": a notice of a stretch
    k = v - 1
    if with_subject(tokens, v, range(*bounds(tokens, v, v + 1, _FULL_STOPS))):
        return True  # "w/ the office closed 27 dec-4 jan": a state, no event
    return k < 0 or not tokens[k][2].startswith(("NN", "PRP", "DT", "CD", "EX", "WP"))


def plan_date(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) comes right after the noun "date" in a part with
    no verb ("rain date sunday", "new date the 14th"): a plan's date, ahead."""
    b = i - 1 if i > 0 and tokens[i - 1][1].lower() != "the" else i - 2
    if b < 0 or tokens[b][1].lower() != "date" or not tokens[b][2].startswith("NN"):
        return False
    lo = b
    while lo > 0 and tokens[lo - 1][1] not in _CLAUSE_PUNCT | _SENTENCE_PUNCT:
        lo -= 1
    hi = j
    while hi < len(tokens) and tokens[hi][1] not in _CLAUSE_PUNCT | _SENTENCE_PUNCT:
        hi += 1
    return verbless(tokens, lo, hi, i, j)


def emoji(word: str) -> bool:
    """Whether the token is an emoji or a pictograph ("🙄", "❤️"), no word and no stop."""
    return any(unicodedata.category(c) == "So" for c in word) and not any(c.isalnum() for c in word)


#: A clock time marked as one, as tokens ("9 pm", "10:30", "noon"; not "5 march").
_CLOCK_START = re.compile(r"^(([01]?\d|2[0-3])(:\d\d(?!\d)|\s?[ap]\.?m\b)|(noon|midnight)\b)", re.I)
#: Determiners of a thing one has or shows ("the receipt", "my pics", "those leftovers").
#: What numbers a thing, which makes it as definite as "the" ("ticket #8812", "order no 44").
_NUMBER_SIGNS = _words("# no number ref")
_THING_DETERMINERS = _words("the my your his her our their those these that this")
#: Nouns of time ("a week from monday" is an offset) and of what runs from a day on ("my
#: leave from monday", "the new hours from the 1st"): "from" is when they start.
_NOT_THINGS = _words(
    "day days week weeks weekend month months year years fortnight hour hours leave holiday "
    "holidays vacation break trip shift shifts schedule timetable rota contract rent price "
    "prices rate rates"
)


def dated_thing(tokens: Sequence[Token], k: int) -> bool:
    """Whether token k ends a noun phrase naming a thing with a definite determiner ("the
    receipt", "my holiday pics", "my 11 hrs overtime", "the one") or its number ("ticket
    #8812"; "ticket 4411", a record's 3 digits or more): "from" a date after it is where the
    thing dates from, gone by; not a clock time after "from" ("back at the Jazz Cafe from 8pm
    on the 5th"), nor a place after "at" ("back at the docks from july 7"): when it starts."""
    if k > 1 and tokens[k][2] == "CD" and tokens[k - 1][1].lower() in _NUMBER_SIGNS:
        return tokens[k - 2][2].startswith("NN")  # "ticket #8812 from monday": that one
    if k > 0 and _reference_number(tokens[k][1]) and tokens[k - 1][1].lower() in RECORDS:
        # "ticket 4411 from tuesday", "order 55120 from friday": a record's number
        return not _CLOCK_START.match(" ".join(t[1] for t in tokens[k + 2 : k + 4]))
    one = tokens[k][1].lower() == "one"  # "the one from april": a pronoun for a thing
    if not (tokens[k][2].startswith("NN") or one) or tokens[k][1].lower() in _NOT_THINGS:
        return False
    if _CLOCK_START.match(" ".join(t[1] for t in tokens[k + 2 : k + 4])):
        return False
    for d in range(k - 1, max(-1, k - 4), -1):
        word, tag = tokens[d][1].lower(), tokens[d][2]
        if word in _THING_DETERMINERS:  # not "our 3 nights from the 14th" (tensecounted)
            return tag in ("DT", "PRP$") and counted(tokens, d, k) and not _place_of_run(tokens, d)
        if not tag.startswith(("NN", "JJ", "CD")) or word in ("new", "next"):
            return False
    return False


def _place_of_run(tokens: Sequence[Token], d: int) -> bool:
    """Whether the noun phrase starting at token d follows "at" after a word that is no
    noun ("is back at the docks from july 7", "opens at the old depot from the 3rd"): a
    place where a run starts, no thing; not "the pics at the party from saturday", nor
    what one looks at ("staring at the bill from friday")."""
    if d < 2 or tokens[d - 1][1].lower() != "at" or tokens[d - 2][1].lower() in _ATTENTION:
        return False
    return not tokens[d - 2][2].startswith("NN")


#: Words whose "at" names what one looks at or reacts to, no place ("staring at the bill
#: from friday", "look at the footage from sunday's game": a thing dated then).
_ATTENTION = _words(
    "look looks looked looking stare stares stared staring glance glances glanced glancing "
    "peek peeks peeked peeking glare glares glared glaring laugh laughs laughed laughing "
    "point points pointed pointing smile smiled smiling yell yelled yelling shout shouted "
    "shouting mad angry"
)


#: Records that a number names, written on the day they date from ("ticket 4411"); not a
#: place ("room 204 from monday" may be where one is from then on).
RECORDS = _words(
    "ticket order invoice case claim ref reference booking job request incident complaint "
    "receipt quote parcel package shipment delivery application transaction txn"
)


def _reference_number(word: str) -> bool:
    """Whether `word` is a number of three digits or more that names one thing ("4411")."""
    return word.isdigit() and len(word) >= 3


#: What ends a sentence among the tagger's tokens (";" parts: a tense each).
SENTENCE_STOPS = frozenset({".", "!", "?", "\n", ";"})


def bounds(
    tokens: Sequence[Token], i: int, j: int, stops: frozenset[str] = SENTENCE_STOPS
) -> tuple[int, int]:
    """The run of tokens around [i, j) between two stop tokens: one of `stops`, or (where
    "." is one) an emoji between words, which chat writes for a full stop ("9 hrs 😴 back on
    friday")."""

    def stop(word: str) -> bool:
        return word.lower() in stops or ("." in stops and emoji(word))

    lo = i
    while lo > 0 and not stop(tokens[lo - 1][1]):
        lo -= 1
    hi = j
    while hi < len(tokens) and not stop(tokens[hi][1]):
        hi += 1
    return lo, hi
