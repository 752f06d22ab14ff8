"""A 24-hour clock time written as four digits with no colon ("on shift tues 0645", "ferry at
0930", "briefing 1400hrs", "pickup 0515", "sign on 0445", "the 0950 to ORD", "0400 alarm"),
as rotas, crews and the forces write it: that minute, as "06:45" is (tests/data/timeexpr.md,
a clock time's grain: with minutes, that minute; written on the 24-hour clock it is no
12-hour reading). Duckling does not read it, or reads "wed 1900" as a Wednesday in the year
1900 and "from 2200" as the year 2200. Where it is a clock time for sure it is written with
a colon in the text Duckling and the rules read ("tues 06:45", "from 04:30 to 05:15", "tmrw
06:00-10:00"), so every rule of colon clock times reads it, and a range ends at its second
time, 12:00 not 12:01; the mention keeps its text as written (`colon_spots`, the edits of
`timespelled.spelled_out`). No half of the day is added: a written am/pm stays ("call at
1030 pm" is 22:30), and 1000-1259 keep the 12-hour reading "10:30" has ("tonight 1045").

A clock time for sure: with a leading zero and a cue beside it ("up 0530 tmrw", "ferry
leaves 0815", "the 0745 train", "around 0300", "0600-1400 sun", "looking like 0630 now", a
second choice after one, "at 0714 not 0430", a crew's own train before a pause, "on my 0552,
had to"; not before a noun, "on my 0415 account", nor near money, a card or a line ("paid it
on my 0415", "it's on our 0800, the landline"); a leading zero alone is none:
"wifi pw 0415", "card exp 0528", "mar 0800 meeting"), not after a word of a code, a number
or an id ("pin 0420", "room 0412", "flight 0950") nor before a unit or a count ("0450
units") nor beside other digits ("0800 123 456"); with "hrs"/"h" after it
("1400hrs"); after a day ("tues 1400") or after "at", "from", "till", "by", "before" or
"after" ("at 1530"), or "since" where the digits as a year would be centuries ahead ("since
2130"; "since 1850", "since 2019" are years); after a word of a crew's or a traveller's
time ("report 2230", "pickup is 1540", "ctot 1915", "standby 0700-1500"; "report" not as a
noun, "the expense report 1450", nor before a count, "report 1530 cases") or before one ("a 2235
departure", "the 1800 show", and a shift's "the 1800 shift", "a 0600 start", "the 0530 call";
not in a longer noun, "1500 alarm clocks", "1200 slot machines", "1800 calls", "the 1800 call
centre", "1200 start-ups", "his 1500 start position", nor a shift's word in a message of a race or
a free number: "the 1500 start was chaotic, 3 guys fell on the first bend"); a train, a flight
or a ferry named by its time, "the 1910 to bariloche", "the 0805 from leeds", in a message
with a word of travel (not a sum: "sent the 1200 to dad", "the 2000 from insurance came
through"; nor before a verb or a number: "the 1500 to spend", "the 1910 to 1920 period").
A year's digits (19xx, 20xx) are a clock time only after a day, before "hrs" or as the
time of "the NNNN to <place>" ("back by 2030", "the 2019 report" are years); not after "at"
and a verb of a level that holds ("my score is stuck at 1340", "it's sitting at 1450"): a
value; where people got stuck it is a clock time ("we were stuck at 1530", "got stuck at
1630"), and so where a thing stalled ("stalled at 1100"); not after a noun of people or a
home heading its clause, or a verb of living ("the neighbour at 1142 brought it over", "we
live at 1130": a house number, timeaddress.py). Not a price, a code or a number glued to
others ("ref 0700", "#0930", "07001"). A range of two ("0700-1500", "from 0430 to 0515") is
read whole where its first time is one for sure and its second a clock time after it (or,
from an evening, in the next morning: "tmrw 2300-0100", "from 2200 to 0600"), with
a day, "from" or a word of a crew's time beside it ("standby 0700-1500 mon"), and so is one
from an evening into the morning before one day alone ("cover 1800-0600 on sunday"; not
"2000-0800 on mon and tue", the hours of two days, nor "on friday night", nor a score:
"scored 2100-0900 on friday night trivia"); not the hours
of every day ("active 0800-1700 all week", "shift pattern 0700-1500": a habit).
"""

from __future__ import annotations

import re

from memstream.encoders.times.timeaddress import address_at
from memstream.encoders.times.timevocab import MONTH, WEEKDAY

