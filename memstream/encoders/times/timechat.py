"""Words after a time that leave it a time, though the filter takes most words there for the
noun a number or an ordinal modifies ("the 14th floor", "3 boxes"): chat's interjections
("we're playing at home at 4 lol", "the 5th haha") and a predicate adjective that ends its
clause ("is the spin class on the 17th full?", "are you on the 2nd free?"; not "the 3rd
full moon", where a noun follows it); a conjunction and a subject, a new clause ("we drive back
the 6th and we're off till feb", "the 12th but I can't make it", "the 21st if Kim's free",
"i took the 31st since i'm up anyway"); an adverb that ends the clause ("sign me up for the
14th instead", "the 17th at the earliest"); an adverb of the speaker's stance or of time,
which modifies no noun ("the rent goes out on the 3rd apparently", "can't do the 9th
anymore", "back by the 20th hopefully").
"""

from __future__ import annotations

import re

from memstream.encoders.times import timedaytail
from memstream.encoders.times.timeattimed import timed_tail
from memstream.encoders.times.timeclockverb import clock_subject
from memstream.encoders.times.timephrases import words

INTERJECTIONS = words(
    "lol lmao lmfao rofl haha hahaha hehe tbh imo ngl btw fyi lmk omg idk pls plz xx xoxo "
    "tho tbf smh"
    " ugh urgh argh ffs sigh oof yikes"  # "they shut from 2 ugh": no noun the hour counts
)
_PREDICATE = re.compile(
    r"\s+(full|free|busy|fine|ok|okay|good|booked|done|right|confirmed)\s*([?!.,;:)]|$)", re.I
)

#: Adverbs of the speaker's stance or of time: they qualify the clause, never a noun.
_STANCE = words(
    "anymore apparently hopefully probably maybe already actually definitely presumably "
    "supposedly obviously surely luckily thankfully sadly unfortunately fortunately honestly "
    "basically literally ideally anyways obvs"
)


#: Verbs right after a day of the month that start its clause's predicate ("the photos you
#: framed on the 8th came out crooked", "the one on the 3rd was better", "the quote on the
#: 29th said £420"): no noun it modifies.
_VERB_AFTER = words(
    "was were is are has had came went got looked turned ended started finished arrived "
    "showed seemed felt fell broke ran sold did didn't wasn't weren't will would could should "
    "might must can hasn't haven't isn't aren't won't can't doesn't don't still never "
    "finally needs needed left worked failed said says stated shows mentioned cost costs "
    "charged changed moved shifted"
)


def verb_after(text: str, end: int) -> bool:
    """Whether the word right after text[:end] is a verb that starts a predicate."""
    m = re.match(r"\s+([A-Za-z']+)\b", text[end : end + 40])
    return m is not None and m.group(1).lower() in _VERB_AFTER


#: A place after a time ("at 11 by the fountain", "at 6 outside the gym"): no noun it modifies.
_PLACE_AFTER = re.compile(
    r"^\s+(by|near|outside|inside|behind|opposite|beside)\s+(the|a|an|my|your|our|his|her|"
    r"their|that|this)\b",
    re.I,
)


#: A subject or a conjunction that starts a new clause after a day of the month written in
#: figures ("if it's late on the 31st im stuffed", "went out on the 1st even tho i
#: cancelled"): no noun the ordinal modifies. Not after a bare number, an age ("At 5 I was
#: reading"), nor an ordinal word ("the second they open").
_CLAUSE_AFTER = re.compile(
    r"^\s+(i|im|i['’]m|i['’]ll|i['’]ve|i['’]d|we|we['’]re|we['’]ll|you|u|he|she|they|they['’]re"
    r"|it['’]s|even\s+(tho|though|if|when|so))\b",
    re.I,
)


def clause_after(text: str, end: int) -> bool:
    """Whether a subject or "even tho" starts a new clause right after text[:end]."""
    return bool(_CLAUSE_AFTER.match(text[end : end + 40]))


