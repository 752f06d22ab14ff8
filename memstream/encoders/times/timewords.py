"""Time words used as other words, read from a tagged text's parts of speech (Penn tags).

`weekday_as_word` reads a lone weekday as a noun's attribute ("the Saturday market", "Monday
blues") or the end of a name ("Ruby Tuesday"): no day. `as_word` adds, from the same tags, a
holiday that is a noun's attribute ("Christmas lights", "Black Friday deals"), the weekend
as one ("weekend coverage"), a range of weekdays glued by hyphens before a noun ("my
Monday-to-Friday commute"), a weekday and a part of the day in a title ("Friday Night
Lights"; in lower case too, before a plural noun: "friday night lights is back") and
"march"/"may" the verb ("they had to march across the field"). Only texts tagged for
their tense get these rules (tenseresolve.resolve_times); the text-only rules are in timefilter.py.

The time words every time module reads by (the weekdays in each spelling chat uses, with
their numbers and one pattern for all; months, seasons, holidays, units, the words that
introduce a time) are in timevocab.py.
"""

from __future__ import annotations

import re
import unicodedata

from memstream.encoders.times import timemonthnoun, timemonthperiod, timemovedto
from memstream.encoders.times.timechat import INTERJECTIONS
from memstream.encoders.times.timefeastnames import FEAST_NAMES, FEASTS_READ_ELSEWHERE
from memstream.encoders.times.timeholidayevents import event_kind
from memstream.encoders.times.timeholidaynoun import (
    count_dropped,
    noun_as_verb,
    person_name,
    plural_noun,
    verb_then_time,
)
from memstream.encoders.times.timeholidayoccasion import past_occasion
from memstream.encoders.times.timeholidaytrade import trade_kind
from memstream.encoders.times.timelookalikes import month_as_name
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import (
    INTRO,
    MONTHS,
    SEASONS,
    TIME_WORDS,
    WEEKDAY_NUMBERS,
    WEEKDAYS,
)

#: Words after a weekday that leave it a day: meals (that day's: "Sunday brunch was
#: amazing"), people as the next clause's subject ("Friday mom called"), greetings' objects,
#: pronouns no day is an attribute of ("expires sunday, anyone free?" without its comma).
_DAY_STAYS = (
    TIME_WORDS
    | _words("breakfast brunch lunch dinner supper drinks")
    | _words("mom mum dad mama papa grandma grandpa nana granny everyone everybody y'all")
    | _words("anyone anybody someone somebody nobody noone")
    | INTERJECTIONS  # "due by friday pls": chat's words, tagged as nouns, are no noun
    | _words("please thanks thx ty cheers")
)
#: Capitalised words before a weekday that are not a name's ("Ok Tuesday works").
_NOT_NAMES = (
    TIME_WORDS
    | INTRO
    | _words("ok okay yes yeah yep sure cool great perfect fine thanks so maybe hey hi happy")
)
_DAY_LEAD = frozenset({"the", "that", "a", "an"})
#: Words before a lone weekday that make it any such day, no date ("another saturday").
_ANY_ONE = frozenset({"another", "any"})


#: Words before a weekday or month that make it a noun's attribute when a noun follows.
_DETERMINERS = _words("the a an my our your his her their its")
#: Words before "the" that introduce a day or month ("on the saturday", "by the june ...").
_DAY_PREPOSITIONS = _words("on by until till til since before after during from through")


def _compound_after(tokens: list[tuple[int, str, str]], k: int) -> bool:
    """Whether token k, after a determiner, comes before a compound noun that the tagger reads
    as a verb: hyphenated ("the sunday drop-in session", "our friday check-in") or a verb
    in -ing and a common noun ("the friday feeling combo"); not a part of the day, a meal or
    another time word ("the saturday mid-morning")."""
    if k == 0 or tokens[k - 1][1].lower() not in _DETERMINERS or k + 2 >= len(tokens):
        return False
    if k >= 2 and tokens[k - 2][1].lower() in _DAY_PREPOSITIONS:
        return False  # "on the saturday leaving work": the day
    first, second = tokens[k + 1], tokens[k + 2]
    if first[1].lower() in _DAY_STAYS:
        return False
    glued = second[0] == first[0] + len(first[1])
    if glued and (second[2] == "HYPH" or second[1] in ("-", "–")) and k + 3 < len(tokens):
        tail = tokens[k + 3]
        return tail[0] == second[0] + len(second[1]) and tail[1].lower() not in TIME_WORDS
    return first[2] == "VBG" and second[2] in ("NN", "NNS") and second[1].lower() not in TIME_WORDS


