"""`ReadGate`: the reads running on the graph database, and a way to have it to oneself.

Reads run beside a write (see connection.py), but three things must not run beside a read:
opening the database again, closing it, and a write that deletes (Ladybug crashed the process
preparing a forget's statement while a recall read the same memories). `alone()` holds new
reads and waits for the running ones; holds nest (a delete that opens the database again
holds twice), and reads go on when the last hold ends.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager


class ReadGate:
    """Counts running reads; `alone` holds new ones until its block ends."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._running = 0
        self._holds = 0

    @property
    def running(self) -> int:
        """Reads running now."""
        return self._running

    @property
    def held(self) -> bool:
        """Whether new reads wait (someone is, or waits to be, alone)."""
        return self._holds > 0

    @contextmanager
    def reading(self, check: Callable[[], None]) -> Iterator[None]:
        """One read: waits while the gate is held, then calls `check` (it may raise, e.g. for a
        closed database) and counts the read until the block ends."""
        with self._cond:
            self._cond.wait_for(lambda: self._holds == 0)
            check()
            self._running += 1
        try:
            yield
        finally:
            with self._cond:
                self._running -= 1
                self._cond.notify_all()

    @contextmanager
    def alone(self, timeout_s: float) -> Iterator[bool]:
        """Hold new reads and wait up to `timeout_s` for the running ones to end: yields whether
        they did (False: some still run, and the caller must not touch the database)."""
        with self._cond:
            self._holds += 1
            idle = self._cond.wait_for(lambda: self._running == 0, timeout=timeout_s)
        try:
            yield idle
        finally:
            with self._cond:
                self._holds -= 1
                self._cond.notify_all()
