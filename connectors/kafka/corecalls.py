"""Hebbian co-recalls (`memstream.corecall`) on an `EventPublisher`'s producer, best effort.

A co-recall is an observation the graph can do without: one that cannot be queued raises at
once (the caller drops it), and one the broker does not take is logged and counted lost,
never raised by the publisher's `flush()` to a retain's caller (whose own messages
`connectors/kafka/delivery.py` counts and waits for).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from confluent_kafka import KafkaError, KafkaException, Message, Producer

from memstream.connectors.kafka.delivery import DeliveryError
from memstream.corecall import CoRecall

#: The publisher's logger: a lost co-recall logs under the same name as its other news.
log = logging.getLogger("memstream.connectors.kafka.producer")


class CoRecalls:
    """Co-recalls onto `topic` through the producer `producer()` returns (looked up at every
    use: the publisher renews its producer); `lost` counts those that did not reach the log."""

    def __init__(self, topic: str, producer: Callable[[], Producer]) -> None:
        self.topic = topic
        self._producer = producer
        #: Hebbian co-recalls that did not reach the log (see `publish`).
        self.lost = 0

    def publish(self, corecall: CoRecall) -> None:
        """Queue a co-recall on the bank's partition and return at once. Best effort: a full
        local queue or a refusal raises `DeliveryError` (the caller drops the observation),
        and one the broker does not take is logged and counted in `lost`.

        The retain path's producer, not one of its own. A second producer once broke the
        durable log (a clashing producer id, then fatal out-of-order sequences; "Unknown
        broker error" for concurrent appends): the cause was the storage server losing the
        broker's concurrent updates, fixed since (`memstream.connectors.kafka.conditional`),
        and several producers now pass a burst (benchmarks/dlq_burst.py). One producer is
        still the cheaper path. A co-recall lands after the memories it names: they were in
        the log, acknowledged, before any recall could return them."""
        try:
            self._producer().produce(
                self.topic,
                key=corecall.kafka_key(),
                value=corecall.to_json_bytes(),
                on_delivery=self._on_delivery,
            )
        except (BufferError, KafkaException) as e:
            self.lost += 1
            raise DeliveryError(f"co-recall not queued: {e}") from e
        self._producer().poll(0)

    def _on_delivery(self, err: KafkaError | None, msg: Message) -> None:
        if err is not None:
            self.lost += 1
            log.warning("co-recall not delivered key=%r error=%s", msg.key(), err.str())
