"""Numbers that a noun beside them counts or names, which Duckling reads as times
(tests/data/timeexpr.md, "Not dates": counts and measures, names and other words):

- "the" and a bare number of one or two digits, no ordinal's ending, before a noun ("talking
  about the 3 tier cake", "the 2 bed flat"): the thing's measure, not the 3rd of the month;
  a chat day stays ("on the 3 at 5", "see you the 3 lol"); so after a preposition that
  does not introduce a day ("from the 2 euro shop", "in the 3 bed house"; "on the 3 ...",
  "by the 3 ..." go on to the rules of days), and after "since" before the things counted,
  a plural noun in the next two words or "of" ("since the 3 all nighters", "since the 4 of
  us moved in"; "since the 3 i've been sick", "since the 12 its been raining" stay the day);
- a bare number and "sharp" before a noun, no preposition before them ("found 2 sharp
  hooks", "3 sharp pencils"): a count and an adjective; "at 2 sharp", "2 sharp tomorrow",
  "7 sharp monday" stay the clock time;
- a bare number and a weekday cut short that is a word ("sun", "sat", "wed") before a plural
  noun, no clock time's word before them ("108 sun salutations", "2 sun loungers", "the 3
  sat navs"): a count of things, not a clock time on Sunday; "meet 10 sun", "10 sun at the
  park", "at 10 sun ...", "soccer 9 sat field 4", "party 9 sat bring drinks" stay the day
  and its clock time;
- two numbers joined by a colon before a word of proportion, maybe after one word of what
  is proportioned ("a 1:12 scale model", "a 16:9 ratio", "a 50:50 split", "a 1:8 staff
  ratio", that word only after a determiner or where the word of proportion ends a noun
  phrase): a ratio, no clock time; "at 1:10 to mix",
  "see you 6:15 lads split up after" stay the clock time;
- a holiday's word right after a count ("making 24 valentines", "three christmases
  together"): the things counted, cards or years, no day; not after a clock time ("at 6
  christmas eve" is not this: the match holds more than the word);
- a number right before "night", no word of a clock time before it, spelled out ("nine night
  for granny") or with a noun after "night" that it counts ("a 10 night cruise", "3 night
  stay", "the 4 night cruise", after "the" too): a count or a name; "at nine night" stays
  the clock time, and so do figures chat writes for an hour of the night ("see u 10 night",
  "leaving 10 night for the airport") and "the" and a day's number before a clause about
  that night ("the 14 night we met");
- an ordinal right before "night", no "the" nor a word that introduces a day before it
  ("3rd night terror this week", "second night in a row", "tickets for twelfth night"): the
  order of nights or a name; "on the 3rd night", "the 3rd night we met" go on;
- a range of three or four digits right after a plural noun that they number ("rooms
  1401-1420", "pages 220-245"): the things' numbers, not a range of years; not after a unit of
  time ("years 2019-2021") nor a word that introduces a time ("from 1998-2004"), nor two
  years ("my taxes 2019-2021", "albums 1998-2004").

`timecounts.check` asks `no_time`.
"""

from __future__ import annotations

import re

from memstream.encoders.times import timechat
from memstream.encoders.times.timeneighbours import noun_follows, word_after, word_before
from memstream.encoders.times.timenumberwords import NUMBER_ALT, ORDINAL_ALT
from memstream.encoders.times.timephrases import words
from memstream.encoders.times.timevocab import HOLIDAYS, INTRO, MONTHS, TIME_WORDS, WEEKDAY_NUMBERS

