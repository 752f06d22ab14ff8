"""Which recurring times a sentence tells as habits, no dates (tests/data/timeexpr.md):

- a word of habit in the clause, which an emoji ends before a new clause ("I usually run in
  the morning", "we always visit at Christmas", "sunset is around 8:15 this time of year";
  not "we always run 🏃 at 6am"), of something that keeps happening for its clock time or
  part of the day ("the app keeps pinging me at 2am"; not "he keeps asking about friday"),
  or of repetition before the time ("however often they call me at 10pm", "whenever we meet
  at noon");
- a sentence that ends in "now", "nowadays", "these days" tells a routine ("3 capsules in the
  morning and 2 at night now"; an emoji ends a sentence too), and two parts of the day after
  counts a dose ("1 spray in the morning, 2 in the evening"): its part of the day is a habit;
- a clock time alone in a clause that names days in the plural or "every" day ("drop-off is
  8:20 on fridays not 8:40", "chess club is 4:30 every monday", "the gym opens at 6 on
  weekdays", "reformer moves to 6am and 5:30pm on weekdays": "and" after a clock time with its
  "am"/"pm" and before another joins them in one clause): a rule's time;
- two clock times joined by "+", "&" or "and" in a sentence that tells a number of times a
  day ("her drops twice a day, 9am + 9pm"): a daily dose's times; not when the sentence
  gives them a day of their own ("twice a day, tmrw at 7am and 6pm is fine"); a clock time,
  or two joined, right before "daily" or "every day" ("the ferry runs 9am and 5pm daily"),
  and "at" a clock time right after a count a day ("4 walks a day at 8"), whatever day the
  sentence names elsewhere: a routine's times;
- a sentence's closing "now" after a day to come in the match's clause ("so it'll be
  friday now"), or a plain "now" after a date with its month and day ("the deadline is june
  30 now"; not after "every", nor "nowadays": `timedaynow.month_day`), tells no routine;
  after a part of the day or a clock time it does ("i'll do yoga in the morning now"); in a
  tagged text, after such a date told by the present of an action it does again
  (`yearly_routine`: "we do presents on dec 24 now").

`TimeResolver` drops a recurring mention that `habitual` reads as a habit.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from memstream.encoders.times import timedaynow
from memstream.encoders.times.tensetokens import Token
from memstream.encoders.times.timevocab import BECAUSE, WEEKDAYS

#: The clause bounds of timefilter, and an emoji, which ends a sentence as chat writes it
#: before a new clause ("auditions are mon 16th 7-9pm 🎭 we always need men": the habit is
#: the next clause's), not before a preposition or a hedge ("we always run 🏃 at 6am", "he
#: always texts 📱 like 2am"); "and" between two numbers joins two times of one clause
#: ("feeds at 7 and 5 every day") where a word of time or nothing follows the second.
#: What may follow the second of two numbers joined by "and" for them to be two times of one
#: clause: the sentence's end or a word of time ("at 7 and 5 every day"; not "at 10 and 4
#: people always show up late", a count heading a new clause).
_AFTER_TIME = (
    r"(?!\s+(?!(every|each|daily|on|at|in|till|until|to|then|and|or|sharp|tomorrow|tmrw|"
    r"tonight|today|o'?clock)\b)[a-z])"
)
_CLAUSE = re.compile(
    r"[.!?;\n]|,\s|\s((?<!\d\s)(?<!\d[ap]m\s)(?<!\d\s[ap]m\s)and"
    r"|and(?!\s+\d{1,2}(:\d\d)?(\s*[ap]m\b)?" + _AFTER_TIME + r")|but|so)\s"
    r"|[\u2600-\u27bf\U0001f300-\U0001faff]"
    r"(?=\s*(?!(at|in|on|by|around|from|until|till|before|after|every|like|about|abt|roughly)\b)[a-z])",
    re.I,
)
_PLURAL_DAYS = re.compile(
    r"\b(" + "|".join(sorted(WEEKDAYS | {"weekend", "weeknight", "weekday"})) + r")s\b", re.I
)

_HABITS = re.compile(
    r"\b(usually|always|often|sometimes|normally|typically|generally|tends?\s+to|"
    r"this\s+time\s+of\s+(the\s+)?year)\b",
    re.I,
)
#: Something that keeps happening ("the app keeps pinging me", "they keep calling"): a habit
#: of its clock times and parts of the day (`_TIME_OF_DAY`), not of the day or date it is
#: about ("he keeps asking about friday", "i keep forgetting the dentist is on thursday").
_KEEPS = re.compile(r"\b(keeps|(i|we|you|they)\s+keep)\s+(on\s+)?[a-z]+ing\b", re.I)
_TIME_OF_DAY = re.compile(
    r"^((at|by|around|in|till|until)\s+)?(the\s+)?(\d{1,2}(:\d{2})?\s*([ap]\.?m\.?)?|"
    r"midnight|noon|midday|dawn|morning|afternoon|evening|night)$",
    re.I,
)
#: Repetition told before a time in its clause ("it doesn't matter how often he rings at
#: 7am", "every time she calls at 6", "whenever we meet at noon", "14 years of waking me up
#: at 6": a stretch of doing it, no subject of a clause of its own between: "after 3 years of
#: dating we got engaged on saturday" is a day).
_REPEATS_BEFORE = re.compile(
    r"\b(how\s+many\s+times|(every|each)\s+time|whenever|"
    r"(\d+|many|all\s+th[eo]se)\s+(years|months|weeks|decades)\s+of\s+[a-z]+ing\b"
    r"(?!.*\b(i|we|he|she|they|you|it|starting|from|until|till)\s))\b",
    re.I,
)
_EVERY_DAY = re.compile(
    r"\b(every|each)\s+(other\s+)?(day|morning|afternoon|evening|night|week|weekday|"
    + "|".join(sorted(WEEKDAYS))
    + r")\b",
    re.I,
)
#: "every" or "each" and a weekday, then "and", "or", "&" or a comma right before a match:
#: the next day of the habit ("open every sunday and monday", "each monday, wednesday").
_EVERY_LISTED = re.compile(
    r"\b(every|each)\s+(other\s+)?(" + "|".join(sorted(WEEKDAYS)) + r")\s*(,|and|or|&|/)\s*$",
    re.I,
)

#: A day of its own after "every monday and": "every monday and next friday".
_OWN_DAY = re.compile(r"(next|this|last|on|the|coming)\b", re.I)

#: The end of a sentence that tells a routine of these days ("... and 1 at night now").
_ROUTINE_END = re.compile(r"(?<!\bjust)(?<!\bright)(?<!\bfor)\s+(now|nowadays|these\s+days)$", re.I)


#: A count before a part of the day, up to six words between ("2 pills in the morning",
#: "3 puffs in the morning", "2 at night"): one of a dose's times when the
#: sentence has two of them.
_DOSE = re.compile(
    r"\b(\d+[a-z]*|one|two|three|four|half)\s+([a-z]+\s+){0,6}"
    r"(in\s+the\s+(morning|afternoon|evening)|at\s+(night|bedtime|lunch|lunchtime|noon))\b",
    re.I,
)


def dose(text: str, start: int) -> bool:
    """Whether the part of the day at `start` is one of two or more after a count in its
    sentence ("1 capsule in the morning, 2 at bedtime"): a daily dose, a habit."""
    lo = max((m.end() for m in re.finditer(r"[.!?\n]", text[:start])), default=0)
    hi = next((m.start() for m in re.finditer(r"[.!?\n]", text[start:])), len(text) - start)
    doses = [m for m in _DOSE.finditer(text, lo, start + hi)]
    return len(doses) > 1 and any(m.start(3) <= start < m.end(3) for m in doses)


#: A conjunction that starts a clause of its own after a match ("... on the 1st so buy now",
#: "charged it in may and it's at 12% now").
_NEW_CLAUSE = re.compile(
    rf"\s(so|but|{BECAUSE})\s|\sand\s+(it|i|we|he|she|they|you|that|this)(\s|['’])", re.I
)


#: A time to come in the clause before a day: no routine ("so it'll be monday now").
_FUTURE = re.compile(r"\b(will|won't|gonna|shall)\b|\w'll\b|\bgoing\s+to\b", re.I)


def routine(text: str, end: int) -> bool:
    """Whether the words after a match, to the end of its sentence with no comma, end in
    "now", "nowadays" or "these days": a routine ("Taking 2 pills in the morning and 1 at
    night now"); not "right now", "for now", nor after a comma ("..., tired now") or a
    conjunction that starts a clause of its own ("the fee goes up on the 1st so pay now"),
    nor after an emoji, which ends a sentence ("going wed the 14th 🐄 ice creams are $9
    now")."""
    m = re.match(r"[^.!?\n,;]*", text[end:])
    rest = m.group(0) if m else ""
    cut = next((k for k, c in enumerate(rest) if unicodedata.category(c) == "So"), None)
    rest = rest if cut is None else rest[:cut]  # an emoji ends a sentence, as chat writes it
    after = text[end + len(rest) : end + len(rest) + 1]
    if _NEW_CLAUSE.search(rest):
        return False  # "prices go up on the 1st so buy now": "now" is the new clause's
    ended = after in ("", ".", "!", "?", "\n") or unicodedata.category(after) == "So"
    return ended and bool(_ROUTINE_END.search(" " + rest.rstrip()))


_BARE_CLOCK = re.compile(
    r"^((at|by|around|until|till)\s+)?\d{1,2}(:\d{2})?\s*([ap]\.?m\.?)?$", re.I
)


#: A number of times a day ("twice a day", "3x a day", "2 times daily", "daily").
_PER_DAY = re.compile(
    r"\b((once|twice|thrice|\d+\s*x|\d+\s+times|(two|three|four)\s+times)\s+"
    r"(a|per|each|every)\s+day|daily)\b",
    re.I,
)
#: Another clock time joined by "+", "&" or "and" right after or before a match.
_CLOCK = r"\d{1,2}(:\d{2})?\s*[ap]\.?m\b\.?"
_JOINED_AFTER = re.compile(r"\s*(\+|&|and)\s*(at\s+)?" + _CLOCK, re.I)
_JOINED_BEFORE = re.compile(_CLOCK + r"\s*(\+|&|and)\s*$", re.I)
#: A day of the times' own in the sentence ("tmrw i have appts at 9am and 2pm", "10am and
#: 4pm on thursday"): one day's times, no dose; not the day a routine starts or ends
#: ("twice daily at 8am and 8pm starting tomorrow").
_DAY_OF_THEIR_OWN = re.compile(
    r"(?<!\bstarting\s)(?<!\bfrom\s)(?<!\buntil\s)(?<!\btill\s)(?<!\bthrough\s)"
    r"\b(today|tonight|tomorrow|tmrw|tmr|yesterday|(this|next|last)\s+(week|weekend)|"
    r"on\s+the\s+\d{1,2}(st|nd|rd|th)?|" + "|".join(sorted(WEEKDAYS)) + r")\b",
    re.I,
)


#: "daily" or "every day" right after a clock time, or after two joined ("7am and 7pm
#: daily", "8:30 every day"): the rule's times, whatever day the sentence names elsewhere;
#: not "daily" before a noun or a day, a meeting's name ("the 9am daily standup tomorrow",
#: "skip the 10am daily tomorrow": that day's 9am).
_DAILY_AFTER = re.compile(
    r"(\s*(\+|&|and)\s*(at\s+)?" + _CLOCK + r")?\s+(daily|(every|each)\s+day)\b"
    r"(?!\s+(?!(for|after|until|till|through|thru|except|from|starting|since|and|but|or|so|"
    r"then|now|if|when|while|as|to|at|on|in|with|this|next|is|are|was|were|pls|please|lol|"
    r"btw)\b)[a-z])",
    re.I,
)
#: A number of times a day, or a count of things a day, right before "at" a clock time ("3
#: feeds a day at 7", "twice daily at 8"): the times of a daily routine.
_PER_DAY_BEFORE = re.compile(
    r"(" + _PER_DAY.pattern + r"|\b(\d+|two|three|four|five|six)\s+[a-z]+s\s+(a|per)\s+day)"
    r"\s*$",
    re.I,
)


def daily_times(text: str, start: int, end: int) -> bool:
    """Whether the clock time at text[start:end] is one of two joined ("8am + 8pm", "9am and
    9pm") in a sentence that tells a number of times a day ("twice a day", "3x daily") and
    gives them no day of their own ("tmrw at 7am and 6pm"): a daily dose's or routine's
    times."""
    lo = max((m.end() for m in re.finditer(r"[.!?\n]", text[:start])), default=0)
    hi = next((m.start() for m in re.finditer(r"[.!?\n]", text[end:])), len(text) - end)
    joined = _JOINED_AFTER.match(text, end) or _JOINED_BEFORE.search(
        text[max(0, start - 14) : start]
    )
    sentence = text[lo : end + hi]
    if _DAILY_AFTER.match(text, end) or (
        re.match(r"at\s", text[start:end], re.I) and _PER_DAY_BEFORE.search(text[lo:start])
    ):
        return True  # "7am and 7pm daily", "3 feeds a day at 7": the routine's times
    return bool(joined and _PER_DAY.search(sentence) and not _DAY_OF_THEIR_OWN.search(sentence))


def sentence_habit(text: str, start: int, end: int) -> bool:
    """Whether the clause around text[start:end] names days in the plural or "every" one
    ("drop-off is 8:20 on fridays not 8:40", "every monday"): a rule, whose clock times are
    no dates; not across a comma ("meet me at 3:30, I walk the dog every morning")."""
    lo = max((m.end() for m in _CLAUSE.finditer(text, 0, start)), default=0)
    hi = next((m.start() for m in _CLAUSE.finditer(text, end)), len(text))
    clause = text[lo:hi]
    return bool(_PLURAL_DAYS.search(clause) or _EVERY_DAY.search(clause))


def habitual(text: str, start: int, end: int) -> bool:
    """Whether the clause around text[start:end] tells a habit ("usually", "always")."""
    lo = max((m.end() for m in _CLAUSE.finditer(text, 0, start)), default=0)
    hi = next((m.start() for m in _CLAUSE.finditer(text, end)), len(text))
    before, after = text[lo:start], text[end:hi]
    habit = _HABITS.search(before) or _HABITS.search(after) or _REPEATS_BEFORE.search(before)
    if _TIME_OF_DAY.match(text[start:end]) and (_KEEPS.search(before) or _KEEPS.search(after)):
        return True  # "the app keeps pinging me at 2am"; not "he keeps asking about friday"
    if _EVERY_LISTED.search(text[max(0, start - 30) : start]) and not _OWN_DAY.match(
        text[start:end]
    ):
        return True  # "open every tuesday and thursday"
    if dose(text, start):
        return True  # "1 capsule in the morning, 2 at bedtime"
    if _BARE_CLOCK.match(text[start:end]) and sentence_habit(text, start, end):
        return True  # "drop-off is 8:40 on fridays not 8:50": the rule's times
    if _BARE_CLOCK.match(text[start:end]) and daily_times(text, start, end):
        return True  # "twice a day, at 9am and 9pm"
    # "... in the morning ... now"; not a day to come: "it'll be monday now" ("i'll do yoga
    # in the morning now" is a routine still)
    to_come = _FUTURE.search(before) and not _TIME_OF_DAY.match(text[start:end])
    to_come = to_come or timedaynow.changed_day(text, start, end)  # "the vet says friday now"
    to_come = to_come or timedaynow.month_day(text, start, end)  # "due june 30 now"
    return bool(habit) or (routine(text, end) and not to_come)


def yearly_routine(tokens: Sequence[Token], text: str, start: int, end: int) -> bool:
    """Whether the date with its month and day at text[start:end], before a closing "now"
    (which `habitual` leaves a day), is "on" the date told by the present of an action
    (`tokens`, tagged): a yearly routine ("we do presents on dec 24 now"), no date; not a
    date with no "on", a thing's due day ("tickets go on sale jan 9 now", "we fly out the
    3rd of october now"), nor one after a part of the day ("we meet in the evening on june
    25 now")."""
    on = re.match(r"on\s", text[start:end], re.I) or re.search(r"\bon\s+$", text[:start])
    if not on or not routine(text, end) or not timedaynow.month_day(text, start, end):
        return False
    return timedaynow.told_habit(tokens, start)
