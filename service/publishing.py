"""Group commit for retains: concurrent callers' events share one produce and one flush.

A retain waits for the broker's acknowledgement (`EventPublisher.publish`), and the node has one
producer, so retains used to take turns: at 20 retains a second each one was a record batch of
its own, flushed alone. Here the first caller in becomes the leader: it takes every request
queued so far, produces them together and flushes once, while newcomers queue for the next
round. Nothing waits on purpose (no linger): a lone retain is published at once, and under load
batches form by themselves. Fewer, larger record batches also mean fewer fetches for the flow
(each costs a round trip to the log's storage).

A round that fails fails every request in it (`DeliveryError`: 503, retryable). Some of their
events may have reached the topic: a retry upserts the same memory ids, so nothing doubles.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from memstream.events import MemoryEvent


@dataclass(eq=False)
class _Request:
    events: Sequence[MemoryEvent]
    done: bool = False
    error: BaseException | None = None
    rounds: list[int] = field(default_factory=list)


class GroupCommit:
    """`publish(events)` as `send(all queued events)` rounds, one leader at a time."""

    def __init__(self, send: Callable[[list[MemoryEvent]], object], lock: threading.Lock) -> None:
        self._send = send
        self._send_lock = lock  # shared with the node's other uses of the producer
        self._cond = threading.Condition()
        self._queue: list[_Request] = []
        self._leading = False
        #: Rounds sent and requests carried (their ratio is the batching achieved).
        self.rounds = 0
        self.requests = 0

    def publish(self, events: Sequence[MemoryEvent]) -> None:
        """Return once `events` are acknowledged; raise what their round raised."""
        req = _Request(events)
        with self._cond:
            self._queue.append(req)
            while not req.done and self._leading:
                self._cond.wait()
            if req.done:
                if req.error is not None:
                    raise req.error
                return
            self._leading = True
            batch, self._queue = self._queue, []
        error: BaseException | None = None
        try:
            with self._send_lock:
                self._send([e for r in batch for e in r.events])
        except BaseException as e:
            error = e
        with self._cond:
            for r in batch:
                r.done, r.error = True, error
            self.rounds += 1
            self.requests += len(batch)
            self._leading = False
            self._cond.notify_all()
        if error is not None:
            raise error
