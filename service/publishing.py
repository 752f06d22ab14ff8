"""The node's producer path: `NodePublisher` (retains, tombstones, raw records and Hebbian
co-recalls through one producer, failing fast while the broker is known down) and its group
commit for retains: concurrent callers' events share one produce and one flush.

A retain waits for the broker's acknowledgement (`EventPublisher.publish`), and the node has one
producer, so retains published one by one take turns: at 20 retains a second each one is a
record batch of its own, flushed alone. Here the first caller in becomes the leader: it takes
every request queued so far, produces them together and flushes once, while newcomers queue
for the next round. Nothing waits on purpose (no linger): a lone retain is published at once,
and under load batches form by themselves. Fewer, larger record batches also mean fewer
fetches for the flow (each costs a round trip to the log's storage).

A round that fails fails every request in it (`DeliveryError`: 503, retryable). Some of their
events may have reached the topic: a retry upserts the same memory ids, so nothing doubles.

While the readiness checks say the broker is down, a publish first asks the producer for the
cluster's metadata with the checks' own short timeout (`node.check_timeout_s`) and, with no
answer, fails at once with a `DeliveryError` that says so (a 503), instead of queueing events
and waiting 60 s for an acknowledgement that cannot come. A broker that came back answers the
probe and the publish goes on.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from memstream.corecall import CoRecall
from memstream.errors import BrokerError
from memstream.events import MemoryEvent
from memstream.tombstone import ForgetEvent

if TYPE_CHECKING:
    from memstream.connectors.kafka.producer import EventPublisher

RawRecord = tuple[bytes | None, bytes | None]


log = logging.getLogger(__name__)


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


class BrokerDown(BrokerError):
    """Nothing was published: the broker is known down and did not answer a short probe."""


class NodePublisher:
    """The node's one producer (`EventPublisher`) for everything it appends to the events
    topic: retains (group commit), tombstones, raw records and Hebbian co-recalls.

    `broker_down` says whether the readiness checks last found the broker down; `probe_s`
    bounds the metadata probe a publish then makes before giving up (see the module).
    """

    def __init__(
        self, publisher: EventPublisher, *, broker_down: Callable[[], bool], probe_s: float
    ) -> None:
        if probe_s <= 0:
            raise ValueError(f"probe_s must be positive, got {probe_s}")
        self._pub = publisher
        self._broker_down = broker_down
        self._probe_s = probe_s
        self._lock = threading.Lock()
        self._closed = False
        self.group = GroupCommit(self._send, self._lock)
        #: Publishes refused at once while the broker was down.
        self.refused_fast = 0

    @property
    def corecalls_lost(self) -> int:
        """Hebbian co-recalls the producer could not queue or the broker did not take."""
        return self._pub.corecalls_lost

    def _fail_fast(self, what: str) -> None:
        if self._closed:
            raise BrokerError(f"{what} not published: the node is stopping")
        if not self._broker_down() or self._pub.reachable(self._probe_s):
            return
        self.refused_fast += 1
        raise BrokerDown(
            f"{what} not published: the broker at {self._pub.bootstrap} is down (the readiness "
            f"check found it down and the producer got no answer within {self._probe_s:g} s); "
            "retry once /ready answers 200"
        )

    def publish(self, events: Sequence[MemoryEvent]) -> None:
        """Publish events and wait for the broker's acknowledgements (DeliveryError if not)."""
        self._fail_fast("events")
        self.group.publish(events)  # concurrent retains share one produce and flush

    def _send(self, events: list[MemoryEvent]) -> None:
        self._pub.publish(events)

    def publish_forget(self, forget: ForgetEvent) -> int:
        """Publish a tombstone to its bank's partition and wait for the acknowledgement
        (DeliveryError if not); how many copies (one)."""
        self._fail_fast("tombstone")
        with self._lock:
            return self._pub.publish_forget(forget)

    def publish_raw(self, records: Sequence[RawRecord]) -> int:
        """Queue raw (key, value) records on the events topic and wait for their
        acknowledgements (DeliveryError if not); how many were published."""
        self._fail_fast("records")
        with self._lock:
            for key, value in records:
                self._pub.publish_raw(key, value)
            self._pub.flush()
        return len(records)

    def publish_corecall(self, corecall: CoRecall) -> None:
        """Queue a co-recall, best effort (`EventPublisher.publish_corecall`)."""
        if self._closed:
            raise BrokerError("co-recall not published: the node is stopping")
        self._pub.publish_corecall(corecall)

    def reachable(self, timeout_s: float) -> bool:
        """Whether the producer's own connections reach the broker (a readiness check)."""
        return not self._closed and self._pub.reachable(timeout_s)

    def close(self, timeout_s: float) -> None:
        """Deliver what is queued for at most `timeout_s`, then close the producer."""
        self._closed = True
        self._pub.close(timeout_s)