def weekday_as_word(tokens: list[tuple[int, str, str]], start: int, end: int) -> bool:
    """Whether the lone weekday at characters [start, end) of a tagged text is a word, not a
    day (Penn tags: `tokens` are (offset, text, tag)): a noun's attribute, right before a
    common noun ("the Saturday market", "Monday blues", "that Friday feeling"; not a part
    of the day, a meal or "Friday mom called"), or the end of a name, right after a proper
    noun that is no object of a verb ("Ruby Tuesday closed down"; not "I'm seeing Mike
    Friday"); after "another" or "any", any such day ("not wasting another saturday on
    it", "come round any sunday")."""
    inside = [k for k, t in enumerate(tokens) if start <= t[0] < end]
    words = [k for k in inside if tokens[k][1].lower() not in _DAY_LEAD]
    if len(words) != 1 or tokens[words[0]][1].lower() not in WEEKDAYS:
        return False
    day = words[0]
    if day == inside[0] and day > 0 and tokens[day - 1][1].lower() in _ANY_ONE:
        return True  # "not wasting another saturday on it": any such day
    nxt = tokens[day + 1] if day + 1 < len(tokens) else None
    if nxt and nxt[2] in ("NN", "NNS") and nxt[1].lower() not in _DAY_STAYS:
        return not _subject_after(tokens, day)  # not "by friday 😒 sales were down"
    if _compound_after(tokens, day):
        return True  # "the saturday walk-in clinic", "the friday feeling combo"
    if _in_title(tokens, day):
        return True  # "gave 7/10 to The Sunday Philosophy Club"
    if day != inside[0] or day == 0:
        return False
    prev = tokens[day - 1]
    if prev[2] not in ("NNP", "NNPS") or not prev[1][:1].isupper():
        return False
    return prev[1].lower() not in _NOT_NAMES and not (
        day >= 2 and tokens[day - 2][2].startswith("VB")
    )


def _subject_after(tokens: list[tuple[int, str, str]], day: int) -> bool:
    """Whether the weekday at token `day` follows a preposition that introduces it and the
    noun after it is the subject of a verb right after ("want it by friday | sales were down",
    an emoji between taken out): a new clause, the day stays."""
    if day == 0 or tokens[day - 1][1].lower() not in _DAY_PREPOSITIONS or day + 2 >= len(tokens):
        return False
    return tokens[day + 2][2] in ("VBD", "VBZ", "VBP", "MD")


def _in_title(tokens: list[tuple[int, str, str]], day: int) -> bool:
    """Whether the capitalised weekday at token `day` is inside a title: after "The" in
    capitals inside a sentence and before a capitalised proper noun that is no time word
    ("for The Sunday Philosophy Club"; not "The Thursday after next", "see you Thursday Jim")."""
    if day < 2 or tokens[day - 1][1] != "The" or tokens[day - 2][1] in (".", "!", "?", ":"):
        return False
    nxt = tokens[day + 1] if day + 1 < len(tokens) else None
    return bool(
        tokens[day][1][:1].isupper()
        and nxt
        and nxt[2] in ("NNP", "NNPS")
        and nxt[1][:1].isupper()
        and nxt[1].lower() not in TIME_WORDS | _NOT_NAMES | _PEOPLE
    )


