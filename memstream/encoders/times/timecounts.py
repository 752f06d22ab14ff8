"""Counts, lengths and words that Duckling reads as clock times (tests/data/timeexpr.md):

- "N of M" with bare numbers is a count ("lesson 3 of 10", "game 2 of 7", "3 of 10 people"),
  not ten to three minutes before M; introduced as a time ("at 10 of 5") it stays one;
- a match that ends in a bare number right before a unit of time was cut off by Duckling
  before the unit ("the next dose after 6 | weeks", "ready by 3 | days from now"): the
  number is a count, so the match is cut before the number's preposition (what is left is
  read again, or nothing); a count glued before "after" a duration is cut off ("one | after
  6 weeks");
- a decimal with one digit after its point ("from 7.4 to 5.2"; "8.30" is a British clock
  time), a decimal comma ("from 2,1 jt to 1,6 jt") or four digits past 12 before a 12-hour
  "p"/"a" ("1440p") is a measurement, and so is a video's resolution ("my 720p webcam");
- a number after a noun that numbers a place or thing ("section 112 at 11:15", "gate 4 at
  9") is its number, cut off the time after it;
- a clock-looking number after a verb of cutting or trimming "to" ("she can trim it to 3:10",
  "trim the clip down to 1:45"), after a verb of lasting ("the song runs 4:35") or before
  "long" ("the video is 2:30 long") is a length, no time of day (so are a time to beat, how
  long it took and time left: `timeelapsed`); "in" a count of a unit in
  the singular before a plural noun is the noun's measure ("we charge in 30 min blocks");
- a part of the day right before "sun" (Duckling's Sunday: "the afternoon sun", "in the
  morning sun", "in the morning sunshine"): the sun and its light, no day; a day before
  them stays ("tomorrow | afternoon sun").

- set scores, two or more in a row ("won 7-5 6-2"): counts (`timescores`);
- an ordinal with no "the" before "last/this/next" and a stretch is a placing ("we placed
  3rd last year"): the stretch alone is the time;
- "late" after a verb of running or being ("running late tonight") is being late: the
  time after it alone (`timerunninglate`);
- a countdown's length before "to"/"till" midnight or noon ("45 mins to midnight"): the
  end of the countdown alone is the time;
- a school year group, an offer's count, a range before a unit or after the things it
  numbers ("yr 2 from the 8th", "2-for-1 till 7", "8-12 ft faces", "awards 1-6 from
  8:40"): the time beside them alone (`timenumberlead`);
- a number that a noun beside it counts or names ("the 3 tier cake", "nine night for
  granny", "rooms 1401-1420"): no time (`timenumbernoun`);
- what a stuck or stopped clock shows ("the clock is stuck at 10 past 4"): no time
  (`timeclockface`).

`timefilter.check` asks `check`.
"""

from __future__ import annotations

import re

from memstream.encoders.times import (
    timeclockface,
    timeelapsed,
    timefigurehead,
    timegluedcounts,
    timenumberlead,
    timenumbernoun,
    timenumbers,
    timeordinalhead,
    timeperiodhead,
    timerangelabel,
    timeresults,
    timerunninglate,
    timescores,
    timespanhead,
    timetallies,
    timeunitmarks,
    timeweights,
)
from memstream.encoders.times.timenumbered import PLACE_BEFORE

