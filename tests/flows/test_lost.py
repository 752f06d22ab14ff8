"""Lost stores found at a start (memstream.flows.lost): the flow's saved offsets read from
Bytewax's recovery store, the manifest the writer keeps, and which stores count as lost."""

from __future__ import annotations

import shutil
import uuid
from pathlib import Path

import pytest

from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.connectors.kafka.offsets import log_end_offsets
from memstream.connectors.stores import TOKENS_FILE, open_stores
from memstream.flows.lost import StoreManifest, find_lost, held, manifest_path, saved_offsets
from memstream.flows.runner import run_ingest
from memstream.settings import FlowSettings, KafkaSettings, Settings, StoreSettings
from tests.fakes import HashEnricher, event

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def broker():
    with EmbeddedBroker() as b:
        yield b.bootstrap


def _ingested(broker: str, data_dir: Path) -> Settings:
    """A data dir whose flow read 20 events and a bad record over 2 partitions."""
    topic = f"lost-{uuid.uuid4().hex[:8]}"
    settings = Settings(
        kafka=KafkaSettings(topic=topic, dlq_topic=f"{topic}.dlq", partitions=2),
        store=StoreSettings(data_dir=data_dir),
        flow=FlowSettings(snapshot_interval_s=0.2, source_batch_size=4),
    )
    ensure_topics(broker, settings.kafka)
    with EventPublisher(broker, settings.kafka) as pub:
        pub.publish([event(i, bank=f"b{i % 3}") for i in range(20)])
        pub.publish_raw(b"b0", b"not json")
    with open_stores(settings.store) as stores:
        run_ingest(settings, broker, stores, HashEnricher(), until_eof=True)  # type: ignore[arg-type]
    return settings


def _delete(settings: Settings, *names: str) -> None:
    paths = {
        "vector": settings.store.vector_dir,
        "bm25": settings.store.bm25_dir,
        "graph": settings.store.graph_path,
        "tokens": settings.store.data_dir / TOKENS_FILE,
    }
    for name in names:
        path = paths[name]
        shutil.rmtree(path) if path.is_dir() else path.unlink()


def test_saved_offsets_are_where_the_flow_resumes(broker: str, tmp_path: Path) -> None:
    settings = _ingested(broker, tmp_path)
    ends = log_end_offsets(broker, settings.kafka.topic, settings.kafka)
    saved = saved_offsets(settings.recovery_dir)
    topic = settings.kafka.topic
    assert saved == {f"{p}-{topic}": end for p, end in ends.items() if end > 0}
    assert sum(saved.values()) == 21
    assert saved_offsets(tmp_path / "nothing-here") == {}


def test_deleted_store_files_are_found_lost(broker: str, tmp_path: Path) -> None:
    settings = _ingested(broker, tmp_path)
    manifest = StoreManifest(manifest_path(settings))
    with open_stores(settings.store) as stores:
        assert find_lost(settings, stores) is None  # all there
        manifest.record(held(stores))
    assert manifest.recorded() == {"vector": True, "bm25": True, "graph": True, "tokens": True}

    _delete(settings, "vector", "bm25", "graph", "tokens")  # recovery/ stays
    with open_stores(settings.store) as stores:
        lost = find_lost(settings, stores)
    assert lost is not None and lost.stores == ("vector", "bm25", "graph", "tokens")
    assert sum(lost.offsets.values()) == 21
    assert "hold no memory" in lost.describe()


def test_one_recall_store_lost_is_found_without_a_manifest(broker: str, tmp_path: Path) -> None:
    """A data dir from before the manifest: a recall store empty beside full ones is lost."""
    settings = _ingested(broker, tmp_path)
    assert not manifest_path(settings).exists()  # run_ingest alone keeps none
    _delete(settings, "bm25")
    with open_stores(settings.store) as stores:
        lost = find_lost(settings, stores)
    assert lost is not None and lost.stores == ("bm25",)


def test_nothing_is_lost_without_saved_offsets_or_when_all_were_empty(
    broker: str, tmp_path: Path
) -> None:
    settings = _ingested(broker, tmp_path)
    manifest = StoreManifest(manifest_path(settings))
    manifest.record({"vector": False, "bm25": False, "graph": False, "tokens": False})
    _delete(settings, "vector", "bm25", "graph", "tokens")
    with open_stores(settings.store) as stores:
        # Forgets emptied every store, as the manifest says: nothing to rebuild.
        assert find_lost(settings, stores) is None
        manifest.record({"vector": True})
        assert find_lost(settings, stores) is not None
        shutil.rmtree(settings.recovery_dir)  # no saved offsets: the flow reads from the start
        assert find_lost(settings, stores) is None


def test_the_manifest_marks_a_store_once(tmp_path: Path) -> None:
    manifest = StoreManifest(tmp_path / "recovery-stores.json")
    assert manifest.recorded() is None
    manifest.written("bm25")
    assert manifest.recorded() == {"vector": False, "bm25": True, "graph": False, "tokens": False}
    (tmp_path / "recovery-stores.json").write_text("{}")  # marked: not read or written again
    manifest.written("bm25")
    assert manifest.recorded() is None  # a manifest that cannot be read counts as none