#: "that day" (or a part of it) right after a time ("at 9 | that morning"): the day it is on
#: (`timethatday`), no noun.
THAT_DAY = re.compile(r"^\s+that\s+(day|morning|afternoon|evening|night)\b", re.I)


#: "that's" (also "thats") after a time: a new clause, its subject pointing back.
_THATS = re.compile(r"^\s+that['’]?s\b", re.I)
#: A bare hour after "at" ("at 5"): "thats" after it tells no day nor plan ("we open at 9
#: that's when the queue starts" is a timetable, "born at 4 thats what mum says" long past).
_AT_BARE_HOUR = re.compile(r"\bat\s+([1-9]|1[0-2])([:.][0-5]\d)?$", re.I)
#: ... unless a form of "be" comes right before "at": an event's slot ("the party is at 9
#: thats early").
_BE_AT = re.compile(r"\b(is|are|was|were|['’]s)\s+at\s+\S+$", re.I)


def no_noun(text: str, end: int) -> bool:
    """Whether the word right after text[:end] is an interjection, an adverb of stance
    ("the 9th apparently"), a predicate adjective that ends its clause, a place's
    preposition ("meet at 2 by the fountain"), "that day" ("at 9 that morning") or "that's",
    a new clause, after a date ("the 19th to the 22nd thats steep"; not after a bare hour, "at
    5 thats late", unless "is at 5"): no noun the time would modify."""
    m = re.match(r"\s+([A-Za-z]+)\b", text[end : end + 40])
    if m is None:
        return False
    if _THATS.match(text[end : end + 40]) and (
        not _AT_BARE_HOUR.search(text[:end]) or _BE_AT.search(text[:end])
    ):
        return True  # "from the 19th to the 22nd thats a lot": a new clause
    if THAT_DAY.match(text[end : end + 40]):
        return True  # "gates open at 9 that morning": on the day named before
    if _PLACE_AFTER.match(text[end : end + 40]):
        return True  # "meet at 10 by the rink", "at 6 outside the gym": where
    if clock_subject(text, end):
        return True  # "the tour at 4 is fully booked": the verb after the subject
    if timed_tail(text, end):
        return True  # "ours is scheduled at 6 still", "shift ends at 8 thank god"
    word = m.group(1).lower()
    return word in INTERJECTIONS or word in _STANCE or bool(_PREDICATE.match(text[end : end + 40]))


_NEW_CLAUSE = re.compile(
    r"\s+((and|but|then|so|or)\s+(i|we|you|he|she|they|it|i'm|we're|you're|they're|he's|"
    r"she's|it's|i'll|we'll|you'll|they'll|i've|we've|they've)\b|(because|cos|if|unless|when)"
    r"\s+((?-i:[A-Z])|(i|we|you|he|she|they|it|the|my|your|our|his|her|their|there)\b)"
    # "because" as chat writes it, then any word: the reason, never a noun the day modifies
    r"|(bc|b/c|bcos|bcuz|cuz|coz)\s+[a-z])",
    re.I,
)


#: "in the 4th": a part of a game or a series (a quarter, an inning, a round), not a date.
_IN_THE = re.compile(r"\bin\s+(the\s+)?$", re.I)


def clause_ends(text: str, start: int, end: int) -> bool:
    """Whether a conjunction and a subject follow text[:end]: a new clause, the time ends
    its own ("we drive back the 4th and we're done", "the 12th but I can't make it"; chat's
    "bc", "cuz" before any word: "moved to the 30th bc half the board is off"), or an
    adverb of stance or an interjection that ends the clause ("can't do the 9th anymore",
    "the 10th tho"); not after "in" ("down 10 in the 4th and I hit the buzzer-beater")."""
    head = re.sub(r"^(in\s+)?(the\s+)?", "", text[start:end], flags=re.I)
    if _IN_THE.search(text[: end - len(head)]):
        return False
    after = text[end : end + 40].replace("’", "'")
    last = _LAST_WORD.match(after)  # "can't do the 9th anymore", "the 10th tho"
    if last and last.group(1).lower() in _STANCE | INTERJECTIONS:
        return True
    if _NEW_CLAUSE.match(after) or _ADVERB_END.match(after):
        return True
    if _reason_or_limit(text, end - len(head), after):
        return True  # "the 17th at the earliest", "the 31st since i'm up anyway"
    return timedaytail.ends_phrase(text, end)  # "land the 19th for 9 nights"


