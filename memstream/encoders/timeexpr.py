"""Time expressions in text ("yesterday", "last spring", "in June"), resolved by Duckling.

Each expression becomes a half-open interval [start, end) against a reference time: the
event's `occurred_at` at ingestion, the query's `reference_time` at recall. Duckling resolves
bare dates ("in June", "on Friday") to the future; for text about the past (`prefer_past`) they
are moved back one year (or one week for weekdays) when they fall after the reference.

Python's datetimes span years 1 to 9999; Duckling's do not ("10000 years ago", "last spring"
in year 1). An interval end outside that span is clamped to its edge (an open end); an
expression wholly outside it is dropped, so any text and any reference time resolve.
"""

from __future__ import annotations

import logging
import re
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from memstream.records import TimeRef

log = logging.getLogger(__name__)

#: The edges of representable time: clamped interval ends, open ends ("before June").
TIME_MIN = datetime.min.replace(tzinfo=UTC)
TIME_MAX = datetime.max.replace(tzinfo=UTC)
_GRAINS = {
    "second": timedelta(seconds=1),
    "minute": timedelta(minutes=1),
    "hour": timedelta(hours=1),
    "day": timedelta(days=1),
    "week": timedelta(days=7),
}
_EXPLICIT_FUTURE = re.compile(
    r"\b(next|this|coming|tomorrow|tonight|later|from now|upcoming|in \d+|in (a|an|one|two|three|"
    r"four|five|six|seven|eight|nine|ten|few|couple))\b",
    re.IGNORECASE,
)
_YEAR = re.compile(r"\b\d{4}\b")
_WEEKDAY = re.compile(r"\b(mon|tues|wednes|thurs|fri|satur|sun)day\b", re.IGNORECASE)
_ISO_YEAR = re.compile(r"^([+-]?\d+)-")
#: Duckling's cost grows faster than the text where dates are dense (an 11 KB text of 400
#: dates took 16.5 s, holding the flow; 500 characters of it 0.04 s), so text is parsed in
#: pieces of at most this many characters, cut after a sentence (or else at a space). A chat
#: turn is one piece: LoCoMo's longest is 451 characters.
PIECE_CHARS = 500
#: Time expressions a text keeps, the first in it; parsing stops there.
MAX_TIME_REFS = 32
#: Characters read for time expressions, the first of the text (the default text limit).
MAX_TIME_CHARS = 16_000
_SENTENCE_END = re.compile(r"[.!?\n]\s")


