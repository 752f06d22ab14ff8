"""Weekdays cut short, as chat writes them ("sat", "wed", "thurs"): each is also a word ("I sat
down", "the SAT", "the sun", "we wed"), so it is a day only after a word that introduces one
("on sat", "by wed", "due wed", "this thurs", "thru fri", "moved to wed", "booked for sat",
"the pool opens sat", "sales start wed"; after "comes" before a clock time or where its part
ends, "the truck comes sat at 8"), a farewell ("see you sun"), a plan asked again ("same time
wed?") or before a part of the day or a clock time ("thurs arvo", "sat at 4:45am", "leaves mon
at dawn"; not after a subject, "we wed at 4pm", nor "sat" opening its sentence before a named
hour, "sat at dawn with a coffee", the verb; a bare clock after an event, a request or a place:
"meet at the gate sat at 10", or in a part a verb in -ing opens with no subject, "going before
work wed at 8": `timeabbrevgerund`); "sun" after "to"/"for" is the weather ("hoping for sun").
One that is no English word ("mon", "tues", "thurs", "fri") is a day also where it ends a part
of a list or a plan, before a comma, a stop, an emoji, a clock time or "for" ("Leeds fri, Hull
sat", "shipment due thurs, ...", "closed tues for inventory"), and before a word that goes on
with the plan ("going thurs w dad", "off fri cos it's a holiday", and "and" a new clause: "we
went fri and it was packed", or a past verb of the same subject: "checked out fri and left a
review", but not said on that weekday, `timeabbrevtoday`; not a habit's days, "tues and thurs
every week"). "sun" after
"to" a verb of moving a plan ("moved to sun, ..."): `timeabbrevmoved`. One after a word of
being back, or that ends a plan's part ("bowling trip sat!", "trying again wed", "canal walk
sat, ..."): `timeabbrevend`. One after an object pronoun before a clock time
has no subject, so it is the day ("back to me sun at 6"; not "saw them wed at 4"); so is a
"wed" after one where its part ends or a word of a condition follows ("doing them wed after
close", "can fix it wed if ...": `timeabbrevobject`). A "sat",
"wed" or "sun" that starts a longer match before a preposition, not introduced, is the verb or
the noun ("they wed in may", "I sat at 5 waiting"); so is one right after a noun phrase that
opens its clause ("the cat sat at 6:30am", "the sun at 8am"). "mon" said to someone ("Mon, you
won't believe it") is no day; one offered as a choice with another weekday ("wed or thu works")
is; so is one after a word of being off, in early or at it all day that ends its clause ("im
off sat", "i'm in early wed", "visits all day sat"; not "sun", the weather, nor a "sat nav",
nor "sat" with a preposition or an adverb after it: "dozed off sat in the back").
`timefilter.check` and `timealone.one_word` ask these.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timeabbrevend, timeabbrevverb, timehowabout, timeweekparts
from memstream.encoders.times.timeabbrevgerund import gerund_day
from memstream.encoders.times.timeabbrevmoved import moved_to_sun
from memstream.encoders.times.timeabbrevobject import object_day
from memstream.encoders.times.timebyplace import at_place
from memstream.encoders.times.timechat import INTERJECTIONS
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timeschedule import repeated
from memstream.encoders.times.timevocab import BECAUSE, BECAUSE_WORDS, WEEKDAY

_ABBREVIATION_INTRO = _words(
    "on by this next last until till til from before after since coming following through thru"
    " due"  # a deadline's day, like "by": "rent is due wed", "the essay's due sat"
    " arrive arrives arriving"  # a delivery's day: "the rug arrives sat"
)
#: Verbs of a season's or a sale's first or last day: "the pool opens sat", "the sales start
#: wed"; "sun" after them only where its part or clause ends ("the show closes sun, go",
#: "closes sun so go") or before "at" a clock time ("voting ends sun at 4"); not "the rain
#: ends sun comes out".
#: Weather ending before "sun" ("rain ends sun at 4", "the storm ends sun at 3"): the sun
#: coming out, not a Sunday, even before a clock time.
_WEATHER_ENDS = re.compile(
    r"\b(rain|raining|storms?|snow|showers?|clouds?|fog|mist|drizzle|hail|sleet|wind|gales?|"
    r"thunder(storms?)?|downpours?|weather)\s+\S+\s*$",
    re.I,
)
_STARTING = _words("open opens start starts begin begins close closes end ends")
#: A coming's verb: the day after it where a clock time follows or its part ends ("the truck
#: comes sat at 8", "the engineer comes wed, ..."); not a habit's days ("comes tues and thurs").
_COMING = _words("come comes")
#: Not the sun coming out ("here comes sun, finally"), nor a habit's day ("comes wed, every
#: other week").
_NOT_COMING = re.compile(r"\b(here|there)\s+comes?\s+$", re.I)
_HABIT_AFTER = re.compile(r"^\W*(every|each)\b", re.I)
#: A plan asked again at the same hour or place ("same time wed?", "same place sat?"),
#: the day ending its part.
_SAME = re.compile(r"\bsame\s+(time|place|spot|again)\s+$", re.I)
_ABBREVIATION_TO = _words("to for")
#: Words of being away, in early or at it the whole day before the day ("im off sat", "i'm in
#: early wed", "visits all day sat"): its day; not "sun" ("all day sun": the weather), nor a
#: "sat nav" ("turned off sat nav").
_AWAY_EARLY = re.compile(r"\b(off|early|all\s+day)\s+$", re.I)
_NOT_AWAY_DAY = re.compile(r"^(sun\b|sat\s*-?\s*navs?\b)", re.I)
#: What ends the day after such a word: the end, a mark, or a word that joins or ends a clause
#: ("off sat and on wed", "off sat so ...", "in early wed to sort ..."); where a preposition, an
#: adverb or an object follows, "sat" is the verb ("dozed off sat in the back", "got up early
#: sat outside", "logged off sat down and cried").
_AWAY_DAY_END = re.compile(
    r"^[a-z]+\.?\s*($|[^\w\s]|(and|or|so|but|then|instead|too|either|to|cos|coz|bc|because|"
    r"as|tho|though|lol|x+|n|&)\b)",
    re.I,
)
#: A weekday cut short that is a verb or a noun before a word that starts a time.
ABBREVIATION_VERB = re.compile(r"^(sat|wed|sun)\s+(?=(at|in|on|next|last|this|by|for|until)\b)")
#: Weekdays cut short that are no English word: a day also where they end a part.
_NO_WORD = _words("mon tue tues thu thur thurs fri")
#: What ends a part after a weekday: a comma or a stop, an emoji or a symbol, a clock time,
#: "for" (what the day is for), "because" and chat's "bc", "cos" (why), the end of the text.
_PART_END = re.compile(rf"^\s*($|[^\w\s'’-]|\d|for\b|then\b|{BECAUSE}\b)", re.I)
#: Words before "mon" that make it a word ("ya mon", "c'mon").
#: A word after a weekday cut short that is no English word, not one that joins it to another
#: day ("tues and thurs 7-9": a habit's days, `joined` asks).
_WORD_AFTER = re.compile(r"^\s+(?!(and|or|n|&)\b)[a-z]", re.I)
#: "and" and a new clause after one (its subject, "then" or "back"): the day ends its part
#: ("we went fri and it was packed", "going fri and back mon"; not "tues and thurs").
_AND_CLAUSE = re.compile(
    r"^\s+(and|&)\s+(i|we|you|u|he|she|they|it|it's|its|it’s|then|back|there|now)\b", re.I
)
#: "and" and a past verb of the same subject ("checked out fri and left a review"): the day
#: ends its part; not another day ("tues and thurs").
_AND_PAST = re.compile(
    r"^\s+(and|&)\s+(?!(wed|sat|sun)\b)[a-z]+ed\b|^\s+(and|&)\s+(left|went|"
    r"came|got|took|made|said|told|sent|paid|gave|found|lost|had|was|were)\b",
    re.I,
)
_MON_WORDS = _words("ya yah yeah come c'")
#: A weekday cut short that owns the noun after it ("moving fri's stream to sat", "wed's
#: game"): the day, as "friday's stream" is; not "sun" ("the sun's out") nor "mon" ("mon's
#: a legend").
_POSSESSIVE = re.compile(r"['’]s\s+[a-z]", re.I)
_OWNS = _words("tue tues wed weds thu thur thurs fri sat")
_SEE_YOU = re.compile(r"\bsee\s+(you|ya|u)\s+$", re.I)
#: A part of the day, a clock time with am/pm or minutes, or "at the earliest/latest" ending
#: its part right after a weekday cut short: the day ("thurs arvo", "fri night", "sat at
#: 4:45am", "so sat at the earliest"; not "I sat at 5 waiting", "sat at the earliest table").
_TIME_AFTER = re.compile(
    r"^[a-z]+\s+((morning|arvo|avo|afternoon|evening|night|nite)\b|"
    r"at\s+\d{1,2}(:\d{2}\s*([ap]\.?m\b)?|\s*[ap]\.?m\b)|"
    r"at\s+the\s+(earliest|latest)\s*($|[^\w\s'’-]))",
    re.I,
)
#: A named hour of the day after the day ("leaves mon at dawn", "sat at noon"), or a clock
#: time told in words, its minutes with it ("weds at half 8", "thurs at quarter to 9"); not
#: after "sun", which is the sun's ("sun at noon is brutal", "in the sun at half 3").
_NAMED_HOUR_AFTER = re.compile(
    r"^(?!sun\b)[a-z]+\s+at\s+((dawn|dusk|daybreak|sunrise|sunset|sundown|sunup|nightfall|"
    r"first\s+light|noon|midday|midnight)\b|"
    r"(?P<words>(half\s+((past|after)\s+)?|(a\s+)?quarter\s+(past|after|to|til|till)\s+)"
    r"\d{1,2}\b))",
    re.I,
)
#: Weekdays cut short that are verbs too ("everyone sat at half 7", "Tom and Ann wed at half
#: 2"): before a clock time in words, the day only after a word that asks for one ("is wed at
#: half 3", "can we do wed at half 4") or an event ("bbq sat at half 1"); a word that
#: introduces a day ("on", "this") is read before (`day_introduced`). "weds" comes here as
#: "wed" and a space (`timeslang.chat_days`), two blanks before "at": never the verb.
_VERB_DAY = re.compile(r"(sat|wed)\s(?!\s)", re.I)
#: What opens a sentence: "sat" there, before "at" a named hour, is the verb, its subject
#: dropped ("sat at sunset watching the waves").
_SENTENCE_OPENS = re.compile(r"(^|[.!?\n])\s*$")
#: Words that ask for or offer a day, then the day and a clock time ("is wed at 2 ok?",
#: "can we do sat at 4?"), where "wed", "sat" is no verb.
_ASKING = _words("is do does")
_CLOCK_AFTER = re.compile(r"^[a-z]+\s+at\s+\d", re.I)
#: Nothing before the day in its sentence: the start of the text, a stop or a new line.
_OPENS = re.compile(r"(^|[.!?\n])\s*$")
#: A day and a clock time that end their part: the end, a comma, a stop or a question.
_CLOCK_PART = re.compile(r"^[a-z]+\s+at\s+\d{1,2}(:\d\d)?\s*([ap]\.?m\b\.?)?\s*($|[^\w\s])", re.I)
#: A subject right before a weekday cut short makes it the verb ("we wed at 4pm").
_SUBJECTS = _words("i we you he she they it who just then and finally also")
#: Object pronouns: a weekday cut short after one before a clock time has no subject of its
#: own, so it is no verb ("back to me sun at 6"); not after a verb of seeing ("saw them wed
#: at 4", the bare verb).
_OBJECTS = _words("me us him them")
#: A pronoun joined to another ("me and him", "people like us"): part of a subject ("kim
#: and him sat at 6 waiting"), the verb's.
_JOINED = re.compile(r"\b(and|or|n|nor|like|than|as|plus)\s+\w+\s+$|&\s*\w+\s+$", re.I)
_SEEN = re.compile(r"(saw|seen|see|sees|watched|watch|heard|hear)\s+\w+\s+$", re.I)
#: A noun phrase right before a weekday cut short, a determiner and up to two words in the
#: same clause: the subject of the verb ("the cat sat at 6:30am", "my mum sat at 7pm") or
#: the noun itself ("the sun at 8am", "the SAT").
_NOUN_PHRASE = re.compile(
    r"(?:^|[^\w'’])(?P<det>the|a|an|my|your|his|her|our|their|its)\s+([a-z'’]+\s+){0,2}$", re.I
)
#: Events, which neither sit nor wed: a noun phrase of one before "sat" or "wed" is a plan
#: and its day ("my bday sat at 8pm", "the match sat at 3pm").
_EVENTS = _words(
    "party bday birthday bbq barbecue match game meeting meetup dinner lunch brunch breakfast "
    "drinks show gig concert class lesson practice training rehearsal appointment appt session "
    "shift wedding ceremony service race trip flight viewing interview call delivery pickup "
    "dropoff event thing do tasting workshop meet briefing demo launch shoot"
    " hike ride walk run swim climb tour visit outing picnic watch"  # "coastal walk sun, ..."
)
#: Words that join clauses: a noun phrase after one (or after chat's interjection, "lol the
#: cat sat") opens a clause ("and the dog sat").
_JOINING = _words("and but so then when while as until till after before") | set(BECAUSE_WORDS)
#: Another weekday offered as the other choice ("wed or thu") or beside it ("wed and fri").
_DAY = rf"{WEEKDAY}\.?"
_JOINED_AFTER = re.compile(rf"^(?P<join>\s+(or|and|&)|\s*,)\s+{_DAY}(?![\w'’])", re.I)
_JOINED_BEFORE = re.compile(rf"(?:^|[^\w'’])({_DAY})(?P<join>\s+(or|and|&)|\s*,)\s+$", re.I)
#: What ends two days joined by "and" that are days: the end of a part or a clause ("we could
#: do weds and sat but not the week after"), not a clock time they share.
_PAIR_END = re.compile(r"^\s*($|[^\w\s'’-]|(but|and|if|or|so|unless)\b)", re.I)
_FROM_DAY_TO = re.compile(rf"\bfrom\s+{_DAY}\s+to\s+$", re.I)
#: "mon" said to someone ("Mon, you won't believe it", "hey mon, ..."): the word opens the
#: message or a sentence, or follows a greeting, and a comma and words to the listener
#: follow; not a question of whether they are free that day ("mon, you free?").
_GREETINGS = _words("hey hi hiya yo oi thanks thx cheers ta")
_TO_LISTENER = re.compile(
    r"^\s*,\s*((you|u|ya)\b(?!\s+(free|around|available|in|ok|okay|good|busy|up)\b)|ur\b|your"
    r"|guess|listen|look|omg|lol|wow|seriously|honestly)",
    re.I,
)


def day_introduced(text: str, start: int, before: str) -> bool:
    """Whether a weekday cut short at `start` follows a word that introduces a day ("on",
    "by", "this", "thru", "moved to", "booked for", ...) or a farewell ("see you sat"); "sun"
    after "to"/"for" is the weather ("hoping for sun"), not after "from" a day ("from sat to
    sun")."""
    if before in _ABBREVIATION_TO:  # "from sat to sun": the other day, no weather
        return (
            text[start : start + 3].lower() != "sun"
            or bool(_FROM_DAY_TO.search(text[max(0, start - 30) : start]))
            or (before == "to" and moved_to_sun(text, start, _EVENTS))  # "moved to sun, ..."
        )
    if before in _ABBREVIATION_INTRO or _SEE_YOU.search(text[max(0, start - 20) : start]):
        return True
    after = text[start : start + 20]
    if (
        _AWAY_EARLY.search(text[max(0, start - 12) : start])
        and not _NOT_AWAY_DAY.match(after)
        and _AWAY_DAY_END.match(after)
    ):
        return True  # "im off sat", "i'm in early wed", "visits all day sat": the day
    rest = re.sub(r"^[\w.]*", "", text[start : start + 30])  # after the day
    ends = bool(_PART_END.match(rest) or _PAIR_END.match(rest))
    coming = before in _COMING and not _HABIT_AFTER.match(rest)
    coming = coming and not _NOT_COMING.search(text[max(0, start - 12) : start])
    if coming and (_CLOCK_AFTER.match(text[start : start + 20]) or _PART_END.match(rest)):
        return True  # "the truck comes sat at 8", "the engineer comes wed, ..."
    if before in _STARTING:  # "voting ends sun at 4": "at" a clock time, the day
        clock = _CLOCK_AFTER.match(text[start : start + 20]) is not None
        clock = clock and not _WEATHER_ENDS.search(text[max(0, start - 30) : start])
        return text[start : start + 3].lower() != "sun" or ends or clock
    if _SAME.search(text[max(0, start - 20) : start]) and ends:
        return True  # "same time wed?": the day of the next one; not "same time sat down"
    if timehowabout.offered(text, start) and (ends or _CLOCK_AFTER.match(text[start : start + 20])):
        return True  # "how about sat?", "what about thurs at 6": the day offered
    if timeweekparts.after_this_week(text, start):
        return True  # "this week, wed at 10": a day of that week
    if before in _ASKING and _CLOCK_AFTER.match(text[start : start + 20]):
        return True  # "is wed at 10 ok?", "can we do sat at 4?": the day asked for
    if timeabbrevend.plan_day(text, start, _EVENTS):
        return True  # "he's back wed", "pub quiz sat?", "trying again sun"
    if timeabbrevverb.verb_day(text, start, _EVENTS):
        return True  # "we fit it sat", "the depot closed wed for stocktake"
    if _opening_sun(text, start) or _opening_day(text, start):
        return True  # "sun at 10, 1500 for the table", "sat, 2-4 kids are coming"
    if (
        before in _OBJECTS
        and not _JOINED.search(text[max(0, start - 30) : start])
        and _CLOCK_AFTER.match(text[start : start + 20])
        and not _SEEN.search(text[max(0, start - 30) : start])
    ):
        return True  # "back to me sun at 6", "drop them sat at 10": no subject, the day
    if object_day(text, start):
        return True  # "doing them wed after close": an object pronoun is no subject
    if before in _SUBJECTS or noun_before(text, start):
        return False  # "we wed at 4pm", "the cat sat at 6:30am", "the sun at 8am"
    if _TIME_AFTER.match(text[start : start + 30]) or _named_hour_after(text, start, before):
        return True
    if _CLOCK_AFTER.match(text[start : start + 20]) is None:
        return False
    # "see you at the park sun at 9": a place is no subject, the day of a plan; "sat at 7,
    # 2500 per head": a day and a clock time that are a sentence's whole part have none
    opens = _OPENS.search(text[max(0, start - 4) : start]) is not None
    opens = opens and _CLOCK_PART.match(text[start : start + 30]) is not None
    return (
        opens
        or _asked_of(text, start)
        or _event_clause(text, start)
        or at_place(text[:start])
        or gerund_day(text, start)  # "going before work wed at 8": no subject, the day
    )


def _named_hour_after(text: str, start: int, before: str) -> bool:
    """Whether a named hour or a clock time in words follows the day at `start` ("leaves mon
    at dawn", "wed at dusk, by the lake", "weds at half 8"); not "sat" opening its sentence,
    the verb ("sat at dawn with a coffee", "sat at half 8 with a coffee"), and "sat" or "wed"
    before a clock time in words only after a word that asks for the day or an event ("is
    wed at half 3", "bbq sat at half 1"; not "we all sat at half 8", "Tom and Ann wed at
    half 2", "wed at half 2 and honeymooned"): those are verbs too."""
    opens = _SENTENCE_OPENS.search(text[:start]) is not None
    if opens and text[start : start + 3].lower() == "sat":
        return False
    found = _NAMED_HOUR_AFTER.match(text[start:])
    if found is None or not found.group("words"):
        return found is not None
    asked = before in _ASKING or before in _EVENTS  # "is wed at half 3", "bbq sat at half 1"
    return _VERB_DAY.match(text, start) is None or asked


def _opening_sun(text: str, start: int) -> bool:
    """Whether "sun" at `start` opens the message or a sentence before "at" a clock time
    ("sun at 10, 1500 for the whole table"): the day; "the sun at 8am" has its article."""
    opens = re.search(r"(^|[.!?\n])\s*$", text[:start]) is not None
    return opens and re.match(r"sun\s+at\s+\d", text[start : start + 12], re.I) is not None


def _opening_day(text: str, start: int) -> bool:
    """Whether the weekday cut short at `start` opens the message or a sentence before a comma
    and a figure ("sat, 2-4 kids are coming", "wed, 20 of us"): a plan's line headed by its
    day; the figure is the count, read apart."""
    opens = re.search(r"(^|[.!?\n])\s*$", text[:start]) is not None
    return opens and re.match(r"[a-z]+\.?\s*,\s*\d", text[start : start + 12], re.I) is not None


def _event_clause(text: str, start: int) -> bool:
    """Whether the clause before a weekday cut short at `start`, before a clock time, names
    an event and no subject ("training for new hires wed at 3", "team meeting wed at 4"): a line
    of a plan and its day; not "Tom and Ann wed at 4", "after dinner we sat at 9"."""
    clause = re.split(r"[^\w\s'’]", text[max(0, start - 60) : start])[-1]
    words = [w.lower() for w in re.findall(r"[\w'’]+", clause)]
    if not words or any(w in _SUBJECTS for w in words):
        return False
    return any(w in _EVENTS or w.rstrip("s") in _EVENTS for w in words)


#: A request or a question put to the listener that opens a sentence ("can you ...").
_REQUEST = re.compile(
    r"^\W*(can|could|would|will|are|r|is|do|does)\s+(you|u|ya|we|someone|anyone)\b"
    r"(?!\s+(believe|imagine|guess|see|tell|think|remember)\b)",
    re.I,
)
#: A noun phrase, a determiner and up to two words (team names too: "the U12s").
_OBJECT = re.compile(
    r"(?:^|[^\w'’])(the|a|an|my|your|his|her|our|their)\s+([\w'’]+\s+){1,3}$", re.I
)


def _asked_of(text: str, start: int) -> bool:
    """Whether a weekday cut short at `start` ends the object of a request or a question
    put to the listener, before a clock time ("can you coach the juniors sat at 11?", "could u
    take the kids sat at 9"): the object of another verb is no subject, so "sat" is no verb
    but the day asked for."""
    if _OBJECT.search(text[max(0, start - 40) : start]) is None:
        return False
    lo = max((m.end() for m in re.finditer(r"[.!?\n]", text[:start])), default=0)
    return bool(_REQUEST.match(text[lo:start]))


def noun_before(text: str, start: int) -> bool:
    """Whether a noun phrase (a determiner and up to two words) that opens its clause, or
    follows a word that joins clauses, ends right before `start`: the subject ("the cat sat
    at 6:30am"; not "meeting at the boat ramp sat at 5:15am", "on the sat", nor an event,
    "my bday sat at 8pm")."""
    m = _NOUN_PHRASE.search(text[max(0, start - 40) : start])
    if not m:
        return False
    noun = re.findall(r"[\w'’]+", m.group(0))[-1].lower()
    if noun in _EVENTS or noun.rstrip("s") in _EVENTS:
        return False  # "my bday sat at 8pm", "the match sat at 3pm": a plan and its day
    cut = max(0, start - 40) + m.start("det")
    clause = re.split(r"[^\w\s'’]", text[max(0, cut - 60) : cut])[-1]
    head = clause.split()
    return not head or head[-1].lower() in _JOINING | INTERJECTIONS


def joined(text: str, start: int, end: int) -> bool:
    """Whether the weekday cut short at [start, end) is offered as a choice with another
    weekday ("wed or thu works") or beside it ("I can do weds and fri", "how's wed,
    sun?"), the pair after no subject ("they wed or ...": the verb); two joined by "and"
    or a comma only where they end a part or a clause (a full stop glued to the last one
    too: "next ones thurs, sat and mon."), not in a clause of repeated days ("mon and wed at 7
    every week")."""
    pair = _JOINED_AFTER.match(text[end : end + 20])
    first, last = start, end + pair.end() if pair else end
    if not pair:
        pair = _JOINED_BEFORE.search(text[max(0, start - 20) : start])
        if not pair:
            return False
        first = max(0, start - 20) + pair.start(1)
    ended = text[last - 1 : last] in ".!?;"  # "thurs, sat and mon. then ...": a full stop
    if pair.group("join").strip().lower() != "or" and (
        repeated(text, start, end) or not (ended or _PAIR_END.match(text[last : last + 20]))
    ):
        return False  # "sessions are tues and thurs at 6 every week": a habit's days
    words = re.findall(r"[\w'’]+", text[max(0, first - 40) : first])
    lead = words[-1].lower() if words else ""
    return lead not in _SUBJECTS and not noun_before(text, first)


def vocative(text: str, start: int, end: int, before: str) -> bool:
    """Whether "mon" at [start, end) is said to someone ("Mon, you won't believe it")."""
    if text[start:end].lower() != "mon" or not _TO_LISTENER.match(text[end : end + 30]):
        return False
    lead = text[max(0, start - 20) : start]
    return not lead.strip() or bool(re.search(r"[.!?]\s*$", lead)) or before in _GREETINGS


def is_day(text: str, start: int, end: int, before: str) -> bool:
    """Whether the weekday cut short that ends the match at [start, end) is a day: after a
    word that introduces one, or one that is no English word ("fri", "thurs") ending a part
    of a list or a plan ("Leeds fri, Hull sat", "closed thurs for stocktake", "Houston mon
    🤠"), or before "and" a new clause ("we went fri and it was packed"), or owning the noun
    after it ("fri's stream", not "the SAT's")."""
    return plain_day(text, start, end, before) or before_clause(text, start, end)


def before_clause(text: str, start: int, end: int) -> bool:
    """Whether the weekday cut short that ends the match at [start, end) is no English word
    (not "mon") before "and" a new clause ("we went fri and it was packed"; not a habit's
    "tues and thurs")."""
    found = re.search(r"([a-z]+)\W*$", text[start:end], re.I)
    word = found.group(1).lower() if found else ""
    if word not in _NO_WORD or word == "mon" or repeated(text, start, end):
        return False
    rest = text[start + found.end(1) if found else end :]
    return _AND_CLAUSE.match(rest) is not None or _AND_PAST.match(rest) is not None


def plain_day(text: str, start: int, end: int, before: str) -> bool:
    """`is_day` less "and" a new clause after the day (`before_clause`)."""
    if day_introduced(text, start, before):
        return True
    if vocative(text, start, end, before):
        return False  # "Mon, you won't believe it", "hey mon, guess what"
    if joined(text, start, end):
        return True  # "wed or thu works", "I can do weds and fri"
    if _POSSESSIVE.match(text, end) and text[start:end].strip(".").lower() in _OWNS:
        return not text[start:end].isupper()  # "fri's stream", "sat's match"; not "the SAT's"
    found = re.search(r"([a-z]+)\W*$", text[start:end], re.I)
    word = found.group(1).lower() if found else ""
    if word not in _NO_WORD or (word == "mon" and before in _MON_WORDS):
        return False
    rest = text[start + found.end(1) if found else end :]
    if word != "mon" and _WORD_AFTER.match(rest) and not repeated(text, start, end):
        return True  # "going thurs w dad", "off fri cos it's a holiday": a plan's day
    return bool(_PART_END.match(text[start + found.end(1) if found else end :]))
