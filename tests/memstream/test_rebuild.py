"""Lost stores are found and rebuilt from the log (issue 23).

A node whose store files were deleted while it was stopped (its `recovery/` and its durable log
kept) finds them lost at its start, says so in the log and in /ready while it rebuilds them from
the log, and ends with the stores it had (forgets replayed too). `memstream rebuild` does it on
demand for a stopped node's data dir, moving the old files aside, and refuses a log that is not
the one the stores were built from.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from typer.testing import CliRunner

from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.connectors.stores import open_stores
from memstream.contract.schemas import EventIn, ForgetRequest
from memstream.errors import MemstreamError, StoreUnavailable
from memstream.flows.lost import StoreManifest, manifest_path, saved_offsets
from memstream.flows.runner import run_ingest
from memstream.service.cli import app
from memstream.service.node import Node
from memstream.service.rebuild import rebuild_data_dir
from memstream.settings import (
    DURABLE,
    BrokerSettings,
    FlowSettings,
    KafkaSettings,
    NodeSettings,
    Settings,
    StoreSettings,
)
from memstream.tombstone import ForgetEvent, ForgetScope
from tests.fakes import HashEnricher, event

pytestmark = pytest.mark.integration

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
STORE_FILES = ("qdrant", "tantivy", "graph.", "tokens.sqlite")


def _eventually(cond: Callable[[], bool], timeout_s: float = 120.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not cond():
        assert time.monotonic() < deadline, "condition not reached in time"
        time.sleep(0.2)


def _delete_store_files(data_dir: Path) -> list[str]:
    gone = []
    for path in sorted(data_dir.iterdir()):
        if path.name.startswith(STORE_FILES):
            shutil.rmtree(path) if path.is_dir() else path.unlink()
            gone.append(path.name)
    return gone


def _node_settings(data_dir: Path) -> Settings:
    return Settings(
        kafka=KafkaSettings(topic="rebuild", dlq_topic="rebuild.dlq"),
        store=StoreSettings(
            data_dir=data_dir, graph_engine=os.environ.get("MEMSTREAM_GRAPH_ENGINE", "ladybug")
        ),
        flow=FlowSettings(snapshot_interval_s=0.2, source_batch_size=8),
        # The first round of the checks' thread comes 2 s after the start: /ready answers
        # from the start's own round until then.
        node=NodeSettings(check_interval_s=2.0, check_timeout_s=1.0),
    )


@pytest.mark.models
def test_a_node_rebuilds_deleted_store_files_from_the_log(
    tmp_path: Path, enricher, caplog: pytest.LogCaptureFixture
) -> None:
    settings = _node_settings(tmp_path)  # the embedded broker, its log durable in tmp_path
    node = Node(settings, enricher=enricher).start()
    try:
        svc = node.service
        svc.create_bank("garden")
        events = [
            EventIn(
                event_id=f"e{i}", text=f"Ann planted tomato number {i} in the garden",
                occurred_at=T0 + timedelta(minutes=i), conversation_id="c", sequence=i,
            )
            for i in range(24)
        ]  # fmt: skip
        retained = svc.retain("garden", events, wait=True, timeout_s=60)
        assert retained.visible
        forgot = ForgetRequest(memory_ids=retained.ids[:3])
        assert svc.forget("garden", forgot, wait=True, timeout_s=60).applied
        _eventually(lambda: sum(saved_offsets(settings.recovery_dir).values()) == 25)
        before = node.stores.fingerprint("garden")
        assert len(before["bm25"]) == 21
        vitals = node.service.vitals()
        assert (vitals.store_rebuilds, vitals.rebuilding) == (0, False)
    finally:
        node.stop()
    assert StoreManifest(manifest_path(settings)).recorded() == dict.fromkeys(
        ("vector", "bm25", "graph", "tokens"), True
    )

    gone = _delete_store_files(tmp_path)  # recovery/ and log/ stay
    assert gone and (tmp_path / "recovery").is_dir()
    caplog.set_level(logging.INFO)
    node = Node(settings, enricher=enricher).start()
    try:
        ready = node.service.ready()  # the start's own round of checks
        assert not ready.ready
        assert "rebuilding the stores from the log" in (ready.detail.get("stores") or "")
        errors = [r.message for r in caplog.records if r.levelno == logging.ERROR]
        lost = [m for m in errors if "stores lost" in m]
        assert lost and "vector, bm25, graph, tokens" in lost[0]
        vitals = node.service.vitals()  # what /metrics reads
        assert (vitals.store_rebuilds, vitals.rebuilding) == (1, True)
        _eventually(lambda: node.service.ready().ready)
        assert not node.service.vitals().rebuilding
        assert any("stores rebuilt from the log" in r.message for r in caplog.records)
        assert node.stores.fingerprint("garden") == before  # the forgets replayed too
    finally:
        node.stop()


# -- on demand: memstream rebuild --------------------------------------------------------------


def _data_dir(root: Path) -> Settings:
    topic = f"rb-{uuid.uuid4().hex[:8]}"
    return Settings(
        kafka=KafkaSettings(topic=topic, dlq_topic=f"{topic}.dlq", partitions=2),
        store=StoreSettings(data_dir=root / "data"),
        flow=FlowSettings(snapshot_interval_s=0.2, source_batch_size=4),
        broker=BrokerSettings(storage_engine=DURABLE),
    )


HOLD = """
import sys, time
from memstream.connectors.stores import open_stores
from memstream.settings import StoreSettings
with open_stores(StoreSettings(data_dir=sys.argv[1])):
    print("open", flush=True)
    time.sleep(60)
