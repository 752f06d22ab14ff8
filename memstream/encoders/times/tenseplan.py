"""Verb groups that `tense._tense_group` would read against the sentence they are in, and
the tags that mislead it (tests/data/timeexpr.md: a recurring mention names the occurrence
its sentence talks about; batch 19's kind of tense and direction):

- a simple past the tagger reads as a present ("he ran his first 10k on sunday": "ran"
  tagged VBP; so with "over", "out" or "under" before it, "the quiz overran till 11:30",
  which the tagger, not knowing the word, may call a noun), or as an imperative ("kicked
  off sun 9:40": "kicked" tagged VB): an irregular past that is no present form, or a
  regular one in "-ed", is the past (`past_forms`); so is the "-ed" of a verb that takes no
  object, which has no passive, tagged a participle right after its subject ("the last
  load lasted till february");
- a part that goes on with a plan told before it in its sentence, in the present or the
  future (`continues_plan`): a verb whose past and present look alike after "then"
  ("arriving tues at 9, ..., then we paint it over the weekend"), or a participle right after
  a bare noun, a line of notes ("scaffolding goes up mon, tiles laid thurs-fri"); the
  plan is a present or future verb, a word of what is coming ("delivery arriving tues") or a
  past verb of planning ("booked the van for fri"), not a copula of a state ("the 6th smoothie
  costs nothing, punch card began in april": the past); told after another past ("we went up
  mon, tiles laid thurs-fri"), or with "ago" or "yesterday" before the part ("the bike i
  listed 3 weeks ago sold, money arrived on fri"), it stays the past.

The reverse too: a form that is never a simple past ("run", "come", "become") tagged one
("bank run mon at 10": "run" tagged VBD) is, after a noun, the noun's head, an errand; after
a subject pronoun the present ("we run mon at 10"); else its participle: no past
(`past_forms`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstream.encoders.times.tensedropped import dropped_subject
from memstream.encoders.times.tenselabels import numbered_nouns
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words

#: Irregular simple pasts that are no present form and no weekday ("sat"), and seldom a noun
#: or an adjective.
_PASTS = _words(
    "swam ran ate drank went saw came took gave began sang rang wrote drove rode flew threw "
    "grew knew spoke broke chose froze woke wore tore stole fell forgot hid bit slid shook "
    "taught caught bought brought thought fought sought sold told paid slept kept met "
    "won sent spent built dug stuck struck swung hung bent lent"
)
#: Prefixes that make a verb of one of these pasts ("overran", "overslept", "outgrew",
#: "undertook").
_PREFIXES = ("over", "out", "under")
#: Pasts of a result, told with the subject dropped ("lost to city on sat", "won on sun"):
#: a participle there is what happened (`tensedropped`).
_RESULTS = _words("lost won beat drew")
#: Verbs whose past looks like their present: the tag is a guess, the tense unsure.
INVARIANT = _words("quit hit put set cut let read shut hurt cost spread bet split fit burst cast")
_FINITE_NOW = frozenset({"VBZ", "VBP", "MD"})
_SUBJECTS = frozenset({"NN", "NNS", "NNP", "NNPS", "PRP"})
#: Words of a plan before the part: what is coming ("van coming thurs at 9, then ..."),
#: and past verbs of planning, whose date is ahead ("booked the van for fri, then ...").
_AHEAD = _words("coming next tomorrow tmrw tmr tonight later soon upcoming")
#: Words that tell the sentence before the part as past whatever its verbs' tags ("the chair i
#: bid on 10 days ago went, refund landed on tues": "bid" tagged a present).
_BEHIND = _words("ago yesterday")
#: Words after a participle that bring the date a plan is for ("booked for", "moved to").
_PLAN = frozenset({"for", "to"})
_PLANNED = _words("booked reserved scheduled planned arranged organised organized confirmed")


#: Verbs whose present ends in "-ed" ("need", "shed"): no regular past.
_BASE_ED = _words(
    "need feed bleed breed speed seed heed weed proceed succeed exceed shed wed bed embed "
    "shred sled"
)


def past_form(word: str) -> bool:
    """An irregular past, or a regular one in "-ed" the tagger took for a present or an
    imperative ("teed off sun 7:40": VB)."""
    w = word.lower()
    return w in _PASTS or prefixed(w) or (len(w) > 3 and w.endswith("ed") and w not in _BASE_ED)


def prefixed(word: str) -> bool:
    """One of the irregular pasts with "over", "out" or "under" before it ("overran"), which
    is no noun, though the tagger, not knowing it, calls it one."""
    w = word.lower()
    return any(w.startswith(p) and w[len(p) :] in _PASTS for p in _PREFIXES)


#: Forms that are a participle or a present, never a simple past ("bank run mon at 10").
_NEVER_PAST = _words("run come become overcome outrun overrun")
#: Verbs that take no object: their "-ed" right after a noun is no passive participle ("2
#: seats left for the 12th" is one) but the simple past ("the old boiler lasted until march").
_NO_OBJECT = _words("lasted arrived happened occurred existed")


#: A word with no vowel ("bbq", "brb", "pls").
_NO_VOWEL = re.compile(r"^[^aeiouy]+$", re.I)


#: Verbs of thanking for or telling about: after "gotta" what they are for or about is what
#: happened ("gotta thank sarah for saturday", "gotta say thanks for saturday", "gotta tell u
#: about tuesday").
_THANK = _words("thank thanks thx")
_SAY = _words("say give send")
_TELL = _words("tell")
_FOR = _words("for 4")
_ABOUT = _words("about bout abt")
#: What follows a day told about that makes it one ahead: its own thing ("monday's
#: deadline"), or a future told after it ("about friday, they'll want to come").
_TOLD_AHEAD = _words("'s ’s will 'll wo gonna shall")
_CLAUSE_END = frozenset({",", ".", "!", "?", ";", ":", "\n"})


def _gotta(tokens: list[Token], k: int) -> bool:
    """Whether token `k` ("got") is glued to a "ta" after it ("gotta") and not followed by a
    verb of thanking or telling that says for or about what."""
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    if nxt is None or nxt[1].lower() != "ta" or nxt[0] != tokens[k][0] + 3:
        return False
    return not _owed_for(tokens, k + 2)


def _owed_for(tokens: list[Token], v: int) -> bool:
    """Whether token `v` is a verb of thanking with a "for" after it in its clause ("thank u
    for monday", "say thanks for saturday"; not "thank her on sat"), or of telling with an
    "about" right before a bare day, no future or thing of the day after it ("tell ya bout
    tuesday"; not "tell the team about monday's deadline", "tell everyone about the party on
    saturday", "tell them about friday, they'll want to come")."""
    if v + 1 < len(tokens) and tokens[v][1].lower() in _SAY and tokens[v + 1][1].lower() in _THANK:
        v += 1  # "say thanks for"
    verb = tokens[v][1].lower() if v < len(tokens) else ""
    if verb not in _THANK and verb not in _TELL:
        return False
    for k in range(v + 1, min(v + 9, len(tokens))):
        w = tokens[k][1].lower()
        if w in _CLAUSE_END:
            break
        if verb in _THANK and w in _FOR:
            return True
        if verb in _TELL and w in _ABOUT:
            return _bare_day(tokens, k + 1)
    return False


def _bare_day(tokens: list[Token], d: int) -> bool:
    """Whether token `d` is a day told about as such: a proper noun or a number, with no thing
    of its own and no future after it in the sentence."""
    if d >= len(tokens) or tokens[d][2] not in ("NNP", "NN", "CD", "JJ"):
        return False
    rest = [w.lower() for _, w, _ in tokens[d + 1 :]]
    return not any(w in _TOLD_AHEAD for w in rest)


def past_forms(tokens: list[Token]) -> list[Token]:
    """The tokens with a past tagged as a present ("swam" VBP, "teed" VB) tagged VBD; so is
    one opening a sentence with its subject dropped, tagged a participle ("inspected hive 3
    on sat": `tensedropped`). A "past" with no vowel is chat's abbreviation, no verb ("bbq
    in the garden from 3", "brb"): a noun. "Gotta" (tagged "got" "ta") is "have got to",
    a present: a duty ahead ("gotta cover the pots by 5"); not before a verb of thanking or
    telling, a duty about what happened ("gotta thank sarah for saturday"): the past."""
    tokens = [
        (at, w, "VBP") if w.lower() == "got" and _gotta(tokens, k) else (at, w, t)
        for k, (at, w, t) in enumerate(tokens)
    ]
    regular = {k for k, t in enumerate(tokens) if past_form(t[1]) and t[1].lower() not in _PASTS}
    regular |= {k for k, t in enumerate(tokens) if t[1].lower() in _RESULTS}  # "lost to city sat"
    told = frozenset(k for k, t in enumerate(tokens) if t[1].lower() in _PASTS)
    tokens = dropped_subject(numbered_nouns(tokens), regular, told)  # "token no. 117": a noun
    tokens = [(at, w, "NN" if t == "VBD" and _NO_VOWEL.match(w) else t) for at, w, t in tokens]
    tokens = [
        (at, w, _never_past(tokens, k)) if t == "VBD" and w.lower() in _NEVER_PAST else (at, w, t)
        for k, (at, w, t) in enumerate(tokens)
    ]
    tokens = [
        (at, w, "VBD")
        if t == "VBN" and w.lower() in _NO_OBJECT and k > 0 and tokens[k - 1][2] in _SUBJECTS
        else (at, w, t)
        for k, (at, w, t) in enumerate(tokens)
    ]
    return [
        (at, w, "VBD")
        if (t in ("VBP", "VB") and past_form(w)) or (t.startswith("NN") and prefixed(w))
        else (at, w, t)
        for at, w, t in tokens
    ]


def _never_past(tokens: list[Token], k: int) -> str:
    """The tag of a form that is never a simple past (`_NEVER_PAST`) tagged one at token k:
    after a noun the noun's head, an errand ("bank run mon at 10"), after a subject pronoun
    a present ("we run mon at 10"), else a participle ("was run on sunday")."""
    prev = tokens[k - 1][2] if k > 0 else ""
    return "NN" if prev.startswith("NN") else "VBP" if prev == "PRP" else "VBN"


def continues_plan(tokens: Sequence[Token], s_lo: int, c_lo: int, group: list[int]) -> bool:
    """Whether the verb `group`, in the part starting at token `c_lo` of the sentence starting
    at `s_lo`, goes on with a plan told before it: an unsure verb after "then", or a
    participle right after a bare noun that heads its part, with a present or future verb,
    a word of what is coming or a past verb of planning before the part, and no other past
    verb."""
    if not group or c_lo <= s_lo:
        return False
    then = tokens[c_lo][1].lower() == "then" and tokens[group[-1]][1].lower() in INVARIANT
    if not (then or _noted(tokens, c_lo, group)):
        return False
    before = [
        (tokens[k][1].lower(), tokens[k][2])
        for k in range(s_lo, c_lo)
        if tokens[k][1].lower() not in INVARIANT and not _state(tokens, k)
    ]
    tags = {t for w, t in before if w not in _PLANNED}
    ahead = bool(tags & _FINITE_NOW) or any(w in _AHEAD | _PLANNED for w, _ in before)
    behind = any(w in _BEHIND for w, _ in before)  # "i bid on it 2 weeks ago, ..."
    return ahead and not behind and "VBD" not in tags


#: A copula that tells a state, with an adjective after it ("the 10th wash is free"): it
#: plans nothing; "is ready", "is due" are a plan's.
_COPULAS = _words("is are 's am")
_PLANS_STATES = _words("ready due")


def _state(tokens: Sequence[Token], k: int) -> bool:
    """Whether token k is a copula of a state ("the 10th wash is free", "the hall is
    huge"), which tells no plan for a line of notes after it to go on with."""
    if tokens[k][1].lower() not in _COPULAS or k + 1 >= len(tokens):
        return False
    return tokens[k + 1][2] == "JJ" and tokens[k + 1][1].lower() not in _PLANS_STATES


def _noted(tokens: Sequence[Token], c_lo: int, group: list[int]) -> bool:
    """Whether the verb `group` is a participle right after a bare noun that heads its part
    at token `c_lo`, a line of notes ("panels fitted tues-wed"); not a past only ("went")."""
    v = group[-1]
    word, tag = tokens[v][1].lower(), tokens[v][2]
    return (
        len(group) == 1
        and (tag == "VBN" or (tag == "VBD" and word not in _PASTS))
        and v == c_lo + 1
        and tokens[c_lo][2] in ("NN", "NNS")
    )


def continues_past(tokens: Sequence[Token], s_lo: int, c_lo: int, group: list[int]) -> bool:
    """Whether the participle `group`, a line of notes in the part starting at token `c_lo`,
    goes on with a past told before it in its sentence ("the lot i bid on a week ago sold,
    refund cleared on tues"): a simple past, "ago" or "yesterday" before the part; not a
    plan made ("service booked for the 14th") or a date something was moved to ("moved to
    fri"), which is ahead."""
    if not group or c_lo <= s_lo or not _noted(tokens, c_lo, group):
        return False
    v = group[-1]
    if tokens[v][1].lower() in _PLANNED or (v + 1 < len(tokens) and tokens[v + 1][1] in _PLAN):
        return False  # "..., service booked for the 4th", "slot moved to fri": the plan's
    before = tokens[s_lo:c_lo]
    return any(t == "VBD" or w.lower() in _BEHIND for _, w, t in before)


#: Words right before a mention that bring the date a plan or a deadline is for.
_DEADLINE = _words("for to by till til until before")
#: Units after "last" that place what follows in the past ("last year", "last week").
_LAST_UNITS = _words("night week weekend month year summer winter spring autumn fall")


def behind(tokens: Sequence[Token], lo: int, hi: int, group: list[int]) -> bool:
    """Whether tokens [lo, hi), before a mention in its sentence with no comma or other
    clause mark between, place what the participle `group` tells in the past by a time of
    their own: "ago", "yesterday", "last year" ("last year we forgot and a pipe cracked in
    january": the January over); not a plan's participle ("a year ago, visit booked for the
    23rd"), nor a mention a plan or a deadline brings ("..., the repair guy sent for
    thursday", "..., the boxes unpacked by wednesday"), nor a time that heads a noun ("last
    week's classes")."""
    if any(tokens[k][1].lower() in _PLANNED for k in group):
        return False
    if hi > lo and tokens[hi - 1][1].lower() in _DEADLINE:
        return False
    marks = [k for k in range(lo, hi) if not tokens[k][1][:1].isalnum()]
    for k in range(max(marks, default=lo - 1) + 1, hi):
        word = tokens[k][1].lower()
        if word in _BEHIND:
            return True
        unit = k + 1 < hi and tokens[k + 1][1].lower() in _LAST_UNITS
        if word == "last" and unit and not (k + 2 < hi and tokens[k + 2][2] == "POS"):
            return True
    return False
