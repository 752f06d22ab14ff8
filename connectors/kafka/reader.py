"""Reading partitions to their end with an assigned consumer: no group, no commits.

The end of a partition is where the broker reports partition EOF, which comes from the Fetch
response's high watermark; that is right on Tansu, where ListOffsets is not (see offsets.py).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping

from confluent_kafka import OFFSET_BEGINNING, Consumer, KafkaError, Message, TopicPartition

from memstream.connectors.kafka.client import reader_config, topic_partitions
from memstream.errors import BrokerError
from memstream.settings import KafkaSettings

log = logging.getLogger(__name__)

READER_GROUP = "memstream-reader"
_BATCH = 1000


def consume_until_eof(
    consumer: Consumer,
    topic: str,
    starts: Mapping[int, int],
    timeout_s: float,
    on_message: Callable[[Message], None] | None = None,
) -> dict[int, int]:
    """Assign `starts` (partition → offset) and consume until every partition reports EOF.

    Returns partition → the offset at which EOF was reported (the log end at that moment).
    Partitions that reach no EOF within `timeout_s` are absent from the result; the caller
    decides whether that is an error. Other consumer errors raise BrokerError.
    """
    consumer.assign([TopicPartition(topic, p, o) for p, o in starts.items()])
    ends: dict[int, int] = {}
    deadline = time.monotonic() + timeout_s
    try:
        while len(ends) < len(starts):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            # consume() waits for a full batch or its timeout, which would add the timeout to
            # every EOF; so take what is already fetched, and block in poll() only when empty.
            batch = consumer.consume(_BATCH, timeout=0)
            if not batch:
                one = consumer.poll(min(0.5, remaining))
                batch = [one] if one is not None else []
            for msg in batch:
                err = msg.error()
                if err is None:
                    if on_message is not None:
                        on_message(msg)
                elif err.code() == KafkaError._PARTITION_EOF:
                    ends[int(msg.partition() or 0)] = int(msg.offset() or 0)
                elif err.fatal() or (msg.topic() is not None and not err.retriable()):
                    raise BrokerError(
                        f"reading topic={topic} partition={msg.partition()} failed: {err.str()}"
                    )
                else:
                    # Client-wide and retriable errors (broker briefly unreachable): librdkafka
                    # reconnects; the deadline bounds the wait.
                    log.warning("consumer error topic=%s error=%s", topic, err.str())
    finally:
        consumer.unassign()
    return ends


def read_topic_to_end(
    bootstrap: str, topic: str, kafka: KafkaSettings, timeout_s: float = 60.0
) -> list[Message]:
    """Every record of `topic`, from the beginning of each partition to its end.

    Records come in partition order within each partition (partitions interleaved); a topic
    that does not exist reads as empty. Nothing is committed. Raises BrokerError if some
    partition does not reach its end within `timeout_s`.
    """
    consumer = Consumer(reader_config(bootstrap, kafka, READER_GROUP))
    try:
        partitions = topic_partitions(consumer, topic, timeout_s)
        if partitions is None:
            log.info("topic absent, read as empty topic=%s", topic)
            return []
        out: list[Message] = []
        starts = dict.fromkeys(partitions, OFFSET_BEGINNING)
        ends = consume_until_eof(consumer, topic, starts, timeout_s, out.append)
        missing = sorted(set(partitions) - set(ends))
        if missing:
            raise BrokerError(
                f"topic {topic!r} partitions {missing} did not reach their end within "
                f"{timeout_s} s ({len(out)} records read); is the broker at {bootstrap} up?"
            )
        log.debug("topic read topic=%s records=%s ends=%s", topic, len(out), ends)
        return out
    finally:
        consumer.close()
