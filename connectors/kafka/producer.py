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
from collections.abc import Callable, Iterable, Mapping
from types import TracebackType
from typing import Any, Self

from confluent_kafka import KafkaError, KafkaException, Message, Producer

from memstream.connectors.kafka.client import base_config
from memstream.connectors.kafka.corecalls import CoRecalls
from memstream.connectors.kafka.delivery import Deliveries, DeliveryError, Headers

# Re-exported: callers take the delivery errors from the publisher's module.
from memstream.connectors.kafka.delivery import DeliveryFailure as DeliveryFailure
from memstream.corecall import CoRecall
from memstream.events import MemoryEvent
from memstream.placement import KAFKA_DEFAULT_PARTITIONER, partition_of
from memstream.settings import KafkaSettings
from memstream.tombstone import ForgetEvent

log = logging.getLogger(__name__)

#: lz4: Tansu 0.6 stores and serves lz4, zstd, gzip and snappy batches alike; lz4 costs least CPU.
DEFAULT_COMPRESSION = "lz4"
DEFAULT_LINGER_MS = 5
#: How often (in messages) `publish` serves delivery reports and reports progress.
PROGRESS_EVERY = 1000


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
        self._deliveries = Deliveries(bootstrap, lambda: self._producer)
        self._config: dict[str, Any] = {
            **base_config(bootstrap, kafka),
            "enable.idempotence": True,
            "acks": "all",
            "linger.ms": linger_ms,
            "compression.type": compression,
            # The Java client's default: a bank lands where any other Kafka producer puts it.
            "partitioner": KAFKA_DEFAULT_PARTITIONER,
            "error_cb": self._deliveries.on_error,
            **(config or {}),
        }
        self._producer = Producer(self._config)
        #: Producers replaced after a flush timed out (see `_replace_producer`).
        self.replaced = 0
        self._corecalls = CoRecalls(self.topic, lambda: self._producer)

    @property
    def acknowledged(self) -> int:
        """Messages the broker acknowledged over this publisher's life."""
        return self._deliveries.acked

    @property
    def corecalls_lost(self) -> int:
        """Hebbian co-recalls that did not reach the log (see `publish_corecall`)."""
        return self._corecalls.lost

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

    # -- producing --------------------------------------------------------------------------
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
            self._deliveries.on_delivery(err, msg)

        self._renew_if_broker_was_down()
        sent = 0
        reported = -1
        for event in events:
            self._deliveries.produce(
                self.topic, event.kafka_key(), event.to_json_bytes(), None, on_delivery
            )
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
        self._deliveries.produce(
            self.topic,
            forget.kafka_key(),
            forget.to_json_bytes(),
            None,
            self._deliveries.on_delivery,
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
        """Queue a Hebbian co-recall on the bank's partition and return at once; best effort,
        never reported by `flush()` (`CoRecalls.publish`)."""
        self._corecalls.publish(corecall)

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
        self._deliveries.produce(
            topic or self.topic, key, value, headers, self._deliveries.on_delivery, partition
        )
        self._producer.poll(0)

    def flush(self, timeout_s: float = 30.0) -> None:
        """Wait until every message queued by `publish`, `publish_forget` and `publish_raw` is
        acknowledged (not the co-recalls queued beside them); DeliveryError for any that
        failed or is still unacknowledged after `timeout_s` (the producer is then renewed)."""
        self._deliveries.raise_undelivered(
            self._deliveries.wait(timeout_s), timeout_s, renew=self._replace_producer
        )

    def _renew_if_broker_was_down(self) -> None:
        """A new producer before publishing, when every broker was down since the last one
        and none of this publisher's messages is waiting (free then; queued co-recalls are
        dropped, counted lost): a broker that comes back without its state would never
        acknowledge the old producer's messages (see `_replace_producer`)."""
        self._producer.poll(0)  # serve pending error callbacks first
        if self._deliveries.broker_was_down and self._deliveries.outstanding == 0:
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
        self._deliveries.clear()
        self._producer = Producer(self._config)
        self._deliveries.broker_was_down = False
        self.replaced += 1
        log.warning("producer replaced after a timed-out flush bootstrap=%s", self.bootstrap)

    def close(self, timeout_s: float = 30.0) -> None:
        """Deliver what is queued, co-recalls too, for at most `timeout_s` (raising for this
        publisher's own failures) and close the connections; not usable afterwards.

        Closing matters with Tansu: on SIGTERM it waits ~5 s for connected clients to leave.
        """
        try:
            self._producer.flush(timeout_s)
            self._deliveries.raise_undelivered(self._deliveries.wait(0), timeout_s, renew=None)
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
