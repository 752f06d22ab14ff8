"""Which of Duckling's matches are times: a precision filter over the match and its context.

Duckling reads many ordinary phrases as times: "up to eighteen" (until 18:00), "the second
hive" (the 2nd of the month), "boy" (beginning of year), "3/4 of the cake" (4 March), "at 16
I moved out" (16:00), "lunch" (12:00-14:00). `check` looks at the matched words and the words
around them and answers with the parts of the match that are times: all of it, narrower parts
(to be parsed again: "by next spring" -> "next spring", "march on Saturday" -> "on Saturday",
"the 22nd to the 26th for Thanksgiving" -> both), or none. The rules are by kind, not by
phrase (tests/data/timeexpr.md lists the kinds):

- a match that stands alone (one word, a day of the month with no month, numbers with
  nothing else) is asked of timealone.py: "boy", "my friend April", "I sat down" and "the
  day I met her" are none; "the second hive" is no date; "up to eighteen" no clock time;
- a weekday, holiday, season or weekend after "a"/"every", or in the plural: a kind of day,
  not a day ("a Christmas sweater", "on Mondays", "at 8 am on Sundays"), and so is a
  weekday before a part of the day in the plural ("Monday mornings", "Friday nights"); a
  season alone, not introduced: the season in general ("I love autumn"; not after "for" in
  a clause of planning, as a month there: "booked a cabin for winter");
- a match right after "every" or "each" (alone, or "every" with a word of alternation or an
  ordinal: "every other", "every alternate", "every second", "every 3rd") that starts with
  its time, not a preposition: a habit ("every other weekend", "every second Tuesday", "every
  Monday morning"; not "we paid $10 each last week"), but for how often and "until" a time
  ("buses every 12 mins till 9pm", "$25 every friday till dec 13"): that time alone; "since" a time
  after either is its own ("every sunday since 1987": since 1987);
- "march"/"may" in lower case before a match: the verb, cut off ("we march on Saturday"),
  unless a day follows ("march 14", "may 3-7"); before a count of miles both go ("march 10
  miles");
- a number or a meal glued in front of a time ("turned 21 on Saturday", "lunch next Tuesday"):
  the number or meal is cut off;
- "3-1", "2/3 of", "1/2 cup", a year written with a leading zero, a piece of a code in
  slashes ("slate 42B/3/7"): numbers, not dates (a day or a month padded with a zero by a
  date's word, "a 20/08 best before", or a day past 12 opening its clause, is a date: no
  fraction is written so; "03/10 modules done", "the 07/08 season" are not); so
  is a rating, N out of 5 or 10 ("10/10", "4/5"), with a word of rating near it ("rated it
  9/10", "5/5 would recommend") or ending its clause unintroduced ("best decision, 10/10";
  not "on 10/10");
- "after" and a duration with no anchor ("we broke up after 9 years", "after 20 minutes it
  boiled"): a duration, not an open interval from that far ahead; so is a bare number after a
  verb of running out whose unit the message named before ("10 min ... the code expires after
  5": timeelided.py);
- a match that is a date, a comma and days in the plural ("on the 12th of May,
  Thursdays at 7"): the date is kept, the habit dropped;
- "in" and a bare number ("1 in 4 people"): no unit, no time, except minutes in chat after a
  word of coming or being ready ("I'll be there in 5", timeinphrases.chat_minutes); a year
  ("in 2019") is one, unless a number comes before it ("#1 in 1000"; not "baby #1 in 2019").

Other kinds are in timephrases.py: prices ("€200 a night"), "last minute" the idiom, a season
that is here or over ("summer is basically over"), a month after "for" in a clause of planning
("for August"); moves ("push it from thursday to monday") in timemovedto.py; "in" a duration
told in the past ("we ran out in 15 minutes") in timeinphrases.py; race times ("my 4:10
marathon pace") in timeracetime.py; a match across a comma ("the 17th, 30 min call") in
timecommaparts.py, across the end of a sentence ("4am. last yr the line was ...") in
timesentenceparts.py, a day before "this year" ("sunday at 11 this year") in timethisyear.py;
ratings ("dinner was 9/10") in timeratings.py.

`origin` tells "from X" with no end ("still stuffed from Thanksgiving": X itself) from a range
or an open start ("from Monday to Wednesday", "from now on"); a move's "from X" is X
(timemovedfrom.py). The rules that read a tagged text's parts of speech (a weekday or
holiday used as a word) are in timewords.py.

`habitual` (timehabits.py) tells a habit ("I usually run in the morning"), whose recurring
time is no date.
"""

