"""Matches that stand alone, asked by `timefilter.check`: one word, a day of the month
with no month, numbers with nothing else. Each answers whether the match is a time here.

- `one_word`: one word that is not a time word (weekdays, months, seasons, holidays,
  today...) is none; a weekday cut short ("sat", "wed") is one only after a word that
  introduces a day ("on sat", "by wed", "this sat"; not "I sat down", "the sat is may 9": the
  exam); "the day", "the week" with nothing else is no date ("that was the day I met her"); a
  month name alone, not introduced ("in", "since", "last", ...) is a name ("my friend
  April"), but for a month no one is named after, before a noun ("december overtime",
  timemonthnoun.py), and a month a count works out to after "so" ("so november",
  timemonthso.py); so is a bare "weekend" with a number after it ("jazz fest weekend 1"); a
  weekday, holiday or season after "a"/"every", or in the plural, is a kind of day ("a
  Christmas sweater", "on Mondays"); a season alone, not introduced, is the season in general
  ("I love autumn"; not after "for" in a clause of planning: "booked a cabin for winter");
- `day_of_month`: a day of the month with no month ("the second", "the 14th") is kept after
  "on" (a written ordinal also before punctuation, or listed with another by "and": "leave
  the 14th and come back the 22nd") and only when no noun follows ("the second hive");
- `bare_number`: numbers alone (no am/pm, no colon, no day, no unit) are a clock time only up
  to twelve, not after a quantity word ("about 12", "up to eighteen"; "home about 6" is one,
  `timeabouthour`), not before a noun ("5 to 10 guests", "at 5 I was reading"), not as a
  score ("3 to 1"), not the top of a fraction ("the tank is at 3/4"); never a two-digit year
  ("by 30").

`LEAD` is the words that may lead a match ("on", "the", "since", ...), which `timefilter`
strips as well.
"""

from __future__ import annotations

import re

from memstream.encoders.times import (
    timeabbrev,
    timechat,
    timedayalt,
    timedaycopula,
    timedaysubject,
    timeintroduced,
    timemonthnoun,
    timephrases,
    timeratings,
    timethisyear,
)
from memstream.encoders.times.timeabouthour import about_hour
from memstream.encoders.times.timemonths import ABBREVIATIONS as _MONTH_CUT
from memstream.encoders.times.timemonths import abbreviated
from memstream.encoders.times.timemonthso import so_month
from memstream.encoders.times.timeneighbours import day_off
from memstream.encoders.times.timeneighbours import noun_follows as _noun_follows
from memstream.encoders.times.timeneighbours import word_after as _word_after
from memstream.encoders.times.timeneighbours import word_before as _word_before
from memstream.encoders.times.timenumberwords import NUMBER_ALT as _NUMBER_ALT
from memstream.encoders.times.timenumberwords import ORDINAL_WORDS as _ORDINAL_WORDS
from memstream.encoders.times.timenumberwords import numbers as _numbers
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timevocab import (
    INTRO,
    MONTHS,
    SEASONS,
    TIME_WORDS,
    UNIT_WORDS,
    WEEKDAY_ABBREVIATIONS,
    WEEKDAYS,
)

_QUANTITY = re.compile(
    r"^(up to|about|approximately|approx|nearly|almost|over|under|more than|less than|"
    r"at least|at most|some|roughly|between)\b",
    re.I,
)
#: A count's change: "up from 8", "down from 12" (no clock time).
_CHANGE = re.compile(r"\b(up|down)\s+from\s$", re.I)

LEAD = re.compile(
    r"^((on|in|at|by|the|this|that|a|an|my|our|from|since|until|till|before|after)\s+)+", re.I
)

_SCORE = re.compile(rf"^(\d{{1,2}}|{_NUMBER_ALT})\s+to\s+(\d{{1,2}}|{_NUMBER_ALT})$", re.I)

#: A day of the month joined to another by "and"/"or", up to three words between (an
#: ordinal of a kind too: "the 18th and 1st class is the 20th").
_LISTED = re.compile(r"^\s+(and|or|&)\s+([a-z0-9]+\s+){0,3}(the\s+)?\d{1,2}(st|nd|rd|th)\b", re.I)
#: A part of the day's routine after a day of the month: "could we do the 29th after work".
_ROUTINE_AFTER = re.compile(
    r"^\s+(after|before)\s+(work|school|class|uni|college|lunch|dinner|breakfast|practice)\b", re.I
)
_DATE_PREPOSITIONS = _words("on by until till til thru through from since before after due")
#: "Past" introduces a day in figures only ("if it slips past the 26th": beyond it); not an
#: ordinal word, a step or a part got past ("we got past the first", "i'm past the second").
_PAST = "past"

#: A number right after a bare "weekend" that names it ("jazz fest weekend 1", "weekend two
#: of the festival"); not after "this"/"that"/"the" (`_POINTED`), nor a clock time
#: ("weekend 10am", "weekend 2-4").
_NUMBERED = re.compile(r"^\s+([1-4]|one|two|three|four)\b(?!\s*([:.]\d|[ap]\.?m\b|[-–]))", re.I)
#: Words before "weekend" that point at one weekend: the number after it is no name but
#: what the sentence goes on with ("this weekend 2 of us are going camping").
_POINTED = frozenset({"this", "that", "the"})


