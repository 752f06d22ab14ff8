"""A verb group and the tense it places a mention in: the group around a verb (auxiliaries,
"to", adverbs, an inverted subject: "did you see", a question's noun one: "did lena
leave"), whether it looks ahead (a modal, "will",
"going to"), and its tense (`classify`): a modal or "going to" the future, the past and the
perfect the past (not one denied of beginning whose subject is the mention: "black friday
hasn't even started" is still ahead; "the shoes i bought on friday haven't arrived" is
not), a past verb of planning the future it planned ("we booked a cabin for April")
unless the date tells when the planning happened ("I reserved the cabin in October"), so
a participle of planning after the verb's object ("got mom booked for saturday") and a shift
taken ("picked up one for wed night", "picked up sat 4-10"): ahead; the
date a thing is backdated to is gone by ("it's backdated to 4 sept": the past).
`tense._tense_group` picks the group and asks these.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from memstream.encoders.times.tenseattributive import attributive
from memstream.encoders.times.tensefixedfor import fixed_for, had_then
from memstream.encoders.times.tensemovedto import (
    APPROVING,
    THROUGH_WORDS,
    approved_ahead,
    granted_until,
    moved_through,
)
from memstream.encoders.times.tensepastafter import be_now, planned_to, rostered_past
from memstream.encoders.times.tenseplan import INVARIANT
from memstream.encoders.times.tensesaidstate import said_until
from memstream.encoders.times.tensetokens import FUTURE_MODALS, Token
from memstream.encoders.times.tenseverbs import have_got, obliged
from memstream.encoders.times.timeholidayoccasion import OCCASIONS
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timerules import Tense

_FUTURE_WORDS = frozenset({"will", "'ll", "shall", "wo", "gon", "gonna", "'d", "would"})
_MODALS_PAST = frozenset({"have", "'ve"})  # "should have gone"
_HAVE = frozenset({"have", "has", "had", "'ve", "'d", "having"})
_BE_PAST = frozenset({"was", "were"})
#: "re" is chat's "'re" the tagger splits from "theyre", "youre" ("if theyre not sealed by
#: monday": the present passive, ahead).
_BE_PRESENT = frozenset(
    {"am", "is", "are", "'m", "'re", "re", "'s", "be", "being", "get", "gets", "getting"}
)
_AUXILIARIES = _HAVE | _BE_PAST | _BE_PRESENT - {"get", "gets", "getting"} | _words("do does did")
#: Past verbs whose object is a plan: the date they carry is the plan's; so are those of
#: putting a date forward ("she offered monday 23rd instead", "they suggested the 28th"),
#: not a date they were made on ("she offered me a lift on monday").
PLANNING = _words(
    "booked reserved scheduled planned arranged invited registered enrolled signed decided "
    "promised agreed set organized organised confirmed offered suggested rostered"
)
#: Verbs of putting a date forward: the plan's date is their object ("offered sunday
#: brunch"), not one after a "for" phrase ("offered £200 for the sofa on sunday", "suggested
#: a name for the dog on monday": the day of the offer).
_PUTTING_FORWARD = _words("offered suggested")
#: Past verbs that plan only with "for" ("I asked for the 3rd off", "picked up one for
#: wed", "got the van sorted for the 20th") or "to" ("moved it to March 2"):
#: "we moved in March", "sorted the garage in may" are the past; "locked", "pencilled",
#: "slotted" plan so unless the words after tell the past (tensefixedfor.py).
_PLANNING_FOR = frozenset(
    {"asked", "requested", "applied", "put", "ordered", "bought", "picked", "sorted"}
)
#: Participles of a plan after the verb's object ("got mom booked for sat", "got the van
#: sorted for the 20th").
_SET_FOR = PLANNING | {"sorted"}
#: Past verbs that plan with "for" ("found a sitter for friday", "I volunteered for the
#: 12th") only where nothing after them reports it as past ("found a cottage for christmas
#: and it snowed", "volunteered for sunday, it was chaos": the past).
_FINDING_FOR = frozenset({"found", "volunteered"})
_PLANNING_TO = frozenset(
    {"moved", "pushed", "postponed", "delayed", "rescheduled", "changed", "shifted", "bumped"}
    | {"flexed", "brought", "switched", "rebooked", "rearranged", "renewed", "extended"}
)
#: Words that bring the date a thing was moved or stretched to ("extended it thru nov 10";
#: chat's "til", "thru", "through" only as `moved_through` allows).
_TO_WORDS = frozenset({"to", "until", "till"}) | THROUGH_WORDS
#: Past verbs of telling someone what to do: with "to" and a verb right after ("they said
#: not to plant out until may 15", "was told to call back on monday"), the date is the
#: instruction's, ahead.
_TELLING = _words("said told advised warned reminded asked")
#: Past verbs of trading a day away, whose object is the day ("swapped my thursday for a
#: late", "traded the 9th with sam"): a day not yet had, ahead.
_TRADING = frozenset({"swapped", "traded", "swopped"})
#: A past verb of taking a shift up, the day its object ("picked up sat 4-10"): ahead.
_TAKING_UP = (["picked"], ["up"])
#: Words that end a clause, going on from a verb.
_CLAUSE_ENDS = frozenset({",", ".", "!", "?", ";", "and", "but", "so"})


def _fetched(tokens: Sequence[Token], group: list[int]) -> bool:
    """Whether "from" follows the verb `group` in its clause: someone picked up from a
    place ("picked up thursday at 9pm from heathrow": the day they were fetched, gone by),
    no shift taken."""
    for k in range(group[-1] + 1, len(tokens)):
        word = tokens[k][1].lower()
        if word in _CLAUSE_ENDS:
            return False
        if word == "from":
            return True
    return False


#: Words after a mention that report what happened ("... 3 days ago", "... last week").
_AGO = frozenset({"ago", "yesterday"})
_LAST_UNITS = frozenset({"night", "week", "weekend", "month", "year", "time"})
#: What may come between such a verb and the day it trades.
_DETERMINERS = frozenset({"my", "our", "his", "her", "their", "the", "this"})
#: Verbs of moving that also take the new date with "for" ("rescheduled for Friday").
_MOVING_FOR = frozenset({"rescheduled", "postponed", "bumped", "flexed", "rebooked", "pushed"})
#: Words that introduce a date after a verb of planning as the act's ("booked them in May").
ACT_INTROS = frozenset({"in", "on", "during", "last"})
#: Words that introduce the plan after a verb of planning ("booked a cabin for ...").
PLAN_INTROS = frozenset({"for", "to", "until", "till"})
#: The present perfect, which takes no past date ("we've booked a holiday in August").
_PRESENT_PERFECT = frozenset({"have", "has", "'ve"})
#: Participles of beginning or arriving: denied in the present perfect, what is still ahead.
#: Where a day blocked out is forgotten, not kept free ("blocked out monday from my memory").
_FORGOTTEN = _words("memory memories mind head brain")
_BEGUN = _words("started begun arrived come happened opened kicked landed launched")
#: Words that introduce a mention as no subject ("the shoes i bought on friday haven't
#: arrived": the buying's day, not what has not begun).
_PREPOSITIONS = _words("on in at from for since by during of until till after before to")


def _aux_like(tag: str, word: str) -> bool:
    return tag.startswith("VB") or tag in ("MD", "TO", "RB") or word in ("n't", "not", "never")


def _auxiliary(token: Token) -> bool:
    """An auxiliary that may come before its subject ("did you see", "can we meet"); not a
    verb whose object is the subject of the next ("I can see it left on March 4")."""
    return token[2] == "MD" or token[1].lower() in _AUXILIARIES


#: The auxiliaries of a question whose noun subject joins the verb group.
_ASKING_DO = frozenset({"did", "does", "do"})


def _asked_of(tokens: Sequence[Token], j: int, lo: int, tag: str) -> bool:
    """Whether token `j`, a noun, is the subject of a question's inverted "did"/"does" right
    before it that opens its sentence, alone or after a word of asking ("did something
    happen", "why did lena leave"); not a noun after a verb ("the kids have sarah"), nor
    after "has" ("has anyone seen the rota for july": the rota's month, not the seeing's)."""
    if tag not in ("NN", "NNP") or j - 1 < lo or tokens[j - 1][1].lower() not in _ASKING_DO:
        return False
    return j - 2 < lo or tokens[j - 2][2].startswith("W")


def verb_group(tokens: Sequence[Token], v: int, lo: int, hi: int) -> list[int]:
    """Indexes of the verb group around token `v` (auxiliaries, "to", adverbs; a subject
    between an inverted auxiliary and its verb: "did you see", and a question's noun one:
    "did lena leave"); not back across "so" after a
    word that is no auxiliary ("failed so trying": two clauses; "was so looking": one)."""
    group = [v]
    j = v - 1
    while j >= lo and len(group) < 7:
        word, tag = tokens[j][1].lower(), tokens[j][2]
        if word == "so" and j > lo and not _auxiliary(tokens[j - 1]):
            break  # "the oven failed so trying again wed": "so" starts a clause of its own
        if _aux_like(tag, word):
            group.insert(0, j)
        elif (
            (tag == "PRP" or _asked_of(tokens, j, lo, tag))
            and j - 1 >= lo
            and _auxiliary(tokens[j - 1])
        ):
            group[:0] = [j - 1, j]
            j -= 1
        else:
            break
        j -= 1
    j = v + 1
    while j < hi and len(group) < 9 and _aux_like(tokens[j][2], tokens[j][1].lower()):
        if attributive(tokens, j):
            break  # "wants corrected file by thursday": the file's adjective, no perfect
        group.append(j)
        j += 1
    return group


#: A clock time written with its minutes ("7:30").
_CLOCK = re.compile(r"^\d{1,2}[:.]\d{2}$")


def _dates_the_act(
    words: list[str], tags: list[str], before: str, between: list[str], told: bool = False
) -> bool:
    """Whether a date after a past verb of planning tells when the planning happened: "in",
    "on", "during", "last" after a simple past, with no infinitive ("decided to repaint"),
    no "for"/"to" phrase before the date ("invited us to her wedding in May"; but one after
    a verb of putting forward, "offered £50 for the bike on friday", is the offer's) and no list
    of things booked with their own clock times before it, nor a colon that opens the plan's
    details ("booked the flights: out on the 21st"), unless the words after the date
    tell it as past (`told`: "arranged the lot, taxi 5:15, and the hotel in may, it was
    perfect": the act's; after a colon also a judgment of the occasion as had, `judged`:
    "booked the flights: in on the 2nd, out on the 6th, great trip")."""
    if before not in ACT_INTROS or "TO" in tags:
        return False
    if PLAN_INTROS & set(between) and not _PUTTING_FORWARD & set(words):
        return False  # "offered £50 for the bike on friday": the offer's day, not a plan's
    if ":" in between and not told:
        return False  # "booked the flights: out on the 21st": the plan's details, after a colon
    rest = between[between.index(",") :] if "," in between else []
    if not told and "and" in rest and any(_CLOCK.match(w) for w in rest):
        # "booked 2 shifts, sun 7:30 and a long day on the 24th": a list of what was
        # booked, each with its date; not "booked the ferry, the hotel and the car in may"
        return False
    return "VBD" in tags and not (_PRESENT_PERFECT & set(words) and "VBN" in tags)


#: Words that judge how something went ("great trip", "amazing stay").
_VERDICTS = _words(
    "great good lovely amazing awesome epic brilliant perfect fun best worst awful terrible "
    "fab fantastic incredible unreal wild"
)
#: Nouns of an occasion had ("trip", "stay"), judged by a word of `_VERDICTS` before them.
_OCCASIONS_HAD = _words("trip trips time stay holiday hols weekend week night day visit break")


def judged(tokens: Sequence[Token], lo: int, hi: int) -> bool:
    """Whether tokens [lo, hi), after a mention, judge an occasion as had, with no verb
    ("booked the flights: in on the 2nd, out on the 6th, great trip"): a report of it."""
    words = [tokens[k][1].lower() for k in range(lo, hi)]
    return any(w in _VERDICTS and n in _OCCASIONS_HAD for w, n in pairwise(words))


def reported(tokens: Sequence[Token], lo: int, hi: int) -> bool:
    """Whether tokens [lo, hi), after a mention, report what happened: a simple past ("...,
    it was lovely", "... and it snowed the whole time") or a past time ("... last month")."""
    for k in range(lo, hi):
        word = tokens[k][1].lower()
        if tokens[k][2] == "VBD" or word in _AGO:
            return True
        if word == "last" and k + 1 < hi and tokens[k + 1][1].lower() in _LAST_UNITS:
            return True
    return False


def _request(words: list[str], tags: list[str], told: bool) -> bool:
    """Whether the verb group is a past verb of telling or asking before an infinitive: an
    instruction or a request, ahead ("they said not to plant out until may 15", "also asked to
    keep my trip 8-14 nov"), an adverb before the verb or none; after an adverb, not where the
    words after the mention tell it as past ("she finally asked to borrow the car on friday,
    crashed it")."""
    verb = next((w for w, t in zip(words, tags, strict=True) if t.startswith("VB")), "")
    if verb not in _TELLING or (verb != words[0] and told):
        return False
    return "TO" in tags[1:] and tags[-1] == "VB"


def classify(
    tokens: Sequence[Token],
    group: list[int],
    before: str,
    plans: bool,
    between: list[str],
    told: bool = False,
) -> Tense:
    """The tense of the verb `group`; `before`: the word that introduces the mention;
    `plans`: the mention follows the verb, so a verb of planning may carry it as the plan's
    date; `between`: the words between the verb group and the mention; `told`: the words
    after the mention report it as past (`reported`)."""
    words = [tokens[i][1].lower() for i in group]
    tags = [tokens[i][2] for i in group]
    # "extended it thru nov 10"; not "pushed thru saturday", "we moved boxes til 2am"
    moved = before in _TO_WORDS and moved_through(tokens, group, before, between, told)
    past_tags = [t for t in tags if t in ("VBD", "VBN")]
    if plans and _dates_the_act(words, tags, before, between, told):
        plans = False  # "I arranged the flights in November": the past
    if before in ("to", "from") and any(w.startswith("backdat") for w in words):
        return Tense.PAST  # "it's backdated to 4 sept": a date gone by, whatever the tense
    if plans and words[-1] == "set" and between[:1] == ["off"]:
        plans = False  # "who set off fireworks at 2am sunday": no plan set
    if any(w in _FUTURE_WORDS for w in words):
        # "should have gone": the past; "I'll have it done by thursday": the future perfect
        will = FUTURE_MODALS & set(words)
        return (
            Tense.PAST if _MODALS_PAST & set(words) and "VBN" in tags and not will else Tense.FUTURE
        )
    if "going" in words and "to" in words[words.index("going") :]:
        return Tense.FUTURE
    if "MD" in tags:
        return Tense.PAST if _MODALS_PAST & set(words) and "VBN" in tags else Tense.FUTURE
    if plans and _request(words, tags, told):
        return Tense.FUTURE
    if plans and (
        (any(w in PLANNING for w in words) and not rostered_past(tokens, group))
        or (before == "for" and any(w in _PLANNING_FOR | _MOVING_FOR for w in words))
        or ((before == "for" or _for_event(before, between)) and fixed_for(tokens, group, told))
        # "work approved my leave for 9-20 feb"; not "approved my overtime for sat, i worked 10"
        or (before == "for" and APPROVING & set(words) and approved_ahead(tokens, group, told))
        or (not told and _for_event(before, between) and (_PLANNING_FOR | APPROVING) & set(words))
        or (before == "for" and not told and _FINDING_FOR & set(words))
        or (moved and any(w in _PLANNING_TO for w in words))
        or (not told and granted_until(words, before, between) and not had_then(tokens, group))
        or (not told and _moved_onto(words, before, between))
        # "got mom booked for sat"; not "had a table booked for friday but we ended up not going"
        or (before == "for" and not told and bool(_SET_FOR & set(between)))
    ):
        return Tense.FUTURE if past_tags or {"VBP", "VB"} & set(tags) else Tense.NEAREST
    if plans and not told and _day_kept(tokens, group, between):
        return Tense.FUTURE  # "swapped my thursday for a late", "blocked out fri": ahead
    if plans and not told and (words[-1:], between) == _TAKING_UP and not _fetched(tokens, group):
        return Tense.FUTURE  # "just picked up sat 4-10": the shift taken, ahead
    if planned_to(tokens, group, PLANNING, told):
        return Tense.FUTURE  # "rostered to sign on saturday at 0350": no subject, the plan's
    if words[:2] == ["supposed", "to"] and not _perfect(tokens, group) and not told:
        # chat's "supposed to be fixed by monday", its "it's" dropped: what is expected,
        # ahead; not "was supposed to", nor one the sentence goes on to tell as past, nor
        # "supposed to have been delivered on friday" (what was due, over; "supposed to
        # have it done by friday" is ahead)
        return Tense.FUTURE
    if have_got(words) or obliged(words):
        return Tense.FUTURE  # "I've got a match on Saturday", "has to be paid by the 3rd"
    if not plans and before not in _PREPOSITIONS and _not_begun(words):
        return Tense.FUTURE  # "black friday hasn't even started": still ahead
    if _HAVE & set(words) and "VBN" in tags:
        return Tense.PAST
    if _BE_PAST & set(words) and "VBG" in tags:
        return Tense.NEAREST  # "she was coming for Christmas"
    if "used" in words:
        return Tense.PAST
    main = [w for w, t in zip(words, tags, strict=True) if t.startswith("VB")]
    if main and all(w in INVARIANT for w in main):  # past looks like present: unsure
        return Tense.NEAREST  # "I quit sugar in November"
    present = be_now(tokens, group, _BE_PRESENT) or _kept_state(words, tags)  # "stays lit"
    present = present or said_until(words, tags, between)  # "they say closed till fri"
    if "VBD" in tags or (past_tags and not present):
        return Tense.PAST  # not "we're getting married in April", "it's scheduled for May"
    return Tense.FUTURE


def intro(tokens: Sequence[Token], i: int, j: int) -> str:
    """The word that introduces the mention at tokens [i, j) from inside it; "from" for a
    verb's particle "in" before it ("booked him in from dec 22nd": no date of the act); the
    word before it for "last" heading a part of a month ("pencilled for | last week of jan":
    the month's last days, no "last week" of the act)."""
    word = tokens[i][1].lower()
    if word == "last" and [t[1].lower() for t in tokens[i + 2 : i + 3]] == ["of"] and i > 0:
        return tokens[i - 1][1].lower()
    return "from" if word == "in" and j > i + 1 and tokens[i + 1][1].lower() == "from" else word


#: Nouns of an event a thing is got for and held on a day ("the print club", "the wedding").
_EVENTS = OCCASIONS | _words("club wedding match")


def _for_event(before: str, between: list[str]) -> bool:
    """Whether the mention, introduced by "on" or "in", dates the event a "for" phrase right
    before it names ("ordered 2 blocks for the print club on thurs", "bought tickets for
    our quiz in june"): the event's date, the plan's; not a price or a count ("ordered it
    for £7 on monday"), nor a person, a thing or a post one got it for ("bought flowers for
    the teacher on monday", "applied for the job in february": the act's day), nor a phrase
    that goes on past a stop or a clause of its own."""
    if before not in ("on", "in") or "for" not in between:
        return False
    rest = between[len(between) - between[::-1].index("for") :]
    return (
        rest[:1] in (["the"], ["our"])
        and len(rest) <= 5
        and all(w.isalpha() for w in rest)
        and not _PREPOSITIONS & set(rest)
        and rest[-1] in _EVENTS
    )


def _moved_onto(words: list[str], before: str, between: list[str]) -> bool:
    """Whether the mention names the time of the slot a verb of moving a booking put it onto
    ("got rebooked onto the flight at 14.05", "bumped us to the slot at 4:30"): the new slot's,
    ahead; not a date of the act ("rebooked to the 9th in may"), nor a move of one's own
    ("we moved to the flat at 3"), nor a slot the words after it report as gone ("rebooked us
    onto the 11:40 train and it was 20 mins late": `classify` asks `told` first)."""
    if between[:1] and between[0] in ("me", "us", "him", "her", "them", "it"):
        between = between[1:]  # "rebooked me onto the ferry at 9"
    onto = between[:1] in (["to"], ["onto"]) and before not in ACT_INTROS
    return onto and any(w in _MOVING_FOR for w in words)


def _perfect(tokens: Sequence[Token], group: list[int]) -> bool:
    """Whether "supposed to" goes on with a perfect, "have" and a participle right after it
    ("supposed to have been delivered", "supposed to have heard back"): what was due."""
    k = group[2] if len(group) > 2 and tokens[group[2]][1].lower() == "have" else -1
    return 0 <= k < len(tokens) - 1 and tokens[k + 1][2] == "VBN"


#: Verbs that keep or get a state, told by a participle after them ("stays lit").
_KEEPING = frozenset({"stays", "stay", "remains", "remain", "keeps", "keep", "gets", "get"})


def _kept_state(words: list[str], tags: list[str]) -> bool:
    """Whether a present verb of keeping or getting right before a participle tells a state
    ("stays lit till 6 jan", "remains shut until the 4th", "gets delivered on friday"): the
    present; not a verb of saying or showing ("usps says delivered dec 4", "the receipt
    shows paid on feb 20", "bank confirms received on monday": the past reported)."""
    return any(
        t in ("VBZ", "VBP") and n == "VBN" and w in _KEEPING
        for w, t, n in zip(words, tags, tags[1:], strict=False)
    )


def _not_begun(words: list[str]) -> bool:
    """Whether the verb group is a present perfect, denied, of beginning or arriving ("hasn't
    started", "haven't even begun", "has not arrived yet"): its subject is still to come."""
    return (
        bool(_PRESENT_PERFECT & set(words))
        and bool({"n't", "not"} & set(words))
        and bool(_BEGUN & set(words))
    )


def plan_settled(tokens: Sequence[Token], j: int, v: int, hi: int, end: int) -> bool:
    """Whether the past verb of planning at `v` ends its part (up to token `hi`) right after
    the noun that the mention ending at token `j` names ("boxing day shift confirmed, 7am
    start", "the 13th room booked 🙌"): a thing planned, the mention its date, ahead; not a
    verb with a subject or an object of its own ("monday we booked it", "the 3rd booked us a
    table"), nor a plan that the rest of the sentence (up to `end`) reports as past
    ("saturday's table booked, we had the best time")."""
    if v < j or tokens[v][1].lower() not in PLANNING or tokens[v][2] not in ("VBD", "VBN"):
        return False
    if not all(tokens[k][2].startswith(("NN", "JJ", "POS")) for k in range(j, v)):
        return False
    return (v + 1 >= hi or not tokens[v + 1][1][:1].isalnum()) and not reported(tokens, hi, end)


def planned(tokens: Sequence[Token], group: list[int]) -> bool:
    """Whether the verb group looks ahead: a modal, "will", "going to"."""
    words = [tokens[k][1].lower() for k in group]
    return bool(
        _FUTURE_WORDS & set(words)
        or any(tokens[k][2] == "MD" for k in group)
        or ("going" in words and "to" in words[words.index("going") :])
    )


def _day_kept(tokens: Sequence[Token], group: list[int], between: list[str]) -> bool:
    """Whether the verb `group` trades the day after it away ("swapped my thursday for
    sophie's late": that day, ahead; the caller leaves out "swapped my sunday for a lie in
    and it was glorious", told as past) or keeps it free, "blocked" and the day after
    "out"/"off" ("blocked out thurs and fri", "blocked off the 3rd"; not a road blocked on
    it, nor a day blocked out of one's memory, "blocked out monday from my memory")."""
    last = tokens[group[-1]][1].lower()
    if last in _TRADING and set(between) <= _DETERMINERS:
        return True
    blocked = last == "blocked" and between[:1] in (["out"], ["off"])
    after = {tokens[k][1].lower() for k in range(group[-1] + 1, min(len(tokens), group[-1] + 12))}
    return blocked and set(between[1:]) <= _DETERMINERS and not _FORGOTTEN & after
