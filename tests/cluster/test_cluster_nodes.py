"""Two real `memstream node` processes on one real broker: banks sharded by partition, any
node answers for any bank, and after `kill -9` of one node the other takes its partitions,
replays them from the log and answers exactly as before (a single node over the same events).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.placement import partition_of
from memstream.settings import KafkaSettings
from tests.chat import chat_events
from tests.cluster.nodes import NodeProc, cluster_env
from tests.cluster.nodes import counts as _counts
from tests.cluster.nodes import recall as _recall
from tests.cluster.nodes import until as _until

pytestmark = [pytest.mark.integration, pytest.mark.models]

PARTITIONS = 4
BANKS = [f"user-{i}" for i in range(5)]
TURNS = 30  # per bank: 150 events in all, enough to spread and cheap on 2 cores
QUESTIONS = ["What did Noor cook?", "Where did Emeka travel?", "a book recommendation"]


@pytest.fixture(scope="module")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    log_path: Path = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with EmbeddedBroker(log_path=log_path) as b:
        yield b


def test_two_nodes_shard_banks_forward_reads_and_survive_a_kill_9(
    broker: EmbeddedBroker, tmp_path: Path
) -> None:
    name = f"c{uuid.uuid4().hex[:8]}"
    kafka = KafkaSettings(topic=f"{name}.events", dlq_topic=f"{name}.dlq", partitions=PARTITIONS)
    ensure_topics(broker.bootstrap, kafka)
    env = cluster_env(broker.bootstrap, kafka, name)
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
