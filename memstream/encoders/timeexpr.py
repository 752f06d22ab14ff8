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
        text = text.replace("\x00", " ")
        with self._lock:
            ref = self._d.parse_ref_time(self._tz, tzname, int(ref_utc))
            ctx = self._d.Context(ref, self._locale)
            parsed: list[dict[str, Any]] = self._d.parse(text, ctx, self._dims, False)
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
        return tuple(out)


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
