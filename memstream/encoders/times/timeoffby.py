""" "Off by" a bare number that tells how far a count or a measure missed ("the bag count was
off by 12", "the till is off by 3", "the estimate was off by 2 hours"), and so "out by" after a
tally's noun and its copula ("the stock count was out by 2 packs"; not a thing published or
sent, "new forecast is out by 5"); after a count itself "off" needs no copula ("drug count off
by 1 vial"; not a thing sent or switched off, "send the invoice off by 4", "switch the till off
by 10", nor "get the invoice out by 5"): a margin, no clock time
(tests/data/timeexpr.md: counts and measures are no dates). Told by a unit of a closed list
right after the number ("off by 3%", "off by 2 hours", "off by 12 bags"), or by a noun of a
count, a sum or a measure right before its copula and "off" ("ramp said bag count was off by
12", "bill's off by 5"), or by a word pointing back to a thing counted ("it", "the last one")
and "was"/"were" in a message about a count made ("did a stock count, the last one was off by
12 too"; not people, "stocktake done, the lads were off by 4"). Not one who is "off" (gone, done
with work) "by" an hour ("i'll be off by 5 guys", "do the books then log off by 7", "total
chaos but we should be off by 3": no unit after the number, and the count's word is not the
subject of "is off"), which `timeclock.by_hour` reads as that hour.
"""

from __future__ import annotations

import re

from memstream.encoders.times.timebytask import sure_margin

#: A noun of a count, a sum or a measure, its copula and "off" right before "by" ("bag count
#: was off", "the total's off", "the readings are still off"), or "out" after one that is
#: only tallied, never published or sent out ("the stock count was out", "till's out"; not
#: "new forecast is out", "the invoice is out by 4", nor figures, numbers or an answer, which
#: come out too: "the sales figures are out by 5"), or "off" with no copula after a count
#: itself ("drug count off"), never a thing sent or switched off ("send the invoice off",
#: "switch the till off by 10").
_COUNT_OFF = re.compile(
    r"\b(?:(count|counts|headcount|total|totals|tally|tallies|number|numbers|figures?|"
    r"estimates?|sums?|balance|readings?|calculations?|math|maths|measurements?|inventory|"
    r"stocktake|forecast|guess|scale|scales|float|till|reconciliation|books|projections?|"
    r"predictions?|answer|invoice|bill|manifest|loadsheet|weight|score|nav|gps)"
    r"(\s+(is|was|are|were)|['’]s)(\s+(still|always|again|now|just|only))?\s+off"
    r"|(count|counts|headcount|total|totals|tally|tallies|sums?|balance|readings?|"
    r"calculations?|math|maths|measurements?|inventory|stocktake|float|till|reconciliation|"
    r"books|weight|scale|scales)(\s+(is|was|are|were)|['’]s)(\s+(still|always|again|now|just|only))?"
    r"\s+out"
    r"|(count|counts|headcount|tally|tallies|stocktake|reconciliation)\s+off)\s*$",
    re.I,
)
#: A unit of a measure or a count right after the number ("off by 2 hours", "off by 3%", "off
#: by 12 bags", "off by 3 pound", a coder's "off by 1 error"): a closed list, never any word
#: in -s ("off by 5 guys", "off by 4 pls": a clock time).
_UNIT = re.compile(
    r"^\s*(%|°|(percent|per\s*cent|pc|points?|pts|mins?|minutes?|secs?|seconds?|hours?|hrs?|"
    r"days?|weeks?|months?|years?|degrees?|kg|kgs|kilos?|g|grams?|lbs?|pounds?|ounces?|oz|"
    r"stone|cm|mm|km|m|metres?|meters?|ft|feet|foot|inch(es)?|yards?|miles?|streets?|blocks?|"
    r"quid|p|pence|dollars?|bucks|grand|k|euros?|cents?|units?|items?|bags?|boxes?|pax|"
    r"people|heads|seats|votes?|goals?|runs?|shots?|strokes?|places?|spots?|pages?|rows?|"
    r"lines?|copies|pallets?|cases?|bottles?|cans?|tickets?|errors?|bugs?)\b)",
    re.I,
)


