"""What stands between a range of clock times and the day named before it, which
`timejoins._anchor` reads past: a spelled number heading the day's match ("the school one
next sun | 2-4": Duckling reads "one next sun" as 01:00, but the range is that day's clock,
so "one" is a pronoun); a place after the day, before a comma and a marked range ("the 1st
of june at the museum, | 11:30-1:30": on the 1st); and whether a bare range after a day and
a comma is that day's hours ("the 27th, | 10-12 at the hall"; not "saturday, 2-3 of us").
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from memstream.encoders.times.timefilter import check
from memstream.encoders.times.timeneighbours import noun_follows
from memstream.encoders.times.timereader import Reader

#: A spelled number heading a match, and the space after it.
_NUMBER_HEAD = re.compile(
    r"(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?=\S)", re.I
)
#: A place after a day, up to the comma before a range: "at the dino museum", "in our garden".
_PLACE_TAIL = re.compile(
    r"\s+(at|in)\s+((the|a|an|my|our|your|his|her|their)\s+|[a-z]+['’]s\s+)?"
    r"([a-z'’-]+\s+){0,2}[a-z'’-]+\s*$",
    re.I,
)

#: A count's tail after a range ("2-3 of us", "8-10 out of 10"): no clock times.
_COUNTED = re.compile(r"\s*(of|out|per|each|apiece|x|%)\b", re.I)


def without_number(
    reader: Reader, head: str, item: dict[str, Any], wall: datetime
) -> dict[str, Any]:
    """Duckling's match `item` at the end of `head` without the spelled number heading it,
    where the rest alone is a match to the end of `head` ("one next sun": "next sun");
    else `item`."""
    cut = _NUMBER_HEAD.match(head, item["start"])
    if cut is None:
        return item
    rest = [it for it in reader.parse(head[cut.end() :], wall) if it["start"] == 0]
    if not rest or rest[0]["end"] != len(head) - cut.end():
        return item
    return {**rest[0], "start": cut.end(), "end": len(head)}


def without_place(head: str) -> str:
    """`head` (what comes before a comma and a marked range) without the place that ends it
    ("it's the 1st of june at the museum": "it's the 1st of june"); `head` if none."""
    m = _PLACE_TAIL.search(head)
    return head[: m.start()] if m else head


def head_before(head: str, comma: str) -> tuple[str, bool]:
    """What comes before a range, `head`, to read its day in: with `comma` ("comma",
    "marked"), what comes before a comma that ends it; before a marked range, also without
    the place that ends it ("it's the 1st of june at the museum, |": "it's the 1st of
    june"); and whether a place was cut."""
    head = head.rstrip()
    if not (comma and head.endswith(",")):
        return head, False
    head = head[:-1].rstrip()
    cut = without_place(head) if comma == "marked" else head
    return cut, cut != head


def whole(text: str, start: int, end: int, placed: bool = True) -> bool:
    """Whether a day and the range after it, text[start:end], stay a time whole (`check`),
    as `timejoins.clock_ranges` asks of them, where a place stands between them (`placed`):
    not "swim meet sat at the pool, 9am-1pm", where "sat" is the verb."""
    return not placed or check(text, start, end, clock=True) == [(start, end)]


def bare_after_comma(text: str, start: int, end: int) -> bool:
    """Whether the bare range text[start:end] right after a comma is read against the day
    before the comma, as a marked one is: no noun follows it ("the 27th, 10-12 at the
    hall"; not "on saturday, 2-3 of us")."""
    if _COUNTED.match(text, end):
        return False
    return text[:start].rstrip().endswith(",") and not noun_follows(text, end)