_NUMBER = (
    r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
    r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty)"
)
_N_OF_M = re.compile(rf"^{_NUMBER}\s+of\s+{_NUMBER}\b\s*", re.I)
_CLOCK_INTRO = frozenset({"at", "by", "around", "till", "until", "til", "before", "after"})
#: A bare number ending a match, with the preposition before it ("after 4", "by 3").
_NUMBER_END = re.compile(
    rf"(^|\s+)((after|before|in|at|by|for|within|around|about|to|till|until|over|under)\s+)?"
    rf"{_NUMBER}$",
    re.I,
)
_UNITS = (
    r"(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|fortnights?|months?|"
    r"years?|yrs?|decades?)"
)
_UNIT_AFTER = re.compile(rf"^\s+(more\s+)?{_UNITS}\b", re.I)
#: A count glued before "after" or "before" a duration ("the second one after 4 weeks"):
#: the duration alone, no clock time ("ten after 6" is one: no unit).
_COUNT_BEFORE = re.compile(
    rf"^{_NUMBER}\s+(?=(after|before)\s+(\d+|a|an|{_NUMBER[1:-1]})\s+{_UNITS}\b)", re.I
)
_LEAD = re.compile(r"^((on|in|at|by|the|this|that|a|an|after|before|for)\s+)*$", re.I)
_CLOCK_NUMBER = re.compile(r"^\d{1,2}:\d{2}(:\d{2})?$")
#: A verb of cutting or trimming, then "to", "down to" or "under", right before a length;
#: or getting, bringing, keeping "it" down to or under one ("get it down to 3:00").
_CUT_TO = re.compile(
    r"(\b(cut|cuts|cutting|trim|trims|trimmed|trimming|shorten|shortens|shortened|shortening|"
    r"chop|chops|chopped|edit|edits|edited|reduce|reduces|reduced)\b[\s\w'’]{0,20}\s+"
    r"(down\s+to|to|under)|\b(get|got|bring|brought|keep|kept)\s+(it|this|that|them)\s+"
    r"(down\s+to|under))\s+$",
    re.I,
)
_LONG_AFTER = re.compile(r"^\s+(long|in\s+length|runtime)\b", re.I)
#: A verb of lasting right before a length, with no preposition ("the song runs 4:35", "the
#: set lasted 1:10"; "the bus runs at 4:35" is a time).
_LASTS = re.compile(
    r"\b(runs|ran|run|lasts|lasted|last|clocks\s+in\s+at|clocked\s+in\s+at|comes\s+in\s+at|"
    r"came\s+in\s+at)\s+$",
    re.I,
)
#: "in" a count of a unit in the singular before a plural noun: the duration is the noun's
#: measure ("we charge in 30 min slots", "we work in 2 hour blocks"), no time.
_IN_UNIT = re.compile(
    rf"^in\s+{_NUMBER}\s*-?\s*(second|sec|minute|min|hour|hr|day|week|month|year)$", re.I
)
_PLURAL_NOUN = re.compile(r"^\s*-?\s*([a-z]{3,}s)\b", re.I)
_NOT_NOUNS = frozenset({"tops", "guys", "folks", "lads", "thanks", "thx", "pls", "cheers", "yes"})
#: A part of the day, then "sun" ("the afternoon sun"; Duckling's Sunday), and the words
#: before them; or a match that ends in a part of the day right before "sun", "sunshine",
#: "sunlight" ("in the morning | sunshine").
_PART_THEN_SUN = re.compile(
    r"(^|\s)((in\s+)?(the\s+)?(morning|afternoon|evening|midday|noon)\s+)(sun)$", re.I
)
_PART_END = re.compile(r"(^|\s)((in\s+)?(the\s+)?(morning|afternoon|evening|midday|noon))$", re.I)
_SUN_AFTER = re.compile(r"^\s+(sun|sunshine|sunlight|sunrise|sunset)\b", re.I)


def _word_before(text: str, start: int) -> str:
    words = re.findall(r"[A-Za-z]+", text[max(0, start - 20) : start])
    return words[-1].lower() if words else ""


#: "at" or "by" with only marks, or a "like", between it and the number after it ("at... ten
#: of four", "by: 10 of 4", "at ~10 of 5", "at (ten of four)", "at like 10 of 4").
_INTRO_MARKED = re.compile(r"\b(at|by)(?:[\s.:~(\-–—…]|\blike\b)*$", re.I)


def _word_right_before(text: str, start: int) -> str:
    """The word right before `start`, only blanks between ("at 2. 1 of 4": none, the "at"
    is the 2's), or an "at" or "by" with only marks or a "like" between ("at... ten of
    four")."""
    before = text[max(0, start - 20) : start]
    m = re.search(r"([A-Za-z]+)\s*$", before) or _INTRO_MARKED.search(before)
    return m.group(1).lower() if m else ""


def _length(text: str, start: int, end: int) -> bool:
    """Whether the clock-looking number at text[start:end] is a length ("cut it to 2:30")."""
    if not _CLOCK_NUMBER.match(text[start:end]):
        return False
    if _LASTS.search(text[max(0, start - 20) : start]):
        return True  # "the song runs 4:35"
    if _CUT_TO.search(text[max(0, start - 40) : start]):
        return True  # "cut it to 2:30", "trim the clip down to 1:45", "get it under 3:00"
    return bool(_LONG_AFTER.match(text[end : end + 20]))  # "the video is 2:30 long"