_DAY = rf"(?:{WEEKDAY}\.?|today|tomorrow|tmrw|tonight)"
_HHMM = r"(?:[01]\d|2[0-3])[0-5]\d"
_CLOCK = re.compile(
    rf"(?<![\w#£$€/.:,-])(?:(?P<day>{_DAY})\s+(?:(?:at|from)\s+)?"
    r"|(?P<intro>at|from|till|until|til|by|before|after|since)\s+)?"
    r"(?P<hh>[01]\d|2[0-3])(?P<mm>[0-5]\d)(?P<hrs>\s*(?:hrs|hr|h)\b)?"
    rf"(?:(?P<dash>\s*[-\u2013]\s*|\s+(?:to|till|until|til)\s+)(?P<end>{_HHMM})(?!\s*\d))?"
    r"(?![\w:/-]|[.,]\d|\s*[-\u2013]\s*\d)",
    re.I,
)

#: A verb of a level that holds, then "at" ("stuck at", "sitting at", "peaked at"); not a
#: person or a thing that got stuck at a time ("we were stuck at 1530", "got stuck at 1630").
_LEVEL_AT = re.compile(
    r"(?<!\bgot\s)(?<!\bget\s)(?<!\bwe\s)(?<!\bi\s)(?<!\bwere\s)\bstuck\s+at\s+$"
    r"|\b(sits|sitting|sat|hovering|hovers|peaked|plateaued|capped|maxed(\s+out)?|"
    r"topped\s+out|bottomed\s+out)\s+at\s+$",
    re.I,
)
#: The times of a crew's or a traveller's day, as rotas name them.
_TIMES = (
    r"report|pickup|pick-up|show|departure|alarm|slot|standby|ctot|eta|etd|wake-?up|"
    r"briefing|check-?in|sign[- ]?on"
)
#: One of them right before the digits ("report 2230", "pickup is 0515", "ctot is 1915").
_TIME_BEFORE = re.compile(rf"\b({_TIMES})(['’]s|\s+(is|was|time|moved\s+to))?\s+$", re.I)
#: A noun: a plural ("cases", "clocks"; not a verb's "-s": "goes", "leaves") or the head of
#: a longer noun with one of those words ("alarm clock", "slot machine", "show ticket").
_NOUN = (
    r"(?!(is|was|has|does|goes|gets|leaves|starts|runs|rings|sounds|departs|lands|boards|opens|"
    r"closes|ends|begins|works|means|looks|seems|needs|takes|makes|comes|gives|keeps|sucks)\b)"
    r"[^\W\d_]+[^\W\d_s]s\b|(clock|machine|ticket|lounge|board|card|button|tone|hall|area|"
    r"queue|line|desk|counter|fee|number)\b"
)
#: One of them right after the digits ("a 0545 show", "the 2235 departure"; not "show up"),
#: or a shift's start, end or call ("the 1800 shift", "a 0600 start", "the 0530 call"),
#: not as part of a longer noun ("1500 alarm clocks", "1200 slot machines").
_TIME_AFTER = re.compile(
    rf"\s+({_TIMES}|(?P<shift>shift|start|finish|kick-?off|call)(?![-\w]|\s+(centre|center|"
    r"cent(er|re)s|position|number|line|list|gun|block|grid|price|fee|rate)\b))\b(?!\s+up\b)"
    rf"(?!\s+({_NOUN}))",
    re.I,
)
#: A race, its distance or a phone's free number in the message: "the 1500 start" is the
#: 1500 m race's start ("the 1500 start was chaotic, 3 guys fell on the first bend"), "a 1800
#: call" a free number's.
_RACE = re.compile(
    r"\d\s*(m|metres?|meters?)\b|\b(race|final|heats?|bend|laps?|relay|track|runners?|sprint|"
    r"metres|meters|toll|free(phone)?|number)\b",
    re.I,
)
#: "report" as a noun, after a determiner or a noun ("the expense report 1450", "see bug
#: report 1432"), not a crew's time.
_REPORT_NOUN = re.compile(
    r"\b(the|a|an|this|that|my|your|his|her|our|their|its|each|every|no|bug|expense|"
    r"police|credit|status|school|annual|weather|news|incident|[^\W\d_]+s)\s+report\b",
    re.I,
)
#: A train, a flight or a ferry named by its time: "the 1910 to bariloche", "the 0805 from
#: leeds", "the 1740 back to LAX"; not a sum before a verb ("the 1500 to spend") nor a
#: number ("the 1910 to 1920").
_SERVICE = re.compile(
    r"\s+((back|out)\s+)?(to|from)\s+(?!(be|do|get|go|make|pay|spend|cover|buy|use|save|put|have|give|send|"
    r"keep|play|see|the|a|an|my|your|his|her|their|our|me|him|them|us|it|about|around)\b)"
    r"[^\W\d_]",
    re.I,
)
#: A word of a code, a number or an id before the digits ("pin 0420", "room 0412", "my
#: number ends in 0415", "the helpline is 0800 something").
_CODE_BEFORE = re.compile(
    r"\b(pin|code|ref|reference|no|number|num|id|room|rm|gate|flight|flt|seat|ext|extension|"
    r"account|acct|card|ending|unit|apt|suite|bus|route|model|version|ver|phone|tel|call|dial|"
    r"zip|postcode|platform|row|order|ticket|batch|lot|serial|part|item|sku|box|password|"
    r"passcode)\b(\s+(is|was|in|of|number|no|ends?|ended))*[\s:#=.,]*$",
    re.I,
)
#: A unit, a count or a phone number's rest after the digits ("0450 units", "the 0800
#: number", "0800 something", "at 1000 Hz").
_COUNT_AFTER = re.compile(
    r"\s*(units?|people|pax|calories|kcal|cals?|steps|words|points|pts|km|kms|miles|mi|kg|"
    r"lbs?|g|m|ft|feet|sq|psi|mg|ml|items|pages|copies|rpm|hp|cc|dollars|pounds|euros|bucks|"
    r"quid|views|followers|likes|members|x|numbers?|something|hz|khz|mhz|ghz|watts?|kw|"
    r"volts?|mah)\b",
    re.I,
)


