"""The delivery of one `EventPublisher`'s own messages: queued, reported, waited for.

librdkafka reports every message once, acknowledged or failed, inside `poll`/`flush` on the
thread that calls them, and producer-wide errors (every broker down, a fatal error) the same
way. `Deliveries` queues the publisher's messages on its producer, counts each until its
report, keeps the failures until the publisher's next `flush` raises them, and waits for the
messages not reported yet. Co-recalls share the producer but are not counted here: they are
best effort (`connectors/kafka/corecalls.py`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from confluent_kafka import KafkaError, KafkaException, Message, Producer

from memstream.errors import MemstreamError

#: The publisher's logger: its delivery reports and producer errors log under one name.
log = logging.getLogger("memstream.connectors.kafka.producer")

Headers = Sequence[tuple[str, bytes | None]] | Mapping[str, bytes | None]
DeliveryCallback = Callable[[KafkaError | None, Message], None]

#: Failures kept in detail; beyond this only the count grows.
MAX_FAILURES_KEPT = 100
#: `flush` waits in slices this long: each lets librdkafka send at once (linger ignored) and
#: serve delivery reports, and ends early once nothing is queued; a slice is the most a
#: publish waits past its own acknowledgements while co-recalls stay queued.
FLUSH_SLICE_S = 0.005


@dataclass(frozen=True, slots=True)
class DeliveryFailure:
    """One message the broker did not take, or one fatal producer error (key None)."""

    topic: str | None
    partition: int | None
    key: bytes | None
    code: str
    reason: str


class DeliveryError(MemstreamError):
    """Messages were not delivered; `failures` names up to 100 of them, `count` all of them."""

    def __init__(self, message: str, failures: Sequence[DeliveryFailure] = (), count: int = 0):
        super().__init__(message)
        self.failures = list(failures)
        self.count = count or len(self.failures)


class Deliveries:
    """A publisher's own messages to the broker at `bootstrap`, on the producer `producer()`
    returns (looked up at every use: the publisher renews its producer).

    The callbacks run inside `poll`/`flush`, on whichever thread calls them; `outstanding`
    changes under a lock because a report can come on another thread than the produce.
    """

    def __init__(self, bootstrap: str, producer: Callable[[], Producer]) -> None:
        self.bootstrap = bootstrap
        self._producer = producer
        self.failures: list[DeliveryFailure] = []
        self.failure_count = 0
        #: Messages the broker acknowledged.
        self.acked = 0
        #: Messages of publish/publish_forget/publish_raw not reported yet (co-recalls not
        #: counted): what `flush` waits for. Reports run in any thread that polls.
        self.outstanding = 0
        self._count_lock = threading.Lock()
        #: Whether librdkafka said every broker was down (the publisher then renews its
        #: producer before its next publish).
        self.broker_was_down = False

    # -- producing --------------------------------------------------------------------------
    def produce(
        self,
        topic: str,
        key: bytes | None,
        value: bytes | None,
        headers: Headers | None,
        on_delivery: DeliveryCallback,
        partition: int | None = None,
    ) -> None:
        """Queue one message, outstanding until its report (then passed to `on_delivery`).

        A full local queue is waited out serving reports; a refused message raises
        `DeliveryError`.
        """

        def reported(err: KafkaError | None, msg: Message) -> None:
            with self._count_lock:
                self.outstanding -= 1
            on_delivery(err, msg)

        kwargs: dict[str, Any] = {"key": key, "value": value, "on_delivery": reported}
        if headers:
            kwargs["headers"] = headers
        if partition is not None:
            kwargs["partition"] = partition
        while True:
            try:
                with self._count_lock:  # before a report can come
                    self.outstanding += 1
                try:
                    self._producer().produce(topic, **kwargs)
                except BaseException:
                    with self._count_lock:
                        self.outstanding -= 1
                    raise
                return
            except BufferError:
                # Local queue full: serve delivery reports until there is room.
                self._producer().poll(0.05)
            except KafkaException as e:
                raise DeliveryError(
                    f"cannot queue a message for topic {topic!r}: {e.args[0].str()}",
                    [DeliveryFailure(topic, partition, key, e.args[0].name(), e.args[0].str())],
                ) from e

    def wait(self, timeout_s: float) -> int:
        """Serve delivery reports until the publisher's own messages are all reported or
        `timeout_s` passed; how many are still unreported."""
        deadline = time.monotonic() + timeout_s
        self._producer().poll(0)
        while self.outstanding > 0 and (left := deadline - time.monotonic()) > 0:
            self._producer().flush(min(left, FLUSH_SLICE_S))
        return max(0, self.outstanding)

    def clear(self) -> None:
        """Forget every failure and outstanding message (their producer was dropped)."""
        self.failures, self.failure_count = [], 0
        with self._count_lock:
            self.outstanding = 0

    # -- callbacks (run inside poll/flush on the calling thread) ----------------------------
    def record(self, failure: DeliveryFailure) -> None:
        self.failure_count += 1
        if len(self.failures) < MAX_FAILURES_KEPT:
            self.failures.append(failure)

    def on_delivery(self, err: KafkaError | None, msg: Message) -> None:
        if err is None:
            self.acked += 1
            return
        log.error(
            "delivery failed topic=%s partition=%s key=%r error=%s",
            msg.topic(),
            msg.partition(),
            msg.key(),
            err.str(),
        )
        self.record(DeliveryFailure(msg.topic(), msg.partition(), msg.key(), err.name(), err.str()))

    def on_error(self, err: KafkaError) -> None:
        if err.code() == KafkaError._ALL_BROKERS_DOWN:
            self.broker_was_down = True
        if err.fatal():
            log.error("producer fatal error bootstrap=%s error=%s", self.bootstrap, err.str())
            self.record(DeliveryFailure(None, None, None, err.name(), err.str()))
        else:
            # Transient (broker down, connection refused): librdkafka retries on its own, and
            # a message that runs out of time fails through its delivery report.
            log.warning("producer error bootstrap=%s error=%s", self.bootstrap, err.str())

    # -- reporting --------------------------------------------------------------------------
    def raise_undelivered(
        self, remaining: int, timeout_s: float, *, renew: Callable[[], None] | None
    ) -> None:
        """Raise `DeliveryError` for the failures kept (then forgotten), else for `remaining`
        messages still unreported after `timeout_s`, calling `renew` first when given."""
        if self.failure_count:
            failures, count = self.failures, self.failure_count
            self.failures, self.failure_count = [], 0
            first = failures[0]
            raise DeliveryError(
                f"{count} message(s) not delivered to {self.bootstrap}; first: "
                f"topic={first.topic} key={first.key!r}: {first.reason}",
                failures,
                count,
            )
        if remaining:
            if renew is not None:
                renew()
            raise DeliveryError(
                f"{remaining} message(s) still unacknowledged after {timeout_s} s; "
                f"is the broker at {self.bootstrap} up?",
                count=remaining,
            )