from __future__ import annotations

import re

from memstream.encoders.times import (
    timeabbrev,
    timealone,
    timebossword,
    timechat,
    timeclocknoun,
    timecommaparts,
    timecounts,
    timeelided,
    timefrequency,
    timefromhour,
    timegluedcounts,
    timehabitbounds,
    timeinphrases,
    timekindday,
    timematchedges,
    timemeasuretail,
    timemovedfrom,
    timemovedto,
    timeoffby,
    timephrases,
    timeracetime,
    timeratings,
    timeschedule,
    timeseasonrule,
    timesentenceparts,
    timethisyear,
    timeweekparts,
    timewindowrule,
)
from memstream.encoders.times.timeneighbours import WORD as _WORD
from memstream.encoders.times.timeneighbours import day_off
from memstream.encoders.times.timeneighbours import noun_follows as _noun_follows
from memstream.encoders.times.timeneighbours import word_after as _word_after
from memstream.encoders.times.timeneighbours import word_before as _word_before
from memstream.encoders.times.timenumberwords import CLOCK as _CLOCK
from memstream.encoders.times.timenumberwords import NUMBER_ALT as _NUMBER_ALT
from memstream.encoders.times.timenumberwords import ORDINAL_ALT as _ORDINAL_ALT
from memstream.encoders.times.timenumberwords import bare as _bare
from memstream.encoders.times.timenumberwords import numbers as _numbers
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import (
    WEEKDAYS,
)