#: An ordinal with no "the" right before "last/this/next" and a stretch: a placing ("we
#: placed 3rd last year", "she came 1st this season"), and the stretch is the time.
_PLACING = re.compile(
    r"^(\d{1,2}(st|nd|rd|th)|first|second|third)\s+(?=(last|this|next)\s+(year|season|"
    r"term|month|week|time|round|race|game|weekend)\b)",
    re.I,
)
#: A countdown's length at the head of a match ("45 mins to midnight", "2 hours till noon"):
#: the time it counts down to alone is the time (tests/data/timeexpr.md, "until X").
_COUNTDOWN = re.compile(
    rf"^{_NUMBER}\s*(mins?|minutes?|hrs?|hours?)\s+(to|till|until|til)\s+(?=(midnight|noon|"
    r"midday)\b)",
    re.I,
)
#: Words that make the ordinal a day of the month ("on 3rd last month" ...).
_DAY_INTROS = frozenset({"the", "on", "by", "from", "until", "till", "since", "before", "after"})


def check(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The parts of the match text[start:end] that may be times when it holds a count, a
    length or a word of these kinds (none, or the words before them); None when it holds
    none of them."""
    body = text[start:end]
    numbers = timenumbers.check(text, start, end)
    if numbers is not None:  # "£1,|140 this year", "done in 24|:31", "2 second meetings"
        return numbers
    if (lead := timenumberlead.cut(text, start, end)) is not None:
        return lead  # "yr 2 | from the 8th", "2-for-1 | till 7", "fri, | 8-12 ft"
    if timenumbernoun.no_time(text, start, end):
        return []  # "about the 3 tier cake", "nine night for granny", "rooms 1401-1420"
    if timeclockface.stopped_face(text, start, end):
        return []  # "the clock is stuck at 10 past 4": what its face shows
    late = timerunninglate.cut(text, start, end)
    if late is not None:  # "running late | tonight": being late, then the time
        return late
    sets = timescores.set_scores(text, start, end)
    if sets is not None:  # "won 7-5 6-2", "beat them 6-1 6-0 | on sunday"
        return sets
    countdown = _COUNTDOWN.match(body)
    if countdown:  # "45 mins to midnight": the end of the countdown, as "till 2026" is
        return [(start + countdown.end(), end)]
    placing = _PLACING.match(body)
    if placing and _word_before(text, start) not in _DAY_INTROS:  # "placed 3rd | last year"
        return [(start + placing.end(), end)]
    count = _N_OF_M.match(body)
    if count and _word_right_before(text, start) not in _CLOCK_INTRO:  # "lesson 3 of 10"
        return [(start + count.end(), end)] if count.end() < len(body) else []
    glued = _COUNT_BEFORE.match(body)
    if glued:  # "one | after 4 weeks": the count cut off
        return [(start + glued.end(), end)]
    if ":" not in body and _UNIT_AFTER.match(text[end : end + 20]):
        m = _NUMBER_END.search(body)
        if m:  # "the second one after 4 | weeks": a count, cut off before its unit
            return [] if _LEAD.match(body[: m.start()]) else [(start, start + m.start())]
    if _length(text, start, end) or timeelapsed.length(text, start, end):
        return []  # "cut it to 2:30", "sub 2:50", "done in 1:58", "0:09 left"
    if (day := timeelapsed.length_head(text, start, end)) is not None:
        return [(day, end)]  # "finished in 1:38 | this morning": the length, then the day
    noun = _PLURAL_NOUN.match(text[end : end + 30])
    if _IN_UNIT.match(body) and noun and noun.group(1).lower() not in _NOT_NOUNS:
        return []  # "i bill in 15 min increments": a measure
    m = _PART_THEN_SUN.search(body)
    if m is None and _SUN_AFTER.match(text[end : end + 20]):
        m = _PART_END.search(body)
    if m:  # "the afternoon sun": the sun, no day; "tomorrow | afternoon sun": the day stays
        return [] if _LEAD.match(body[: m.start(2)]) else [(start, start + m.start())]
    return None


#: Letters glued right after a number that leave it a time ("5pm", "5th", "5ish", "10h").
_GLUED_TIME = re.compile(r"(a|p|am|pm|a\.m|p\.m|st|nd|rd|th|h|hr|hrs|ish|o'?clock)\b", re.I)
#: Time gone "into" a thing after a clock-like number ("12:40 into the bake", "4:10 into my
#: set"): how long since it began, as a recording's place is, no clock time.
_ELAPSED_AFTER = re.compile(r"^\s+into\s+(the|this|that|my|your|our|his|her|their|a)\s+\w", re.I)
#: A recording after a time ("at 01:20 in the mix", "2:30 into the video"): a place in it.
_MEDIA_AFTER = re.compile(
    r"^\s+(in|of|into)\s+(the|this|that|my|your|our|his|her|their)\s+(edit|video|vid|clip|"
    r"episode|ep|song|track|recording|podcast|mix|cut|film|movie|trailer|reel|audio|stream|vod)\b",
    re.I,
)


def glued_unit(text: str, end: int) -> bool:
    """Whether letters of a unit or a name are glued right after text[:end]'s number ("32|lb",
    "2|mm", "12|k"); not those that leave it a time ("5|pm", "5|th", "5|ish")."""
    return bool(re.match(r"[a-z]", text[end : end + 1], re.I)) and not _GLUED_TIME.match(text[end:])


def measure(text: str, start: int, end: int, body: str) -> bool:
    """Whether the match's number is a measurement: a decimal with one digit after its point
    ("8.1"; "8.30" is a British clock time), four digits past 12 with a 12-hour "p"/"a", a
    number glued to a unit or a name ("2mm", "12k", "v2.10"), or a place in a recording
    ("at 01:20 in the podcast"), a size in inches or a current in amps ('3/4" copper',
    "200A upgrade", timeunitmarks.py)."""
    if timeunitmarks.unit_mark(text, start, end, body):
        return True  # '3/4" copper', "200A upgrade"
    if body[-1:].isdigit() and glued_unit(text, end):
        return True  # "at 2|mm", "from 12|k"
    if start and body[:1].isdigit() and re.match(r"[a-z]", text[start - 1 : start], re.I):
        return True  # "v|2.10"
    if ":" in body and _MEDIA_AFTER.match(text[end : end + 30]):
        return True  # "at 00:45 in the edit"
    if timeelapsed.point_in(text, start, end):
        return True  # "hung up at 4:58 in", "timed me at 1:42"
    if re.fullmatch(r"\d{1,2}[:.]\d\d", body) and _ELAPSED_AFTER.match(text[end : end + 30]):
        return True  # "12:15 into the film": time gone since it began
    if body[-1:].isdigit() and re.match(r"\.\d(?!\d)", text[end : end + 3]):
        return True  # "from 8|.1"
    if _BARE_NUMBER.fullmatch(body) and _DECIMAL_COMMA.match(text, end):
        return True  # "from 2|,1 jt": a decimal comma; not "june 5|,6", "at 3|,4 of us"
    if _RESOLUTION.fullmatch(body) or (
        _RESOLUTION.fullmatch(re.sub(r"^(at|@)\s*", "", body, flags=re.I))
        and not (_CLOCK_RESOLUTION.match(body) and not _VIDEO.search(text))
    ):
        return True  # "720p", "streaming at 720p": a video's resolution; not "call at 540p"
    if re.search(r"\d\.$", text[max(0, start - 2) : start]) and re.match(r"\d(?!\d)", body):
        return True  # "8.|1 to 6"
    m = re.search(r"\b(\d\d)\d\d\s*[ap]$", body)
    return m is not None and int(m.group(1)) > 12  # "1440p"


#: A video's resolution ("720p", "1080p"; not "720pm"): its height in lines, no 12-hour clock.
_RESOLUTION = re.compile(r"^(144|240|360|480|540|576|720|1080|1440|2160|4320)\s?p\b", re.I)
#: "at" a resolution that reads as a 12-hour clock time ("call at 540p", "meet at 720p"): a
#: clock time, unless the sentence is about video.
_CLOCK_RESOLUTION = re.compile(r"^(at|@)\s*(144|240|540|720)\s?p\b", re.I)
_VIDEO = re.compile(
    r"\b(stream\w*|video\w*|res|resolution|quality|webcam|cam|camera|screen|monitor|display|"
    r"fps|youtube|yt|upload\w*|render\w*|export\w*|record\w*|footage|tv)\b",
    re.I,
)
#: A number alone, maybe after "from"/"to"/"of" (not "at", where a comma lists hours: "at 3,4
#: of us"): what a decimal comma may follow ("from 2|,1 jt"; not "june 5|,6").
_BARE_NUMBER = re.compile(r"((from|to|of|dari|jadi|ke)\s+)?\d+", re.I)
#: A time's first word after a place's number ("section 112 | at 11:15", "gate 4 | tomorrow").
_TIME_AFTER = re.compile(
    r"(at|@|on|by|from|this|next|last|today|tonight|tomorrow|tmrw|tmr|yesterday)\b", re.I
)
_RESOLUTION_HEAD = re.compile(_RESOLUTION.pattern + r"\s+(?=[a-z])", re.I)
#: A decimal comma's tail right after a number ("from 2|,1 jt", "2|,5 kg"): a measure or a
#: sum, not a list of clock times ("at 2,3 or 4").
_DECIMAL_COMMA = re.compile(r",\d{1,2}(?!\d)\s*(?!(or|and|&)\b)[a-z%€$£]", re.I)


#: A number that is a name's ("NC500", "A380") or a count of three or four digits ("bowled
#: a 212", "up from 140"), then the time after it ("NC500 last september", "212 on tuesday").
_NUMBER_HEAD = re.compile(r"^\d+\s+(?=[a-z])", re.I)
#: Numbers joined by dots, slashes or hyphens ("B2.17", "G-4/12"), glued to a code's letters.
_CODE_HEAD = re.compile(r"^\d+([./-]\d+)+\s+(?=[a-z])", re.I)
#: Words before three or four digits that make them a count ("a 212", "my 1450", "scored
#: 180"; not "leaves 930 tomorrow", chat's clock time).
_COUNT_INTROS = frozenset(
    {"a", "an", "the", "my", "his", "her", "our", "their", "your", "of"}
    | {"scored", "shot", "bowled", "averaged", "averaging", "carded", "posted"}
)


def number_head(text: str, start: int, body: str) -> int | None:
    """Where the time starts in a match that begins with a number that is none: glued to a
    name's letters ("NC|500 last september", "room B|2.17 tmrw"), three or four digits
    introduced as a count ("shot a 78 on thursday") or a score after a verb of a result
    ("won 3-1 on sunday"), a value before a stretch longer than a day ("4.12 last month",
    timeperiodhead.py); None if it begins with no such number."""
    before = [w.lower() for w in text[max(0, start - 20) : start].split()]
    if (score := timeresults.score_head(text, start, body)) is not None:
        return score  # "won 3-1 | on sunday", "beat them 3-1 | on sunday": the score, the day
    if (weight := timeweights.weight_head(text, start, body)) is not None:
        return weight  # "made weight at 148 | this morning": a weight, then the day
    if (price := timegluedcounts.head(text, start, body)) is not None:
        return price  # "£356 | last year", "flat 37 | at the start of the month"
    if (tally := timetallies.head(text, start, body)) is not None:
        return tally  # "finished 2nd | on monday", "sold 160 | on friday": no day, no clock
    if (length := timespanhead.head(body)) is not None:
        return length  # "5 days | from aug 4 to aug 8": the range's length, then the range
    if (label := timerangelabel.head(text, start, body)) is not None:
        return label  # "yr 2 | from the 8th till 9 feb": a thing's number, then the range
    if (ordinal := timeordinalhead.head(text, start, body)) is not None:
        return ordinal  # "first jamaat 7:30, second | at 9": a thing's ordinal, the clock
    if (value := timeperiodhead.head(text, start, body)) is not None:
        return value  # "butterfat was 4.12 | last month": a measure, then the month
    code = _CODE_HEAD.match(body)
    if code and start and re.match(r"[a-z]", text[start - 1], re.I):
        return code.end()  # "room B|2.17 tmrw": a room's code, then the day
    if (resolution := _RESOLUTION_HEAD.match(body)) is not None:
        return resolution.end()  # "720p | tonight": a video's resolution, then the time
    m = _NUMBER_HEAD.match(body)
    if m is None:
        return None
    if start and re.match(r"[a-z]", text[start - 1], re.I):
        return m.end()  # "NC|500 last september": the name's number
    digits = len(m.group().strip())
    if PLACE_BEFORE.search(text[max(0, start - 20) : start]) and _TIME_AFTER.match(body, m.end()):
        return m.end()  # "section 112 | at 11:15": the place's number, then the time
    if 3 <= digits <= 4 and before and before[-1] in _COUNT_INTROS:
        return m.end()  # "a 212 on tuesday": a count
    changed = before[-2:] in (["up", "from"], ["down", "from"])
    awake = timefigurehead.awake_since(text, start, start + len(m.group().rstrip()))
    if 3 <= digits <= 4 and changed and not awake:  # "up from 530 this morning": 05:30
        return m.end()  # "up from 140 last year": a count's change, then the time
    return None