#: A word beside a leading-zero four-digit that makes it a clock time (a leading zero alone
#: is none: "wifi pw 0415", "lock combo is 0729", "card exp 0528"): before it a word of
#: waking or travel or "around"/"since" ("up 0530 tmrw", "flying the 0300", "around
#: 0300"), after it a day or a word of travel ("0530 tmrw", "the 0745 train", "0830 local").
_ZERO_BEFORE = re.compile(
    r"\b(wake|woke|up|boarding|board|train|ferry|fly|flying|flew|land|landed|landing|around|since)"
    r"(\s+[^\W\d_]+)?\s+$"
    r"|\b(at|by|from|till|until|before|after)\s+[0-2]\d:?[0-5]\d\s+"
    r"(not|or|instead\s+of|rather\s+than)\s+$"
    r"|\blooking\s+like\s+$",
    re.I,
)
#: A crew's own service, named by its time alone before a pause ("blacked out on my 0552,
#: had to", "missed our 0615."); not before a noun ("on my 0415 account").
_MY_SERVICE = re.compile(
    r"\b(on|off|caught|missed|driving|drove|working|worked)\s+(my|our|his|her|their)\s+$", re.I
)
#: Money, a card or a line near "on my 0415" ("paid it on my 0415", "put £50 on my 0415",
#: "came off my 0415, not savings", "on our 0800, the landline"): an account's or a phone's
#: number, no service.
_MY_ACCOUNT = re.compile(
    r"[£$€]|\b(pa(id|y|ys|ying)|put|came|charged?|money|cash|cards?|visa|debit|credit|"
    r"account|savings|bank|balance|landline|phone|number)\b",
    re.I,
)
#: "it's on"/"it on" right before "my" and the digits ("it's on my 0552, yeah"): a thing
#: put on an account, no service.
_IT_ON = re.compile(r"(['’]s|\bis|\bwas|\bit)\s+(on|off)\s+[a-z]+\s+$", re.I)
_ZERO_AFTER = re.compile(
    rf"\s+({_DAY}|this\s+morning|(tomorrow|tmrw)\s+morning|flight|train|bus|ferry|boarding|"
    r"wake-?up|local|now)\b",
    re.I,
)
#: A month right before the digits ("mar 0800 meeting"): no clock time.
_MONTH_BEFORE = re.compile(rf"\b{MONTH}\.?\s+$", re.I)


#: A range of days after a range of clock times: hours that hold every day ("active
#: 0800-1700 all week", "0900-1700 daily"), no one time.
_EVERY_DAY = re.compile(r"\s+(all\s+week|daily|every\s+\w+|each\s+\w+|weekdays)\b", re.I)


