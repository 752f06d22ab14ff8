"""A broker that lost its log: the flow re-reads the new log from its start, no silent gap."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memstream.connectors.kafka.admin import ensure_topics
from memstream.connectors.kafka.broker import EmbeddedBroker
from memstream.connectors.kafka.identity import LogIdentity, behind_log_end
from memstream.connectors.kafka.producer import EventPublisher
from memstream.connectors.stores import open_stores
from memstream.events import MemoryEvent
from memstream.flows.runner import run_ingest
from memstream.settings import (
    MEMORY,
    BrokerSettings,
    FlowSettings,
    KafkaSettings,
    Settings,
    StoreSettings,
)

pytestmark = [pytest.mark.integration, pytest.mark.models]

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def _events(ids: range) -> list[MemoryEvent]:
    return [
        MemoryEvent(
            event_id=f"e{i}", bank="gap", text=f"note {i} about the garden",
            occurred_at=T0 + timedelta(minutes=i),
        )
        for i in ids
    ]  # fmt: skip


def _settings(data_dir: Path) -> Settings:
    return Settings(
        kafka=KafkaSettings(topic="gap", dlq_topic="gap.dlq", partitions=1),
        store=StoreSettings(
            data_dir=data_dir, graph_engine=os.environ.get("MEMSTREAM_GRAPH_ENGINE", "ladybug")
        ),
        flow=FlowSettings(snapshot_interval_s=0.2, source_batch_size=8),
    )


def _run(settings: Settings, events: list[MemoryEvent], enricher) -> set[str]:
    """A fresh in-memory broker holding just `events`; ingest to its end; the bank's ids."""
    with EmbeddedBroker(BrokerSettings(storage_engine=MEMORY)) as b:
        ensure_topics(b.bootstrap, settings.kafka)
        with EventPublisher(b.bootstrap, settings.kafka) as pub:
            pub.publish(events)
        with open_stores(settings.store) as stores:
            run_ingest(settings, b.bootstrap, stores, enricher, until_eof=True)
            return {point[0] for point in stores.fingerprint("gap")["vector"]}


def test_a_new_log_under_the_same_name_is_read_from_its_start(tmp_path: Path, enricher) -> None:
    settings = _settings(tmp_path)
    first = _run(settings, _events(range(0, 12)), enricher)
    assert len(first) == 12
    # The broker lost its log; the new one holds fewer events than the saved offset (12):
    # resuming there would skip all of them.
    second = _run(settings, _events(range(100, 105)), enricher)
    assert {e.memory_id for e in _events(range(100, 105))} <= second


def test_identity_file_and_gap_check(tmp_path: Path) -> None:
    identity = LogIdentity(tmp_path / "id.json")
    assert identity.recorded() is None and not identity.changed("a")
    identity.record("a")
    assert not identity.changed("a") and identity.changed("b") and not identity.changed(None)
    assert behind_log_end({0: 12, 1: 3}, {0: 5, 1: 3}) == {0: 12}
