"""A year written alone that Duckling does not read (a bare year is latent to it): what
"it"/"that" or the last or first time (or one) was or is ("that was like 2019", "it was 2016, i
think", "last time was 2020", "the last time we went was 2018", "last one i did was 2022"), and
the whole a quantity takes a share of ("spent ฿180 a pack all of 2023", "most of 2021 was a
blur"), what a paper or a record is for ("a tax statement for 2023", "my p60 for 2022"; not
after a verb or a pronoun, "sold it for 2000", nor a number of things, "for 2000 people") and a
year owned before a noun ("his 2022 pay slips", "our 2023 accounts": a noun of a paper, a
record or money; not a count in the plural, "my 2020 followers", nor a thing's model year, "my
2019 civic"), these two only within ten years of the message and one after it: that year
(tests/data/timeexpr.md: a year's grain). Only the digits of a year (1900-2099) and none before
a noun they count ("that was like 2000 people", "all of 1500 tickets"): amounts. A year after a
word of time ("in 2019", "since 2016") is Duckling's; "the end of 2023" too. A year right after
a word of founding or birth, up to the message's year ("founded 2011", "est. 1998", "born
1990"), and "by" a year ahead, within fifty ("the minimum is C by 2030": "by X" is X), are that
year; not "by" in a message with a word of the day or of getting somewhere ("home by 2030":
chat's 20:30). Nor a year still ahead told as past ("it was 2030 by the time we got home":
chat's clock time, 20:30).

`timeexpr.TimeResolver.mentions` asks `plain_years`, which adds the decades and centuries of
`timedecades`, the years that date an event of `timeyearverb` and the years cut short of
`timeyearshort` and the ranges of years of `timeyearrange`.
"""

from __future__ import annotations

import re
from datetime import datetime

from memstream.encoders.times.timedecades import decades
from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timephrases import words as _words
from memstream.encoders.times.timerules import Occurrence
from memstream.encoders.times.timeyearrange import year_ranges
from memstream.encoders.times.timeyearshort import short_years
from memstream.encoders.times.timeyearverb import verb_years

_YEAR = r"(?P<year>(?:19|20)\d\d)\b(?![.,:/-]?\d)"
#: "that was (like) 2019": "it"/"that"/"this" (or the last, first time or one: "last time
#: was 2020", "the last one i did was 2022") and a form of being, a hedge between; "one"
#: only with a past of being (`_ONE_WAS`).
_WAS = re.compile(
    r"\b(it|that|this|(?:(?:the\s+)?(?:last|first|previous|only)\s+time|"
    r"(?P<one>(?:the\s+)?(?:last|first|previous)\s+one))"
    r"(?:\s+(?:i|we|he|she|they|you)"
    r"(?:\s+[a-z]+){1,2})?)\s*(was|is|['’]s|were|would\s+have\s+been|must\s+have\s+been)\s+"
    r"((like|around|about|maybe|probably|prob|roughly|back\s+in|sometime\s+in)\s+)?" + _YEAR,
    re.I,
)
#: "The last one (i saw) was 1999": a past of being, no verb of buying (a price: "the last
#: one i bought was 1900"), nor another amount in the message ("the first one i got was 1500
#: and the last one was 2000"), a year up to fifty before the message's.
_ONE_WAS = re.compile(r"(was|were)\s", re.I)
_AMOUNT = re.compile(r"(?<![\d:.,/])\d{3,5}(?![\d:/])")
_BOUGHT = _words("bought buy got paid pay sold sell cost costs charged priced quoted")


def _one_year(m: re.Match[str], wall: datetime) -> bool:
    """Whether a `_WAS` match on "the last/first one" is the year (see `_ONE_WAS`)."""
    year = int(m.group("year"))
    said = m.group(0)[m.end("one") - m.start() :]
    verbs = said.lower().split()
    text = m.string
    amounts = [int(a.group(0)) for a in _AMOUNT.finditer(text)]
    return (
        wall.year - 50 <= year <= wall.year
        and not [a for a in amounts if not 1900 <= a <= 2099]
        and bool(_ONE_WAS.search(said))
        and not _BOUGHT & set(verbs)
    )


