"""Rate-limited logging: a repeated line passes once per interval, then one line counts the rest.

During a broker outage every librdkafka client logs "Connection refused" on each reconnect
attempt (2,584 lines in 70 s were seen), and under recall load the Hebbian writer warns once per
dropped observation (1,254 lines). Each of these is one *kind* of line: the first of a kind in an
interval passes; the others are counted; the next line of that kind after the interval (or
`flush`, which the node's health monitor calls) says how many were held back:
``... (and 57 more like this in the last 30 s)``.

A kind is the logger, the level and the message template (``"%s"``-style, before its arguments
are filled in), plus, for librdkafka's lines (template ``"%s [%s] %s"``), the facility: one
kind per reason, whichever client and broker address it names.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

__all__ = ["RateLimitFilter", "install", "uninstall"]

#: Kinds remembered at most (a bound on memory: one small window each).
MAX_KINDS = 1_000
_SUMMARY = "_memstream_summary"
_Kind = tuple[str, int, str, str]


@dataclass(slots=True)
class _Window:
    start: float
    held: int = 0
    last: logging.LogRecord | None = None


def _kind(record: logging.LogRecord) -> _Kind:
    template = record.msg if isinstance(record.msg, str) else type(record.msg).__name__
    facility = ""
    if template == "%s [%s] %s" and isinstance(record.args, tuple) and record.args:
        facility = str(record.args[0])  # librdkafka: (facility, client name, text)
    return record.name, record.levelno, template, facility


class RateLimitFilter(logging.Filter):
    """Lets the first `burst` lines of each kind through per `interval_s`; counts the rest."""

    def __init__(
        self,
        interval_s: float = 30.0,
        *,
        burst: int = 1,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__()
        if interval_s <= 0 or burst < 1:
            raise ValueError(f"interval_s must be > 0 and burst >= 1: {interval_s}, {burst}")
        self.interval_s = interval_s
        self.burst = burst
        self._clock = clock
        self._lock = threading.Lock()
        self._windows: dict[_Kind, _Window] = {}
        #: Lines held back since this filter was made (for a metric).
        self.suppressed = 0

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, _SUMMARY, False):
            return True
        key = _kind(record)
        now = self._clock()
        with self._lock:
            w = self._windows.get(key)
            if w is None or now - w.start >= self.interval_s:
                held = max(0, w.held) if w is not None else 0
                if w is None and len(self._windows) >= MAX_KINDS:
                    self._expire(now, force=True)  # a flood of kinds: forget them all
                # A negative count is what is left of the burst (this line takes one).
                self._windows[key] = _Window(now, held=1 - self.burst)
                if held:
                    record.msg, record.args = self._with_count(record, held), None
                return True
            if w.held < 0:
                w.held += 1
                return True
            w.held += 1
            w.last = record
            self.suppressed += 1
            return False

    def _with_count(self, record: logging.LogRecord, held: int) -> str:
        return (
            f"{record.getMessage()} (and {held} more like this in the last {self.interval_s:.0f} s)"
        )

    def _expire(self, now: float, *, force: bool = False) -> list[logging.LogRecord]:
        """Drop finished windows (all when `force`); summaries of those that held lines."""
        out = []
        for key, w in list(self._windows.items()):
            if force or now - w.start >= self.interval_s:
                del self._windows[key]
                if w.held > 0 and w.last is not None:
                    out.append(self._summary(w.last, w.held))
        return out

    def _summary(self, last: logging.LogRecord, held: int) -> logging.LogRecord:
        summary = logging.makeLogRecord(last.__dict__)
        summary.msg = f"{last.getMessage()} (repeated {held} times in the last " + (
            f"{self.interval_s:.0f} s; last one shown)"
        )
        summary.args = None
        summary.exc_info = summary.exc_text = None
        setattr(summary, _SUMMARY, True)
        return summary

    def flush(self) -> int:
        """Log the count of every finished window that held lines back; how many were logged."""
        with self._lock:
            summaries = self._expire(self._clock())
        for record in summaries:
            logging.getLogger(record.name).handle(record)
        return len(summaries)


def install(flt: RateLimitFilter, loggers: Iterable[str]) -> None:
    """Attach `flt` to each named logger (a logger's filters see only its own records)."""
    for name in loggers:
        logger = logging.getLogger(name)
        if flt not in logger.filters:
            logger.addFilter(flt)


def uninstall(flt: RateLimitFilter, loggers: Iterable[str]) -> None:
    for name in loggers:
        logging.getLogger(name).removeFilter(flt)