#: An adverb that ends the clause after a date ("pencil us in for the 14th instead", "the
#: 9th too?"): no noun the ordinal would modify.
_ADVERB_END = re.compile(r"\s+(instead|too|again|anyway|as\s+well)\s*([?!.,;:)]|$)", re.I)
#: "at the earliest/latest" ending the clause ("the 17th at the earliest", "the 22nd at the
#: very latest tbh"); not before a noun ("the 4th at the latest race": a rank in it).
_AT_THE_LATEST = re.compile(
    r"\s+at\s+(the\s+)?((very|absolute)\s+)?(earliest|latest)\b(?P<rest>.*)",
    re.I | re.S,
)
#: "since" and a subject in the present of being, the reason ("i took the 31st since i'm up");
#: not "the 3rd since june", "the 2nd since we moved", nor "it's" as "it has" ("since it's
#: been fixed", "since it's opened"): an ordinal counted from then.
_SINCE_BEING = re.compile(
    r"\s+since\s+(i'?m|we're|you're|they're|he's|she's|it's|its)\s+"
    r"(?!(been|got|gone|had)\b|[a-z]+ed\b)",
    re.I,
)
#: A copula or "had" right before the day: the day is a count's ordinal ("that's the 5th
#: since i'm back", "she's had the 4th since ...").
_COUNTED_BEFORE = re.compile(
    r"\b(that'?s|thats|that\s+is|this\s+is|it'?s|it\s+is|was|is|had|has|have|'ve)\s+(the\s+)?$",
    re.I,
)


def _reason_or_limit(text: str, start: int, after: str) -> bool:
    """Whether "at the earliest/latest" ends the clause after the day, or "since" and a
    present of being give its reason (see `_AT_THE_LATEST`, `_SINCE_BEING`)."""
    latest = _AT_THE_LATEST.match(after)
    if latest:
        rest = latest.group("rest")
        word = re.match(r"\s+([a-z]+)\b", rest, re.I)
        if not rest.strip() or rest.strip()[0] in "?!.,;:)" or _NEW_CLAUSE.match(rest):
            return True  # "the 17th at the earliest", "... at the latest but i doubt it"
        return bool(word and word.group(1).lower() in _STANCE | INTERJECTIONS)  # "... tbh"
    before = text[max(0, start - 30) : start].replace("’", "'")
    return bool(_SINCE_BEING.match(after)) and not _COUNTED_BEFORE.search(before)


#: A word that ends the clause: an adverb of stance or an interjection there ends it too.
_LAST_WORD = re.compile(r"\s+([a-z]+)\s*([?!.,;:)]|$)", re.I)


#: A part of a game ("the 4th quarter", "the 2nd half", "the 3rd period", "the 9th inning").
_GAME_PART = re.compile(
    r"^(in\s+|during\s+)?(the\s+)?(\d(st|nd|rd|th)|first|second|third|fourth|final|last)\s+"
    r"(quarter|qtr|half|period|inning|innings)$",
    re.I,
)
#: What tells a game: a score ("70-74"), or words of one.
_GAME = re.compile(
    r"\b\d{1,3}\s*[-\u2013]\s*\d{1,3}\b|\b(game|match|fouled|foul|scored|points|pts|"
    r"touchdown|buzzer|basket|rebounds?|innings?|overtime|referee|coach|league)\b",
    re.I,
)


def game_part(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a part of a game in a message about one ("lost 70-74,
    got benched in the 3rd quarter"): no quarter of the year."""
    return bool(_GAME_PART.match(text[start:end].strip())) and bool(_GAME.search(text))
