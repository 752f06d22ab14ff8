"""`BankCache`: a per-bank value derived from a whole bank, rebuilt when the bank changes size.

The recall side keeps a few such values (the bank's entity index, its token IDF table, its
index of mentioned times). Each is built by reading the whole bank, which is cheap for a
conversation (milliseconds) and seconds for 100k memories, so the refresh policy is:

- the first `get` of a bank builds synchronously (nothing to serve before that);
- afterwards the bank's count is checked at most every `check_interval_s`; when it changed and
  the entry is older than `min_age_s`, the entry is rebuilt: in place when its last build took
  under `sync_budget_ms` (small banks stay exact), else in a background thread while the stale
  entry keeps serving, and then only once it is older than `cost_factor` times its own build
  time (so rebuilds of a large, busy bank take under 1/cost_factor of the wall time).

The count is the change signal, so an in-place update of a memory (same id, new text) is seen
only at the next size change.

Memory is bounded: each entry's size is estimated once when it is built (`approx_bytes`), and
when all banks' entries together pass `max_bytes` the least recently used banks are dropped
(rebuilt on their next `get`). A single bank larger than the bound is kept, alone. Thread-safe.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass
from typing import Generic, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Bytes one cache's entries may hold, all banks together (four caches use it: entities,
#: speakers, mentioned times, LI-LSR IDF tables; an IDF table alone is about 120 KB).
DEFAULT_MAX_BYTES = 64 * 2**20
#: Banks whose memory counts `CachedCount` remembers (about 150 bytes each).
MAX_COUNTED_BANKS = 10_000
#: Objects `approx_bytes` visits at most: a bound on its own cost (the rest is extrapolated).
_MAX_VISITS = 2_000_000


def approx_bytes(value: object) -> int:
    """An estimate of the memory `value` holds: arrays by their buffers, containers with their
    items, dataclasses and slotted objects with their fields; each object counted once."""
    seen: set[int] = set()
    stack = [value]
    total = 0
    while stack and len(seen) < _MAX_VISITS:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        nbytes = getattr(obj, "nbytes", None)
        if isinstance(nbytes, int):  # numpy arrays: the buffer, not the object header
            total += nbytes + 112
            continue
        total += sys.getsizeof(obj)
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, list | tuple | set | frozenset):
            stack.extend(obj)
        elif is_dataclass(obj) and not isinstance(obj, type):
            stack.extend(getattr(obj, f.name) for f in fields(obj))
        elif hasattr(obj, "__dict__") and not isinstance(obj, type):
            stack.append(vars(obj))
    if stack:  # stopped early: assume the unvisited rest weighs like the visited part
        total = total * (len(seen) + len(stack)) // len(seen)
    return total


@dataclass(slots=True)
class _Entry(Generic[T]):
    value: T
    count: int
    built_at: float
    build_s: float
    checked_at: float
    nbytes: int = 0
    used_at: float = 0.0


class BankCache(Generic[T]):
    """`get(bank)` returns `build(bank)`, cached per bank and refreshed as described above."""

    def __init__(
        self,
        name: str,
        build: Callable[[str], T],
        count: Callable[[str], int],
        *,
        check_interval_s: float = 1.0,
        min_age_s: float = 0.0,
        cost_factor: float = 10.0,
        sync_budget_ms: float = 50.0,
        max_bytes: int = DEFAULT_MAX_BYTES,
    ) -> None:
        if check_interval_s < 0 or min_age_s < 0 or cost_factor < 0 or sync_budget_ms < 0:
            raise ValueError("BankCache intervals, factor and budget must be >= 0")
        if max_bytes < 0:
            raise ValueError(f"max_bytes must be >= 0, got {max_bytes}")
        self.name = name
        self._build = build
        self._count = count
        self._check_interval_s = check_interval_s
        self._min_age_s = min_age_s
        self._cost_factor = cost_factor
        self._sync_budget_s = sync_budget_ms / 1000
        self.max_bytes = max_bytes
        self.nbytes = 0
        self._entries: dict[str, _Entry[T]] = {}
        self._lock = threading.Lock()
        self._bank_locks: dict[str, threading.Lock] = {}
        self._refreshing: set[str] = set()

    def get(self, bank: str) -> T:
        now = time.monotonic()
        entry = self._entries.get(bank)
        if entry is not None:
            entry.used_at = now
        if entry is not None and now - entry.checked_at < self._check_interval_s:
            return entry.value
        if entry is None:
            return self._rebuild(bank, None).value
        n = self._count(bank)
        entry.checked_at = now
        if n == entry.count:
            return entry.value
        age = now - entry.built_at
        if age < self._min_age_s:
            return entry.value
        if entry.build_s <= self._sync_budget_s:
            return self._rebuild(bank, entry).value
        if age >= self._cost_factor * entry.build_s:
            self._refresh_in_background(bank, entry)
        return entry.value

    def invalidate(self, bank: str | None = None) -> None:
        """Forget one bank's entry (or all): the next `get` rebuilds synchronously."""
        with self._lock:
            if bank is None:
                self._entries.clear()
                self.nbytes = 0
            else:
                gone = self._entries.pop(bank, None)
                self.nbytes -= gone.nbytes if gone is not None else 0

    def _bank_lock(self, bank: str) -> threading.Lock:
        with self._lock:
            return self._bank_locks.setdefault(bank, threading.Lock())

    def _rebuild(self, bank: str, seen: _Entry[T] | None) -> _Entry[T]:
        with self._bank_lock(bank):
            current = self._entries.get(bank)
            if current is not None and current is not seen:
                return current  # another thread rebuilt it while this one waited
            t0 = time.monotonic()
            n = self._count(bank)
            value = self._build(bank)
            t1 = time.monotonic()
            entry = _Entry(value, n, t1, t1 - t0, t1, approx_bytes(value), t1)
            with self._lock:
                old = self._entries.get(bank)
                self.nbytes += entry.nbytes - (old.nbytes if old is not None else 0)
                self._entries[bank] = entry
                self._evict(keep=bank)
            log.debug(
                "bank cache built cache=%s bank=%s count=%d ms=%.1f bytes=%d",
                self.name,
                bank,
                n,
                (t1 - t0) * 1000,
                entry.nbytes,
            )
            return entry

    def _evict(self, keep: str) -> None:
        """Drop least recently used banks until within `max_bytes` (under the lock)."""
        while self.nbytes > self.max_bytes and len(self._entries) > 1:
            bank = min((b for b in self._entries if b != keep), key=self._used_at)
            gone = self._entries.pop(bank)
            self._bank_locks.pop(bank, None)
            self.nbytes -= gone.nbytes
            log.debug("bank cache evicted cache=%s bank=%s bytes=%d", self.name, bank, gone.nbytes)

    def _used_at(self, bank: str) -> float:
        return self._entries[bank].used_at

    def _refresh_in_background(self, bank: str, seen: _Entry[T]) -> None:
        with self._lock:
            if bank in self._refreshing:
                return
            self._refreshing.add(bank)

        def run() -> None:
            try:
                self._rebuild(bank, seen)
            except Exception:  # the stale entry keeps serving; the next check retries
                log.exception("bank cache refresh failed cache=%s bank=%s", self.name, bank)
            finally:
                with self._lock:
                    self._refreshing.discard(bank)

        threading.Thread(target=run, name=f"bankcache-{self.name}", daemon=True).start()


class CachedCount:
    """A bank's memory count, re-read at most every `max_age_s` seconds per bank.

    An exact count of a bank costs the vector store 13-20 ms at 100k memories (its estimate,
    `VectorStore.count_estimate`, which the engine gives this, about 0.02 ms); graph expansion
    only needs it for entity specificity, where a count a second old weighs the same.
    Thread-safe (a race re-reads once more, harmlessly).
    """

    def __init__(
        self,
        count: Callable[[str], int],
        *,
        max_age_s: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if max_age_s < 0:
            raise ValueError(f"max_age_s must be >= 0, got {max_age_s}")
        self._count = count
        self._max_age_s = max_age_s
        self._clock = clock
        self._seen: dict[str, tuple[int, float]] = {}

    def __call__(self, bank: str) -> int:
        now = self._clock()
        seen = self._seen.get(bank)
        if seen is not None and now - seen[1] < self._max_age_s:
            return seen[0]
        n = self._count(bank)
        if len(self._seen) >= MAX_COUNTED_BANKS and bank not in self._seen:
            self._seen.clear()  # a bound: recounting is cheap
        self._seen[bank] = (n, now)
        return n
