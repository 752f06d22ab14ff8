"""The feasts of other calendars by name ("happy holi!", "costumes for purim", "flying home
for tet", "songkran starts sunday"), with their dates from the `holidays` package (kept and
tested upstream, offline) rather than from Duckling, which reads few of them and some a day
early (the Jewish feasts on the eve they begin on, Holi on Holika Dahan). The names and where
the package keeps each are in timefeastnames.py.

A feast is its day, or its days in a row when it lasts several (tests/data/timeexpr.md: a
holiday is the day; "songkran" is 13-15 April). Its occurrences around the moment said (the
one before, the next ones) are kept for the sentence's tense to pick one, and it is a
holiday's name, so the day it is said on counts ("happy holi!!", said on Holi). A count of
days before or after it ("the day after holi", "2 days before diwali") is that day, from its
last day or its first; "since" it runs from it to the moment said. Outside the years the
package keeps a feast for there is no date, and no mention.

Duckling reads the text with the feasts blanked (`masked`), so the time beside one is read
alone ("diwali's on the 20th": "on the 20th"; "holi next month": "next month").
"""

from __future__ import annotations

import re
import warnings
from datetime import date, datetime, timedelta
from functools import lru_cache

import holidays as calendars

from memstream.encoders.times import timebankhol
from memstream.encoders.times.timefeastnames import FEAST_NAMES, feast_of
from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timenumberwords import NUMBER_ALT, numbers
from memstream.encoders.times.timerules import Occurrence

#: A feast's name as a word of its own: not glued to another by a hyphen ("holi-themed").
_FEAST = re.compile(rf"\b({FEAST_NAMES})\b(?!-\w)", re.I)
#: The package's mark on a date it computes ahead of the authorities' announcement.
_ESTIMATED = " (estimated)"
_DAY = timedelta(days=1)
#: A count of days before or after the feast, right before its name ("the day after holi",
#: "2 days before diwali"): that day.
_LEAD = re.compile(
    rf"\b(?:the\s+day|(?P<n>\d{{1,2}}|a|{NUMBER_ALT})\s+days?)\s+(?P<dir>before|after)\s+$",
    re.I,
)
#: "since" right before the name: from the feast to the moment said.
_SINCE = re.compile(r"\bsince\s+$", re.I)


@lru_cache(maxsize=512)
def _days(country: str, year: int) -> tuple[tuple[date, frozenset[str]], ...]:
    """The package's days of `country` in `year` with their names, in every category it
    keeps (a school holiday's days of Hanukkah too); none outside the years it knows."""
    if not 1 <= year <= 9999:
        return ()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "available only from 2001 to 2035": none outside
        try:
            code, _, part = country.partition("-")  # "GB-ENG": England's days
            kinds = calendars.country_holidays(code).supported_categories
            found = calendars.country_holidays(
                code, subdiv=part or None, years=year, categories=kinds
            )
        except (ValueError, KeyError, OverflowError, NotImplementedError):
            return ()
    return tuple(
        (d, frozenset(n.removesuffix(_ESTIMATED) for n in str(v).split("; ")))
        for d, v in sorted(found.items())
    )


def _runs(days: list[date]) -> list[tuple[date, date]]:
    """Days in a row as (first, last)."""
    out: list[tuple[date, date]] = []
    for d in days:
        if out and d - out[-1][1] == _DAY:
            out[-1] = (out[-1][0], d)
        else:
            out.append((d, d))
    return out


def occurrences(name: str, wall: datetime) -> list[Occurrence]:
    """The feast spelled `name`, each time it falls from the year before `wall` to the year
    after: a day, or its days in a row."""
    feast = feast_of(name)
    if feast is None:
        return []
    country, names = feast
    years = range(wall.year - 2, wall.year + 2)  # a year before, so a run into it is whole
    days = [d for y in years for d, said in _days(country, y) if said & set(names)]
    out = []
    for first, last in _runs(days):
        if first.year < wall.year - 1:
            continue
        start = datetime(first.year, first.month, first.day)
        try:
            end = datetime(last.year, last.month, last.day) + _DAY
        except OverflowError:
            continue
        out.append(Occurrence(start, end, "day" if first == last else "interval", "day"))
    return out


def _shifted(o: Occurrence, days: int, after: bool) -> Occurrence:
    """The day `days` after the feast's last day or before its first."""
    start = o.end + (days - 1) * _DAY if after else o.start - days * _DAY
    return Occurrence(start, start + _DAY, "day", "day")


def feasts(text: str, wall: datetime, offset: timedelta | None = None) -> list[Mention]:
    """Each feast named in `text`, with its occurrences around `wall`; with a count of days
    before or after it ("the day after holi", "2 days before diwali"), that day; after
    "since", from it to the moment said. England's "bank holiday" only where it is one
    occurrence said where England's clocks are (`offset` from UTC; timebankhol.py)."""
    out = []
    for m in _FEAST.finditer(text):
        bank = timebankhol.BANK_HOLIDAY.fullmatch(m.group(1))
        if bank and not timebankhol.meant(text, m.start(1), m.end(1), offset):
            continue
        options = occurrences(m.group(1), wall)
        lead = _LEAD.search(text, max(0, m.start() - 24), m.start())
        since = _SINCE.search(text, max(0, m.start() - 8), m.start())
        start = (lead or since or m).start()
        if lead is not None and options:
            n = lead.group("n")
            days = 1 if n is None or n.lower() in ("a", "one") else numbers(n)[0]
            after = lead.group("dir").lower() == "after"
            try:
                options = [_shifted(o, days, after) for o in options]
            except OverflowError:
                continue
        if not options:
            continue
        ahead = [o for o in options if o.end > wall]
        chosen = (ahead or options)[0]
        said = text[start : m.end(1)]
        named = lead is None
        out.append(Mention(said, start, m.end(1), chosen, tuple(options), since is not None, named))
    return out


def masked(text: str, found: list[Mention]) -> str:
    """`text` with each feast's words blanked, the same length, for Duckling, which reads
    the time beside them alone ("diwali's on the 20th": "on the 20th"; "holi next month":
    "next month") and none of the feasts themselves (some a day early)."""
    out = list(text)
    for m in found:
        out[m.start : m.end] = " " * (m.end - m.start)
    return "".join(out)
