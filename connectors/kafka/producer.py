"""Publishing to Kafka: memory events onto the events topic, raw bytes for tests and replays.

Every delivery error reported by librdkafka is kept and raised by the next `flush()`: a
message is either acknowledged by the broker or named in a `DeliveryError`, never lost
silently. The producer is idempotent, so its own retries cannot duplicate or reorder records.

Hebbian co-recalls share the producer (a second one in the process breaks Tansu 0.6) but are
best effort: `flush()` waits for the messages of `publish`, `publish_forget` and
`publish_raw` only, never for queued co-recalls, and the producer renewed after the broker was
down drops the co-recalls still queued (counted lost) instead of waiting for them.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Self

from confluent_kafka import KafkaError, KafkaException, Message, Producer

from memstream.connectors.kafka.client import base_config
from memstream.corecall import CoRecall
from memstream.errors import MemstreamError
from memstream.events import MemoryEvent
from memstream.placement import KAFKA_DEFAULT_PARTITIONER, partition_of
from memstream.settings import KafkaSettings
from memstream.tombstone import ForgetEvent

log = logging.getLogger(__name__)

Headers = Sequence[tuple[str, bytes | None]] | Mapping[str, bytes | None]
DeliveryCallback = Callable[[KafkaError | None, Message], None]

#: lz4: Tansu 0.6 stores and serves lz4, zstd, gzip and snappy batches alike; lz4 costs least CPU.
DEFAULT_COMPRESSION = "lz4"
DEFAULT_LINGER_MS = 5
#: How often (in messages) `publish` serves delivery reports and reports progress.
PROGRESS_EVERY = 1000
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


class EventPublisher:
    """An idempotent confluent-kafka producer for memstream's topics.

    ``publish(events)`` sends `MemoryEvent`s keyed by bank with Kafka's default partitioner
    (one bank, one partition, in order; `memstream.placement`) and waits until the broker
    acknowledged all of them.
    ``publish_raw`` queues arbitrary bytes and returns at once; ``flush`` waits and raises.
    `config` overrides any librdkafka setting (e.g. ``message.timeout.ms`` in tests).
    """

    def __init__(
        self,
        bootstrap: str,
        kafka: KafkaSettings,
        *,
        topic: str | None = None,
        compression: str = DEFAULT_COMPRESSION,
        linger_ms: int = DEFAULT_LINGER_MS,
        config: Mapping[str, Any] | None = None,
    ) -> None:
        if linger_ms < 0:
            raise ValueError(f"linger_ms must be >= 0, got {linger_ms}")
        self.bootstrap = bootstrap
        self.topic = topic or kafka.topic
        self._failures: list[DeliveryFailure] = []
        self._failure_count = 0
        self._acked = 0
        #: Messages of publish/publish_forget/publish_raw not reported yet (co-recalls not
        #: counted): what `flush` waits for. Reports run in any thread that polls.
        self._outstanding = 0
        self._count_lock = threading.Lock()
        self._config: dict[str, Any] = {
            **base_config(bootstrap, kafka),
            "enable.idempotence": True,
            "acks": "all",
            "linger.ms": linger_ms,
            "compression.type": compression,
            # The Java client's default: a bank lands where any other Kafka producer puts it.
            "partitioner": KAFKA_DEFAULT_PARTITIONER,
            "error_cb": self._on_error,
            **(config or {}),
        }
        self._producer = Producer(self._config)
        self._broker_was_down = False
        #: Producers replaced after a flush timed out (see `_replace_producer`).
        self.replaced = 0
        #: Hebbian co-recalls that did not reach the log (see `publish_corecall`).
        self.corecalls_lost = 0

    @property
    def acknowledged(self) -> int:
        """Messages the broker acknowledged over this publisher's life."""
        return self._acked

    @property
    def queued(self) -> int:
        """Messages waiting in the producer for the broker's acknowledgement."""
        return len(self._producer)

    def reachable(self, timeout_s: float) -> bool:
        """Whether this producer's own connections get the cluster's metadata in time.

        Names no topic, so it creates none. Safe beside a publish on another thread.
        """
        try:
            self._producer.list_topics(timeout=timeout_s)
        except KafkaException:
            return False
        return True

    # -- callbacks (run inside poll/flush on the calling thread) ----------------------------
    def _record(self, failure: DeliveryFailure) -> None:
        self._failure_count += 1
        if len(self._failures) < MAX_FAILURES_KEPT:
            self._failures.append(failure)

    def _on_delivery(self, err: KafkaError | None, msg: Message) -> None:
        if err is None:
            self._acked += 1
            return
        log.error(
            "delivery failed topic=%s partition=%s key=%r error=%s",
            msg.topic(),
            msg.partition(),
            msg.key(),
            err.str(),
        )
        self._record(
            DeliveryFailure(msg.topic(), msg.partition(), msg.key(), err.name(), err.str())
        )

    def _on_error(self, err: KafkaError) -> None:
        if err.code() == KafkaError._ALL_BROKERS_DOWN:
            self._broker_was_down = True
        if err.fatal():
            log.error("producer fatal error bootstrap=%s error=%s", self.bootstrap, err.str())
            self._record(DeliveryFailure(None, None, None, err.name(), err.str()))
        else:
            # Transient (broker down, connection refused): librdkafka retries on its own, and
            # a message that runs out of time fails through its delivery report.
            log.warning("producer error bootstrap=%s error=%s", self.bootstrap, err.str())

    # -- producing --------------------------------------------------------------------------
    def _produce(
        self,
        topic: str,
        key: bytes | None,
        value: bytes | None,
        headers: Headers | None,
        on_delivery: DeliveryCallback,
        partition: int | None = None,
    ) -> None:
        def reported(err: KafkaError | None, msg: Message) -> None:
            with self._count_lock:
                self._outstanding -= 1
            on_delivery(err, msg)

        kwargs: dict[str, Any] = {"key": key, "value": value, "on_delivery": reported}
        if headers:
            kwargs["headers"] = headers
        if partition is not None:
            kwargs["partition"] = partition
        while True:
            try:
                with self._count_lock:  # before a report can come
                    self._outstanding += 1
                try:
                    self._producer.produce(topic, **kwargs)
                except BaseException:
                    with self._count_lock:
                        self._outstanding -= 1
                    raise
                return
            except BufferError:
                # Local queue full: serve delivery reports until there is room.
                self._producer.poll(0.05)
            except KafkaException as e:
                raise DeliveryError(
                    f"cannot queue a message for topic {topic!r}: {e.args[0].str()}",
                    [DeliveryFailure(topic, partition, key, e.args[0].name(), e.args[0].str())],
                ) from e

    def publish(
        self,
        events: Iterable[MemoryEvent],
        on_progress: Callable[[int], None] | None = None,
        *,
        timeout_s: float = 60.0,
    ) -> int:
        """Send `events` and wait for every acknowledgement; return how many were sent.

        `on_progress` receives the number of this call's events acknowledged so far, every
        ~1000 events and once at the end. Raises DeliveryError if any was not delivered.
        """
        acked = 0

        def on_delivery(err: KafkaError | None, msg: Message) -> None:
            nonlocal acked
            if err is None:
                acked += 1
            self._on_delivery(err, msg)

        self._renew_if_broker_was_down()
        sent = 0
        reported = -1
        for event in events:
            self._produce(self.topic, event.kafka_key(), event.to_json_bytes(), None, on_delivery)
            sent += 1
            if sent % PROGRESS_EVERY == 0:
                self._producer.poll(0)
                if on_progress is not None and acked != reported:
                    on_progress(acked)
                    reported = acked
        self.flush(timeout_s)
        if on_progress is not None:
            on_progress(acked)
        log.debug("events published topic=%s count=%s", self.topic, sent)
        return sent

    def partitions(self, timeout_s: float = 10.0) -> int:
        """How many partitions this publisher's topic has (DeliveryError when unknown)."""
        try:
            md = self._producer.list_topics(self.topic, timeout=timeout_s)
        except KafkaException as e:
            raise DeliveryError(f"no metadata for topic {self.topic!r}: {e.args[0].str()}") from e
        topic = md.topics.get(self.topic)
        if topic is None or topic.error is not None or not topic.partitions:
            why = topic.error if topic is not None else "not found"
            raise DeliveryError(f"no partitions for topic {self.topic!r}: {why}")
        return len(topic.partitions)

    def publish_forget(self, forget: ForgetEvent, *, timeout_s: float = 60.0) -> int:
        """Publish a tombstone to its bank's partition, after all that partition holds (see
        `memstream.tombstone`), and wait for the acknowledgement; returns the copies sent (1).

        The partition is named explicitly (the default partitioner's, `partition_of`), so
        the tombstone meets the bank's events even under another configured partitioner.
        """
        self._renew_if_broker_was_down()
        partition = partition_of(forget.bank, self.partitions(min(timeout_s, 10.0)))
        self._produce(
            self.topic,
            forget.kafka_key(),
            forget.to_json_bytes(),
            None,
            self._on_delivery,
            partition,
        )
        self.flush(timeout_s)
        log.info(
            "tombstone published topic=%s partition=%d bank=%s scope=%s id=%s",
            self.topic,
            partition,
            forget.bank,
            forget.scope.value,
            forget.event_id,
        )
        return 1

    def publish_corecall(self, corecall: CoRecall) -> None:
        """Queue a Hebbian co-recall (`memstream.corecall`) on the bank's partition and return
        at once. Best effort: a full local queue or a refusal raises `DeliveryError` (the
        caller drops the observation), and one the broker does not take is logged and counted
        in `corecalls_lost`, never reported by `flush()` to a retain's caller.

        The retain path's producer, not one of its own. A second producer once broke the
        durable log (a clashing producer id, then fatal out-of-order sequences; "Unknown
        broker error" for concurrent appends): the cause was the storage server losing the
        broker's concurrent updates, fixed since (`memstream.connectors.kafka.conditional`),
        and several producers now pass a burst (benchmarks/dlq_burst.py). One producer is
        still the cheaper path. A co-recall lands after the memories it names: they were in
        the log, acknowledged, before any recall could return them."""
        try:
            self._producer.produce(
                self.topic,
                key=corecall.kafka_key(),
                value=corecall.to_json_bytes(),
                on_delivery=self._on_corecall_delivery,
            )
        except (BufferError, KafkaException) as e:
            self.corecalls_lost += 1
            raise DeliveryError(f"co-recall not queued: {e}") from e
        self._producer.poll(0)

    def _on_corecall_delivery(self, err: KafkaError | None, msg: Message) -> None:
        if err is not None:
            self.corecalls_lost += 1
            log.warning("co-recall not delivered key=%r error=%s", msg.key(), err.str())

    def publish_raw(
        self,
        key: bytes | None,
        value: bytes | None,
        headers: Headers | None = None,
        *,
        topic: str | None = None,
        partition: int | None = None,
    ) -> None:
        """Queue one record of raw bytes (to this publisher's topic unless `topic` is given).

        Returns at once; `flush()` reports whether it arrived.
        """
        self._renew_if_broker_was_down()
        self._produce(topic or self.topic, key, value, headers, self._on_delivery, partition)
        self._producer.poll(0)

    def flush(self, timeout_s: float = 30.0) -> None:
        """Wait until every message queued by `publish`, `publish_forget` and `publish_raw` is
        acknowledged (not the co-recalls queued beside them); DeliveryError for any that
        failed or is still unacknowledged after `timeout_s` (the producer is then renewed)."""
        self._raise_undelivered(self._wait(timeout_s), timeout_s, renew=True)

    def _wait(self, timeout_s: float) -> int:
        """Serve delivery reports until this publisher's own messages are all reported or
        `timeout_s` passed; how many are still unreported."""
        deadline = time.monotonic() + timeout_s
        self._producer.poll(0)
        while self._outstanding > 0 and (left := deadline - time.monotonic()) > 0:
            self._producer.flush(min(left, FLUSH_SLICE_S))
        return max(0, self._outstanding)

    def _raise_undelivered(self, remaining: int, timeout_s: float, *, renew: bool) -> None:
        if self._failure_count:
            failures, count = self._failures, self._failure_count
            self._failures, self._failure_count = [], 0
            first = failures[0]
            raise DeliveryError(
                f"{count} message(s) not delivered to {self.bootstrap}; first: "
                f"topic={first.topic} key={first.key!r}: {first.reason}",
                failures,
                count,
            )
        if remaining:
            if renew:
                self._replace_producer()
            raise DeliveryError(
                f"{remaining} message(s) still unacknowledged after {timeout_s} s; "
                f"is the broker at {self.bootstrap} up?",
                count=remaining,
            )

    def _renew_if_broker_was_down(self) -> None:
        """A new producer before publishing, when every broker was down since the last one
        and none of this publisher's messages is waiting (free then; queued co-recalls are
        dropped, counted lost): a broker that comes back without its state would never
        acknowledge the old producer's messages (see `_replace_producer`)."""
        self._producer.poll(0)  # serve pending error callbacks first
        if self._broker_was_down and self._outstanding == 0:
            self._replace_producer()

    def _replace_producer(self) -> None:
        """Drop what is queued and start a new producer (a new idempotent producer id).

        A broker that lost its state (a restart with in-memory storage) never acknowledges
        the old producer's sequence numbers again, and librdkafka reports no fatal error:
        every later publish would hang. The messages dropped here were already reported to
        the caller as not delivered, so nothing is lost silently.
        """
        old = self._producer
        old.purge(in_queue=True, in_flight=True, blocking=False)
        old.flush(0)  # their reports: co-recalls count as lost
        self._failures, self._failure_count = [], 0
        with self._count_lock:
            self._outstanding = 0
        self._producer = Producer(self._config)
        self._broker_was_down = False
        self.replaced += 1
        log.warning("producer replaced after a timed-out flush bootstrap=%s", self.bootstrap)

    def close(self, timeout_s: float = 30.0) -> None:
        """Deliver what is queued, co-recalls too, for at most `timeout_s` (raising for this
        publisher's own failures) and close the connections; not usable afterwards.

        Closing matters with Tansu: on SIGTERM it waits ~5 s for connected clients to leave.
        """
        try:
            self._producer.flush(timeout_s)
            self._raise_undelivered(self._wait(0), timeout_s, renew=False)
        finally:
            self._producer.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if exc is None:
            self.close()
            return
        try:
            self.close()
        except DeliveryError as e:
            # Do not mask the exception already on its way out; still say what was lost.
            log.error("undelivered messages on exit count=%s error=%s", e.count, e)