#: Holidays that may be a noun's attribute ("Christmas lights", "Black Friday deals"), the
#: feasts of other calendars too ("vaisakhi nagar kirtan", "eid clothes"); the named days
#: before a noun of trade only ("boxing day sales", timeholidaytrade.py).
_HOLIDAY_NAME = re.compile(
    r"^(christmas|xmas|easter|halloween|thanksgiving|hanukkah|chanukah|passover|ramadan|"
    r"diwali|valentine\s*['’]s|valentines|black\s+friday|cyber\s+monday|new\s+year\s*['’]?s?|"
    rf"{FEAST_NAMES}|{FEASTS_READ_ELSEWHERE})$",
    re.I,
)
#: Nouns after a holiday that leave it the day or its stretch ("Christmas morning",
#: "Christmas break", "Easter weekend"), the plans made for it ("new year plans", as
#: "weekend plans" are the weekend) or a shift worked on it ("my boxing day shift").
_HOLIDAY_STAYS = TIME_WORDS | _words(
    "eve break holiday holidays hols vacation recess week weekend day season period time trip visit"
    " plans plan shift shifts"
)
_MEALS = _words("breakfast brunch lunch dinner supper feast meal seder iftar")
#: Family words that name a person, not a show, after a weekday ("Friday Mom called").
_PEOPLE = _words("mom mum dad mama papa grandma grandpa nana granny i")
_PARTS = _words("morning afternoon evening night")


def _generic(tokens: list[tuple[int, str, str]], k: int) -> bool:
    """Whether the sentence of token k is told in the simple present, no past, perfect,
    progressive or modal ("Thanksgiving dinner is my favourite meal"): a kind, not one day."""
    lo, hi = k, k
    while lo > 0 and tokens[lo - 1][1] not in (".", "!", "?"):
        lo -= 1
    while hi < len(tokens) and tokens[hi][1] not in (".", "!", "?"):
        hi += 1
    tags = {t[2] for t in tokens[lo:hi]}
    return bool(tags & {"VBZ", "VBP"}) and not tags & {"VBD", "VBN", "VBG", "MD"}


def _holiday_as_word(tokens: list[tuple[int, str, str]], words: list[int]) -> bool:
    """A holiday alone in its match, right before a common noun (or an adjective and one),
    a plural noun the tagger took for a verb too: the noun's kind ("Christmas lights", "a
    Christmas jumper", "Black Friday deals", "Halloween special room", "holi colours
    everywhere"); not before a part of the day or a stretch of it ("Christmas morning",
    "Christmas break"); before a meal only when the sentence tells no one occasion
    ("Thanksgiving dinner is my favourite meal"; not "Christmas dinner was lovely", "we're
    having Thanksgiving dinner at mum's"). A person's name ("my cousin holi is visiting")
    is no holiday either; a number before the holiday counts the noun's things ("4
    christmas jumpers"), and a noun after it tagged as a verb's plain present is a noun
    ("eid bazaar in the car park", `timeholidaynoun`)."""
    words = count_dropped(tokens, words)  # "4 christmas jumpers": a count of the noun's things
    if not _HOLIDAY_NAME.match(" ".join(tokens[k][1] for k in words)):
        return False
    if words[0] > 0 and tokens[words[0] - 1][1].lower() in _WISHES:
        return False  # "happy new year lads": a greeting, the holiday it wishes
    last = words[-1]
    nxt = tokens[last + 1] if last + 1 < len(tokens) else None
    stretch = nxt is not None and nxt[1].lower() in _HOLIDAY_STAYS | _MEALS
    if person_name(tokens, words[0]) and not stretch:
        return True  # "my cousin holi is visiting": a person's name
    if nxt is not None and plural_noun(tokens, words[0], last):
        nxt = (nxt[0], nxt[1], "NNS")  # "Christmas jumpers compulsory": tagged as a verb
    elif nxt is not None and noun_as_verb(tokens, words[0], last):
        nxt = (nxt[0], nxt[1], "NN")  # "eid bazaar in the car park": tagged as a verb
    if nxt is not None and nxt[2] == "JJ" and last + 2 < len(tokens):  # "Halloween special
        after = tokens[last + 2]  # room": the noun after an adjective; not "xmas last year"
        nxt = after if after[1].lower() not in _HOLIDAY_STAYS else nxt
    # a lower-case noun the tagger took for a name beside an emoji ("the xmas tree 🎄"):
    # chat writes a name with a capital, so it is a common noun
    common = nxt is not None and (
        nxt[2] in ("NN", "NNS") or (nxt[2] in ("NNP", "NNPS") and nxt[1].islower())
    )
    if nxt is None or not common or nxt[1].lower() in _HOLIDAY_STAYS:
        return False
    if nxt[1].lower() in _ADDRESSED:
        return False  # "have a wonderful easter all!": a greeting, the holiday
    if verb_then_time(tokens, last + 1):
        return False  # "hanukkah starts next week": the verb, tagged as a plural noun
    if past_occasion(tokens, nxt[0]):
        return False  # "halloween quiz night was mayhem": the day of that one occasion
    return nxt[1].lower() not in _MEALS or _generic(tokens, last)