_FRACTION = re.compile(r"^\d{1,2}([-/])\d{1,2}$")
_ZERO_YEAR = re.compile(r"\b0\d{3}\b")
_DAY_OF_MONTH = re.compile(rf"^(the\s+)?(\d{{1,2}}(st|nd|rd|th)|{_ORDINAL_ALT})$", re.I)
_TRIM_FRONT = (
    re.compile(r"^by\s+", re.I),  # "by next spring": the time itself
    # "we march on Saturday", "may ...": verbs; not before a day, a year, "day" ("march 14")
    re.compile(r"^(march|may)\s+(?!\d{1,2}(st|nd|rd|th)?\b|(19|20)\d\d\b|day\b)(?=\S)"),
    re.compile(r"^(breakfast|brunch|lunch|dinner|supper)\s+(?=\S)", re.I),
    # "had the hall turned around by 5:30", "come round at 6": a verb's particle, no hedge;
    # before "by" and the like only a time with minutes ("get around by 9" reads as before)
    re.compile(r"^a?round\s+(?=at\s|(by|before|after|till|until)\s+\d{1,2}[:.]\d{2}\b)", re.I),
    re.compile(  # "turned 21 on Saturday", "down 3 since May", "the 6-2 all week": a count
        rf"^(\d{{1,2}}|{_NUMBER_ALT})\s+(?=(last|next|this|yesterday|today|tomorrow|tonight|"
        r"on|in|at|by|since|all)\b)(?!in the (morning|afternoon|evening)\b)",
        re.I,
    ),
)
_VERB_COUNT = re.compile(r"^(march|may)\s+\d{1,2}$")
_MARCHED = _words("miles mile km kms kilometres kilometers metres meters yards blocks laps steps")
#: Days in the plural: kinds of day, whatever else the match holds ("at 8 am on Sundays").
_PLURAL_DAYS = re.compile(
    r"\b(" + "|".join(sorted(WEEKDAYS | {"weekend", "weeknight"})) + r")s\b", re.I
)
#: "every" (with "other", "alternate" or an ordinal) or "each" right before a match that
#: starts with its time ("every other weekend"; not "$10 each | last week"): a habit.
_EVERY = re.compile(
    rf"\b(every(\s+(other|alternate|\d{{1,2}}(st|nd|rd|th)|{_ORDINAL_ALT}))?|each)\s+$", re.I
)
_INTRODUCED = re.compile(
    r"^(on|in|at|by|during|last|next|this|that|the|from|since|until|till|before|after)\b", re.I
)
#: A part of the day in the plural right after a match ("Monday | mornings").
_PLURAL_PARTS = re.compile(r"^\s+(mornings|afternoons|evenings|nights)\b", re.I)
#: Two times joined in one match: "for" ("the 22nd to the 26th for Thanksgiving"), or "by"
#: after this week, month or year, a stretch and the day in it ("this week by tuesday night");
#: not "this week by monday", the week's first day: the coming one, the week's end.
_JOINED = re.compile(
    r"\s+for\s+|(?:(?<=^this\sweek)|(?<=^this\smonth)|(?<=^this\syear))\s+by\s+(?!mon(day)?\b)(?=\S)",
    re.I,
)
#: "from X" with no end: the origin X itself ("still stuffed from Thanksgiving"), unless an
#: end or "on"/"onwards" follows ("from Monday until further notice", "from now on") or a
#: word of starting comes before ("starting from tomorrow"): an open interval.
_FROM = re.compile(r"^((about|around)\s+)?from\s+(?=\S)", re.I)  # "around from 4": here
_RANGE_END = re.compile(r"\s(to|until|till|til|through|thru)\s|\s?[-\u2013\u2014]\s?", re.I)
_OPEN_AFTER = re.compile(
    r"^\s*((to|until|till|til|through|thru|on|onwards?|forwards?)\b|[-\u2013\u2014])", re.I
)
_OPEN_BEFORE = frozenset({"starting", "beginning", "effective", "as", "commencing"})
#: "in 4", "in five": no unit, so no time ("1 in 4 people"; chat's minutes aside); a year
#: ("in 2019") is one unless a number comes before ("1 in 1000": a ratio).
_IN_NUMBER = re.compile(rf"^in\s+(\d+|{_NUMBER_ALT})$", re.I)
#: "after" and a duration with no anchor ("after 9 years", "after about 20 mins").
_AFTER_DURATION = re.compile(
    rf"^after\s+((about|around|roughly|nearly|almost|over|under|just\s+over|only)\s+)?"
    rf"((\d+|{_NUMBER_ALT}|a|an|a\s+few|a\s+couple(\s+of)?|several)\s+)"
    r"(second|sec|minute|min|hour|hr|day|week|fortnight|month|year|decade)s?$",
    re.I,
)
_ORDINAL_TAIL = re.compile(
    rf"\s+((for|on)\s+)?the\s+(\d{{1,2}}(st|nd|rd|th)|{_ORDINAL_ALT})$", re.I
)


def origin(text: str, start: int, end: int) -> int | None:
    """Where the date of "from X" starts when the match text[start:end] names X alone, the
    origin of something ("still stuffed from Thanksgiving", "the photos from last summer");
    None when it is no "from X" or runs on from X: an end in it or after it ("from Monday
    to Wednesday", "from Monday until further notice"), "on"/"onwards" after it ("from now
    on"), or a word of starting before it ("starting from tomorrow")."""
    m = _FROM.match(text[start:end])
    if m is None or (
        _RANGE_END.search(text, start + m.end(), end)
        or (_OPEN_AFTER.match(text[end : end + 20]) and not timemovedfrom.moved_from(text, start))
        or _word_before(text, start) in _OPEN_BEFORE
    ):
        return None
    return start + m.end()


