"""The tense in which a sentence places each of its time expressions, from spaCy's tags.

A recurring mention ("in June", "on Tuesday", "the first week of April") names the occurrence
its clause talks about, so the tense is read around the mention, not over the whole text:
"I met Sam in June and we're getting married in April" has a past June and a future April.
The verb group nearest to the mention in its clause (else in its sentence) decides:

- will / 'll / going to / 'd / can ... (a modal), and the present ("the flight leaves on
  Monday", "I'm meeting them in June", "see you Friday"): the future;
- a verb of saying and a hedge before the mention, maybe with a noun between and no verb
  ("they said maybe jan.", "she reckons probably friday", "movers said delivery earliest
  the 28th"), not a noun and "from" ("the doc said probably a virus from the weekend": a
  cause's origin): a guess at a date ahead, unless the sentence goes on in the past after
  it ("he thought probably monday but it was sunday"): then as the rest reads;
- the past and the perfect ("we met in June", "I've had it since May"): the past;
- a past verb of planning ("we booked a cabin for the first week of April", "they postponed
  the wedding to June", "I asked for the 3rd off"): the future it planned, when the date
  follows the verb; a date before it tells when the planning happened ("On June 9 we paid
  the deposit", "in March I booked the flights"): the past. After a verb in the simple past,
  so does a date introduced by "in", "on", "during" or "last" ("I reserved the cabin in
  October"), unless a "for"/"to" phrase (the plan) comes between ("she invited us to her
  wedding in May") or an infinitive carries it ("we decided to repaint the house in
  October"); the present perfect cannot take a past date ("we've booked a holiday in
  August"): the plan's;
- a past verb of trading a day away with the day its object ("swapped my thursday for a
  late"): that day, ahead; so a day "blocked out" or "blocked off" ("i've blocked out thurs
  and fri for it"), kept free for a plan, unless the sentence tells it as past;
- a participle between an article and its noun ("wants a written statement by monday") is
  an adjective, no verb (tenseattributive.py);
- a past verb of planning that closes the thing a mention's name heads, with no subject
  and no object ("boxing day shift confirmed, 7am start"): the plan's, ahead;
- "next up", "up next", "coming up" before the mention in its part of the sentence ("Arsenal
  won last night!! next up Leeds on Sunday"), or "next" and a noun heading a part with no
  verb ("Merged at 14:05, next review at 5pm"): the future, whatever came before;
- a time of day that ends a part of its own after a comma, with a noun before it and no
  verb ("Ran errands all morning, pickup at 3:15"), or heads its sentence before a comma
  ("Bake sale at the school on Friday at 10, the twins have been baking all week") or before
  "and"/"but"/"so" and a subject of its own ("checkout at 11 and i've had 0 sleep"): a line of a
  schedule, the nearest occurrence, not the tense of the clause before it; after a plan
  told in the present or the future ("lunch is monday at 1, tour tuesday at 10"), and
  after "then" ("..., then dinner at 9"), the part goes on in the clause's tense;
- "have got" is the present of "have", "have to" an obligation, and a participle after a
  verb of wanting takes its tense ("we'd like it delivered fri"), so does a bare verb after
  a verb of perceiving and its object ("they saw it happen at 1am sunday": the past); a verb
  of saying right before a bare verb reports an instruction ("the doctor said come back
  thursday"): ahead, unless the sentence goes on in the past: tenseverbs.py;
- a part that goes on with a plan told before it in the present or the future ("goes up
  mon, tiles laid thurs-fri", "..., then we paint it over the weekend"): the future;
  an irregular past the tagger reads as a present ("she swam ... on monday"): the past
  (tenseplan.py);
- the ground of a comparison ("my blood pressure is better than in March"): the past, a
  time one knows; not a choice or a deadline ("rather than in May", "no later than March 4");
- "from" a date after a thing named with a definite determiner or its number ("I still
  have the ticket from feb 8", "the pics from saturday", "ticket #8812 from monday", a
  record's "ticket 4411 from tuesday"): where the thing dates from, the past, also in a
  verbless question ("..., ticket #448 from monday?" asks, proposes no plan); not after a
  change told in the present ("is being replaced by the e2 from the 28th": tensechange.py);
- a state that goes on "still" from an occasion on a day ("legs still aching from the hike
  on sunday"): the occasion, over; a sentence with no verb that announces an occasion on a
  weekday at a time of day ("quiz night at the red lion on sat at 7pm 🍻"): the coming one
  (tenseoccasion.py); what follows "note to self:" is a thing to do, ahead
  (tensereminder.py);
- a pronoun after a verb that is no auxiliary starts a clause of its own ("I can see it
  reached the depot on June 7": the past of "reached", not the "can" of "see"); after an
  auxiliary it is the subject inverted ("did you see the game on Sunday");
- a day right after "back" or "again" in a sentence with no verb ("back sat for the late
  shift", "footy training again sun"): a plan's, the coming one (tensereturn.py);
- a word of asking, or of being free or ready, in a part with no verb ("..., vote by friday
  pls", "ready wed after 3"), a deadline for finished work ("fence repair done by tues"), a
  condition after it ("ride 9 am saturday if the roads are dry") or a stretch something is good
  for ("good until the end of march"): a request, a promise or a plan, the future; an
  infinitive of purpose after the mention ("return in the autumn to tune it") has no
  tense: the verb before it sets it; words of a time
  expression are no verbs ("sat june 20th": not "sat");
- a weekday in a list with no finite verb ("Leeds tonight, York fri, Hull sun", "long run on
  sun, tempo tues"): a plan's day, the coming one; not after words of what is over
  ("recap: ...", "yesterday"); a state with no subject ("closed thurs for stocktake") is a
  notice, no past;
- a participle with no finite verb ("2 seats left for the 12th of feb"): the nearest; a bare
  verb ("let's do june 26") takes no tense from a past verb before it: the future;
- an emoji between words ends a sentence, as chat writes it ("the meeting ran 4 hrs 🙄 off
  til monday": not the "was" of the sentence before);
- "this weekend" told as past before this week's weekend has begun ("this weekend we went
  camping", said on a Monday): the weekend just gone (tensethisweekend.py);
- a weekday in a sentence with no verb at all and no word of a report ("library trip
  saturday", "open mic fri nite 8-11"): a notice's day, the coming one (tenseverbless.py);
- a weekday a thing or a request is meant for ("hasn't sent the menu for friday", "rang
  asking for friday"): the coming one (tenseforday.py); so is a day of the month a plan or
  a booking is for ("the booking for the 19th changed again", tensebookedfor.py);
- a verbless heading for a day before a colon ("shopping list for sat: ..."): the coming
  day (tenseforday.py); what a past verb of announcing made known "from" a time ("announced
  a walkout from 6am tuesday") and a departure booked by its clock time ("rebooked on the
  02:40 wed"): ahead (tenseannounced.py, tenseservice.py);
- a slot booked in ("booked in friday"), asked for ("got anything thurs?"), or left ("only
  slot left was sun"): ahead; an item ticked off ("wax on tues ✅"): done (tenseslots.py);
- a date right after "dated" ("the blue pages dated 2/24"): the day a paper was written,
  gone by; not one still to be dated or dated ahead ("will be dated the 20th", "is dated
  march 1, starts then": tensepaperdate.py);
- a clock time something was meant or supposed to happen at ("was meant to be at work for
  8", said at 06:20): the nearest, ahead or behind (tensecopula.py); so one told in the
  present, or after a noun with the sentence going on in the present ("im meant to finish at
  7:30", said at 03:21): the plan, still open; but one overtaken by a clause in the simple
  past with a clock time of its own a little later ("lorry was meant to tip at 10 and rocked
  up at 11:50"): the past, and that clause's time is its own verb's (tensemeant.py);
- a clock time after "since" and an event ("it's been open since the test at 3", said at
  22:00): gone by, 15:00 that day; not a "since" of "because" ("since the meeting at 3 is
  cancelled ...": the sentence's tense; tensesinceevent.py);
- a participle of planning and "to" with no subject ("rostered to sign on saturday at 0350"):
  the plan's, ahead; not one the sentence goes on to tell in the past ("rostered to close on
  monday and nobody came in"), and chat's "re" of "theyre" is a present only where no past
  clause follows ("theyre closed on monday so we went tues": the past; tensepastafter.py);
- a clock time told ahead after "from" and those a plan is for ("running shuttles for the
  guests from 2"): the plan's start, no thing's date ("we'll reheat the pasta from 7": the
  leftovers', the past; tensedated.py);
- the past progressive ("she was coming for Christmas"), a verb whose past and present look
  alike ("I quit sugar in November"), or no verb at all: the nearest occurrence.

The verb group and the tense it reads as (modals, the perfect, verbs of planning) are in
tensegroup.py; this module picks the group for a mention and the clues around it, and
tenseresolve.py reads each text with it (`resolve_times`, the entry).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from memstream.encoders.times.tenseannounced import announced_from
from memstream.encoders.times.tenseattributive import not_attributive
from memstream.encoders.times.tensebookedfor import booked_for
from memstream.encoders.times.tenseclues import (
    SENTENCE_STOPS,
    billed_after,
    bounds,
    countdown,
    emoji,
    ground,
    looking_back,
    next_up,
    notice,
    paid_period,
    plan_date,
    planned_day,
    purpose,
    request,
    valid_until,
    verbless,
)
from memstream.encoders.times.tensecoming import coming
from memstream.encoders.times.tensecopula import fell_through
from memstream.encoders.times.tensedated import dated_from, numbered_from
from memstream.encoders.times.tenseforday import headed_for, meant_for
from memstream.encoders.times.tenseforecast import forecast
from memstream.encoders.times.tensefrom import starts_from
from memstream.encoders.times.tensegroup import ACT_INTROS as _ACT_INTROS
from memstream.encoders.times.tensegroup import PLAN_INTROS as _PLAN_INTROS
from memstream.encoders.times.tensegroup import PLANNING as _PLANNING
from memstream.encoders.times.tensegroup import classify as _classify
from memstream.encoders.times.tensegroup import intro, judged, plan_settled, reported
from memstream.encoders.times.tensegroup import verb_group as _group
from memstream.encoders.times.tenseguess import attributed, guessed, said_hedged
from memstream.encoders.times.tensemeant import meant_open, overtaken, resumed
from memstream.encoders.times.tenseoccasion import announced
from memstream.encoders.times.tenseoverdue import overdue_clock
from memstream.encoders.times.tensepaperdate import dated_past
from memstream.encoders.times.tenseparticiple import participle_tense
from memstream.encoders.times.tenseparts import own_part
from memstream.encoders.times.tenseplan import continues_past, continues_plan
from memstream.encoders.times.tensepurpose import for_event
from memstream.encoders.times.tensequestions import proposal
from memstream.encoders.times.tensereturn import returning
from memstream.encoders.times.tenseservice import booked_service
from memstream.encoders.times.tensesinceevent import since_event
from memstream.encoders.times.tenseslots import asked_slot, offered_slot, particle_in, ticked
from memstream.encoders.times.tensesupposed import fell_through_day, moved_now
from memstream.encoders.times.tensetokens import FINITE as _FINITE
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.tenseverbless import verbless_notice
from memstream.encoders.times.tenseverbs import got_ahead, instructed, perceived, wanted
from memstream.encoders.times.tensewith import main_verbs
from memstream.encoders.times.timephrases import season_over
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timerules import Tense
from memstream.encoders.times.timevocab import BECAUSE_WORDS, MONTHS, SEASONS

_BARRIERS = _words(
    "and but or so because when while after before until if since that which who though "
    "although once unless whereas"
) | frozenset(BECAUSE_WORDS)  # chat's "because" too
_CLAUSE_PUNCT = frozenset({",", ":", "--", "—", "(", ")"})
_SENTENCE_PUNCT = SENTENCE_STOPS


class Tagger(Protocol):
    """What tags a batch of texts (the spaCy `EntityExtractor`)."""

    def tagged(self, texts: Sequence[str]) -> list[list[Token]]: ...


def tense_at(tokens: Sequence[Token], start: int, end: int, clock: bool = False) -> Tense:
    """The tense in which the tagged text places the mention at characters [start, end);
    `clock`: the mention is a time of day."""
    tense, group = _tense_group(tokens, start, end)
    inside = [k for k, t in enumerate(tokens) if start <= t[0] < end]
    if not inside:
        return tense
    i, j = inside[0], inside[-1] + 1
    if ticked(tokens, i, j):
        return Tense.PAST  # "wax on tues ✅": an item ticked off, done
    if dated_past(tokens, i, j):
        return Tense.PAST  # "the pages dated 2/24": the day they were written, gone by
    after = " ".join(t[1] for t in tokens[j : j + 6])
    if tokens[j - 1][1].lower() in SEASONS | MONTHS and season_over(after):
        return Tense.PAST  # "summer is over", "January is already over": the latest begun
    if tense is not Tense.FUTURE and forecast(tokens, group, i):
        return Tense.FUTURE  # "storm expected sat night": ahead
    if clock and tense is not Tense.PAST and since_event(tokens, i):
        return Tense.PAST  # "it's been open since the test at 3", said at 22:00: gone by
    if clock and tense is Tense.FUTURE and overdue_clock(tokens, group, j):
        return Tense.PAST  # "he said he'd come at 5 and it's been 2 hrs": gone by
    if tense is Tense.PAST and moved_now(tokens, i, j):
        return Tense.FUTURE  # "delivery slipped again, now aug 12": where it goes
    if booked_for(tokens, i, j):
        return Tense.FUTURE  # "the booking for the 19th changed again": the day it is for
    if meant_for(tokens, group, tense, i, j) or headed_for(tokens, i, j):
        return Tense.FUTURE  # "hasn't sent the menu for friday": the day it is meant for
    if tense is Tense.PAST and announced_from(tokens, group, i, j):
        return Tense.FUTURE  # "announced a walkout from 6am tuesday": what runs from then
    if tense is Tense.PAST and booked_service(tokens, group, i, j):
        return Tense.FUTURE  # "rebooked on the 02:40 wed": the departure booked, ahead
    if tense is Tense.PAST and for_event(tokens, group, i, j):
        return Tense.FUTURE  # "rented a van for saturday's move": the event planned
    if tense is Tense.PAST and got_ahead(tokens, group, j, i):
        return Tense.FUTURE  # "got a slot at the quiz night on weds, nervous": ahead
    if tense is Tense.PAST and (asked_slot(tokens, group, i, j) or offered_slot(tokens, group, i)):
        return Tense.FUTURE  # "got anything thurs?", "only slot left was sun": a slot ahead
    dated = dated_from(tokens, i, j, group, clock and tense is Tense.FUTURE)
    if next_up(tokens, i) or countdown(tokens, j) or coming(tokens, i) or guessed(tokens, i, j):
        return Tense.FUTURE  # "next up Leeds on Sunday", "march 8th, 6 weeks to prepare"
    if proposal(tokens, i, j) and not (dated and numbered_from(tokens, i)):
        return Tense.FUTURE  # "drinks at 7 on thurs?"; not "..., ticket #448 from monday?"
    if not group and returning(tokens, i, j):
        return Tense.FUTURE  # "back sat for the late shift", "footy training again sun"
    if clock and tense is Tense.NEAREST and not group and starts_from(tokens, i, j):
        return Tense.FUTURE  # "drinks at mine from 5": when it starts, ahead
    if clock and tense is Tense.NEAREST and not group and announced(tokens, i, j):
        return Tense.FUTURE  # "quiz night at the red lion on sat at 7pm 🍻": a notice
    meant = clock and tense is Tense.PAST and fell_through(tokens, i) and not resumed(tokens, i)
    if meant and overtaken(tokens, i, j):
        return Tense.PAST  # "lorry was meant to tip at 10 and rocked up at 11:50": gone by
    if tense is Tense.PAST and (meant or fell_through_day(tokens, i, j)):
        return Tense.NEAREST  # "was meant to be at work for 8", said at 06:20: today's
    if clock and tense is Tense.PAST and meant_open(tokens, i, j):
        return Tense.NEAREST  # "im meant to finish at 7:30", said at 03:21: the plan's
    if ground(tokens, i) or looking_back(tokens, i):
        return Tense.PAST  # "my blood pressure is better than in March", "back in October"
    if tense is not Tense.PAST and paid_period(tokens, i, j):
        return Tense.PAST  # "my april payslip is wrong", said in June: this April
    if billed_after(tokens, i):
        return Tense.NEAREST  # "invoice #2231 for jan" said in February: the one just over
    own = i > 0 and tokens[i - 1][2] == "PRP$" and j < len(tokens) and tokens[j][1].isalpha()
    if clock and tense is Tense.PAST and own and tokens[j][2].startswith("NN"):
        return Tense.NEAREST  # "skipped lunch before my 2:40 exam": the one that day
    if clock and _schedule_line(tokens, i, j):
        # "Ran errands all morning, pickup at 3:15": not the errands'; a line of a plan
        # told in the present or the future is the plan's ("lunch is monday at 1,
        # tour tuesday at 10"), and so is a notice's day ("portraits at 7:50pm on the 27th")
        notice = tense is Tense.NEAREST and not group and verbless_notice(tokens, i, j)
        return Tense.FUTURE if tense is Tense.FUTURE or notice else Tense.NEAREST
    if tense is Tense.PAST and _event_line(tokens, i, j):
        return Tense.NEAREST  # "we lost last night, rematch on the 30th": not the loss's
    if plan_date(tokens, i, j):
        return Tense.FUTURE  # "rain date sunday", "new date the 14th": a plan's
    if dated:
        return Tense.PAST
    if tense is Tense.NEAREST and not group and verbless_notice(tokens, i, j):
        return Tense.FUTURE  # "library trip saturday": a notice's day, the coming one
    return tense


def _schedule_line(tokens: Sequence[Token], i: int, j: int, heading: bool = True) -> bool:
    """Whether the mention at tokens [i, j) ends a part of its own after a comma, with a
    noun before it and no verb ("Ran errands all morning, pickup at 3:15", "lunch at 1"): a
    line of a schedule, in no tense of the clause before it; with `heading`, also a part
    that heads its sentence before a comma."""
    lo, hi = bounds(tokens, i, j, _SENTENCE_PUNCT | _CLAUSE_PUNCT | _BARRIERS)
    # after a comma, or heading its sentence before one ("Egg hunt at grandma's on Sunday
    # at 11, the kids have been counting down"); not "..., then dinner at 9": what follows
    after_comma = lo > 0 and tokens[lo - 1][1] == ","
    # an emoji ends a sentence as a stop does ("we're on!! 🚤 boats out at 6:30, ...")
    head = lo == 0 or tokens[lo - 1][1] in _SENTENCE_PUNCT or emoji(tokens[lo - 1][1])
    at_head = head and hi < len(tokens) and _part_ends(tokens, hi)
    if (
        not (after_comma or (heading and at_head))
        or tokens[lo][1].lower() == "then"
        or any(tokens[k][2].startswith(("VB", "MD")) for k in range(lo, hi) if not i <= k < j)
    ):
        return False
    return any(tokens[k][2].startswith("NN") for k in range(lo, i))


def _part_ends(tokens: Sequence[Token], hi: int) -> bool:
    """Whether the part ends at token hi with a comma, or with "and", "but" or "so" before a
    subject of its own ("checkout at 11 and i've had no sleep": the subject's clause), not one
    told in the simple past ("bed at 2 and i was up at 6": the past, that clause's tense)."""
    if tokens[hi][1] == ",":
        return True
    joined = tokens[hi][1].lower() in ("and", "but", "so") and hi + 1 < len(tokens)
    if not (joined and tokens[hi + 1][2] == "PRP"):
        return False
    # a simple past after the subject tells the line as gone ("bed at 2 and i was up at 6")
    verb = next((t[2] for t in tokens[hi + 2 :] if t[2].startswith(("VB", "MD"))), "")
    return verb != "VBD"


def _event_line(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the date at tokens [i, j) ends a line of its own after a comma that names an
    event with a common noun ("we lost last night, rematch on the 30th"); not a name that
    goes on with the clause before ("We went to Paris, London in June": the past); a pronoun
    only as a preposition's object ("..., mgmt meeting about it on tuesday"), and not as the
    company of a visit told in the past before the comma ("visited my nan, tea with her on
    sunday": what the visit held, the past)."""
    if not _schedule_line(tokens, i, j, heading=False):
        return False
    lo, _ = bounds(tokens, i, j, _SENTENCE_PUNCT | _CLAUSE_PUNCT | _BARRIERS)
    named = any(tokens[k][2] in ("NNP", "NNPS", "PRP$") for k in range(lo, i))
    subject = any(tokens[k][2] == "PRP" and tokens[k - 1][2] != "IN" for k in range(lo, i))
    company = any(
        tokens[k][2] == "PRP" and tokens[k - 1][1].lower() == "with" for k in range(lo, i)
    )
    return not (named or subject or (company and _told_past(tokens, lo)))


def _told_past(tokens: Sequence[Token], lo: int) -> bool:
    """Whether the sentence before token lo has a simple past ("went to my parents, ...")."""
    k = lo - 1
    while k >= 0 and tokens[k][1] not in _SENTENCE_PUNCT:
        if tokens[k][2] == "VBD":
            return True
        k -= 1
    return False


def _tense_group(tokens: Sequence[Token], start: int, end: int) -> tuple[Tense, list[int]]:
    """The tense of the mention at characters [start, end) and the verb group that set it."""
    inside = [k for k, t in enumerate(tokens) if start <= t[0] < end]
    if not inside:
        return Tense.NEAREST, []
    i, j = inside[0], inside[-1] + 1
    s_lo, s_hi = bounds(tokens, i, j, _SENTENCE_PUNCT)
    c_lo, c_hi = bounds(tokens, i, j, _SENTENCE_PUNCT | _CLAUSE_PUNCT | _BARRIERS)
    c_lo, c_hi = max(c_lo, s_lo), min(c_hi, s_hi)
    b = i - 1
    while b > 0 and tokens[b][1].lower() == "the":  # "moved to the | end of May"
        b -= 1
    before = tokens[b][1].lower() if b >= 0 else ""
    if tokens[i][1].lower() in _PLAN_INTROS | _ACT_INTROS:
        before = intro(tokens, i, j)
    before = particle_in(tokens, i, before)  # "booked in friday": a particle, "for"
    if request(tokens, c_lo, c_hi, i, j) or valid_until(tokens, i):
        return Tense.FUTURE, []  # "..., vote by friday pls", "valid till may": ahead
    if c_lo > s_lo and tokens[c_lo - 1][1].lower() == "so" and verbless(tokens, c_lo, c_hi, i, j):
        return Tense.FUTURE, []  # "i applied 3 weeks ago so maybe monday?": what follows
    if planned_day(tokens, s_lo, s_hi, i, j):
        return Tense.FUTURE, []  # "Leeds tonight, York fri, Hull sun": a plan's days
    told = any(tokens[k][2] == "VBD" for k in range(j, s_hi))  # "..., it came wed": past
    if said_hedged(tokens, i) and not told:
        return Tense.FUTURE, []  # "they said maybe jan", "said delivery earliest the 28th"
    when = [k for k in range(j + 1, min(j + 4, s_hi)) if tokens[k][2] == "VBD"]
    if j < s_hi and tokens[j][1].lower() == "when" and when:
        return Tense.PAST, when[:1]  # "recall the 9th of may when we lost the keys"
    for lo, hi in ((c_lo, c_hi), (s_lo, s_hi)):
        verbs = [
            k
            for k in range(lo, hi)
            if (k < i or k >= j) and (tokens[k][2].startswith("VB") or tokens[k][2] == "MD")
        ]
        verbs = own_part(tokens, verbs, i, j) if lo == s_lo else verbs  # not "..., x went"
        verbs = main_verbs(tokens, verbs)  # "with the gym closed on the 24th i'll run"
        verbs = not_attributive(tokens, verbs)  # "wants a written statement by monday"
        if verbs:
            v = min(verbs, key=lambda k: (i - k, 0) if k < i else (k - j + 1, 1))
            v = purpose(tokens, verbs, v, i, j)  # "call round in the autumn to sweep it"
            v = wanted(tokens, s_lo, v)  # "we'd like 40 loaves delivered fri": the wanting
            v = perceived(tokens, s_lo, v)  # "they saw it happen at 1am sunday": the seeing
            v = attributed(tokens, verbs, v, i, j)  # "clear by thursday they said": "should"
            if lo == s_lo and v >= c_hi and tokens[v][1].lower() in _PLANNING:
                return Tense.FUTURE, [v]  # "offsite sept 14-16, flights booked": a plan
            if lo == c_lo and plan_settled(tokens, j, v, c_hi, s_hi):
                return Tense.FUTURE, [v]  # "boxing day shift confirmed": a plan
            if v == i - 1 and j in verbs and tokens[j][2] in _FINITE:
                v = j  # a subject's own verb: "can't believe christmas was 9 days ago"
            group = _group(tokens, v, s_lo, s_hi)
            if lo == c_lo and continues_plan(tokens, s_lo, c_lo, group):
                return Tense.FUTURE, group  # "comes down fri, walls painted sat-sun"
            if notice(tokens, group):
                return Tense.NEAREST, group  # "closed thurs for stocktake": a notice
            if not any(tokens[k][2] in _FINITE | {"TO", "VB"} for k in group):
                # a participle takes its tense from the finite verb before it ("we went
                # apple picking in September"); "to be ready by 7:30", "let's do june 26"
                # look ahead; with none, a state ("2 seats free for the 5th"): the nearest
                finite = [k for k in verbs if k < group[0] and tokens[k][2] in _FINITE]
                if finite:
                    group = _group(tokens, finite[-1], s_lo, s_hi)
                elif continues_past(tokens, s_lo, c_lo, group):
                    return Tense.PAST, group  # "... a week ago, refund cleared on tues"
                elif any(tokens[k][2] == "VBN" for k in group):
                    return participle_tense(tokens, s_lo, i, group), group
            between = [tokens[k][1].lower() for k in range(group[-1] + 1, i)]
            told = reported(tokens, j, s_hi)
            # "booked the flights: in on the 2nd, out on the 6th, great trip": the trip had
            told = told or (":" in between and judged(tokens, j, s_hi))
            if group[0] < i and instructed(tokens, group) and not told:
                return Tense.FUTURE, group  # "the doctor said come back thursday": ahead
            return _classify(tokens, group, before, group[0] < i, between, told), group
    return Tense.NEAREST, []