#: Those a greeting is said to, after the holiday it wishes ("happy easter everyone", "have
#: a lovely christmas folks"): no noun the holiday is the kind of.
_WISHES = _words("happy merry glad blessed")
_ADDRESSED = _words("everyone everybody folks guys fam yall y'all")


#: Nouns after a season that leave it the season or a stretch of it ("summer holidays",
#: "spring break", "the summer term"); other common nouns make it their kind ("the spring
#: fair", "summer camp", "winter tires", "autumn leaves").
_SEASON_STAYS = _HOLIDAY_STAYS | _words("term semester months days nights weeks solstice")


_SEASON_PREPOSITIONS = _words("after before in during since until till through by over from")


def _season_as_word(tokens: list[tuple[int, str, str]], words: list[int]) -> bool:
    """A season alone in its match (after a preposition too: "normal after winter
    heating"), right before a common noun: the noun's kind."""
    words = [k for k in words if tokens[k][1].lower() not in _SEASON_PREPOSITIONS]
    if len(words) != 1 or tokens[words[0]][1].lower() not in SEASONS:
        return False
    k = words[0]
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    # "fair" after a season is tagged as an adjective ("the spring fair")
    kinds = ("NN", "NNS", "JJ")
    return bool(nxt and nxt[2] in kinds and nxt[1].lower() not in _SEASON_STAYS)


def _month_as_word(tokens: list[tuple[int, str, str]], words: list[int]) -> bool:
    """A month alone after "the" (no word that introduces a date before it), right before a
    common noun: the noun's kind or a title ("the october country", "the march issue"); not
    a stretch or a deadline of the month ("the may bank holiday", "the june deadline")."""
    if len(words) != 1 or tokens[words[0]][1].lower() not in MONTHS or words[0] < 1:
        return False
    k = words[0]
    if tokens[k - 1][1].lower() != "the" or (
        k >= 2 and tokens[k - 2][1].lower() in _DAY_PREPOSITIONS | INTRO
    ):
        return False
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    stays = _SEASON_STAYS | _MEALS | _words("bank half deadline deadlines payment payments")
    return bool(nxt and nxt[2] in ("NN", "NNS") and nxt[1].lower() not in stays)


#: Words before "to" after which lower-case "march" is the verb ("how to march", "had to
#: march"): "how" or a verb that is no verb of moving or stretching a date ("pushed to
#: march", "extended to march" are the month).
_INFINITIVE_BEFORE = ("VB", "VBD", "VBG", "VBN", "VBP", "VBZ", "WRB", "MD")
_TO_A_DATE = _words(
    "extend extends extended extending slip slips slipped slid slide roll rolled defer "
    "deferred carry carried set"
)


def _march_to(tokens: list[tuple[int, str, str]], k: int) -> bool:
    """Whether lower-case "march" at token k follows "to" after a verb or "how": the verb
    ("how do you say to march", "we had to march")."""
    if k < 2 or tokens[k - 1][1].lower() != "to":
        return False
    before = tokens[k - 2]
    word = before[1].lower()
    return (
        before[2] in _INFINITIVE_BEFORE and word not in _TO_A_DATE and not timemovedto.moving(word)
    )


#: The words of a range of weekdays ("Monday-to-Friday", "Mon-Fri").
_RANGE_PARTS = frozenset(WEEKDAY_NUMBERS) | _words("- – to through thru")


