"""librdkafka client configuration shared by every Kafka adapter of memstream.

One place decides how memstream's producers, admin clients and assign-based readers talk to
the broker, so that the Tansu quirks (slow empty fetches, slow group joins) are handled once.
"""

from __future__ import annotations

import logging
from typing import Any

from confluent_kafka import Consumer, KafkaException
from confluent_kafka.admin import AdminClient

from memstream.errors import BrokerError, ConfigError
from memstream.settings import KafkaSettings

#: librdkafka's own log lines go to Python logging instead of stderr.
RDKAFKA_LOGGER = logging.getLogger("memstream.connectors.kafka.librdkafka")

#: An empty fetch waits this long on the broker: Tansu holds empty fetches for the full
#: `fetch.wait.max.ms` (librdkafka's default 500 ms), which makes every partition-EOF
#: check last that long. But on durable (S3) storage a fetch returns only what Tansu read
#: within the wait: at 20 ms reading back a topic returned nothing (measured 2026-11-30:
#: 0 of 60 records in 20 s; 60 in 1.4 s at 250 ms).
READER_FETCH_WAIT_MS = 300


def base_config(bootstrap: str, kafka: KafkaSettings) -> dict[str, Any]:
    """Settings common to every client: the address, security, logging, and no topic
    auto-creation.

    A producer's metadata request may create a missing topic (librdkafka's default for
    producers), and Tansu then creates it with 4 partitions: after a broker lost its log, the
    first retain would re-create the events topic with the wrong partition count. memstream
    creates its topics itself (`admin.ensure_topics`; the node's health monitor re-creates
    them), and until then a message waits in the producer's queue.
    """
    if not bootstrap:
        raise ConfigError(
            "no Kafka bootstrap address given; set MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS or run "
            "`memstream broker`"
        )
    return {
        "bootstrap.servers": bootstrap,
        **kafka.client_config(),
        "allow.auto.create.topics": False,
        "logger": RDKAFKA_LOGGER,
    }


def reader_config(bootstrap: str, kafka: KafkaSettings, group_id: str) -> dict[str, Any]:
    """A consumer that is only ever `assign`ed: reads to partition EOF and commits nothing.

    librdkafka requires a `group.id` even without subscribing; nothing is committed to it.
    """
    return {
        **base_config(bootstrap, kafka),
        "group.id": group_id,
        "enable.auto.commit": False,
        "enable.auto.offset.store": False,
        "enable.partition.eof": True,
        "auto.offset.reset": "earliest",
        "fetch.wait.max.ms": READER_FETCH_WAIT_MS,
        "session.timeout.ms": kafka.session_timeout_ms,
        "heartbeat.interval.ms": kafka.heartbeat_interval_ms,
    }


def topic_partitions(
    client: AdminClient | Consumer, topic: str, timeout_s: float = 10.0
) -> list[int] | None:
    """The partition ids of `topic`, or None when the broker does not know the topic.

    Lists every topic rather than asking for `topic` by name, because a metadata request that
    names a topic may create it on brokers with auto-creation on (Tansu auto-creates topics
    with 4 partitions on produce).
    """
    try:
        md = client.list_topics(timeout=timeout_s)
    except KafkaException as e:
        raise BrokerError(f"cannot read metadata from the broker: {e}") from e
    meta = md.topics.get(topic)
    if meta is None or meta.error is not None:
        return None
    return sorted(meta.partitions)
