"""Private files: opening the stores makes the data dir 0700 and every file in it 0600,
files the stores' libraries create later included, and tightens what an older version left."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from memstream.connectors.stores import open_stores
from memstream.settings import StoreSettings
from tests.fakes import memory


@pytest.fixture
def default_umask() -> Iterator[None]:
    """Start from a typical umask (022, group and others may read) and restore the old one."""
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def _loose(root: Path) -> list[str]:
    """Entries under `root` (itself included) that group or others may use."""
    out = []
    for p in [root, *root.rglob("*")]:
        st = p.lstat()
        if not stat.S_ISLNK(st.st_mode) and st.st_mode & 0o077:
            out.append(f"{p.relative_to(root.parent)} {stat.filemode(st.st_mode)}")
    return out


def test_store_files_are_private(tmp_path, graph_engine, default_umask) -> None:
    data = tmp_path / "data"
    old = data / "tantivy"
    old.mkdir(parents=True)
    (old / "from-an-older-version").write_text("bank text")
    assert _loose(data)  # 0755 / 0644 under umask 022

    settings = StoreSettings(data_dir=data, graph_engine=graph_engine)
    with open_stores(settings) as stores:
        m = replace(memory(1), tokens=np.ones((3, 384), np.float16), token_model="m")
        for store in (stores.vector, stores.bm25, stores.graph, stores.tokens):
            assert store is not None
            store.upsert([m])
        (data / "written-later.json").write_text("{}")  # e.g. the bank registry

    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    assert _loose(data) == []
    files = [p for p in data.rglob("*") if p.is_file()]
    assert len(files) > 5  # every store wrote something


def test_the_durable_log_is_private(tmp_path, default_umask) -> None:
    """The log storage server runs in its own process: it keeps its files private itself."""
    from memstream.connectors.kafka import EventPublisher, ensure_topics
    from memstream.connectors.kafka.broker import DURABLE, EmbeddedBroker
    from memstream.settings import BrokerSettings, KafkaSettings

    log_dir = tmp_path / "data" / "log"
    kafka = KafkaSettings(topic="private", dlq_topic="private.dlq")
    with EmbeddedBroker(BrokerSettings(storage_engine=DURABLE), log_dir=log_dir) as b:
        ensure_topics(b.bootstrap, kafka)
        with EventPublisher(b.bootstrap, kafka) as pub:
            pub.publish_raw(b"k", b"a bank's text")
    assert any(p.is_file() for p in (log_dir / "s3").rglob("*"))
    assert _loose(log_dir / "s3") == [] and _loose(log_dir / "localbucket.log") == []


def test_a_standalone_broker_keeps_its_data_dir_private(tmp_path: Path) -> None:
    """`memstream broker` from a fresh data dir under umask 022: the dir, its log and the
    broker.json other commands read are private as long as it runs."""
    import signal
    import subprocess
    import sys
    import time

    data = tmp_path / "data"
    env = {**os.environ, "MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS": ""}
    proc = subprocess.Popen(
        [sys.executable, "-m", "memstream.service.cli", "broker", "--data-dir", str(data)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=lambda: os.umask(0o022),
    )
    try:
        deadline = time.monotonic() + 60
        while not (data / "broker.json").exists():
            assert proc.poll() is None, "the broker exited"
            assert time.monotonic() < deadline, "no broker.json within 60 s"
            time.sleep(0.1)
        assert stat.S_IMODE(data.stat().st_mode) == 0o700
        assert stat.S_IMODE((data / "broker.json").stat().st_mode) == 0o600
        assert _loose(data) == []
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(30)
