"""Recall admission: a bounded number of recalls run at once, a bounded queue waits, the rest
hear 429.

A node computes recalls and ingests in one process on a few cores. Unbounded, 4-16 recall
clients take the CPU (and the GIL) from the ingestion flow, and a ``wait=true`` retain takes
2.7 s instead of 0.14 s. With at most `concurrency` recalls running, the flow keeps its share;
the others wait in order of arrival, each for at most `timeout_s`, and a recall that finds
`queue` others already waiting is refused at once (`Busy`, 429 with Retry-After).

While ingestion is busy (`busy()`: a retain waits for visibility, or the flow wrote a batch
a moment ago), at most `busy_concurrency` recalls run: the flow's thread then shares the CPU
and the GIL with fewer recall threads, and a retain's wait stays short.

Recalls run on a pool of their own (`RecallPool`), at a lower OS priority than the flow.

Waiting happens on the API's worker threads (`api.worker_threads`): keep ``concurrency +
queue`` well below that, so a retain always finds a thread.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import TypeVar

from memstream.service.facade import Busy

T = TypeVar("T")


class RecallGate:
    """At most `concurrency` holders of a slot; up to `queue` more wait, `timeout_s` each."""

    def __init__(
        self,
        concurrency: int,
        queue: int,
        timeout_s: float,
        *,
        busy: Callable[[], bool] | None = None,
        busy_concurrency: int | None = None,
    ) -> None:
        if concurrency < 1 or queue < 0 or timeout_s <= 0:
            raise ValueError(
                f"concurrency >= 1, queue >= 0 and timeout_s > 0: {concurrency} {queue} {timeout_s}"
            )
        self.concurrency = concurrency
        self.busy_concurrency = min(concurrency, busy_concurrency or concurrency)
        self._busy = busy
        self.queue = queue
        self.timeout_s = timeout_s
        self._cond = threading.Condition()
        self._next = 0  # tickets, so waiters are served in order of arrival
        self._serving = 0
        self._abandoned: set[int] = set()  # tickets whose holder gave up before its turn
        self.active = 0
        self.waiting = 0
        self.rejected = 0

    def _limit(self) -> int:
        if self._busy is not None and self.busy_concurrency < self.concurrency and self._busy():
            return self.busy_concurrency
        return self.concurrency

    @contextmanager
    def slot(self) -> Iterator[None]:
        """Hold a slot for the block; `Busy` when the queue is full or the wait too long."""
        with self._cond:
            if self.waiting >= self.queue and (self.waiting or self.active >= self._limit()):
                self.rejected += 1
                raise Busy("too_busy", f"{self.waiting} recalls already wait; retry shortly")
            ticket = self._next
            self._next += 1
            self.waiting += 1
            deadline = time.monotonic() + self.timeout_s
            try:
                while not (ticket == self._serving and self.active < self._limit()):
                    left = deadline - time.monotonic()
                    if left <= 0:
                        self.rejected += 1
                        raise Busy(
                            "too_busy",
                            f"no recall slot within {self.timeout_s:.0f} s; retry shortly",
                        )
                    # The head of the queue re-checks now and then (`busy` may end without
                    # anyone notifying); the others sleep until the line moves, so 16 waiting
                    # recalls do not wake 320 times a second to take the GIL from the flow.
                    self._cond.wait(min(left, 0.05) if ticket == self._serving else left)
            except BaseException:
                self._leave_queue(ticket)
                raise
            self.waiting -= 1
            self._serving += 1
            self.active += 1
            self._cond.notify_all()  # the next ticket may take a free slot too
        try:
            yield
        finally:
            with self._cond:
                self.active -= 1
                self._cond.notify_all()

    def _leave_queue(self, ticket: int) -> None:
        """A waiter that gives up: its turn passes to the next ticket (under the lock)."""
        self.waiting -= 1
        self._abandoned.add(ticket)
        while self._serving in self._abandoned:
            self._abandoned.discard(self._serving)
            self._serving += 1
        self._cond.notify_all()


def lower_priority(nice: int) -> int:
    """Raise the calling thread's nice value by `nice` (Linux: a thread's own); the value now.

    Threads this thread starts inherit it (the recall engine's arm and encoder pools start
    their threads from recall threads). Lowering it again needs privileges, so it is done only
    on threads that do nothing else. Where threads have no priority of their own (not Linux),
    nothing happens.
    """
    tid = threading.get_native_id()
    try:
        now = os.getpriority(os.PRIO_PROCESS, tid)
        if nice > 0:
            os.setpriority(os.PRIO_PROCESS, tid, min(19, now + nice))
        return os.getpriority(os.PRIO_PROCESS, tid)
    except (AttributeError, OSError):
        return 0


class RecallPool:
    """Runs recalls on `workers` threads of their own, `nice` steps below the rest of the node.

    On two busy cores the OS then gives the ingestion flow's thread (enrichment, store writes)
    the CPU first, and recall the rest: measured with benchmarks/freshness.py (README). The
    caller's own thread (an API worker, which also serves retains) keeps its priority.
    """

    def __init__(self, workers: int, nice: int) -> None:
        if workers < 1 or not 0 <= nice <= 19:
            raise ValueError(f"workers >= 1 and 0 <= nice <= 19: {workers} {nice}")
        self.nice = nice
        self._pool = ThreadPoolExecutor(
            max_workers=workers,
            thread_name_prefix="recall",
            initializer=lower_priority,
            initargs=(nice,),
        )

    def run(self, fn: Callable[[], T]) -> T:
        """`fn()` on a recall thread; its result or its exception."""
        return self._pool.submit(fn).result()

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