#: A day right after a range ("0700-1500 mon").
_DAY_AFTER = re.compile(rf"\s+(on\s+)?{_DAY}\b", re.I)


#: One day alone after an overnight range: not "on friday night" (a part of the day, which
#: the range cannot run past) nor "on mon and tue" (the hours of two days).
_NO_LONE_DAY = re.compile(
    r"\s*(night|evening|morning|afternoon|and\b|or\b|&|/|-|\u2013|,\s*" + _DAY + ")", re.I
)
#: A score in the clause before the digits ("scored 2100-0900", "we won 1800-0600").
_SCORE_BEFORE = re.compile(r"\b(scor\w*|won|lost|beat|odds|points?)\b[^,.!?;]*$", re.I)


def _overnight_on_a_day(m: re.Match[str]) -> bool:
    """Whether the range of `m` runs from an evening into the morning on one day named right
    after it ("1800-0600 on sunday"), in no clause of a score."""
    text = m.string
    if not (m.group("end") and _overnight(m)) or not (day := _DAY_AFTER.match(text, m.end())):
        return False
    if _NO_LONE_DAY.match(text, day.end()):
        return False
    return not _SCORE_BEFORE.search(text, max(0, m.start() - 60), m.start())


def _one_day(m: re.Match[str]) -> bool:
    """Whether the range of `m`, with no day before it, is the hours of one day: after "from"
    or a word of a crew's time ("standby 0700-1500") or before a day ("0700-1500 mon"), and
    not before the days it holds every day ("0800-1700 all week")."""
    text, at = m.string, m.start("hh")
    if _EVERY_DAY.match(text, m.end()):
        return False
    if m.group("intro") or _DAY_AFTER.match(text, m.end()):
        return True
    return bool(_TIME_BEFORE.search(text, max(0, at - 30), at))


def _year(hh: str) -> bool:
    return hh in ("19", "20")


#: A word of travel in the message: "the NNNN to X" is a service only beside one.
_TRAVEL = re.compile(
    r"\b(flights?|fly|flying|flew|crew|pax|dispatch|depart\w*|leg|sector|gate|trains?|bus|"
    r"coach|ferry|boarding|board|divert\w*|land|lands|landed|landing|roster|jumpseat|standby|"
    r"airport|station|platform|terminal|plane|delayed|cancell?ed|leaves|leaving|arriv\w*)\b",
    re.I,
)
#: A verb of paying or moving money right before "the NNNN" ("sent the 1200 to dad",
#: "transferred the 1500 to savings", "put the 1300 from grandma in the bank").
_MONEY_VERB = re.compile(
    r"\b(sent|send\w*|transferr?\w*|paid|pay\w*|put\w*|mov\w*|gave|give\w*|owe\w*|"
    r"deposit\w*|spen[dt]\w*|lent|lend\w*|borrow\w*|wired?|venmo\w*)\b\W+(\w+\W+)?$",
    re.I,
)


def _travelled(text: str, the: int) -> bool:
    """Whether "the NNNN to/from X" at `the` is a service: a word of travel or of a crew's
    time in the message ("the 1950 to jfk got delayed", "pickup's at 1540 for the 1740 back
    to LAX") and no verb of paying or moving money before it."""
    travel = _TRAVEL.search(text) or re.search(rf"\b({_TIMES})\b", text, re.I)
    return bool(travel) and not _MONEY_VERB.search(text, max(0, the - 30), the)


def _crew_before(text: str, at: int, stop: int) -> bool:
    """Whether a word of a crew's time is right before the digits at `at` ("pickup 0515",
    "report 2230"); "report" only as a crew's verb, not a noun ("the expense report 1450")
    nor before a count ("report 1530 cases")."""
    cue = _TIME_BEFORE.search(text, max(0, at - 30), at)
    if not cue or cue.group(1).lower() != "report":
        return cue is not None
    noun = _REPORT_NOUN.search(text, max(0, cue.start(1) - 30), cue.end(1))
    return not noun and not re.match(rf"\s+({_NOUN})", text[stop:], re.I)