def pieces(text: str, size: int = PIECE_CHARS) -> list[str]:
    """`text` cut into pieces of at most `size` characters, after a sentence where one ends
    in the second half of a piece, else after a space, else at `size`."""
    out = []
    while len(text) > size:
        window = text[:size]
        ends = [m.end() for m in _SENTENCE_END.finditer(window) if m.end() > size // 2]
        cut = ends[-1] if ends else window.rfind(" ", size // 2) + 1 or size
        out.append(text[:cut])
        text = text[cut:]
    if text:
        out.append(text)
    return out


def _add_grain(start: datetime, grain: str) -> datetime:
    """The end of the `grain` starting at `start`, clamped to `TIME_MAX`."""
    try:
        months = {"month": 1, "quarter": 3, "year": 12}.get(grain)
        if months is None:
            return start + _GRAINS.get(grain, timedelta(days=1))
        m = start.month - 1 + months
        return start.replace(year=start.year + m // 12, month=m % 12 + 1)
    except (OverflowError, ValueError):  # past year 9999
        return TIME_MAX.astimezone(start.tzinfo)


def _shift_back(ref: TimeRef) -> TimeRef:
    if _WEEKDAY.search(ref.text):
        delta = timedelta(days=7)
        return TimeRef(ref.text, ref.start - delta, ref.end - delta, ref.grain)
    try:
        return TimeRef(
            ref.text,
            ref.start.replace(year=ref.start.year - 1),
            ref.end.replace(year=ref.end.year - 1),
            ref.grain,
        )
    except (ValueError, OverflowError):  # 29 February, or before year 1
        return ref


class TimeResolver:
    """Thread-safe wrapper over the Duckling runtime (which is started once per process)."""

    def __init__(self, zoneinfo: Path = Path("/usr/share/zoneinfo")) -> None:
        import duckling

        self._d = duckling
        self._tz = duckling.load_time_zones(str(zoneinfo))
        lang = duckling.parse_lang("EN")
        self._locale = duckling.parse_locale("EN_US", duckling.default_locale_lang(lang))
        self._dims = duckling.parse_dimensions(["time"])
        self._lock = threading.Lock()

    def resolve(
        self, text: str, reference: datetime, *, prefer_past: bool = False
    ) -> tuple[TimeRef, ...]:
        """Every time expression of `text`, as intervals resolved against `reference`."""
        if reference.tzinfo is None:
            raise ValueError("reference time must be timezone-aware")
        tzname = "UTC"
        ref_utc = reference.timestamp()
        # Duckling's runtime aborts on NUL characters (uncatchable); they carry no time anyway.
        text = text[:MAX_TIME_CHARS].replace("\x00", " ")
        out: list[TimeRef] = []
        for piece in pieces(text):
            if len(out) >= MAX_TIME_REFS:
                break
            with self._lock:  # per piece: a long text does not hold up a recall's query
                ref = self._d.parse_ref_time(self._tz, tzname, int(ref_utc))
                ctx = self._d.Context(ref, self._locale)
                parsed: list[dict[str, Any]] = self._d.parse(piece, ctx, self._dims, False)
            out.extend(self._refs(parsed, reference, prefer_past))
        return tuple(out[:MAX_TIME_REFS])

    @staticmethod
    def _refs(
        parsed: list[dict[str, Any]], reference: datetime, prefer_past: bool
    ) -> list[TimeRef]:
        out: list[TimeRef] = []
        for item in parsed:
            try:
                tr = _to_ref(item)
            except (KeyError, TypeError, ValueError, OverflowError) as e:
                log.debug("time expression skipped item=%r error=%r", item, e)
                continue
            if tr is None:
                continue
            if (
                prefer_past
                and tr.start > reference
                and tr.grain in ("day", "week", "month", "quarter", "year", "interval")
                and not _EXPLICIT_FUTURE.search(tr.text)
                and not _YEAR.search(tr.text)
            ):
                tr = _shift_back(tr)
            out.append(tr)
        return out


def _parse_dt(value: str) -> datetime:
    """Duckling's ISO time; a year outside 1..9999 clamps to `TIME_MIN` or `TIME_MAX`."""
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        m = _ISO_YEAR.match(value)
        if m is None:
            raise
        return TIME_MIN if int(m.group(1)) < 1 else TIME_MAX


def _clamped(t: datetime) -> bool:
    return t in (TIME_MIN, TIME_MAX)


def _to_ref(item: dict[str, Any]) -> TimeRef | None:
    body = str(item.get("body", ""))
    value = item.get("value") or {}
    kind = value.get("type")
    if kind == "value" and "value" in value:
        start = _parse_dt(value["value"])
        if _clamped(start):  # "10000 years ago": no representable time to point at
            return None
        grain = str(value.get("grain", "day"))
        return TimeRef(body, start, _add_grain(start, grain), grain)
    if kind == "interval":
        lo, hi = value.get("from"), value.get("to")
        if lo is None and hi is None:
            return None
        start = _parse_dt(lo["value"]) if lo is not None else TIME_MIN  # "before June"
        end = _parse_dt(hi["value"]) if hi is not None else TIME_MAX  # "after March"
        if start >= end:
            return None  # reversed, or wholly outside representable time
        return TimeRef(body, start, end, "interval")
    return None
