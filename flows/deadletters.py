"""The dead-letter sink: publishes the flow's dead letters and waits until the broker has them.

Unlike Bytewax's `KafkaSink`, a letter the broker refuses is an error, not a silent loss: the
flow stops before its offsets move past the bad records, and its restart sends them again
(readers count one letter per source position: `memstream.connectors.kafka.dlq.distinct`).
"""

from __future__ import annotations

import logging

from bytewax.connectors.kafka import KafkaSinkMessage
from bytewax.outputs import DynamicSink, StatelessSinkPartition

from memstream.connectors.kafka.producer import EventPublisher
from memstream.errors import MemstreamError
from memstream.settings import KafkaSettings

log = logging.getLogger(__name__)

DlqMessage = KafkaSinkMessage[bytes | None, bytes | None]


class _DeadLetterPartition(StatelessSinkPartition[DlqMessage]):
    def __init__(self, publisher: EventPublisher, timeout_s: float) -> None:
        self._pub = publisher
        self._timeout_s = timeout_s

    def write_batch(self, items: list[DlqMessage]) -> None:
        for m in items:
            self._pub.publish_raw(m.key, m.value, m.headers, topic=m.topic)
        self._pub.flush(self._timeout_s)  # DeliveryError for any letter the broker refused

    def close(self) -> None:
        try:
            self._pub.close(self._timeout_s)
        except MemstreamError as e:
            log.error("dead letters not delivered at close: %s", e)


class DeadLetterSink(DynamicSink[DlqMessage]):
    """Publishes dead letters to `kafka.dlq_topic`, one acknowledged batch at a time."""

    def __init__(self, bootstrap: str, kafka: KafkaSettings, timeout_s: float = 30.0) -> None:
        self._bootstrap = bootstrap
        self._kafka = kafka
        self._timeout_s = timeout_s

    def build(self, step_id: str, worker_index: int, worker_count: int) -> _DeadLetterPartition:
        publisher = EventPublisher(self._bootstrap, self._kafka, topic=self._kafka.dlq_topic)
        return _DeadLetterPartition(publisher, self._timeout_s)
