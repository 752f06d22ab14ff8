"""Topic administration: create memstream's topics if missing, delete topics (tests, reset).

memstream owns two topics: the events topic (`kafka.topic`, `kafka.partitions` partitions) and
its dead-letter topic (`kafka.dlq_topic`, one partition: it is small and a total order of
failures is easier to read). Both are created explicitly, never by auto-creation: Tansu
auto-creates a topic on first produce with 4 partitions, whatever memstream expects.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable

from confluent_kafka import KafkaError, KafkaException
from confluent_kafka.admin import AdminClient, NewTopic

from memstream.connectors.kafka.client import base_config
from memstream.errors import BrokerError
from memstream.settings import KafkaSettings

log = logging.getLogger(__name__)

DLQ_PARTITIONS = 1
#: -1 lets the broker apply its default replication factor (Tansu accepts it).
REPLICATION_FACTOR = -1


def admin_client(bootstrap: str, kafka: KafkaSettings) -> AdminClient:
    """An admin client with memstream's shared client settings (security, logging)."""
    return AdminClient(base_config(bootstrap, kafka))


def _topic_partition_counts(admin: AdminClient, timeout_s: float) -> dict[str, int]:
    try:
        md = admin.list_topics(timeout=timeout_s)
    except KafkaException as e:
        raise BrokerError(f"cannot read topic metadata: {e}") from e
    return {name: len(t.partitions) for name, t in md.topics.items() if t.error is None}


def ensure_topics(bootstrap: str, kafka: KafkaSettings, timeout_s: float = 15.0) -> list[str]:
    """Create the events and dead-letter topics if missing; return the names created.

    Idempotent, also against a concurrent caller. Returns once both topics are in the
    metadata with all their partitions. An existing topic is left as it is, with a warning
    when its partition count differs from the settings.
    """
    wanted = {kafka.topic: kafka.partitions, kafka.dlq_topic: DLQ_PARTITIONS}
    admin = admin_client(bootstrap, kafka)
    existing = _topic_partition_counts(admin, timeout_s)
    missing = [NewTopic(t, n, REPLICATION_FACTOR) for t, n in wanted.items() if t not in existing]
    created: list[str] = []
    if missing:
        futures = admin.create_topics(
            missing, operation_timeout=timeout_s, request_timeout=timeout_s
        )
        for topic, future in futures.items():
            try:
                future.result()
                created.append(topic)
                log.info("topic created topic=%s partitions=%s", topic, wanted[topic])
            except KafkaException as e:
                err = e.args[0]
                if isinstance(err, KafkaError) and err.code() == KafkaError.TOPIC_ALREADY_EXISTS:
                    continue
                raise BrokerError(f"cannot create topic {topic!r}: {e}") from e
    for topic, n in wanted.items():
        have = existing.get(topic)
        if have is not None and have != n:
            log.warning(
                "topic partition count differs topic=%s partitions=%s expected=%s",
                topic,
                have,
                n,
            )

    def ready(counts: dict[str, int]) -> bool:
        return all(counts.get(t, 0) >= (wanted[t] if t in created else 1) for t in wanted)

    _wait_for(admin, ready, "appear", timeout_s)
    return created


def delete_topics(
    bootstrap: str, topics: Iterable[str], kafka: KafkaSettings, timeout_s: float = 15.0
) -> list[str]:
    """Delete `topics`; unknown ones are skipped. Return the names deleted, once they are gone."""
    names = list(topics)
    if not names:
        return []
    admin = admin_client(bootstrap, kafka)
    futures = admin.delete_topics(names, operation_timeout=timeout_s, request_timeout=timeout_s)
    deleted: list[str] = []
    for topic, future in futures.items():
        try:
            future.result()
            deleted.append(topic)
            log.info("topic deleted topic=%s", topic)
        except KafkaException as e:
            err = e.args[0]
            if isinstance(err, KafkaError) and err.code() == KafkaError.UNKNOWN_TOPIC_OR_PART:
                continue
            raise BrokerError(f"cannot delete topic {topic!r}: {e}") from e
    _wait_for(admin, lambda counts: not any(t in counts for t in deleted), "vanish", timeout_s)
    return deleted


def _wait_for(
    admin: AdminClient, done: Callable[[dict[str, int]], bool], what: str, timeout_s: float
) -> None:
    """Poll metadata until `done(counts)` holds: topic changes propagate asynchronously."""
    deadline = time.monotonic() + timeout_s
    while not done(_topic_partition_counts(admin, timeout_s)):
        if time.monotonic() > deadline:
            raise BrokerError(f"topics did not {what} in the metadata within {timeout_s} s")
        time.sleep(0.05)
