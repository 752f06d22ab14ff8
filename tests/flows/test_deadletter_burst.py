"""A burst of 1,000 dead letters on the node's own broker (durable embedded log) never stops
the flow, while another producer of the process (the API's retains) appends beside it.

Issue 23: under such a burst the dead-letter producer failed fatally with
OUT_OF_ORDER_SEQUENCE_NUMBER and the flow crashed. The cause was the log's storage server
losing the broker's concurrent updates (`connectors.kafka.conditional`).
"""

from __future__ import annotations

import threading
import uuid
from pathlib import Path

import pytest

from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.connectors.kafka.dlq import distinct, read_dead_letters
from memstream.connectors.stores import open_stores
from memstream.flows.runner import run_ingest
from memstream.settings import (
    DURABLE,
    BrokerSettings,
    FlowSettings,
    KafkaSettings,
    Settings,
    StoreSettings,
)
from tests.fakes import HashEnricher, event

pytestmark = pytest.mark.integration

LETTERS = 1_000


def _settings(data_dir: Path) -> Settings:
    topic = f"burst-{uuid.uuid4().hex[:8]}"
    return Settings(
        kafka=KafkaSettings(topic=topic, dlq_topic=f"{topic}.dlq", partitions=2),
        store=StoreSettings(data_dir=data_dir),
        # Small source batches: one acknowledged dead-letter batch per few records.
        flow=FlowSettings(snapshot_interval_s=0.5, source_batch_size=10),
    )


def _retains(bootstrap: str, kafka: KafkaSettings, stop: threading.Event) -> int:
    """What the API does beside the flow: an idempotent producer's small acknowledged
    batches on the events topic's partitions (here a side topic, so the flow does not
    read them)."""
    sent = 0
    with EventPublisher(bootstrap, kafka, topic=kafka.topic + ".side", linger_ms=0) as pub:
        while not stop.is_set():
            for i in range(5):
                pub.publish_raw(f"bank-{i % 2}".encode(), event(sent + i).to_json_bytes())
            pub.flush(30)
            sent += 5
    return sent


@pytest.mark.parametrize("workers", [1, 2])
def test_a_burst_of_dead_letters_never_stops_the_flow(tmp_path: Path, workers: int) -> None:
    settings = _settings(tmp_path / "data")
    broker = EmbeddedBroker(BrokerSettings(storage_engine=DURABLE), log_dir=tmp_path / "log")
    with broker:
        side = settings.kafka.model_copy(update={"topic": settings.kafka.topic + ".side"})
        ensure_topics(broker.bootstrap, settings.kafka)
        ensure_topics(broker.bootstrap, side)
        with EventPublisher(broker.bootstrap, settings.kafka) as pub:
            for i in range(LETTERS):
                pub.publish_raw(f"bank-{i % 7}".encode(), b"not json %d" % i)
            pub.publish([event(i, bank=f"bank-{i % 3}") for i in range(20)])

        stop = threading.Event()
        sent: list[int] = []
        beside = threading.Thread(
            target=lambda: sent.append(_retains(broker.bootstrap, settings.kafka, stop))
        )
        beside.start()
        try:
            with open_stores(settings.store) as stores:
                # A flow failure raises here (the dead-letter sink's DeliveryError).
                run_ingest(
                    settings, broker.bootstrap, stores, HashEnricher(),  # type: ignore[arg-type]
                    until_eof=True, workers=workers,
                )  # fmt: skip
                stored = stores.fingerprint("bank-0")["bm25"]
        finally:
            stop.set()
            beside.join(60)
        letters = read_dead_letters(broker.bootstrap, settings.kafka)

    assert sent and sent[0] > 0  # the other producer really ran beside the burst
    unique = distinct(letters)
    assert len(unique) == LETTERS, f"{len(unique)} of {LETTERS} letters on the DLQ topic"
    assert {d.kind for d in unique} == {"json"}
    assert len(stored) == 7  # the good events went on to the stores (ids 0, 3, ..., 18)