#: A verb of being or a pronoun after the year: no noun it counts ("most of 2021 was a
#: blur", "all of 2024 i was in leeds"); not a number after it ("half of 2000 is 1000").
_CLAUSE_GOES_ON = re.compile(
    r"\s+(was|wasn't|is|isn't|were|has|had|i|we|he|she|they|you|it|tbh|ngl|lol|haha)\b"
    r"(?!\s+\d)",
    re.I,
)
#: "all of 2023": a share of the year.
#: What a paper or a record is for: a noun (or a form's number) then "for" and the year.
_FOR = re.compile(r"\b(?P<noun>[a-z]\w*|\d{3,4}[a-z]?)\s+for\s+" + _YEAR, re.I)
#: Words up to four before "for" that make the year a price or a count ("sold it for 2000",
#: "sold the bike for 2025").
_NOT_PAPER = _words(
    "sold sell selling bought buy paid pay paying got get went go goes asked asking offered "
    "offer it them one that this worth traded swapped listed quoted charged"
)
#: A year owned, before a noun of a paper, a record or money ("her 2023 tax info", "our
#: 2022 accounts"); not a thing's model year ("my 2019 civic", "her 2021 macbook").
_OWNED = re.compile(
    r"\b(my|her|his|our|their|your)\s+" + _YEAR + r"(?=\s+(?P<record>[a-z][\w-]*)\b)", re.I
)
_RECORDS = _words(
    "tax taxes return returns accounts account books p60 p45 p11d w2 w-2 statement statements "
    "invoice invoices receipt receipts pay payslip payslips slip slips bill bills paperwork "
    "records record forms form filing filings income earnings salary bonus budget report "
    "reports figures self-assessment self assessment audit expenses"
)
_PLURAL_AFTER = re.compile(
    r"\s+([a-z]+[^s\W]s|people|ppl|men|women|kids|children|staff|guests|folks?)\b", re.I
)
_SHARE = re.compile(
    r"\b(all|most|much|half|some|(the\s+)?rest|(the\s+)?whole|(the\s+)?bulk)\s+of\s+" + _YEAR,
    re.I,
)


#: A year right after a word of founding or birth ("founded 2011", "est. 1998", "born
#: 1990"): when a thing began, a year up to the message's.
_ORIGIN = re.compile(
    r"\b(?:founded|established|est\.?|estd\.?|born|formed|incorporated)\s+" + _YEAR, re.I
)
#: "By" a year still ahead ("net zero by 2030"): that year, as "by X" is X; not with a word
#: of the day or of getting somewhere ("be there by 2030") in the message, where "by 2030" is
#: chat's 20:30.
_BY = re.compile(r"\bby\s+" + _YEAR, re.I)
_DAY_WORDS = re.compile(
    r"\b(tonight|tonite|today|tomorrow|tmrw|tmr|morning|evening|night|home|back|latest|hrs|"
    r"hours|pm|am|o['’]?clock|clock|leave|arrive|land|landing|there|here|traffic)\b",
    re.I,
)


def _origin_and_by(text: str, wall: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each year of founding or birth and each "by" a year
    ahead (see the module)."""
    found = [(m, m.start("year")) for m in _ORIGIN.finditer(text)]
    found = [(m, a) for m, a in found if int(m.group("year")) <= wall.year]
    if not _DAY_WORDS.search(text):
        ahead = [(m, m.start()) for m in _BY.finditer(text)]
        found += [(m, a) for m, a in ahead if wall.year < int(m.group("year")) <= wall.year + 50]
    out = []
    for m, a in found:
        if noun_follows(text, m.end()):
            continue  # "born 2000 miles away", "by 2030 people": counts
        year = int(m.group("year"))
        out.append(
            (a, m.end(), Occurrence(datetime(year, 1, 1), datetime(year + 1, 1, 1), "year", "year"))
        )
    return out


def plain_years(text: str, wall: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each year alone that is a time (see the module)."""
    out = _origin_and_by(text, wall)
    for pattern in (_WAS, _SHARE):
        for m in pattern.finditer(text):
            if noun_follows(text, m.end()) and not _CLAUSE_GOES_ON.match(text, m.end()):
                continue  # "that was like 2000 people"; not "most of 2021 was a blur"
            if "one" in m.groupdict() and m.group("one") and not _one_year(m, wall):
                continue  # "the last one i bought was 1900", "first one is 2000 and ..."
            year = int(m.group("year"))
            if year > wall.year and re.search(r"(was|were|been)\s", m.group(0), re.I):
                continue  # "it was 2030 by the time we got home": chat's 20:30, no year ahead
            start = datetime(year, 1, 1)
            occurrence = Occurrence(start, datetime(year + 1, 1, 1), "year", "year")
            out.append((m.start("year"), m.end(), occurrence))
    return (
        out
        + _record_years(text, wall)
        + decades(text, wall)
        + verb_years(text, wall)
        + short_years(text, wall)
        + year_ranges(text, wall)
    )


def _record_years(text: str, wall: datetime) -> list[tuple[int, int, Occurrence]]:
    """(start, end, occurrence) of each year a paper is for or a noun's owner's year."""
    out = []
    papers = [(m, text[max(0, m.start() - 40) : m.end("noun")]) for m in _FOR.finditer(text)]
    owned = [(m, "") for m in _OWNED.finditer(text) if m.group("record").lower() in _RECORDS]
    for m, before in papers + owned:
        year = int(m.group("year"))
        if not wall.year - 10 <= year <= wall.year + 1:
            continue
        if _NOT_PAPER & set(before.lower().split()[-4:]) or _PLURAL_AFTER.match(text, m.end()):
            continue  # "sold it for 2000", "for 2020 people", "my 2020 followers": counts
        occurrence = Occurrence(datetime(year, 1, 1), datetime(year + 1, 1, 1), "year", "year")
        out.append((m.start("year"), m.end(), occurrence))
    return out
