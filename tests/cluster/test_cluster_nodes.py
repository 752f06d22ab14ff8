"""Two real `memstream node` processes on one real broker: banks sharded by partition, any
node answers for any bank, and after `kill -9` of one node the other takes its partitions,
replays them from the log and answers exactly as before (a single node over the same events).
"""

from __future__ import annotations

import hashlib
import os
import re
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.connectors.kafka.process import free_port
from memstream.placement import partition_of
from memstream.settings import KafkaSettings
from tests.chat import chat_events

pytestmark = [pytest.mark.integration, pytest.mark.models]

PARTITIONS = 4
BANKS = [f"user-{i}" for i in range(5)]
TURNS = 30  # per bank: 150 events in all, enough to spread and cheap on 2 cores
ADMIN_KEY = "ms_" + "k" * 43
READY = re.compile(r"API (http://127\.0\.0\.1:\d+)/v1")
QUESTIONS = ["What did Noor cook?", "Where did Emeka travel?", "a book recommendation"]


@pytest.fixture(scope="module")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    log_path: Path = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with EmbeddedBroker(log_path=log_path) as b:
        yield b


class NodeProc:
    def __init__(self, node_id: str, env: dict[str, str], data: Path, log: Path) -> None:
        self.node_id = node_id
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log
        env = {**env, "MEMSTREAM_CLUSTER__NODE_ID": node_id, "COLUMNS": "200"}
        env["MEMSTREAM_CLUSTER__ADVERTISED_URL"] = self.url
        cmd = [sys.executable, "-m", "memstream.service.cli", "node", "--port", str(self.port)]
        cmd += ["--data-dir", str(data)]
        self.proc = subprocess.Popen(cmd, stdout=log.open("wb"), stderr=subprocess.STDOUT, env=env)

    def wait_up(self, timeout_s: float = 240) -> None:
        deadline = time.monotonic() + timeout_s
        while not READY.search(self.log.read_text(errors="replace")):
            assert self.proc.poll() is None, f"{self.node_id} exited:\n{self.tail()}"
            assert time.monotonic() < deadline, f"{self.node_id} not up:\n{self.tail()}"
            time.sleep(0.3)

    def get(self, path: str, **kw: Any) -> httpx.Response:
        return httpx.get(self.url + path, headers={"X-API-Key": ADMIN_KEY}, timeout=60, **kw)

    def post(self, path: str, body: Any) -> httpx.Response:
        return httpx.post(self.url + path, json=body, headers={"X-API-Key": ADMIN_KEY}, timeout=60)

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(30)


def _until(check: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, f"timed out: {what}"
        time.sleep(0.5)


def _counts(node: NodeProc, bank: str) -> int | None:
    r = node.get(f"/v1/banks/{bank}")
    return r.json()["counts"]["vector"] if r.status_code == 200 else None


def _recall(node: NodeProc, bank: str, question: str) -> list[str]:
    r = node.post(f"/v1/banks/{bank}/recall", {"text": question, "mode": "HYBRID", "limit": 5})
    assert r.status_code == 200, r.text
    return [m["id"] for m in r.json()["memories"]]


def test_two_nodes_shard_banks_forward_reads_and_survive_a_kill_9(
    broker: EmbeddedBroker, tmp_path: Path
) -> None:
    name = f"c{uuid.uuid4().hex[:8]}"
    kafka = KafkaSettings(topic=f"{name}.events", dlq_topic=f"{name}.dlq", partitions=PARTITIONS)
    ensure_topics(broker.bootstrap, kafka)
    env = {
        **os.environ,
        "MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS": broker.bootstrap,
        "MEMSTREAM_KAFKA__TOPIC": kafka.topic,
        "MEMSTREAM_KAFKA__DLQ_TOPIC": kafka.dlq_topic,
        "MEMSTREAM_KAFKA__PARTITIONS": str(PARTITIONS),
        "MEMSTREAM_CLUSTER__NAME": name,
        "MEMSTREAM_CLUSTER__HEARTBEAT_S": "0.5",
        "MEMSTREAM_CLUSTER__MEMBER_TTL_S": "5",
        "MEMSTREAM_CLUSTER__READY_LAG": "0",
        "MEMSTREAM_API__ADMIN_KEY_SHA256": hashlib.sha256(ADMIN_KEY.encode()).hexdigest(),
        "MEMSTREAM_FLOW__SNAPSHOT_INTERVAL_S": "0.5",
        "MEMSTREAM_RECALL__HEBBIAN_LEARNING": "false",  # recall must not change the stores
        "MEMSTREAM_MODELS__TORCH_THREADS": "1",
    }
    nodes = [NodeProc(n, env, tmp_path / n, tmp_path / f"{n}.log") for n in ("n1", "n2")]
    try:
        for node in nodes:
            node.wait_up()
        with EventPublisher(broker.bootstrap, kafka) as pub:  # a producer keyed by bank
            pub.publish([e for b in BANKS for e in chat_events(bank=b)[:TURNS]])

        # Every bank is complete, asked through either node (forwarded when not the owner).
        for node in nodes:
            for bank in BANKS:
                _until(
                    lambda n=node, b=bank: _counts(n, b) == TURNS,  # type: ignore[misc]
                    300,
                    f"{bank} via {node.node_id}",
                )

        # Each bank lives only on the owner of its partition.
        view = nodes[0].get("/v1/cluster").json()
        owner = {p["partition"]: p["owners"][0]["node_id"] for p in view["table"]}
        assert set(owner.values()) == {"n1", "n2"}, view  # both nodes own partitions
        local = {n.node_id: set(_local_banks(n)) for n in nodes}
        for bank in BANKS:
            holder = owner[partition_of(bank, PARTITIONS)]
            assert bank in local[holder]
            assert all(bank not in banks for n, banks in local.items() if n != holder)

        # The same answer whichever node is asked.
        before = {(b, q): _recall(nodes[0], b, q) for b in BANKS for q in QUESTIONS}
        assert all(_recall(nodes[1], b, q) == ids for (b, q), ids in before.items())

        # kill -9 n2: n1 takes every partition, replays n2's from the log, answers the same.
        nodes[1].kill()
        for bank in BANKS:
            _until(
                lambda b=bank: _counts(nodes[0], b) == TURNS,  # type: ignore[misc]
                300,
                f"{bank} after kill -9",
            )
        view = nodes[0].get("/v1/cluster").json()
        assert all([o["node_id"] for o in p["owners"]] == ["n1"] for p in view["table"]), view
        after = {(b, q): _recall(nodes[0], b, q) for b in BANKS for q in QUESTIONS}
        assert after == before
    finally:
        for node in nodes:
            node.kill()


def _local_banks(node: NodeProc) -> list[str]:
    """The banks this node holds in its own stores (GET /v1/banks is not forwarded)."""
    return [b["name"] for b in node.get("/v1/banks").json()["banks"]]