def _weekday_range_as_word(tokens: list[tuple[int, str, str]], words: list[int]) -> bool:
    """A weekday glued by hyphens into a range or compound, right before a common noun: the
    noun's kind ("my Monday-to-Friday school run", "a Mon-Fri job"); not "I work Monday-Friday
    next week", nor days spaced apart ("open Monday - Friday hours")."""
    if not words or any(tokens[k][1].lower().rstrip(".") not in _RANGE_PARTS for k in words):
        return False

    def glued(k: int) -> bool:  # token k starts where token k - 1 ends
        return 0 < k < len(tokens) and tokens[k][0] == tokens[k - 1][0] + len(tokens[k - 1][1])

    lo, hi = words[0], words[-1]
    while glued(lo):
        lo -= 1
    while glued(hi + 1):
        hi += 1

    def hyphen(k: int) -> bool:
        return tokens[k][2] == "HYPH" or tokens[k][1] in ("-", "–")

    if not any(glued(k) and (hyphen(k) or hyphen(k - 1)) for k in range(lo + 1, hi + 1)):
        return False  # "Monday - Friday" apart: a range of days
    nxt = tokens[hi + 1] if hi + 1 < len(tokens) else None
    return bool(nxt and nxt[2] in ("NN", "NNS") and nxt[1].lower() not in _DAY_STAYS)


def _title(tokens: list[tuple[int, str, str]], words: list[int]) -> bool:
    """A weekday and a part of the day in capitals, right before another capitalised proper
    noun: a title or a name ("Friday Night Lights", "Saturday Night Live"); not "Friday
    night", "Saturday Night Mom called"."""
    names = [tokens[k][1] for k in words]
    if len(names) < 2 or not all(w[:1].isupper() and w[1:].islower() for w in names):
        return False
    if names[0].lower() not in WEEKDAYS or any(w.lower() not in _PARTS for w in names[1:]):
        return False
    last = words[-1]
    nxt = tokens[last + 1] if last + 1 < len(tokens) else None
    return bool(
        nxt
        and nxt[2] in ("NNP", "NNPS")
        and nxt[1][:1].isupper()
        and nxt[1].lower() not in TIME_WORDS | _NOT_NAMES | _PEOPLE
    )


def _day_part_as_word(tokens: list[tuple[int, str, str]], words: list[int]) -> bool:
    """A weekday and a part of the day right before a common noun in the plural: a title or
    a kind ("sunday night football is getting a reboot", "saturday morning cartoons"); not
    before a meal, drinks or plans ("friday night drinks", "sunday night plans")."""
    names = [tokens[k][1].lower() for k in words]
    if len(names) != 2 or names[0] not in WEEKDAYS or names[1] not in _PARTS:
        return False
    last = words[-1]
    nxt = tokens[last + 1] if last + 1 < len(tokens) else None
    stays = _DAY_STAYS | _MEALS | _PEOPLE | _words("plans plan shifts")
    return bool(nxt and nxt[2] == "NNS" and nxt[1].lower() not in stays)


#: "weekend" as written, in full or as chat cuts it short ("wknd", "wkend").
_WEEKEND_WORDS = _words("weekend wknd wkend")
#: Nouns after "weekend" that leave it the weekend ("weekend plans", "a weekend trip").
_WEEKEND_STAYS = _HOLIDAY_STAYS | _MEALS | _words("getaway away")  # plans: a holiday's too


def _weekend_as_word(tokens: list[tuple[int, str, str]], words: list[int]) -> bool:
    """ "weekend" alone in its match (no "this", "next", "last"), right before a common noun:
    the noun's kind ("weekend coverage", "apologies for the weekend email"); not "weekend plans",
    "a weekend trip"."""
    if len(words) != 1 or tokens[words[0]][1].lower() not in _WEEKEND_WORDS:
        return False
    k = words[0]
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    return bool(nxt and nxt[2] in ("NN", "NNS") and nxt[1].lower() not in _WEEKEND_STAYS)


def _emoji(token: str) -> bool:
    """Whether a token is emoji only (symbols, their modifiers and joiners)."""
    return all(unicodedata.category(c) in ("So", "Sk", "Mn", "Cf") for c in token)


