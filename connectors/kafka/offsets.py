"""The log end offset of each partition: how far a consumer must read to have read everything.

On Tansu 0.6, ListOffsets (librdkafka's `get_watermark_offsets`, `OFFSET_END`) answers the
base offset of the partition's LAST BATCH + 1, not the log end: after one batch of 1,000
records it says 1, not 1,000. The high watermark carried by Fetch responses, and the partition
EOF that librdkafka derives from it, are right. So `log_end_offsets` fetches once per
partition and takes the high watermark of that Fetch response. Never compute lag from
ListOffsets.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping

from confluent_kafka import OFFSET_BEGINNING, Consumer, KafkaError, KafkaException, TopicPartition

from memstream.connectors.kafka.client import reader_config, topic_partitions
from memstream.errors import BrokerError
from memstream.settings import KafkaSettings

log = logging.getLogger(__name__)

OFFSETS_GROUP = "memstream-offsets"


def _list_offsets(
    consumer: Consumer, topic: str, partition: int, timeout_s: float
) -> tuple[int, int]:
    try:
        low, high = consumer.get_watermark_offsets(
            TopicPartition(topic, partition), timeout=timeout_s
        )
    except KafkaException as e:
        raise BrokerError(f"ListOffsets failed topic={topic} partition={partition}: {e}") from e
    return int(low), int(high)


def list_offsets_high(
    bootstrap: str, topic: str, kafka: KafkaSettings, timeout_s: float = 10.0
) -> dict[int, int]:
    """The high watermark per partition as ListOffsets reports it.

    WRONG on Tansu (base offset of the last batch + 1): for diagnostics and tests only.
    """
    consumer = Consumer(reader_config(bootstrap, kafka, OFFSETS_GROUP))
    try:
        partitions = topic_partitions(consumer, topic, timeout_s) or []
        return {p: _list_offsets(consumer, topic, p, timeout_s)[1] for p in partitions}
    finally:
        consumer.close()


def log_end_offsets(
    bootstrap: str,
    topic: str,
    kafka: KafkaSettings,
    timeout_s: float = 15.0,
    *,
    group_id: str = OFFSETS_GROUP,
) -> dict[int, int]:
    """Partition → log end offset (the offset the next record will get), read via Fetch.

    A topic that does not exist has no partitions: {}. One fetch per partition from its
    beginning: the first record (or the EOF of an empty partition) comes with the Fetch
    response's high watermark, which librdkafka caches. That costs the same whatever the
    log's length (Tansu's ListOffsets is no starting point: on its S3 storage it answers 1
    for any log). BrokerError if some partition answers no fetch within `timeout_s`.
    `group_id` names the (never joined) group of the reader: concurrent callers use their own.
    """
    consumer = Consumer(reader_config(bootstrap, kafka, group_id))
    try:
        partitions = topic_partitions(consumer, topic, timeout_s)
        if partitions is None:
            return {}
        consumer.assign([TopicPartition(topic, p, OFFSET_BEGINNING) for p in partitions])
        ends = _first_fetch_ends(consumer, topic, len(partitions), timeout_s)
        missing = [p for p in partitions if p not in ends]
        if missing:
            raise BrokerError(
                f"could not find the end of topic={topic} partitions={missing} within "
                f"{timeout_s} s; is the broker at {bootstrap} up?"
            )
        return {p: ends[p] for p in partitions}
    finally:
        consumer.close()


def _first_fetch_ends(
    consumer: Consumer, topic: str, count: int, timeout_s: float
) -> dict[int, int]:
    """Poll until each assigned partition answered once; its high watermark then."""
    ends: dict[int, int] = {}
    deadline = time.monotonic() + timeout_s
    while len(ends) < count and (remaining := deadline - time.monotonic()) > 0:
        msg = consumer.poll(min(0.5, remaining))
        partition = None if msg is None else msg.partition()
        if msg is None or partition is None or partition in ends:
            continue
        err = msg.error()
        if err is not None and err.code() != KafkaError._PARTITION_EOF:
            if err.fatal() or (msg.topic() is not None and not err.retriable()):
                raise BrokerError(f"reading topic={topic} failed: {err.str()}")
            continue  # broker briefly unreachable: librdkafka reconnects
        tp = TopicPartition(topic, partition)
        _, high = consumer.get_watermark_offsets(tp, cached=True)
        seen = int(msg.offset() or 0) + (0 if err is not None else 1)
        ends[tp.partition] = max(int(high), seen)
        consumer.pause([tp])
    return ends


def lag(ends: Mapping[int, int], positions: Mapping[int, int]) -> dict[int, int]:
    """Records left to read per partition: end - position (a missing position counts as 0)."""
    return {p: max(0, end - positions.get(p, 0)) for p, end in ends.items()}
