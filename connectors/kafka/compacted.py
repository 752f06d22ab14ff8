"""Compacted topics as tables: a key's latest value wins, a null value (tombstone) deletes it.

The cluster keeps its metadata in such topics (members, banks, API key hashes): every node
publishes its own rows and tails the topic from the beginning into memory, so a new node learns
the whole table in one pass and nobody needs a database. The topics have one partition (a
total order of small metadata) and ``cleanup.policy=compact``; the reader never depends on
compaction having run (it keeps the last value per key itself).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from confluent_kafka import OFFSET_BEGINNING, Consumer, KafkaError, KafkaException, TopicPartition
from confluent_kafka.admin import NewTopic

from memstream.connectors.kafka.admin import REPLICATION_FACTOR, admin_client
from memstream.connectors.kafka.client import base_config, reader_config, topic_partitions
from memstream.errors import BrokerError
from memstream.settings import KafkaSettings

log = logging.getLogger(__name__)

COMPACTED_CONFIG = {"cleanup.policy": "compact"}

#: Called with (key, value) for every record in log order; value None is a tombstone.
OnRecord = Callable[[str, bytes | None], None]


def ensure_compacted_topic(
    bootstrap: str,
    kafka: KafkaSettings,
    topic: str,
    timeout_s: float = 15.0,
    *,
    extra_config: dict[str, str] | None = None,
) -> bool:
    """Create `topic` (one partition, compacted, plus `extra_config`) if missing; True when
    created here."""
    admin = admin_client(bootstrap, kafka)
    if topic_partitions(admin, topic, timeout_s) is not None:
        return False
    futures = admin.create_topics(
        [
            NewTopic(
                topic, 1, REPLICATION_FACTOR, config={**COMPACTED_CONFIG, **(extra_config or {})}
            )
        ],
        operation_timeout=timeout_s,
        request_timeout=timeout_s,
    )
    try:
        futures[topic].result()
    except KafkaException as e:
        err = e.args[0]
        if not (isinstance(err, KafkaError) and err.code() == KafkaError.TOPIC_ALREADY_EXISTS):
            raise BrokerError(f"cannot create compacted topic {topic!r}: {e}") from e
    deadline = time.monotonic() + timeout_s
    while topic_partitions(admin, topic, timeout_s) is None:
        if time.monotonic() > deadline:
            raise BrokerError(f"topic {topic!r} did not appear within {timeout_s} s")
        time.sleep(0.05)
    log.info("compacted topic ready topic=%s", topic)
    return True


class CompactedWriter:
    """Publishes rows of one compacted topic and waits for each acknowledgement."""

    def __init__(self, bootstrap: str, kafka: KafkaSettings, topic: str) -> None:
        from confluent_kafka import Producer

        self.topic = topic
        self._producer = Producer({**base_config(bootstrap, kafka), "acks": "all", "linger.ms": 0})
        self._lock = threading.Lock()

    def put(self, key: str, value: bytes | None, timeout_s: float = 10.0) -> None:
        """Write `value` under `key` (None: delete the key); raises BrokerError unacknowledged."""
        failures: list[str] = []

        def delivered(err: KafkaError | None, _msg: object) -> None:
            if err is not None:
                failures.append(err.str())

        with self._lock:
            self._producer.produce(self.topic, value=value, key=key.encode(), on_delivery=delivered)
            left = self._producer.flush(timeout_s)
        if left or failures:
            raise BrokerError(
                f"row {key!r} of {self.topic} not acknowledged: {failures or 'timed out'}"
            )

    def close(self, timeout_s: float = 5.0) -> None:
        with self._lock:
            self._producer.flush(timeout_s)


class CompactedReader:
    """Tails a compacted topic from its beginning in a daemon thread, calling `on_record`.

    `caught_up` is set once the reader reached the end of the log seen when it started (the
    first partition EOF), so a caller can wait until it knows the whole table.
    """

    def __init__(
        self,
        bootstrap: str,
        kafka: KafkaSettings,
        topic: str,
        on_record: OnRecord,
        *,
        group_id: str = "memstream-compacted-reader",
        on_batch: Callable[[], None] | None = None,
    ) -> None:
        self.topic = topic
        self.caught_up = threading.Event()
        self._on_record = on_record
        #: Called after each batch of rows was applied (a table saves its file once a batch).
        self._on_batch = on_batch
        self._consumer = Consumer(reader_config(bootstrap, kafka, group_id))
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"read-{topic}", daemon=True)

    def start(self) -> CompactedReader:
        self._consumer.assign([TopicPartition(self.topic, 0, OFFSET_BEGINNING)])
        self._thread.start()
        return self

    def wait_caught_up(self, timeout_s: float) -> bool:
        return self.caught_up.wait(timeout_s)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                # One poll wakes as soon as a row arrives; `consume(n, timeout)` would wait
                # the whole timeout for fewer than n rows (200 ms on every change). Then take
                # what else is queued without waiting.
                first = self._consumer.poll(0.2)
                msgs = [] if first is None else [first, *self._consumer.consume(499, timeout=0)]
            except KafkaException as e:  # closed under us, or a fatal client error
                log.warning("compacted reader stopped topic=%s error=%s", self.topic, e)
                return
            at_end = False
            for msg in msgs:
                err = msg.error()
                if err is None:
                    key = msg.key()
                    if key is None:
                        continue  # not a row: compacted tables are keyed
                    try:
                        self._on_record(key.decode(), msg.value())
                    except Exception:  # one bad row must not blind the node to the rest
                        log.exception("bad row topic=%s offset=%s", self.topic, msg.offset())
                elif err.code() == KafkaError._PARTITION_EOF:
                    at_end = True
                else:
                    log.warning("compacted reader error topic=%s error=%s", self.topic, err.str())
            if msgs and self._on_batch is not None:
                try:
                    self._on_batch()
                except Exception:
                    log.exception("after a batch topic=%s", self.topic)
            if at_end:  # after the batch's rows were applied and saved
                self.caught_up.set()

    def close(self, timeout_s: float = 5.0) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout_s)
        self._consumer.close()