_THE_NUMBER = re.compile(r"^((about|around|from|at|in|for|with|of|since)\s+)?the\s+\d{1,2}$", re.I)
#: The next two words after "since the N".
_TWO_WORDS = re.compile(r"^\s+([a-z'’]+)(\s+([a-z'’]+))?", re.I)
#: A determiner or a possessive: a noun phrase of its own begins ("since the 2 | my knees").
_DETERMINERS = words("my our your his her their its the a an these those this that")
#: A verb right after a plural noun, beside `timechat.verb_after`'s ("prices | went up",
#: "things | have been", "bills | doubled"): the noun is a subject, no thing counted.
_VERB_NEXT = re.compile(r"^\s+(have|been|keep|kept|go|goes|get|gets|[a-z]+ed)\b", re.I)
#: A bare number (or a clock time) and "sharp", nothing before them in the match.
_SHARP = re.compile(r"^\d{1,2}(:\d\d)?\s+sharp$", re.I)
#: A bare number and a weekday cut short that is an English word ("108 sun", "the 3 sat").
_WORD_DAY = re.compile(r"^(the\s+)?\d{1,4}\s+(sun|sat|wed)$", re.I)
#: A plural noun, the things counted ("salutations", "navs"; not "this", "class", "bus").
_PLURAL = re.compile(r"^[a-z]{2,}[^siu'’]s$")
#: Two numbers and a colon, then a word of proportion: a ratio ("1:12 scale", "16:9 ratio").
_RATIO = re.compile(r"^\d{1,3}:\d{1,3}$")
#: A count right before a match: digits or a number's word ("24 | valentines").
_COUNT_BEFORE = re.compile(rf"(?<![:.\d])\b(\d{{1,4}}|{NUMBER_ALT})\s+$", re.I)
#: A word of proportion, maybe after one word of what is proportioned ("16:9 | ratio", "1:10 |
#: staff ratio", "a 1:4 | water-cement mix"; not "at 1:10 | to mix").
_PROPORTION = re.compile(
    r"\s*((?!(to|for|and|or|then|the|a|at|in|on|we|i)\b)[a-z]+(-[a-z]+)*\s+)?"
    r"(scale|ratio|split|aspect|mix)\b",
    re.I,
)
#: A determiner before a ratio with a word before its word of proportion ("a 1:8 staff ratio").
_RATIO_DET = re.compile(r"\b(a|an|the|this|that|our|my|your|their|its|it)\s+$", re.I)
#: What follows a word of proportion that is a noun: an end, a preposition or "is" (not
#: a verb's object or particle: "split the cab", "split up").
_NOUN_ENDS = re.compile(r"\s*($|[.,!?;:)]|(for|on|of|at|in|with|is|was|and)\b)", re.I)
_NUMBER_NIGHT = re.compile(rf"^(?P<the>the\s+)?(?P<n>\d{{1,2}}|{NUMBER_ALT})\s+night$", re.I)
#: Pronouns that start a clause about "the N night" ("the 14 night we met").
_SUBJECTS = frozenset({"i", "we", "you", "u", "he", "she", "they", "it", "ur", "everyone"})
#: Words that make a number before "night" a clock time ("at nine night", "by 9 night").
_CLOCK_INTROS = frozenset(
    {"at", "by", "from", "till", "until", "til", "around", "about", "before", "after", "@"}
)
_IN_A_ROW = re.compile(r"\s+in\s+a\s+row\b", re.I)
#: Whom chat tells a time to, after it ("leaving 6 sharp guys"): no things counted.
_ADDRESSEES = frozenset(
    {"guys", "kids", "folks", "ppl", "lads", "girls", "boys", "ladies", "peeps"}
)
_ORDINAL_NIGHT = re.compile(rf"^(\d{{1,2}}(st|nd|rd|th)|{ORDINAL_ALT})\s+night$", re.I)
_NUMBERED_RANGE = re.compile(r"^\d{3,4}\s*[-–]\s*\d{3,4}$")
#: Two years joined by a hyphen ("2019-2021", "1998-2004").
_YEARS = re.compile(r"^(19|20)\d\d\s*[-–]\s*(19|20)\d\d$")
#: A plural noun right before ("rooms", "pages"): four letters or more.
_PLURAL_BEFORE = re.compile(r"\b([a-z]{3,}s)\s+$", re.I)
#: Plurals of units of time and of parts of a year, before which a range is of years.
_TIME_PLURALS = frozenset(
    {"years", "seasons", "decades", "centuries", "terms", "semesters", "winters", "summers"}
    | {"springs", "autumns", "falls", "days", "weeks", "months", "times", "dates", "sessions"}
)


