"""A running node whose broker goes away and comes back without its log (an external
in-memory broker restarted on its port): readiness answers from the background checks while
the broker is down, the flow counts as not consuming, retains fail fast (503 within the
producer's short probe), and once the broker is back the node
re-creates its topics (1 partition, not Tansu's auto-created 4; the cluster's bank topic too,
with the node's banks put back), reports the lost log
(`/ready` detail, `log_resets`) and re-reads the new log from its start: the events retained
after the restart are all ingested, none skipped."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memstream.connectors.kafka.admin import admin_client
from memstream.connectors.kafka.broker import EmbeddedBroker
from memstream.connectors.kafka.client import topic_partitions
from memstream.connectors.kafka.compacted import CompactedReader
from memstream.contract.schemas import EventIn, ForgetRequest
from memstream.service.facade import Unavailable
from memstream.service.node import Node
from memstream.settings import (
    MEMORY,
    BrokerSettings,
    FlowSettings,
    KafkaSettings,
    NodeSettings,
    Settings,
    StoreSettings,
)

pytestmark = [pytest.mark.integration, pytest.mark.models]

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def _events(first: int, n: int) -> list[EventIn]:
    return [
        EventIn(
            event_id=f"e{i}",
            text=f"note {i} about the garden",
            occurred_at=T0 + timedelta(minutes=i),
            conversation_id="c",
            sequence=i,
        )
        for i in range(first, first + n)
    ]


def _eventually(cond: Callable[[], bool], timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not cond():
        assert time.monotonic() < deadline, "condition not reached in time"
        time.sleep(0.2)


def _settings(data_dir: Path, bootstrap: str) -> Settings:
    return Settings(
        kafka=KafkaSettings(bootstrap_servers=bootstrap, topic="lost", dlq_topic="lost.dlq"),
        store=StoreSettings(
            data_dir=data_dir, graph_engine=os.environ.get("MEMSTREAM_GRAPH_ENGINE", "ladybug")
        ),
        flow=FlowSettings(snapshot_interval_s=0.2, source_batch_size=8),
        node=NodeSettings(check_interval_s=0.5, check_timeout_s=1.0, stall_after_s=5.0),
    )


def test_a_running_node_finds_a_lost_log_reports_it_and_rereads_it(
    tmp_path: Path, enricher
) -> None:
    first = EmbeddedBroker(BrokerSettings(storage_engine=MEMORY)).start()
    port = first.port
    second: EmbeddedBroker | None = None
    node = Node(_settings(tmp_path, first.bootstrap), enricher=enricher).start()
    svc = node.service
    try:
        svc.create_bank("garden")
        retained = svc.retain("garden", _events(0, 6), wait=True, timeout_s=60)
        assert retained.visible
        _eventually(lambda: node.flow.offsets.get(0) == 6)  # committed: the flow's offset is 6

        first.stop()  # the broker goes away with its log
        _eventually(lambda: not svc.ready().checks["broker"])
        ready = svc.ready()  # answered from the checks' cache, with their age
        assert not ready.ready and "no answer" in ready.detail["broker"]
        assert set(ready.age_s) >= {"broker", "flow"}
        _eventually(lambda: not svc.flow().running)  # alive, but not consuming
        assert "not consuming" in svc.ready().detail["flow"]
        # While the broker is known down a retain or a forget fails fast: a 503 after the
        # producer's own short probe (check_timeout_s), not after a 60 s acknowledgement wait.
        t0 = time.monotonic()
        with pytest.raises(Unavailable, match="is down"):
            svc.retain("garden", _events(50, 1))
        with pytest.raises(Unavailable, match="is down"):
            svc.forget("garden", ForgetRequest(memory_ids=retained.ids[:1]))
        assert time.monotonic() - t0 < 15
        assert node.publisher.refused_fast == 2

        second = EmbeddedBroker(BrokerSettings(port=port, storage_engine=MEMORY)).start()
        _eventually(lambda: svc.vitals().log_resets == 1)
        assert "lost its log" in svc.ready().detail["log"]
        # Retained after the restart: offsets 0..3 of the new log, below the old offset 6.
        after = svc.retain("garden", _events(100, 4), wait=True, timeout_s=60)
        assert after.visible is True
        _eventually(lambda: svc.ready().ready)
        assert topic_partitions(admin_client(second.bootstrap, node.settings.kafka), "lost") == [0]
        assert svc.vitals().partitions == {"lost": 1, "lost.dlq": 1}
        assert svc.vitals().log_resets == 1  # reported once, not on every check
        assert svc.bank("garden").counts.vector == 10
        # The cluster's bank topic came back with one partition, holding the node's bank.
        banks_topic = node.settings.cluster.banks_topic
        admin = admin_client(second.bootstrap, node.settings.kafka)
        _eventually(lambda: topic_partitions(admin, banks_topic) == [0])
        rows: dict[str, bytes | None] = {}
        reader = CompactedReader(
            second.bootstrap, node.settings.kafka, banks_topic, rows.__setitem__, group_id="t"
        ).start()
        try:
            _eventually(lambda: "garden" in rows)
        finally:
            reader.close()
    finally:
        node.stop()
        for b in (first, second):
            if b is not None:
                b.stop()
