"""The log end offset of each partition: how far a consumer must read to have read everything.

On Tansu 0.6, ListOffsets (librdkafka's `get_watermark_offsets`, `OFFSET_END`) answers the
base offset of the partition's LAST BATCH + 1, not the log end: after one batch of 1,000
records it says 1, not 1,000. The high watermark carried by Fetch responses, and the partition
EOF that librdkafka derives from it, are right. So `log_end_offsets` uses ListOffsets only as
a starting point (on Tansu it lies inside the last batch; on Kafka it is the end itself),
fetches from there to EOF, and takes the EOF offset. Never compute lag from ListOffsets.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from confluent_kafka import OFFSET_BEGINNING, Consumer, KafkaException, TopicPartition

from memstream.connectors.kafka.client import reader_config, topic_partitions
from memstream.connectors.kafka.reader import consume_until_eof
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
    bootstrap: str, topic: str, kafka: KafkaSettings, timeout_s: float = 15.0
) -> dict[int, int]:
    """Partition → log end offset (the offset the next record will get), read via Fetch.

    A topic that does not exist has no partitions: {}. Costs one ListOffsets per partition
    and a fetch of (on Tansu) the last batch of each. If a partition reaches no EOF from the
    ListOffsets position within half of `timeout_s`, it is read again from its beginning;
    BrokerError if that does not finish either.
    """
    consumer = Consumer(reader_config(bootstrap, kafka, OFFSETS_GROUP))
    try:
        partitions = topic_partitions(consumer, topic, timeout_s)
        if partitions is None:
            return {}
        starts: dict[int, int] = {}
        for p in partitions:
            low, high = _list_offsets(consumer, topic, p, timeout_s)
            starts[p] = max(low, high) if high >= 0 else OFFSET_BEGINNING
        ends = consume_until_eof(consumer, topic, starts, timeout_s / 2)
        missing = [p for p in partitions if p not in ends]
        if missing:
            log.warning(
                "no EOF from the ListOffsets position, rereading topic=%s partitions=%s",
                topic,
                missing,
            )
            ends |= consume_until_eof(
                consumer, topic, dict.fromkeys(missing, OFFSET_BEGINNING), timeout_s / 2
            )
        missing = [p for p in partitions if p not in ends]
        if missing:
            raise BrokerError(
                f"could not find the end of topic={topic} partitions={missing} within "
                f"{timeout_s} s; is the broker at {bootstrap} up?"
            )
        return {p: ends[p] for p in partitions}
    finally:
        consumer.close()


def lag(ends: Mapping[int, int], positions: Mapping[int, int]) -> dict[int, int]:
    """Records left to read per partition: end - position (a missing position counts as 0)."""
    return {p: max(0, end - positions.get(p, 0)) for p, end in ends.items()}
