"""Three real nodes, two replica sets, one broker: metadata is cluster-wide, a node joins and
one leaves while reads run, a lost partition's data is dropped after the grace period, and a
forget or a bank delete made through one node holds on every node and after a replay.

r0 starts as n1 alone (every partition), r1 is n3 (every partition, always a ready copy);
n2 joins r0 and takes some partitions from n1 (a planned move: n1 keeps serving until n2 is
ready, then drops the moved data after `grace_s`), then leaves, and n1 replays the partitions
it gets back from the log's beginning (their data was dropped).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.placement import partition_of
from memstream.settings import KafkaSettings
from tests.chat import chat_events
from tests.cluster.nodes import Loop, NodeProc, cluster_env, counts, owners, recall, until

pytestmark = [pytest.mark.integration, pytest.mark.models, pytest.mark.timeout(1800)]

PARTITIONS = 4
READ_BANKS = [f"user-{i}" for i in range(4)]
TURNS = 30
SMALL = 10  # turns in each bank of the forget and delete probes
QUESTIONS = ["What did Noor cook?", "Where did Emeka travel?"]


def _one_per_partition(prefix: str) -> dict[int, str]:
    """A bank name on each partition (`prefix-<n>`), so a probe can pick a moved partition."""
    out: dict[int, str] = {}
    n = 0
    while len(out) < PARTITIONS:
        out.setdefault(partition_of(f"{prefix}-{n}", PARTITIONS), f"{prefix}-{n}")
        n += 1
    return out


GONE = _one_per_partition("gone")
SPARE = _one_per_partition("spare")


@pytest.fixture(scope="module")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    log_path: Path = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with EmbeddedBroker(log_path=log_path) as b:
        yield b


class Reads(Loop):
    """Reads every READ_BANKS bank through the given nodes, round after round; keeps what
    went wrong (any answer but 200 with the whole bank)."""

    def __init__(self, nodes: list[NodeProc]) -> None:
        super().__init__()
        self.nodes = nodes

    def step(self) -> bool:
        for node in self.nodes:
            for bank in READ_BANKS:
                r = node.get(f"/v1/banks/{bank}")
                got = r.json()["counts"]["vector"] if r.status_code == 200 else None
                if got != TURNS:
                    self.fail(f"{bank} via {node.node_id}: {r.status_code} {got}")
        return True


def _ready_everywhere(node: NodeProc, r0: set[str]) -> bool:
    table = owners(node)
    return (
        len(table) == PARTITIONS
        and all(
            {rs: o for rs, (o, state) in t.items() if state == "ready"}.keys() == {0, 1}
            and t[0][0] in r0
            for t in table.values()
        )
        and {t[0][0] for t in table.values()} == r0
    )


def _local_banks(node: NodeProc) -> set[str]:
    """The banks this node's own registry lists (GET /v1/banks is not forwarded)."""
    return {b["name"] for b in node.get("/v1/banks").json()["banks"]}


def _speaker_left(node: NodeProc, bank: str, speaker: str) -> int:
    r = node.get(f"/v1/banks/{bank}/memories", params={"speaker": speaker, "limit": 100})
    assert r.status_code == 200, r.text
    return len(r.json()["memories"])


@pytest.fixture
def cluster(broker: EmbeddedBroker, tmp_path: Path) -> Iterator[tuple[KafkaSettings, dict]]:
    name = f"c{uuid.uuid4().hex[:8]}"
    kafka = KafkaSettings(topic=f"{name}.events", dlq_topic=f"{name}.dlq", partitions=PARTITIONS)
    ensure_topics(broker.bootstrap, kafka)
    env = cluster_env(broker.bootstrap, kafka, name, CLUSTER__GRACE_S="2")
    started: dict[str, NodeProc] = {}

    def start(node_id: str, replica_set: int) -> NodeProc:
        node = NodeProc(node_id, env, tmp_path / node_id, tmp_path / f"{node_id}.log", replica_set)
        started[node_id] = node
        return node

    try:
        yield kafka, {"start": start}
    finally:
        for node in started.values():
            node.kill()


