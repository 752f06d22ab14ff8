"""A question with no verb that names a day or a clock time ("drinks at 7 on thurs?", "...,
brunch at 10?", "quiz night on the 9th?"): chat's way to propose a plan, so the mention is
the coming occurrence (tests/data/timeexpr.md: a recurring mention planned is the next one),
not the nearest one, which may lie behind ("dinner at 8 on fri?", said on a Monday, is the
coming Friday; "coffee at 10?", said at 01:30, is 10:00 that morning).

The plan is named by a common noun before the mention ("drinks", "coffee"; not "...,
maybe tuesday?", a guess at a date), also one in small letters that the tagger reads as a
name ("brunch sun?", "paintball + pizza sat?"). Only the part of the sentence that holds the mention
counts: from the last stop, comma, semicolon or colon before it to the "?" that ends it,
with no verb, no word of the past ("last", "ago", "yesterday"), no word of asking what
there was or is ("anything fun over the weekend?", "what time ...") and no word of how it
went ("good game on sat?", "fun night on fri?") in it: those ask, they do not propose; a
question with a verb ("how was the gig on sunday?") takes its verb's tense. A time offered
back as the one that works ("ok 6 works", "sat suits me") is a plan too, ahead, and so is a
time offered after "how about" or "what about" ("how about the 21st", "what about friday
then?"), with or without "?", unless a past form follows in its part ("what about the 21st,
did you go?" asks about a day). An adjective is a word of how it went ("crazy night on
sat?"), unless a possessive's noun phrase names the plan ("dragon's back hike sun morning?").

`tense.tense_at` asks `proposal`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.encoders.times.tensetokens import Token

_STOPS = frozenset({".", "!", "\n", ",", ";", ":", "--", "—", "(", ")"})
_PAST = frozenset({"last", "ago", "yesterday", "earlier", "before", "previous"})
#: Words of how a thing went, which the tagger may read as nouns ("fun night on fri?").
_HOW = frozenset({"fun", "good", "great", "nice", "lovely", "busy", "quiet", "wild", "mad"})
#: Words of asking about what there was or is: a question, no proposal.
_ASKING = frozenset(
    {"any", "anything", "anyone", "anybody", "how", "what", "who", "where", "why", "which"}
)
_VERB_TAGS = ("VB", "MD")
#: The present of working for someone, after a time offered ("8 works", "sat suits").
_WORKS = frozenset({"works", "suits"})
_OFFERING = frozenset({"how", "what"})
_ABOUT = frozenset({"about", "bout", "abt"})


#: Verbs whose simple past is another word ("ran", "came"): tagged as a past (VBD) right
#: after a noun, with no "have" or "be" before, the word is that noun's head, an errand
#: ("a beer run to the shop fri?", "school run at 8?"), no past.
_PAST_ELSEWHERE = frozenset({"run", "come", "become", "overcome"})


def _nouned(tokens: Sequence[Token], lo: int, hi: int) -> list[Token]:
    """tokens[lo:hi], a verb of `_PAST_ELSEWHERE` tagged VBD right after a noun as a noun."""
    out = list(tokens[lo:hi])
    for k in range(1, len(out)):
        _, w, t = out[k]
        if t == "VBD" and w.lower() in _PAST_ELSEWHERE and out[k - 1][2].startswith("NN"):
            out[k] = (out[k][0], w, "NN")  # "durian run to geylang sat night?": the errand
    return out


def proposal(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) sits in a verbless part of a sentence that ends
    with "?" ("dinner at 8 on fri?"), or is offered as the time that works ("8 works",
    "friday suits me")."""
    if j < len(tokens) and tokens[j][1].lower() in _WORKS:
        return True  # "ok 6 works": a time offered, ahead
    if _how_about(tokens, i, j):
        return True  # "how about the 21st": a time offered, ahead
    lo = i
    while lo > 0 and tokens[lo - 1][1] not in _STOPS and tokens[lo - 1][1] != "?":
        lo -= 1
    hi = j
    while hi < len(tokens) and tokens[hi][1] not in _STOPS and tokens[hi][1] != "?":
        hi += 1
    if hi >= len(tokens) or tokens[hi][1] != "?":
        return False
    nouned = _nouned(tokens, lo, hi)
    part = [nouned[k - lo] for k in range(lo, hi) if not i <= k < j]
    if not any(_noun(nouned[k - lo]) for k in range(lo, i)):
        return False  # "..., maybe tuesday?": a guess at a date, no plan's noun
    return not any(
        t.startswith(_VERB_TAGS) or _adjective(part, k) or w.lower() in _PAST | _ASKING | _HOW
        for k, (_, w, t) in enumerate(part)
    )


def _noun(token: Token) -> bool:
    """Whether the token is a common noun, or a word written in small letters that the
    tagger reads as a name ("brunch sun?", "paintball + pizza sat?": chat's nouns)."""
    _, w, t = token
    return t in ("NN", "NNS") or (t == "NNP" and w.isalpha() and w.islower())


def _adjective(part: Sequence[Token], k: int) -> bool:
    """Whether part[k] is an adjective, not one right after a possessive "'s" that names
    a plan's thing with its noun ("dragon's back hike sun morning?", "sam's big bbq")."""
    return part[k][2].startswith("JJ") and not (k > 0 and part[k - 1][2] == "POS")


def _how_about(tokens: Sequence[Token], i: int, j: int) -> bool:
    """Whether the mention at tokens [i, j) comes right after "how about" or "what about"
    (and "the": "what about the weekend?"; or starts with "about" right after "how"/"what"),
    with no past form after it in its sentence, commas included ("what about the 21st, did
    you go?" asks)."""
    k = i if i < len(tokens) and tokens[i][1].lower() in _ABOUT else i - 1
    while k > 1 and tokens[k][1].lower() == "the":
        k -= 1  # "what about the | weekend?"
    if k < 1 or tokens[k][1].lower() not in _ABOUT or tokens[k - 1][1].lower() not in _OFFERING:
        return False
    hi = j
    while hi < len(tokens) and tokens[hi][1] not in (_STOPS - {","}) | {"?"}:
        if tokens[hi][2] in ("VBD", "VBN") or tokens[hi][1].lower() in _PAST:
            return False
        hi += 1
    return True