def as_word(tokens: list[tuple[int, str, str]], start: int, end: int) -> bool:
    """Whether the match at characters [start, end) of a tagged text is a word, not a time
    (Penn tags: `tokens` are (offset, text, tag)): a weekday as a word (`weekday_as_word`),
    a holiday as a noun's attribute ("Christmas lights", "Black Friday deals"), a weekday and
    a part of the day in a title ("Friday Night Lights"), "march"/"may" in lower case that
    the tagger reads as a verb ("they had to march across the field")."""
    # an emoji is no word: not the noun after a time ("till christmas 🙄"), and the word
    # after it is the next ("the christmas 🎄 lights"), unless it ends a holiday that no
    # determiner heads ("open day for easter 🐣 drop-ins from 10"), or a weekday that a
    # preposition leads ("till sunday 🖤 sabeel stall": sunday) or whose noun after the emoji
    # is the subject of a verb, a verb before it ("was due sunday 🤦 fine is": a new clause)
    broken = _emoji_after(tokens, start, end)
    # chat's interjections are no noun a time is an attribute of ("from christmas lol")
    tokens = [(a, w, "UH" if w.lower() in INTERJECTIONS else t) for a, w, t in tokens]
    tokens = [t for t in tokens if not _emoji(t[1])]
    head = next((w.lower() for a, w, _ in reversed(tokens) if a < start), "")
    clause = broken and (head in _DAY_PREPOSITIONS or _subject_next(tokens, start, end))
    if weekday_as_word(tokens, start, end) and not clause:
        return True  # not "till sunday 🖤 sabeel stall": the emoji ends the day's phrase
    inside = [k for k, t in enumerate(tokens) if start <= t[0] < end]
    words = [k for k in inside if tokens[k][1].lower() not in _DAY_LEAD]
    if not words:
        return False
    if len(words) == 1 and tokens[words[0]][1] in ("march", "may"):
        if timemonthnoun.listed_after(tokens, words[0]):
            return False  # "in nov and march": the month, listed after a month
        if timemonthperiod.paired_before(tokens, words[0]):
            return False  # "i did march and feb": the month, listed before a month
        if tokens[words[0]][2].startswith(("VB", "MD")):
            return True  # "we march up the hill"
        if tokens[words[0]][1] == "march" and _march_to(tokens, words[0]):
            return True  # "how do you say to march": the verb, tagged as the month
    if _month_as_word(tokens, words) or month_as_name(tokens, words):
        return True  # "the october country", "to june and sam"
    if timemonthnoun.as_such(tokens, words):
        return True  # "november babies are the best", "september feels like a fresh start"
    if _season_as_word(tokens, words) or _weekday_range_as_word(tokens, words):
        return True  # "the spring fair", "summer camp", "the Monday-to-Friday rota"
    if _weekend_as_word(tokens, words):
        return True  # "weekend coverage", "the weekend ping"
    if _day_part_as_word(tokens, words):
        return True  # "friday night lights", "saturday morning cartoons"
    if event_kind(tokens, words):
        return True  # "the xmas party tmrw": the party's day is its own
    if trade_kind(tokens, words):
        return True  # "boxing day sales", "memorial day deals"
    return (_holiday_as_word(tokens, words) and not broken) or _title(tokens, words)


def _subject_next(tokens: list[tuple[int, str, str]], start: int, end: int) -> bool:
    """Whether the noun after the match at [start, end) (emoji taken out) is the subject of
    a verb of its own right after it ("sunday | fine is", "friday | work was"), the match led
    by a verb or a preposition in its clause ("was due sunday", "close on the house tuesday");
    not a message's opening weekday ("monday 😩 blues are hitting hard": an idiom, a habit)."""
    after = [t[2] for t in tokens if t[0] >= end][:2]
    if after[:1] not in (["NN"], ["NNS"]) or after[1:] not in (["VBD"], ["VBZ"], ["VBP"], ["MD"]):
        return False
    before = [(w, t) for a, w, t in tokens if a < start]
    clause = before[
        max((k + 1 for k, (_, t) in enumerate(before) if t in (".", ",", ":")), default=0) :
    ]
    return any(t.startswith(("VB", "MD", "IN", "TO")) or w == "'s" for w, t in clause)


def _emoji_after(tokens: list[tuple[int, str, str]], start: int, end: int) -> bool:
    """Whether an emoji right after the match at characters [start, end) ends its phrase:
    no determiner before the match ("for halloween 🎃 walk-ins"; not "the christmas 🎄
    lights")."""
    after = next((t for t in tokens if t[0] >= end), None)
    before = [t for t in tokens if t[0] < start]
    head = before[-1][1].lower() if before else ""
    return after is not None and _emoji(after[1]) and head not in _DETERMINERS
