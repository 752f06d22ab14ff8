"""Real `memstream node` processes for the cluster tests: start, wait, ask, stop, kill -9."""

from __future__ import annotations

import hashlib
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Self

import httpx

from memstream.connectors.kafka.process import free_port
from memstream.settings import KafkaSettings

ADMIN_KEY = "ms_" + "k" * 43
READY = re.compile(r"API (http://127\.0\.0\.1:\d+)/v1")


def cluster_env(bootstrap: str, kafka: KafkaSettings, name: str, **extra: str) -> dict[str, str]:
    """The environment of every node of cluster `name` (small heartbeats, fast snapshots)."""
    env = {
        **os.environ,
        "MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS": bootstrap,
        "MEMSTREAM_KAFKA__TOPIC": kafka.topic,
        "MEMSTREAM_KAFKA__DLQ_TOPIC": kafka.dlq_topic,
        "MEMSTREAM_KAFKA__PARTITIONS": str(kafka.partitions),
        "MEMSTREAM_CLUSTER__NAME": name,
        "MEMSTREAM_CLUSTER__HEARTBEAT_S": "0.5",
        "MEMSTREAM_CLUSTER__MEMBER_TTL_S": "5",
        "MEMSTREAM_CLUSTER__READY_LAG": "0",
        "MEMSTREAM_API__ADMIN_KEY_SHA256": hashlib.sha256(ADMIN_KEY.encode()).hexdigest(),
        "MEMSTREAM_FLOW__SNAPSHOT_INTERVAL_S": "0.5",
        "MEMSTREAM_RECALL__HEBBIAN_LEARNING": "false",  # recall must not change the stores
        "MEMSTREAM_MODELS__TORCH_THREADS": "1",
    }
    env.update({f"MEMSTREAM_{k.upper()}": v for k, v in extra.items()})
    return env


class NodeProc:
    def __init__(
        self, node_id: str, env: dict[str, str], data: Path, log: Path, replica_set: int = 0
    ) -> None:
        self.node_id = node_id
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.data = data
        self.log = log
        env = {**env, "MEMSTREAM_CLUSTER__NODE_ID": node_id, "COLUMNS": "200"}
        env["MEMSTREAM_CLUSTER__ADVERTISED_URL"] = self.url
        env["MEMSTREAM_CLUSTER__REPLICA_SET"] = str(replica_set)
        cmd = [sys.executable, "-m", "memstream.service.cli", "node", "--port", str(self.port)]
        cmd += ["--data-dir", str(data)]
        self.proc = subprocess.Popen(cmd, stdout=log.open("wb"), stderr=subprocess.STDOUT, env=env)

    def wait_up(self, timeout_s: float = 300) -> None:
        deadline = time.monotonic() + timeout_s
        while not READY.search(self.log.read_text(errors="replace")):
            assert self.proc.poll() is None, f"{self.node_id} exited:\n{self.tail()}"
            assert time.monotonic() < deadline, f"{self.node_id} not up:\n{self.tail()}"
            time.sleep(0.3)

    def request(
        self,
        method: str,
        path: str,
        key: str = ADMIN_KEY,
        headers: dict[str, str] | None = None,
        **kw: Any,
    ) -> httpx.Response:
        headers = {"X-API-Key": key, **(headers or {})}
        return httpx.request(method, self.url + path, headers=headers, timeout=60, **kw)

    def get(self, path: str, **kw: Any) -> httpx.Response:
        return self.request("GET", path, **kw)

    def post(self, path: str, body: Any, **kw: Any) -> httpx.Response:
        return self.request("POST", path, json=body, **kw)

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]

    def stop(self, timeout_s: float = 120) -> None:
        """SIGTERM: the node leaves its group and the members table, then exits."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            self.proc.wait(timeout_s)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(30)


def until(check: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, f"timed out: {what}"
        time.sleep(0.5)


def counts(node: NodeProc, bank: str) -> int | None:
    r = node.get(f"/v1/banks/{bank}")
    return r.json()["counts"]["vector"] if r.status_code == 200 else None


def recall(node: NodeProc, bank: str, question: str) -> list[str]:
    """The top 5 ids in SPLADE_VECTOR: dense and sparse scores depend only on the bank's own
    memories, so two owners that ran the same flow answer exactly alike. (BM25's statistics
    are Tantivy's, over every memory a node holds, old versions included until a merge: a
    mode with BM25 can order near-ties differently on nodes with other partitions.)"""
    body = {"text": question, "mode": "SPLADE_VECTOR", "limit": 5}
    r = node.post(f"/v1/banks/{bank}/recall", body)
    assert r.status_code == 200, r.text
    return [m["id"] for m in r.json()["memories"]]


def owners(node: NodeProc) -> dict[int, dict[int, tuple[str, str]]]:
    """partition -> replica set -> (owner, state), from the node's GET /v1/cluster."""
    view = node.get("/v1/cluster").json()
    return {
        p["partition"]: {o["replica_set"]: (o["node_id"], o["state"]) for o in p["owners"]}
        for p in view["table"]
    }


class Loop:
    """A background loop over `step` until stopped; keeps every failure with its time."""

    def __init__(self) -> None:
        self.done = 0
        self.failures: list[tuple[float, str]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(120)

    def _run(self) -> None:
        while not self._stop.is_set() and self.step():
            self.done += 1

    def step(self) -> bool:
        raise NotImplementedError

    def fail(self, what: str) -> None:
        self.failures.append((time.monotonic(), what))
