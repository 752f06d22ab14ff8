"""Replay integration on the real Tansu broker: the test chat plus every kind of bad event.

The chat is tests/data/chat.json with filler (tests/chat.py): 444 turns in nine sessions.

- a clean run puts every valid event in all three stores exactly once and every bad one in
  the dead-letter topic with its reason;
- replaying the same topic again changes nothing;
- `kill -9` of the ingest process in the middle of a run, then a restart, ends with stores
  identical to the clean run.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memstream.connectors.kafka import (
    EmbeddedBroker,
    EventPublisher,
    ensure_topics,
    read_dead_letters,
)
from memstream.connectors.kafka.dlq import distinct
from memstream.connectors.stores import open_stores
from memstream.flows.runner import run_ingest
from memstream.settings import FlowSettings, KafkaSettings, Settings, StoreSettings
from tests.chat import BANK, FILLER, SESSIONS, chat_events

pytestmark = [pytest.mark.integration, pytest.mark.models]

EVENTS = 444

BAD: list[tuple[str, bytes | None]] = [
    ("empty", None),
    ("encoding", b"\xc3\x28 not utf-8"),
    ("json", b'{"event_id": "x", '),
    ("json", b'["a list"]'),
    ("version", json.dumps({"schema_version": 9, "bank": BANK, "event_id": "v"}).encode()),
    (
        "schema",
        json.dumps({"bank": BANK, "text": "no id", "occurred_at": "2023-05-08T10:00:00Z"}).encode(),
    ),
    (
        "schema",
        json.dumps(
            {"event_id": "n", "bank": BANK, "text": "naive", "occurred_at": "2023-05-08T10:00"}
        ).encode(),
    ),
    (
        "schema",
        json.dumps(
            {"event_id": "d", "bank": BANK, "text": "bad date", "occurred_at": "May 8th"}
        ).encode(),
    ),
    (
        "schema",
        json.dumps(
            {
                "event_id": "b",
                "bank": "no spaces allowed",
                "text": "t",
                "occurred_at": "2023-05-08T10:00:00Z",
            }
        ).encode(),
    ),
    (
        "schema",
        json.dumps(
            {
                "event_id": "f",
                "bank": BANK,
                "text": "t",
                "occurred_at": "2023-05-08T10:00:00Z",
                "fact_type": "gossip",
            }
        ).encode(),
    ),
    (
        "too_large",
        json.dumps(
            {
                "event_id": "l",
                "bank": BANK,
                "text": "x" * 20_000,
                "occurred_at": "2023-05-08T10:00:00Z",
            }
        ).encode(),
    ),
]


@pytest.fixture(scope="module")
def broker():
    with EmbeddedBroker() as b:
        yield b.bootstrap


def _settings(data_dir: Path, topic: str) -> Settings:
    return Settings(
        kafka=KafkaSettings(topic=topic, dlq_topic=f"{topic}.dlq"),
        store=StoreSettings(
            data_dir=data_dir, graph_engine=os.environ.get("MEMSTREAM_GRAPH_ENGINE", "ladybug")
        ),
        flow=FlowSettings(snapshot_interval_s=0.5, source_batch_size=16),
    )


@pytest.fixture(scope="module")
def published(broker):
    """The chat with the bad records spread through it, and one duplicate delivery."""
    topic = "replay-chat"
    settings = _settings(Path("/nonexistent"), topic)
    events = chat_events(FILLER)
    assert len(events) == EVENTS and len(events) > 40 * len(BAD)  # room for every bad record
    ensure_topics(broker, settings.kafka)
    with EventPublisher(broker, settings.kafka) as pub:
        for i, ev in enumerate(events):
            pub.publish_raw(ev.kafka_key(), ev.to_json_bytes())
            if i % 40 == 0 and i // 40 < len(BAD):
                pub.publish_raw(b"bad", BAD[i // 40][1])
        pub.publish_raw(events[7].kafka_key(), events[7].to_json_bytes())  # duplicate delivery
        pub.flush()
    return topic, sorted(e.memory_id for e in events)


def _ingest(settings: Settings, broker: str, enricher, *, from_beginning: bool = False) -> dict:
    with open_stores(settings.store) as stores:
        run_ingest(
            settings, broker, stores, enricher, until_eof=True, from_beginning=from_beginning
        )
        return stores.fingerprint(BANK)


@pytest.fixture(scope="module")
def clean_run(broker, published, enricher, tmp_path_factory):
    topic, _ = published
    settings = _settings(tmp_path_factory.mktemp("clean"), topic)
    return settings, _ingest(settings, broker, enricher)


def test_every_valid_event_in_every_store_exactly_once(clean_run, published) -> None:
    settings, fp = clean_run
    _, ids = published
    assert [p[0] for p in fp["vector"]] == ids
    assert fp["bm25"] == ids
    assert sorted(m["id"] for m in fp["graph"]["memories"]) == ids
    assert len(fp["graph"]["next"]) == len(ids) - 1  # one conversation, one chain
    assert len(fp["graph"]["episodes"]) == SESSIONS
    with open_stores(settings.store) as stores:
        assert stores.banks() == [BANK]


def test_every_bad_event_is_dead_lettered_with_its_reason(clean_run, broker) -> None:
    settings, _ = clean_run
    letters = distinct(read_dead_letters(broker, settings.kafka))
    assert [(d.kind, d.value) for d in letters] == [(kind, raw) for kind, raw in BAD]
    for d in letters:
        assert d.reason and d.source_topic == settings.kafka.topic and d.source_offset >= 0
    assert [d.bank for d in letters if d.kind in ("version", "too_large")] == [BANK, BANK]


def test_replaying_the_topic_changes_nothing(clean_run, broker, enricher) -> None:
    settings, before = clean_run
    assert _ingest(settings, broker, enricher, from_beginning=True) == before


def _ingest_process(settings: Settings, broker: str) -> subprocess.Popen[str]:
    env = {
        **os.environ,
        "MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS": broker,
        "MEMSTREAM_KAFKA__TOPIC": settings.kafka.topic,
        "MEMSTREAM_KAFKA__DLQ_TOPIC": settings.kafka.dlq_topic,
        "MEMSTREAM_STORE__DATA_DIR": str(settings.store.data_dir),
        "MEMSTREAM_STORE__GRAPH_ENGINE": settings.store.graph_engine,
        "MEMSTREAM_FLOW__SNAPSHOT_INTERVAL_S": "0.5",
        "MEMSTREAM_FLOW__SOURCE_BATCH_SIZE": "16",
        "HF_HUB_OFFLINE": "1",
    }
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "memstream.service.cli",
            "ingest",
            "--until-eof",
            "--progress-every",
            "0",
        ],
        env=env,
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
    )


def test_kill_9_mid_run_then_restart_matches_the_clean_run(clean_run, broker, tmp_path) -> None:
    clean_settings, expected = clean_run
    settings = _settings(tmp_path / "killed", clean_settings.kafka.topic)

    proc = _ingest_process(settings, broker)
    written = 0
    assert proc.stderr is not None
    deadline = time.monotonic() + 240
    for line in proc.stderr:
        m = re.search(r"vector=(\d+)", line)
        if m:
            written = int(m.group(1))
        if written >= 100 or time.monotonic() > deadline:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(30)
    assert 100 <= written < EVENTS, f"killed at {written} memories: not in the middle of the run"

    again = _ingest_process(settings, broker)
    _, err = again.communicate(timeout=300)
    assert again.returncode == 0, err[-3000:]
    with open_stores(settings.store) as stores:
        assert stores.fingerprint(BANK) == expected
