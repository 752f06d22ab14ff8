"""Verb groups whose tags mislead `tensegroup.classify` about the time they place a date in:

- "have got" (and "have got to") is the present of "have", not a perfect ("I've got a
  vet appointment at 2:15pm", "I've got to leave at 5"); "I've just got back" is one;
- chat's "got" with no "have" ("got a slot at the quiz night on weds") is "have got"
  or the past of "get": with words of waiting for it after the date ("terrified", "so
  nervous", "can't wait"), "have got", ahead (`got_ahead`);
- "have to"/"has to" is an obligation, which looks ahead ("your rent has to be paid by
  the 5th"), not a perfect; "had to" is its past;
- a past participle after a verb of wanting and its object ("we'd like 30 trays delivered
  sat at 7am", "I need the car washed by monday"), which the tagger often reads as a
  simple past, takes the tense of the wanting: the participle's own group is that verb's;
- "open"/"close" right after a noun ("signups for july open on the 20th", "books open for
  august on the 12th"), which the tagger reads as an adjective, a noun or an adverb, is the
  verb in the present: the day of the opening is ahead, not the nearest, which may be past
  ("the shop is open on the 20th", after a verb, keeps its adjective); so is one right
  before a weekday ("entries close friday!"), and a verb of leaving the tagger reads as a
  plural noun or an adjective before its day or time ("the bus leaves fri at 9pm", "ferry
  departs sat at 7"): a timetable's present, ahead.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from memstream.encoders.times.tensetickets import ticket_got
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import WEEKDAY_NUMBERS

#: The words before "got" in "have got", the present of "have" ("I've got a dentist thing at
#: 4:30", "she has got an exam in June", "I've got to leave at 5"); "I've just got back", "I'd
#: got" are the perfect of "get".
_HAVE_GOT = frozenset({"have", "has", "'ve", "n't", "not", "still", "also", "only"})
_HAVE_NOW = frozenset({"have", "has", "'ve"})
#: Verbs of wanting a thing done ("like X delivered", "want it fixed", "need the car washed").
_WANTING = _words("like want wants wanted need needs needed get gets have has")
#: Irregular past participles of work a thing is wanted with ("need the walls done by the
#: 12th", "want it all written by friday").
_IRREGULAR = _words("done made built sent written sewn cut set paid swept")
#: Subjects and words that start a clause of their own ("I like how the team played").
_SUBJECTS = _words("i we you he she they")
#: Tags of the words of an object noun phrase, or a list of them ("30 bagels, 18
#: muffins and 10 fruit scones"), "more" too ("get 5 more bins delivered b4 friday").
_OBJECT_TAGS = frozenset(
    {"NN", "NNS", "NNP", "NNPS", "CD", "JJ", "JJR", "DT", "CC", ",", "PRP$", "POS"}
)


def have_got(words: list[str]) -> bool:
    """Whether the verb group is "have got" (or "have got to"), the present of "have"."""
    if "got" not in words or not _HAVE_NOW & set(words):
        return False
    k = words.index("got")
    return set(words[:k]) <= _HAVE_GOT and (k + 1 == len(words) or words[k + 1] == "to")


def obliged(words: list[str]) -> bool:
    """Whether the verb group holds "have to"/"has to" ("has to be filed"), an obligation."""
    return any(a in _HAVE_NOW and b == "to" for a, b in itertools.pairwise(words))


def wanted(tokens: Sequence[Token], lo: int, v: int) -> int:
    """The verb of wanting whose object the participle at token `v` completes ("we'd like
    40 loaves delivered", "need the car washed"), found in the sentence from `lo`: only
    nouns between them (a list of quantities after commas: "like 2 lattes, 3 muffins and 1
    tea delivered"), no subject, the object maybe with its quantifier ("wants it all checked");
    else `v` itself."""
    word, tag = tokens[v][1].lower(), tokens[v][2]
    if tag not in ("VBD", "VBN") or not (word.endswith("ed") or word in _IRREGULAR) or v == 0:
        return v  # "need the rest done": an irregular participle completes it too
    last = v - 1  # "want it all checked": the object before its quantifier
    if last > 0 and tokens[last][1].lower() in ("all", "both") and tokens[last - 1][2] == "PRP":
        last -= 1
    if not (tokens[last][2].startswith("NN") or tokens[last][1].lower() in ("it", "them")):
        return v
    for k in range(last - 1, lo - 1, -1):
        w, t = tokens[k][1].lower(), tokens[k][2]
        if t.startswith("VB") and w in _WANTING:
            return k
        if w == "," and not (k + 1 < v and tokens[k + 1][2] == "CD"):
            return v  # "I want pizza, the team played on sunday": another clause
        if w in _SUBJECTS or not (t in _OBJECT_TAGS or w in ("it", "them", "of")):
            return v  # "I like how the team played on sunday": a clause of its own
    return v


#: Verbs of perceiving, whose object a bare infinitive completes ("they saw it happen").
_PERCEIVING = _words(
    "see sees saw seen seeing hear hears heard hearing watch watches watched watching "
    "feel feels felt notice notices noticed"
)
#: Object pronouns, and the tags of the words of an object noun phrase.
_OBJECTS = _words("it them him her me us you")
_OBJECT_PHRASE = frozenset({"NN", "NNS", "NNP", "NNPS", "DT", "JJ", "PRP$", "CD"})


def perceived(tokens: Sequence[Token], lo: int, v: int) -> int:
    """The verb of perceiving whose object the bare infinitive at token `v` completes
    ("they saw it happen at 1am sunday", "we heard the neighbours leave around 2"), found in
    the sentence from `lo`: its tense is the perceiving's, not a bare verb's plan; else `v`."""
    if tokens[v][2] != "VB" or v < 2:
        return v
    k = v - 1
    if tokens[k][1].lower() in _OBJECTS:
        k -= 1
    else:
        while k > lo and k > v - 4 and tokens[k][2] in _OBJECT_PHRASE:
            k -= 1
        if k == v - 1:
            return v  # no object between them
    verb = tokens[k]
    return k if k >= lo and verb[2].startswith("VB") and verb[1].lower() in _PERCEIVING else v


#: Verbs of saying that may report an instruction ("the doctor said come back thursday").
_TELLING = _words("said says say")


def instructed(tokens: Sequence[Token], group: list[int]) -> bool:
    """Whether the verb group is a verb of saying right before a bare verb, or "to" and one,
    with no subject between ("the doctor said come back thursday", "she said to ring
    monday"): an instruction reported, what it asks is ahead; not "she said she came"."""
    rest = [k for k in group if tokens[k][2] != "RB"]
    if len(rest) < 2 or tokens[rest[0]][1].lower() not in _TELLING:
        return False
    k = rest[1] if tokens[rest[1]][2] != "TO" or len(rest) < 3 else rest[2]
    return tokens[k][2] == "VB" and rest.index(k) <= 2


#: Verbs of opening the tagger reads as an adjective, a noun or an adverb after a noun
#: ("books open for july", "pre-orders for june open on the 18th", "entries close on the
#: 22nd"), before a word that introduces their day or what they are for.
_OPENING = frozenset({"open", "close"})
_NOT_VERB = frozenset({"JJ", "NN", "RB"})
_NOUNS = frozenset({"NN", "NNS", "NNP", "NNPS"})
_WEEKDAYS = frozenset(WEEKDAY_NUMBERS)
_ON = frozenset({"on", "at", "for", "from", "in", "this", "next", "tomorrow", "today"})
#: Verbs of a timetable's departure the tagger reads as a plural noun or an adjective after
#: a noun ("the bus leaves fri at 9"), before the day or time they happen at.
_LEAVING = frozenset({"leaves", "departs", "sails", "leave", "depart", "sail"})
_AT = _WEEKDAYS | {"on", "at", "tomorrow", "tonight", "today"}


#: Verbs of lasting the tagger reads as a plural noun after a noun, before the end of the
#: stretch ("my bus ticket runs until 30 june", "the offer lasts till friday").
_LASTING = frozenset({"runs", "lasts", "goes", "stays", "continues", "remains", "holds"})
_UNTIL = frozenset({"until", "till", "til", "through", "thru"})
#: Verbs of a stretch's first or last day the tagger reads as a plural noun after a noun,
#: before its day ("diwali break starts friday", "term ends on the 12th", "enrollment closes
#: friday at 5").
_STARTING = frozenset(
    {"starts", "begins", "ends", "finishes", "resumes", "restarts", "opens", "closes"}
)


def opening(tokens: Sequence[Token]) -> list[Token]:
    """The tokens with "open"/"close" tagged as a present verb right after a noun that is
    its subject and before its day ("signups for july open on the 20th at noon"); so is a
    verb of lasting before "until" ("the pass runs until may"), and one of starting or
    ending read as a plural noun before its day ("diwali break starts friday"), also after a
    noun and its number ("season 18 starts tuesday")."""
    out = list(tokens)
    for k in range(1, len(out)):
        at, word, tag = out[k]
        after = out[k + 1][1].lower() if k + 1 < len(out) else ""
        numbered = k > 1 and out[k - 1][2] == "CD" and out[k - 2][2] in _NOUNS
        if numbered and tag == "NNS" and word.lower() in _STARTING and after in _ON | _WEEKDAYS:
            out[k] = (at, word, "VBZ")  # "season 18 starts tuesday", "week 3 begins on the 9th"
            continue
        if out[k - 1][2] not in _NOUNS:
            continue
        if tag in _NOT_VERB and word.lower() in _OPENING and after in _ON | _WEEKDAYS:
            out[k] = (at, word, "VBZ" if out[k - 1][2] == "NN" else "VBP")
        elif tag in _NOT_VERB | {"NNS"} and word.lower() in _LEAVING and after in _AT:
            out[k] = (at, word, "VBZ" if word.lower().endswith("s") else "VBP")
        elif tag == "NNS" and word.lower() in _LASTING and after in _UNTIL:
            out[k] = (at, word, "VBZ")
        elif tag == "NNS" and word.lower() in _STARTING and after in _ON | _WEEKDAYS:
            out[k] = (at, word, "VBZ")  # "diwali break starts friday": the present, ahead
    return out


#: Words of waiting for a thing ahead ("so nervous", "terrified", "can't wait").
_WAITING = _words("nervous terrified excited scared dreading anxious nerves psyched bricking")
_SENTENCE_START = frozenset({".", "!", "?", "\n", ","})


def got_ahead(tokens: Sequence[Token], group: list[int], j: int, i: int = -1) -> bool:
    """Whether the verb group is chat's "got" alone, with no subject or a pronoun one, and
    the message after the date at token `j` waits for it ("got a 10 min slot on sat,
    so nervous"; "can't wait" and "wish me luck" too): "have got", ahead; not "got a parking
    ticket on thurs"; tickets got for an event are `tensetickets`'s); `i`: the mention's
    first token."""
    if ticket_got(tokens, group, j, i):
        return True  # "got 2 seats for the ballet on new year's eve": the event's date, ahead
    if len(group) != 1 or tokens[group[0]][1].lower() != "got":
        return False
    v = group[0]
    subject = v == 0 or tokens[v - 1][1] in _SENTENCE_START or tokens[v - 1][2] == "PRP"
    after = [t[1].lower() for t in tokens[j:]]
    cant_wait = any(
        a in ("n't", "not", "cant") and b == "wait" for a, b in itertools.pairwise(after)
    )
    waits = bool(_WAITING & set(after)) or cant_wait or "luck" in after
    return subject and waits