def _cued(m: re.Match[str]) -> bool:
    """Whether a word of a crew's time, a service's place or a leading zero makes the
    digits of `m`, with no day or "at" before them, a clock time."""
    text, at, stop = m.string, m.start("hh"), m.end("mm")
    if _SERVICE.match(text, stop) and text[max(0, at - 4) : at].lower() == "the ":
        return _travelled(text, at - 4)  # "the 1910 to bariloche"; not "sent the 1200 to dad"
    if _overnight_on_a_day(m):
        return True  # "1800-0600 on sunday": an evening into the next morning, on that day
    if _year(m.group("hh")):
        return False  # "the 2019 report", "report 2023"
    if (after := _TIME_AFTER.match(text, stop)) and not (
        after.group("shift") and _RACE.search(text)
    ):
        return True  # "the 1800 shift"; not "the 1500 start was chaotic, 3 fell on the bend"
    if _crew_before(text, at, stop):
        return True
    if not m.group("hh").startswith("0") or _COUNT_AFTER.match(text, stop):
        return False
    if re.search(r"\d[\s.,]*$", text[max(0, at - 3) : at]) or re.match(r"\s*\d", text[stop:]):
        return False  # "0800 123 456": a phone number
    if _CODE_BEFORE.search(text, max(0, at - 30), at) or _MONTH_BEFORE.search(text, 0, at):
        return False  # "pin 0420", "mar 0800 meeting"
    if _MY_SERVICE.search(text, max(0, at - 30), at) and re.match(r"\s*([,.;!?]|$)", text[stop:]):
        # "blacked out on my 0552, had to": the driver's own train; not "paid it on my 0415"
        near = _MY_ACCOUNT.search(text, max(0, at - 40), min(len(text), stop + 30))
        return not (near or _IT_ON.search(text, max(0, at - 30), at))
    return bool(
        m.group("end")  # "0600-1400 sun"
        or _ZERO_BEFORE.search(text, max(0, at - 30), at)
        or _ZERO_AFTER.match(text, stop)
    )


def _sure(m: re.Match[str]) -> bool:
    """Whether the four digits of `m` are a clock time for sure (see the module docstring)."""
    if m.group("intro") and _LEVEL_AT.search(m.string[max(0, m.start() - 20) : m.end("intro") + 1]):
        return False  # "stuck at 1340": a level; not "we were stuck at 1530"
    digits = m.group("hh") + m.group("mm")
    if m.group("intro") and address_at(
        m.string[: m.end("intro") + 1], digits, m.string[m.end("mm") : m.end("mm") + 20]
    ):
        return False  # "the neighbour at 1142 brought over our box": a house number
    if m.group("hrs") or m.group("day"):
        return True
    if (m.group("intro") or "").lower() == "since" and m.group("hh") < "21":
        return _cued(m)  # "since 1850", "since 2019": years; "since 0700" by its zero
    if m.group("intro") and (m.group("hh").startswith("0") or not _year(m.group("hh"))):
        return True
    return _cued(m)


def colon_spots(text: str) -> list[tuple[int, int, str]]:
    """Where each four-digit 24-hour clock time of `text` is (with its "hrs" and the second
    time of its range), and the same written with colons ("06:45", "14:00", "06:00-10:00")."""
    out = []
    for m in _CLOCK.finditer(text):
        end = m.group("end")
        if not _sure(m) or _COUNT_AFTER.match(text, m.end("mm")):
            continue  # "at 1000 Hz": a measure
        if end and end <= m.group("hh") + m.group("mm") and not _overnight(m):
            continue  # "at 1400-1200": no range
        if end and not m.group("day") and not _one_day(m):
            continue  # "active 0800-1700 all week", "shift pattern 0700-1500": every day's
        tail = m.end("hrs") if m.group("hrs") else m.end("mm")
        out.append((m.start("hh"), tail, _colon(m.group("hh") + m.group("mm"))))
        if end:
            out.append((m.start("end"), m.end("end"), _colon(end)))
    return out


def _overnight(m: re.Match[str]) -> bool:
    """Whether the range of `m` runs from an evening past midnight into the morning ("from
    2200 to 0600", "tmrw 2300-0100"): its end before its start, in the next day's morning."""
    return m.group("hh") >= "18" and m.group("end") < "1200"


def _colon(digits: str) -> str:
    """The four digits written with a colon ("0645" as "06:45", "1030" as "10:30"), and no
    half of the day of its own: a written am/pm after them stays theirs ("call at 1030 pm"),
    and 1000-1259 keep the 12-hour reading "10:30" has ("tonight 1045" is 22:45;
    tests/data/timeexpr.md: only a leading zero or an hour past 12 takes it away)."""
    return f"{digits[:2]}:{digits[2:]}"
