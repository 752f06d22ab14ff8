"""`memstream node` as a process: it serves, and SIGTERM / SIGINT stop it cleanly (exit 0)
with everything retained still in the stores when it comes back."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memstream.client import MemstreamClient
from tests.api.conftest import chat_events

pytestmark = [pytest.mark.integration, pytest.mark.models]

READY = re.compile(r"API (http://127\.0\.0\.1:\d+)/v1")
KEY = re.compile(r"(ms_[A-Za-z0-9_-]{40,})")


def _start(data_dir: Path, log: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "COLUMNS": "200", "MEMSTREAM_KAFKA__TOPIC": "proc-events"}
    env["MEMSTREAM_KAFKA__DLQ_TOPIC"] = "proc-events.dlq"
    cmd = [
        sys.executable,
        "-m",
        "memstream.service.cli",
        "node",
        "--port",
        "0",
        "--data-dir",
        str(data_dir),
    ]
    return subprocess.Popen(cmd, stdout=log.open("wb"), stderr=subprocess.STDOUT, env=env)


def _wait_url(proc: subprocess.Popen[bytes], log: Path, timeout_s: float = 180) -> str:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        m = READY.search(log.read_text(errors="replace"))
        if m:
            return m.group(1)
        assert proc.poll() is None, f"node exited early:\n{log.read_text()[-3000:]}"
        time.sleep(0.2)
    raise AssertionError(f"node not ready in {timeout_s}s:\n{log.read_text()[-3000:]}")


def _stop(proc: subprocess.Popen[bytes], sig: int, log: Path) -> None:
    proc.send_signal(sig)
    try:
        rc = proc.wait(60)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise AssertionError(f"node ignored signal {sig}:\n{log.read_text()[-3000:]}") from None
    assert rc == 0, log.read_text()[-3000:]
    assert "node stopped" in log.read_text()


def test_sigterm_and_sigint_stop_the_node_cleanly(tmp_path: Path) -> None:
    data = tmp_path / "data"
    log1 = tmp_path / "node1.log"
    proc = _start(data, log1)
    try:
        url = _wait_url(proc, log1)
        key = KEY.search(log1.read_text()).group(1)  # the first admin key, printed once
        with MemstreamClient(url, key, timeout=60) as c:
            c.create_bank("proc")
            ids = c.retain("proc", chat_events(), wait=True).ids
            assert c.recall("proc", "Leo's dog", mode="HYBRID", limit=1).memories[0].id == ids[0]
        _stop(proc, signal.SIGTERM, log1)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert not (data / "broker.json").exists()  # the embedded broker went with it
    assert key not in (data / "api_keys.json").read_text()  # stored hashed

    log2 = tmp_path / "node2.log"
    proc = _start(data, log2)
    try:
        url = _wait_url(proc, log2)
        assert not KEY.search(log2.read_text())  # keys exist: no new admin key
        with MemstreamClient(url, key, timeout=60) as c:
            detail = c.bank("proc")
            assert (detail.counts.vector, detail.counts.bm25, detail.counts.graph_memories) == (
                5,
                5,
                5,
            )
            assert c.memory("proc", ids[2]).text == chat_events()[2]["text"]
        _stop(proc, signal.SIGINT, log2)
    finally:
        if proc.poll() is None:
            proc.kill()
