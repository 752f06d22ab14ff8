"""Keeping the node's background work alive: the flow supervisor and the index optimiser.

`supervise` restarts the ingestion flow after a crash (with backoff); `Optimizer` compacts
the embedded vector index now and then, in its own thread.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)


def supervise(
    run: Callable[[], None],
    stop: threading.Event,
    on_start: Callable[[], None],
    on_error: Callable[[BaseException], None],
    *,
    restart: threading.Event | None = None,
    first_wait_s: float = 1.0,
    max_wait_s: float = 60.0,
    healthy_after_s: float = 30.0,
) -> None:
    """Run the flow until `stop`; after a crash, run it again with exponential backoff.

    Restarting is safe: the flow resumes from its last snapshot and every write is an
    idempotent upsert. A run that lasted `healthy_after_s` resets the backoff. A run that
    ends while `restart` is set (someone asked for a new run: the log changed) starts again
    at once, without counting as a failure.
    """
    wait = first_wait_s
    while not stop.is_set():
        t0 = time.monotonic()
        on_start()
        try:
            run()
        except Exception as e:
            on_error(e)
            log.exception("the ingestion flow failed; restarting in %.0f s", wait)
        else:
            if stop.is_set():
                return
            if restart is not None and restart.is_set():
                restart.clear()
                log.info("the ingestion flow stopped for a restart; starting it again")
                continue
            on_error(RuntimeError("the flow ended without being stopped"))
            log.warning("the ingestion flow ended without a stop; restarting in %.0f s", wait)
        if time.monotonic() - t0 >= healthy_after_s:
            wait = first_wait_s
        if stop.wait(wait):
            return
        wait = min(wait * 2, max_wait_s)


class Optimizer:
    """Optimises the embedded vector index now and then: qdrant-edge never does it by itself,
    and plain segments are searched exhaustively. Runs in its own thread, after `after` new
    writes, so neither the flow nor a request waits for it (writes queue behind it briefly)."""

    def __init__(self, vector: Any, after: int, poll_s: float = 5.0) -> None:
        self._vector = vector
        self._after = after
        self._poll_s = poll_s
        self._pending = 0
        self._lock = threading.Lock()
        self.runs = 0

    @property
    def enabled(self) -> bool:
        return self._after > 0 and callable(getattr(self._vector, "optimize", None))

    def written(self, n: int) -> None:
        with self._lock:
            self._pending += n

    def run_once(self) -> bool:
        """Optimise if enough was written since the last time; True if it did."""
        with self._lock:
            if not self.enabled or self._pending < self._after:
                return False
            self._pending = 0
        t0 = time.perf_counter()
        self._vector.optimize()
        self.runs += 1
        log.info("vector index optimised in %.1f s", time.perf_counter() - t0)
        return True

    def loop(self, stop: threading.Event) -> None:
        while not stop.wait(self._poll_s):
            try:
                self.run_once()
            except Exception:
                log.exception("vector index optimisation failed (will retry)")