def test_three_nodes_two_replica_sets_join_leave_grace_drop_metadata_forget_delete(
    broker: EmbeddedBroker, cluster: tuple[KafkaSettings, dict], tmp_path: Path
) -> None:
    kafka, ops = cluster
    n1, n3 = ops["start"]("n1", 0), ops["start"]("n3", 1)
    n1.wait_up()
    n3.wait_up()
    # Until the groups assigned the partitions, a bank's call may be a 503 (Retry-After).
    until(lambda: _ready_everywhere(n1, {"n1"}), 300, "both replica sets ready")

    # Banks and keys are the cluster's: made through one node, usable through another.
    assert n3.post("/v1/banks", {"name": "fresh"}).status_code == 201
    event = {"text": "Noor adopted a cat named Biscuit.", "occurred_at": "2024-05-01T10:00:00Z"}
    r = n1.post("/v1/banks/fresh/memories", {"events": [event]}, params={"wait": "true"})
    assert r.status_code == 200 and r.json()["visible"], r.text
    r = n1.post("/v1/keys", {"name": "user-0 only", "banks": ["user-0"]})
    assert r.status_code == 201, r.text
    key = r.json()["key"]

    with EventPublisher(broker.bootstrap, kafka) as pub:
        events = [e for b in READ_BANKS for e in chat_events(bank=b)[:TURNS]]
        for bank in [*GONE.values(), *SPARE.values()]:
            events += chat_events(bank=bank)[:SMALL]
        pub.publish(events)
    # Every bank whole on both nodes before comparing (a bank still arriving is not the same).
    published = dict.fromkeys(READ_BANKS, TURNS) | dict.fromkeys(
        [*GONE.values(), *SPARE.values()], SMALL
    )
    for node in (n1, n3):
        for bank, n in published.items():
            until(lambda no=node, b=bank, n=n: counts(no, b) == n, 600, f"{bank} on {node.node_id}")
    assert n3.get("/v1/banks/user-0", key=key).status_code == 200  # made on n1, known on n3
    assert n3.get("/v1/banks/user-1", key=key).status_code == 403  # its scope came along too
    # The same recall whichever replica set answers (every owner ran the same flow).
    before = {(b, q): recall(n1, b, q) for b in READ_BANKS for q in QUESTIONS}
    after = {k: recall(n3, *k) for k in before}
    assert after == before, {k: (before[k], after[k]) for k in before if after[k] != before[k]}

    with Reads([n1, n3]) as reads:
        # A node joins r0: the group moves some partitions to it; it replays them.
        n2 = ops["start"]("n2", 0)
        n2.wait_up()
        until(lambda: _ready_everywhere(n1, {"n1", "n2"}), 600, "n2 took partitions, ready")
        moved = {p for p, t in owners(n1).items() if t[0][0] == "n2"}
        assert moved and moved != set(range(PARTITIONS))
        # n2 answers from stores it built by replaying the log: the same recall.
        assert all(recall(n2, b, q) == ids for (b, q), ids in before.items())

        # n1 drops what it lost once the grace period ended, and will rewind it if it returns.
        rewind = n1.data / "cluster-rewind.json"
        until(
            lambda: rewind.exists() and set(json.loads(rewind.read_text())) == moved,
            120,
            "n1 dropped the moved partitions",
        )
        probes = [*READ_BANKS, *GONE.values()]
        moved_banks = {b for b in probes if partition_of(b, PARTITIONS) in moved}
        local = _local_banks(n1)
        assert not moved_banks & local
        assert {b for b in READ_BANKS if b not in moved_banks} <= local
        assert "fresh" in local  # a bank created in the cluster stays known where dropped

        # A forget through n1 for a bank n2 owns: forwarded to n2, which applies the one
        # tombstone on the bank's partition (nobody waits for partitions it does not read).
        spare = SPARE[min(moved)]
        assert _speaker_left(n3, spare, "Emeka") > 0
        r = n1.post(
            f"/v1/banks/{spare}/forget",
            {"speaker": "Emeka"},
            params={"wait": "true", "timeout_s": 60},
        )
        assert r.status_code == 200 and r.json()["applied"] is True, r.text
        for node in (n1, n2, n3):
            until(lambda n=node: _speaker_left(n, spare, "Emeka") == 0, 120, "forget applied")

        # A bank deleted through n2 is gone on every node.
        doomed = GONE[min(moved)]
        assert counts(n3, doomed) == SMALL
        assert n2.request("DELETE", f"/v1/banks/{doomed}").status_code == 204
        for node in (n1, n2, n3):
            until(lambda n=node: n.get(f"/v1/banks/{doomed}").status_code == 404, 120, "gone")

        # n2 leaves: n1 gets its partitions back and replays them from the log's beginning.
        n2.stop()
        until(lambda: _ready_everywhere(n1, {"n1"}), 600, "n1 owns everything again, ready")
        assert reads.done > 0
    assert reads.failures == []

    # After the replay the bank is still gone, the forgotten speaker still forgotten, and
    # every other bank whole on n1's own stores.
    assert n1.get(f"/v1/banks/{doomed}").status_code == 404
    assert doomed not in _local_banks(n1)
    assert _speaker_left(n1, spare, "Emeka") == 0
    assert all(counts(n1, b) == TURNS for b in READ_BANKS)
    assert all(recall(n1, b, q) == ids for (b, q), ids in before.items())