#: A count made earlier in the message ("cycle count on aisle 14", "we're doing a recount"):
#: what "the last one was off by 12" goes back to.
_COUNT_MADE = re.compile(
    r"\b(count|counts|counted|recount|recounted|headcount|stocktake|stock\s+take|stock\s+check|"
    r"tally|inventory|audit|reconciliation|cash[\s-]?up)\b",
    re.I,
)
#: A copula and "off" right before "by", and the word that is its subject ("last one was off",
#: "it's off", "they were off").
_COPULA_OFF = re.compile(
    r"(?P<who>[\w'’]+)(\s+(?P<be>is|was|are|were)|['’]s)(\s+(still|always|again|now|just|only))?\s+"
    r"off\s*$",
    re.I,
)
#: A word in the subject that points back to a thing counted ("the last one in jan was off",
#: "it was off", "those were off"; not "one of the lads"); any other subject may be people,
#: and one who is "off" by an hour has left ("we were off by 5", "the lads were off by 4").
_COUNTED_BACK = re.compile(r"\b(it|one|ones|that|this|these|those)\b(?!\s+of\b)", re.I)


def off_count(before: str, after: str) -> bool:
    """Whether "by" a bare number, with `before` the text before "by" and `after` the text
    after the number, follows "off" and tells how far a count or a measure missed: a unit
    after the number, a count's noun and its copula right before "off", or a word pointing
    back to a thing counted and "was"/"were" right before it in a message about a count made
    ("cycle count showed -36 ... last one in jan was off by 12 too"); not people ("stocktake
    done, the lads were off by 4": gone), nor "is" or "'s" ("the caterer is off by 4", "the
    bus is off by 8": leaving at a time)."""
    clause = re.split(r"[,;.!?\n]", before)[-1]
    if not re.search(r"\b(off|out)\s*$", clause, re.I):
        return False
    if _COUNT_OFF.search(clause):
        return True
    if re.search(r"\boff\s*$", clause, re.I) is None:
        return False
    if _UNIT.match(after):
        return True
    copula = _COPULA_OFF.search(clause)
    if copula is None or not _COUNTED_BACK.search(clause, 0, copula.end("who")):
        return False
    if (copula.group("be") or "").lower() not in ("was", "were"):
        return False  # "the caterer is off by 4", "the bus is off by 8": leaving, a time
    return _COUNT_MADE.search(before) is not None


#: A word after the unit's word that makes it no noun the number counts: a pronoun or a
#: particle ("by 6 can you feed the dog", "by 3 heads up", "by 8 shots on me").
_NOT_COUNTED = re.compile(
    r"\s+(you|u|ya|we|i|he|she|they|it|some\s*one|somebody|any\s*one|anybody|up|on\s+(me|us))\b",
    re.I,
)


def unit_after(after: str) -> bool:
    """Whether a unit of a measure or a count follows the number after "by" ("missed the slot
    by 12 mins", "late by 3 hours"): a margin, whatever comes before "by"; not a word that
    starts a new part ("be home by 6 can you feed the dog", "need it back by 3 heads up",
    "be there by 8 shots on me")."""
    m = _UNIT.match(after)
    return m is not None and not _NOT_COUNTED.match(after, m.end())


#: "By" a bare number before a word: Duckling's "by 3 tonight".
_BY_NUMBER = re.compile(r"^by\s+\d{1,3}\s+(?=[a-z])", re.I)


def margin_cut(text: str, start: int, body: str) -> int | None:
    """Where the day starts in the match `body` at `start`, "by" a bare number after a margin
    and then a day or a part of one ("we're oversold by 3 tonight", "we're short by 2 today"):
    the number is how many, the day is its own; None for anything else."""
    m = _BY_NUMBER.match(body)
    if m is None:
        return None
    return m.end() if sure_margin(re.split(r"[,;.!?\n]", text[:start])[-1]) else None