"""


@contextmanager
def _holder(data_dir: Path) -> Iterator[None]:
    """Another process holding the stores, as a running node does."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(data_dir)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
        yield
    finally:
        holder.kill()
        holder.wait()


def test_rebuild_moves_the_stores_aside_and_rebuilds_them_from_the_log(tmp_path: Path) -> None:
    settings = _data_dir(tmp_path)
    enricher = HashEnricher()
    with EmbeddedBroker(settings.broker, log_dir=settings.store.data_dir / "log") as b:
        ensure_topics(b.bootstrap, settings.kafka)
        with EventPublisher(b.bootstrap, settings.kafka) as pub:
            pub.publish([event(i, bank=f"b{i % 2}") for i in range(16)])
            pub.publish_forget(ForgetEvent.issue("b0", ForgetScope.MEMORY, memory_ids=[
                event(0, bank="b0").memory_id
            ]))  # fmt: skip
            pub.publish_raw(b"b1", b"not json")
        with open_stores(settings.store) as stores:
            run_ingest(settings, b.bootstrap, stores, enricher, until_eof=True)  # type: ignore[arg-type]
            before = {bank: stores.fingerprint(bank) for bank in ("b0", "b1")}
        # A running node holds the stores: refused.
        with _holder(settings.store.data_dir), pytest.raises(StoreUnavailable, match="stop the"):
            rebuild_data_dir(settings, b.bootstrap, enricher)  # type: ignore[arg-type]
        assert not list(settings.store.data_dir.glob("stores-before-rebuild-*"))
        shutil.rmtree(settings.store.bm25_dir)  # damaged: one store lost

        report = rebuild_data_dir(settings, b.bootstrap, enricher)  # type: ignore[arg-type]

        assert report.records == 18
        assert report.moved_to is not None and (report.moved_to / "qdrant").is_dir()
        with open_stores(settings.store) as stores:
            assert {bank: stores.fingerprint(bank) for bank in ("b0", "b1")} == before
        assert StoreManifest(manifest_path(settings)).recorded() == dict.fromkeys(
            ("vector", "bm25", "graph", "tokens"), True
        )

    # Another log under the same name (a broker that lost it): refused, the stores stay.
    with EmbeddedBroker() as other:
        ensure_topics(other.bootstrap, settings.kafka)
        with EventPublisher(other.bootstrap, settings.kafka) as pub:
            pub.publish([event(99, bank="b0")])
        with pytest.raises(MemstreamError, match="is a new log"):
            rebuild_data_dir(settings, other.bootstrap, enricher)  # type: ignore[arg-type]
    assert settings.store.vector_dir.is_dir()


def test_the_rebuild_command_refuses_a_data_dir_without_a_log(tmp_path: Path) -> None:
    env = {"MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS": "", "COLUMNS": "200"}
    runner = CliRunner()
    r = runner.invoke(app, ["rebuild", "--data-dir", str(tmp_path / "none")], env=env)
    assert r.exit_code == 1 and "nothing to rebuild" in str(r.exception)
    # A data dir whose log holds no events topic: the embedded broker starts, the check
    # refuses before any model loads, and nothing is moved.
    (tmp_path / "data").mkdir()
    r = runner.invoke(app, ["rebuild", "--data-dir", str(tmp_path / "data")], env=env)
    assert r.exit_code == 1 and "does not exist" in str(r.exception), r.output
    assert not list((tmp_path / "data").glob("stores-before-rebuild-*"))
    assert "rebuild" in runner.invoke(app, ["--help"], env=env).output