def _before_habit(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The parts of a match with days in the plural that come before it, cut at a comma: "on
    the 2nd of February, | Wednesdays at 4" keeps the date; the habit goes."""
    body = text[start:end]
    cuts = [m.start() for m in re.finditer(r",\s", body)]
    head = body[: cuts[0]].rstrip() if cuts else ""
    if not head or _PLURAL_DAYS.search(head):
        return []
    return [(start, start + len(head))]


#: "The one" is a pronoun for a thing ("the one in april got cancelled", "the one on friday"),
#: not the 1st: the time after it is its own.
_THE_ONE = re.compile(r"^(the\s+)?one\s+(?=(in|on|at|from|during|last|this|next)\b)", re.I)


def _cut(text: str, start: int, end: int, body: str) -> tuple[int, int] | None:
    """The time inside the match with a word or a number cut off its edge ("NC500 | last
    september", "the 17th, | 30 min call", "on new year's day, | 40lb pull", "the one | in
    april"), None if nothing is cut."""
    if (lead := timeoffby.margin_cut(text, start, body)) is not None:
        return (start + lead, end)  # "oversold by 3 | tonight": a margin, then the day
    if (boss := timebossword.cut(body)) is not None:
        return (start + boss[0], start + boss[1])  # "morning | boss": a person, no Boss's Day
    if (rule := timehabitbounds.after_rule(text, start, end)) is not None:
        return (rule, end)  # "every friday at 6pm, | tonight": the rule's hour, then a time
    if (lead := timecounts.number_head(text, start, body)) is not None:
        return (start + lead, end)  # "NC500 last september", "a 212 on tuesday": the time
    if (lead := timefrequency.rate_head(text, start, body)) is not None:
        return (start + lead, end)  # "twice a day | from today": how often, then from when
    unit = _noun_follows(text, end) or timecounts.glued_unit(text, end)
    verb = timechat.verb_after(text, end)
    if (cut := timecommaparts.number_tail(text, start, end, unit, verb)) is not None:
        return (start, cut)  # the date alone: the number a count or a measure
    if (edges := timematchedges.cut(text, start, end)) is not None:
        return edges  # "6p | since november", "since saturday | in 104° heat"
    one = _THE_ONE.match(body)
    if one and (one.group(1) or _word_before(text, start).lower() == "the"):  # no 1st; "the
        # one from june": the month it dates from, not an interval open from it
        return (origin(text, start + one.end(), end) or start + one.end(), end)
    return None


def _no_time(text: str, start: int, end: int, body: str, clock: bool) -> bool:
    """Whether the match `text[start:end]` names no time by what it is: vague, a standing
    rule, a length, a window or a count, a price, an idiom or a race time."""
    return bool(
        timephrases.now(body)  # "renewing now", "just now": the moment it is said, vague
        or timeseasonrule.season_rule(text, start, end)  # "off-leash after 7pm in summer"
        or timewindowrule.rule(text, start, end)  # "no deliveries before 7 or after 9pm"
        # "texts take 10 min and the code expires after 5": 5 minutes
        or timeelided.elided(text, start, end)
        # "we broke up after 9 years", "we sold out in 20 minutes": durations
        or _AFTER_DURATION.match(body)
        or timeinphrases.past_duration(text, start, end)
        # "due within 48 hours", "after 4 games", "through 3 boxes": no times
        or timephrases.window(text, start, end)
        or timephrases.count(text, start, end)
        or (clock and timephrases.price(text, start, end))  # "€200 a night"
        # "that last minute equaliser"
        or timephrases.last_minute(text, start, end, _noun_follows(text, end))
        or timeracetime.race_time(text, start, end)  # "my 3:45 marathon pace", "in 1:52"
        or timeclocknoun.repeated_things(text, start, end)  # "3am sessions are back"
    )


def check(text: str, start: int, end: int, clock: bool = True) -> list[tuple[int, int]]:
    """The parts of the match `text[start:end]` that are times: the span itself, narrower
    spans (parse them again), or none. `clock`: Duckling read it as a time of day."""
    body = text[start:end]
    if (cut := _cut(text, start, end, body)) is not None:
        return [cut]
    if (kind := timekindday.parts(text, start, body)) is not None:
        return kind  # "feb 13 is a friday | next yr": a kind of day, then the year
    if timecounts.measure(text, start, end, body):  # "yesterday | at 120k": the day alone
        return timemeasuretail.parts(text, start, end)  # "from 7.4 to 5.2", "at 1440p": none
    if (glued := timegluedcounts.tail(text, start, end)) is not None:
        return glued  # "yesterday | after 5 nights": a count after the time
    habit = _PLURAL_DAYS.search(body) or _PLURAL_PARTS.match(text[end : end + 20])
    every = _EVERY.search(text[max(0, start - 30) : start]) and not _INTRODUCED.match(body)
    every = every or timehabitbounds.days_of(text, start, end)  # "every friday of | lent"
    described = timehabitbounds.described(text, start, end)  # "every clear | night", if bound
    if (habit or every or described) and (since := timehabitbounds.bound(body)) is not None:
        return [(start + since, end)]  # "every sunday | since 1987", "tuesdays | for october"
    if habit:
        return _before_habit(text, start, end)  # habits: "on Saturdays", "Monday mornings"
    if every:
        if (freq := timematchedges.until_bound(body)) is not None:
            return [(start + freq, end)]  # "every 12 mins | till 9pm": today's 9pm
        return []  # habits: "every other weekend", "every second Tuesday"
    if timeschedule.scheduled(text, start, end):
        return []  # "open on weekends after 8", "the first monday of every month", "'sunday' x"
    counted = timecounts.check(text, start, end)
    if counted is not None:  # "lesson 3 of 10", "after 4 | weeks", "trim it to 1:45"
        return counted
    parts = timecommaparts.comma_parts(body, text[end : end + 20]) or timeweekparts.parts(body)
    parts = parts or timesentenceparts.parts(body)  # "at 4am. | last yr the line was ...": two
    parts = parts or timethisyear.parts(body)  # "sunday at 11 | this year": two
    if parts is not None:  # "after cyber monday, | last time i splurged": two
        return [(start + a, start + b) for a, b in parts]
    if timephrases.idiom(text, start, end):
        return []  # "sunday best", "march in place"
    verb = timeabbrev.ABBREVIATION_VERB.match(body)
    if verb and not timeabbrev.day_introduced(text, start, _word_before(text, start)):
        return [(start + verb.end(), end)]  # "I sat at 5 waiting", "we wed next june"
    if _VERB_COUNT.match(body) and _word_after(text, end).lower() in _MARCHED:
        return []  # "we had to march 10 miles": the verb and a count
    for pattern in _TRIM_FRONT:
        m = pattern.match(body)
        if m and not timefromhour.from_hour(text, start):  # "free from 2 tomorrow": 2 o'clock
            return [(start + m.end(), end)] if m.end() < len(body) else []
    tail = None if day_off(text, end) else _ORDINAL_TAIL.search(body)  # "fri the 12th off"
    head = body[: tail.start()] if tail else ""
    if tail and timealone.LEAD.sub("", head + " ").strip() and _noun_follows(text, end):
        return [(start, start + tail.start())]  # "this year for the first | time"
    if _no_time(text, start, end, body, clock):
        return []  # "just now", "after 9 years", "€200 a night", "my 3:45 marathon pace"
    in_number = _IN_NUMBER.match(body)
    ratio = timegluedcounts.ratio_before(text, start, body)  # "1 in 1000", not "bought 200 in 2021"
    if in_number and (not re.fullmatch(r"[1-9]\d{3}", in_number.group(1)) or ratio):
        if timeinphrases.chat_minutes(text, start, end, _noun_follows(text, end)):
            return [(start, end)]  # "I'll be there in 5", "back in 10": minutes
        return []  # "1 in 4 people", "1 in 1000", "my long run in 1 go"
    moved = timemovedto.moved(text, start, end)
    if moved is not None:
        return moved  # "shift my call on tuesday to next friday": two days, not a range
    joined = _JOINED.search(body)
    if joined and joined.start() > 0:  # "the 22nd to the 26th for Thanksgiving": two times
        return [(start, start + joined.start()), (start + joined.end(), end)]
    core = timealone.LEAD.sub("", body).strip()
    if _ZERO_YEAR.search(body) and not _CLOCK.search(body):
        return []  # "in 0415": a number
    m = _FRACTION.match(core)
    if m:
        return _fraction(text, start, end, body, core, m.group(1))
    if _DAY_OF_MONTH.match(core):
        return [(start, end)] if timealone.day_of_month(text, start, end, core) else []
    if len(_WORD.findall(core)) == 1 and not re.search(r"\d", core) and not _numbers(core):
        return [(start, end)] if timealone.one_word(text, start, end, core) else []
    if _bare(body) and not timealone.bare_number(text, start, end, body, clock):
        return []
    return [(start, end)]


#: Words of a date near a padded "N/M" ("a 20/08 best before", "use by 03/10", "on 07/12"):
#: without one it is a count, a season, a size or a label ("03/10 modules done", "the 07/08
#: season", "size 08/10", "bus 03/04").
_DATE_BEFORE = re.compile(
    r"\b(on|for|by|from|until|till|til|since|dated|due|expires?|exp|expiry|bb|bbe|before)\s*:?\s*$",
    re.I,
)
_DATE_AFTER = re.compile(r"^\s*(best\s+before|use\s+by|sell\s+by|bb|bbe|exp(iry)?)\b", re.I)
#: A count of a total: things in the plural and a word of how far it got ("05/20 questions
#: right", "02/15 tickets left", "07/14 tasks done so far").
_TALLY_AFTER = re.compile(
    r"^\s+[a-z]+s\s+(right|correct|wrong|done|left|complete|completed|finished|passed|"
    r"answered|remaining|to\s+go|so\s+far)\b",
    re.I,
)


def _dated(text: str, start: int, end: int, core: str) -> bool:
    """Whether the padded "N/M" at `start:end` (month first, as the text is read) is a date: a
    date's word right before or after it, or a day past 12 opening its clause ("30/08 bbq
    still on?"; not "day 03/30 of the challenge", nor a tally, "05/20 questions right")."""
    month, _, day = core.partition("/")
    opening = not text[:start].strip() or text[:start].rstrip()[-1] in ".,;:!?(-"
    if opening and month.isdigit() and day.isdigit() and int(month) <= 12 and 12 < int(day) <= 31:
        return _TALLY_AFTER.match(text[end:]) is None  # "05/20 questions right": a tally
    return bool(
        _DATE_BEFORE.search(text[max(0, start - 20) : start]) or _DATE_AFTER.match(text[end:])
    )


def _fraction(
    text: str, start: int, end: int, body: str, core: str, sep: str
) -> list[tuple[int, int]]:
    """The spans of a match that is two numbers joined by `sep` ("3/4", "3-1", "20/08"): a
    date, or none where it is a fraction, a score, a rating or a piece of a code."""
    before = text[max(0, start - 3) : start]
    at = _word_before(text, start) in ("at", "like")  # "the tank is at 3/4": how full
    if before.endswith("/") or text.startswith("/", end):
        return []  # "42B/3/7", "ref 7/3/B": one piece of a code in slashes
    padded = sep == "/" and re.search(r"(^|/)0\d", core) and not at
    if padded and _dated(text, start, end, core) and not timeratings.rating(text, start, end, core):
        return [(start, end)]  # "a 20/08 best before": padded with a 0, no fraction
    if sep == "-" or _noun_follows(text, end) or re.search(r"\d\s$", before) or at:
        return []  # "3-1", "3/4 of", "1/2 cup", "1 1/2"
    return [] if core == body and timeratings.rating(text, start, end, core) else [(start, end)]
