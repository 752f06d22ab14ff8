"""A match that runs across a comma into what is no part of its time (tests/data/timeexpr.md:
a match across a comma into a time of its own is two):

- a count cut short with "k" or "m" ("the gig's tomorrow at 8, 1.5k tickets sold", "live
  friday at 9, 12k watching"), which Duckling reads as a year (1500, 12000): the time before
  the comma alone;
- a figure that a multiplier or a percent sign follows ("rest day on thurs, 1.25x rate",
  "costed by fri, from 13.8% to 15%"), which Duckling reads as a clock time: a measure, the
  time before the comma alone;
- a season as the subject of its own clause ("fireworks this evening, autumn is here",
  "done by friday, winter's coming"), which Duckling joins to the time before it as one
  interval: the two, each alone.

Not a comma inside one time ("monday, june 3", "jan 3, 2026").
"""

from __future__ import annotations

import re

#: The comma, then a count cut short ("2.4k", "12k", "1.2m") ending the match.
_COUNT_TAIL = re.compile(r",\s*\d{1,3}(\.\d)?\s*[km]$", re.I)
#: The comma, then a figure ending the match ("from 13", "1.25"), and a multiplier or a
#: percent sign right after the match, its decimals maybe left out of it (".8%").
_FIGURE_TAIL = re.compile(r",\s*(from\s+)?\d{1,3}(\.\d+)?$", re.I)
_MEASURE_AFTER = re.compile(r"(\.\d+)?\s*(x\b|%)", re.I)
#: The comma, then a season and the verb of its own clause.
_SEASON_TAIL = re.compile(r",\s*(?P<season>spring|summer|autumn|fall|winter)$", re.I)
_VERB_AFTER = re.compile(r"(['’]s\b|\s+(is|was|has|had|will|feels?|seems?|looks?)\b)", re.I)


def comma_tail(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The parts of the match text[start:end] when it runs across a comma into a count
    cut short, a measure or a season that heads its own clause; None otherwise."""
    body = text[start:end]
    m = _COUNT_TAIL.search(body)
    if m:
        return [(start, start + m.start())]
    m = _FIGURE_TAIL.search(body)
    if m and _MEASURE_AFTER.match(text, end):
        return [(start, start + m.start())]  # "on thurs, 1.25x rate": the day alone
    m = _SEASON_TAIL.search(body)
    if m and _VERB_AFTER.match(text, end):
        return [(start, start + m.start()), (start + m.start("season"), end)]
    return None
