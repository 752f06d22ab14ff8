"""The producer's flush waits for the publisher's own messages, never for co-recalls queued
beside them (they share the one producer of the process, and are best effort).

`HeldProducer` stands in for librdkafka's producer here: it acknowledges every message at the
next poll or flush, except co-recalls, which it holds as a broker that does not take them yet
would. The renewal of the producer after a broker lost its state is tested against the real
broker (test_kafka_durable.py).
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

from memstream.connectors.kafka.producer import EventPublisher
from memstream.corecall import CoRecall
from memstream.settings import KafkaSettings
from tests.fakes import event


class HeldProducer:
    """A producer whose broker acknowledges everything but co-recalls (see the module)."""

    def __init__(self) -> None:
        self.queue: list[tuple[bytes, Any]] = []

    def produce(self, topic: str, *, value: bytes, on_delivery: Any, **_: Any) -> None:
        self.queue.append((value, on_delivery))

    def __len__(self) -> int:
        return len(self.queue)

    def _serve(self) -> None:
        for value, report in [m for m in self.queue if b'"corecall"' not in m[0]]:
            self.queue.remove((value, report))
            report(None, None)

    def poll(self, timeout: float = 0) -> int:
        self._serve()
        return 0

    def flush(self, timeout: float = 0) -> int:
        self._serve()
        if self.queue:
            time.sleep(timeout)
        return len(self.queue)

    def purge(self, **_: Any) -> None:
        self.queue.clear()

    def close(self) -> None:
        self.queue.clear()


def test_a_publish_returns_with_its_acknowledgements_while_co_recalls_wait() -> None:
    """Before, `flush` waited for everything queued: a retain behind an unacknowledged
    co-recall ran into its timeout (DeliveryError) and renewed the producer."""
    pub = EventPublisher("127.0.0.1:1", KafkaSettings())
    held = HeldProducer()
    pub._producer = held  # type: ignore[assignment]
    at = datetime(2024, 6, 1, tzinfo=UTC)
    ids = (event(1).memory_id, event(2).memory_id)
    pub.publish_corecall(CoRecall.observe("bank-a", ids, at, 0.2, 60.0))
    assert pub.publish([event(1), event(2)], timeout_s=1.0) == 2
    pub.publish_raw(b"bank-a", event(3).to_json_bytes())
    pub.flush(1.0)
    assert (pub.acknowledged, pub.replaced, len(held)) == (3, 0, 1)  # the co-recall still waits