def _counted_after(text: str, end: int) -> bool:
    """Whether "of" (not a month's) or a plural noun in the next two words after text[:end]
    names the things counted ("| all nighters", "| late shifts", "| of us"); not a plural
    that starts a clause of its own, after a determiner or before its verb ("| its been
    raining", "| my knees have", "| prices went up", "| our bills doubled")."""
    m = _TWO_WORDS.match(text[end : end + 40])
    if m is None:
        return False
    words = [w.lower() for w in (m.group(1), m.group(3)) if w]
    if words[0] == "of":
        return len(words) == 1 or words[1] not in MONTHS
    if words[0] in _DETERMINERS:
        return False  # "since the 2 | my knees have been killing me"
    for k, w in enumerate(words):
        if _PLURAL.match(w):
            after = text[end + m.end(2 * k + 1) :]
            return not (timechat.verb_after(after, 0) or _VERB_NEXT.match(after))
    return False


def no_time(text: str, start: int, end: int) -> bool:
    """Whether the match text[start:end] is a number that a noun beside it counts or names
    (the kinds above)."""
    body = text[start:end]
    before = word_before(text, start).lower()
    if _THE_NUMBER.match(body):
        if body[:5].lower() == "since" and not _counted_after(text, end):
            return False  # "since the 3 i've been sick": the 3rd of the month
        return noun_follows(text, end) and not timechat.verb_after(text, end)
    if _SHARP.match(body) and before not in _CLOCK_INTROS:
        nxt = word_after(text, end).lower()  # "2 sharp hooks"; not "7 sharp monday"
        return (
            noun_follows(text, end)
            and nxt.endswith("s")  # a plural counted; not "call starts 10 sharp meeting room b"
            and nxt not in _ADDRESSEES  # "leaving 6 sharp guys": the time, then who is told
            and nxt not in TIME_WORDS | WEEKDAY_NUMBERS.keys()
        )
    if _WORD_DAY.match(body) and before not in _CLOCK_INTROS:
        nxt = word_after(text, end).lower()  # "108 sun salutations"; not "meet 10 sun"
        return (
            noun_follows(text, end)
            and _PLURAL.match(nxt) is not None  # "soccer 9 sat field 4": the day's clock
            and nxt not in _ADDRESSEES  # "pickup 3 wed kids at the gate": whom it's for
            and nxt not in TIME_WORDS | WEEKDAY_NUMBERS.keys()
        )
    if body.lower() in HOLIDAYS and _COUNT_BEFORE.search(text[max(0, start - 12) : start]):
        return True  # "making 24 valentines": cards
    proportion = _PROPORTION.match(text[end : end + 30])
    det = _RATIO_DET.search(text[max(0, start - 8) : start])
    if proportion and proportion.group(1) and not det:  # "1:10 staff ratio for toddlers"
        after = text[end + proportion.end() : end + proportion.end() + 8]
        if not _NOUN_ENDS.match(after):
            proportion = None  # "see you 6:15 lads split up", "arrive 5:15 latest mix starts"
    if _RATIO.match(body) and proportion:
        return True  # "a 1:12 scale model", "a 16:9 ratio"
    if (night := _NUMBER_NIGHT.match(body)) is not None:
        if before in _CLOCK_INTROS:
            return False  # "at nine night"
        # "nine night for granny", "a 10 night cruise", "the 4 night cruise"; not "see u 10
        # night"
        spelled = not night.group("n")[0].isdigit() and not night.group("the")
        if night.group("the") and word_after(text, end).lower() in _SUBJECTS:
            return False  # "the 14 night we met": that day's night, a clause about it
        return spelled or noun_follows(text, end)
    if _ORDINAL_NIGHT.match(body):  # "3rd night terror"; not "on the 3rd night"
        if before in INTRO | MONTHS | _CLOCK_INTROS or before.isdigit():
            return False
        # figures only before a noun that the nights count or "in a row" ("5th night shift");
        # not a chat date ("arriving 14th night, leaving 16th", "back 2nd night hopefully")
        return not body[0].isdigit() or (
            _IN_A_ROW.match(text[end:]) is not None
            or (noun_follows(text, end) and not word_after(text, end).lower().endswith("ly"))
        )
    if _NUMBERED_RANGE.match(body) and not _YEARS.match(body):
        plural = _PLURAL_BEFORE.search(text[max(0, start - 30) : start])
        return plural is not None and plural.group(1).lower() not in _TIME_PLURALS
    return False