#: "a", "every", "each" right before a one-word match, not across a stop.
_KIND_BEFORE = re.compile(r"\b(a|an|every|each)\s+$", re.I)


def one_word(text: str, start: int, end: int, core: str) -> bool:
    """Whether a match that is one word (after "on", "the", ...) is a time."""
    word = core.lower().rstrip(".,!?;:")
    if word.endswith("s") and word[:-1] in WEEKDAYS | {"weekend"}:
        return False  # "on Mondays", "weekends": habits
    lead = LEAD.match(text[start:end])
    lead_words = lead.group(0).lower().split() if lead else []
    before = lead_words[-1] if lead_words else _word_before(text, start)
    if word.rstrip(".") in WEEKDAY_ABBREVIATIONS:  # "on sat"; not "I sat"
        return timeabbrev.is_day(text, start, end, before)
    if timemonthnoun.month_of_thing(text, start, end, core, before):
        return True  # "december overtime", "january's stipend", "it rolls to feb"
    if word.rstrip(".") in _MONTH_CUT:
        return abbreviated(word, before, text[:start], text[end:])  # "in jan"; not "Jan is"
    if word not in TIME_WORDS:
        return False  # "boy", "boss", "sun."
    if word == "weekend" and _NUMBERED.match(text[end : end + 12]) and not _POINTED & {*lead_words}:
        return False  # "jazz fest weekend 1": a name; not "this weekend 2 of us are going"
    if word in UNIT_WORDS:
        return lead_words[-1:] != ["the"]  # "this week"; not "the day I met her", "on the day"
    kind = bool(lead_words) or _KIND_BEFORE.search(text[max(0, start - 8) : start])
    if before in ("a", "an", "every", "each") and kind:
        return False  # "a Christmas sweater", "every Monday"; not "20 each. tonight's ..."
    if word in MONTHS and before not in INTRO and not re.match(r"\s*\d", text[end:]):
        return so_month(text, start, end)  # "so november"; not "my friend April", "June and I"
    if word in SEASONS and timephrases.season_now(text, end):
        return True  # "summer is basically over", "Spring is here"
    planned = before == "for" and timephrases.month_for(text, start)  # "booked for winter"
    return not (word in SEASONS and before not in INTRO and not planned)  # "I love autumn"


def day_of_month(text: str, start: int, end: int, core: str) -> bool:
    """Whether "the 2nd", "the second" (no month) is a date here."""
    written = core.split()[-1].lower() not in _ORDINAL_WORDS
    lead = LEAD.match(text[start:end])
    before = lead.group(0).lower().split()[0] if lead else _word_before(text, start)
    introduced = before in _DATE_PREPOSITIONS or _word_before(text, start) in _DATE_PREPOSITIONS
    introduced = introduced or (written and _PAST in (before, _word_before(text, start)))
    introduced = introduced or timeintroduced.introduces(text, start)  # "how about the 12th"
    off = day_off(text, end)
    noun = _noun_follows(text, end) and not (off or timechat.verb_after(text, end))
    noun = noun and not (written and timechat.clause_after(text, end))  # "the 31st im stuffed"
    noun = noun and not (introduced and timethisyear.follows(text, end))  # "on the 29th this year"
    if written and timedaysubject.names_day(text, end):
        return True  # "the 25th is the deadline", "by the 9th which is a sunday": a day
    if noun or (not introduced and not written):
        return False  # "the second hive", "in the first place", "the 14th floor"
    if written and timedaycopula.in_order(text, start, end):
        return False  # "my flat is the 4th on the left", "my seat is the 14th"
    listed = _LISTED.match(text[end : end + 40])
    if listed and not _noun_follows(text, end + listed.end()):
        return True  # "go the 9th and return the 16th", "the 25th and 26th"
    if written and not listed and timedaycopula.after_copula(text, start):
        return True  # "the trip is the 24th to the zoo": the subject's day
    if timedayalt.heads_clause_after_date(text, start):
        return True  # "june 10th is the plan, the 11th is the fallback": the other date
    if _ROUTINE_AFTER.match(text[end : end + 30]):
        return True  # "do the 29th after work": the day and when in it
    return introduced or off or not _word_after(text, end) or timechat.clause_ends(text, start, end)


def bare_number(text: str, start: int, end: int, body: str, clock: bool) -> bool:
    """Whether numbers alone read as a time here (see the module docstring)."""
    numbers = _numbers(body)
    if not clock:
        return any(n >= 1000 for n in numbers)  # "in 2019", not "by 30", "up to 30"
    counted = _QUANTITY.match(body) and not about_hour(text, start, body)  # not "home about 6"
    if max(numbers) > 12 or counted or _CHANGE.search(text[:start] + body[:5]):
        return False  # "up to 30", "she reads 15 pages now, up from 6": counts
    core = LEAD.sub("", body)
    if _SCORE.match(core) and not re.match(r"(from|between)\b", body, re.I):
        return False  # "we won 3 to 1"
    fraction = timeratings.fraction_top(text, end)  # "the gauge is at 3/4": no clock
    return not fraction and text[end : end + 1] not in ("%", "-") and not _noun_follows(text, end)
