"""Membership and the routing table on the real broker: two members of one replica set."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memstream.connectors.kafka import EmbeddedBroker, EventPublisher, ensure_topics
from memstream.contract.cluster import Member, PartitionState, PartitionStatus
from memstream.service.cluster.membership import LocalPartitions, Membership
from memstream.service.cluster.table import RoutingTable
from memstream.settings import ClusterSettings, KafkaSettings

PARTITIONS = 4


@pytest.fixture(scope="module")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    log_path: Path = tmp_path_factory.mktemp("tansu") / "tansu.log"
    with EmbeddedBroker(log_path=log_path) as b:
        yield b


def test_local_partitions_are_ready_under_the_lag_threshold_and_expire_after_grace() -> None:
    parts = LocalPartitions(ready_lag=10, grace_s=0)
    parts.assign(frozenset({0, 1}))
    assert parts.statuses()[0].state is PartitionState.ASSIGNED
    parts.measure({0: 100, 1: 100}, {0: 95, 1: 20})
    assert parts.is_ready(0) and not parts.is_ready(1)
    assert parts.statuses()[1] == PartitionStatus(state=PartitionState.REPLAYING, lag=80)
    parts.assign(frozenset({1}))
    assert not parts.is_ready(0)
    assert parts.statuses()[0].state is PartitionState.REVOKED
    assert parts.expired() == [0] and parts.expired() == []


def test_the_table_forgets_silent_members_and_prefers_the_callers_replica_set() -> None:
    now = datetime(2026, 12, 1, tzinfo=UTC)
    table = RoutingTable(ttl_s=10, clock=lambda: now)
    ready = {0: PartitionStatus(state=PartitionState.READY, lag=0)}
    for node, rs, age in (("a", 0, 1), ("b", 1, 1), ("c", 1, 60)):
        m = Member(
            node_id=node,
            url=f"http://{node}",
            replica_set=rs,
            heartbeat_at=now - timedelta(seconds=age),
            partitions=ready,
        )
        table.apply(node, m.model_dump_json().encode())
    assert [m.node_id for m in table.ready_owners(0, prefer_replica_set=1)] == ["b", "a"]
    assert [m.node_id for m in table.ready_owners(0, prefer_replica_set=0)] == ["a", "b"]
    assert table.ready_owners(1) == []
    table.apply("a", None)
    assert [m.node_id for m in table.ready_owners(0)] == ["b"]
    view = table.view("memstream", "b", "t", 2)
    assert [o.node_id for o in view.table[0].owners] == ["b"] and view.table[0].ready
    assert not view.table[1].ready
    assert {m.node_id: m.alive for m in view.members} == {"b": True, "c": False}


def test_two_members_publish_their_halves_and_one_takes_all_when_the_other_leaves(
    broker: EmbeddedBroker,
) -> None:
    name = f"test-{uuid.uuid4().hex[:10]}"
    kafka = KafkaSettings(topic=name, dlq_topic=f"{name}.dlq", partitions=PARTITIONS)
    ensure_topics(broker.bootstrap, kafka)
    with EventPublisher(broker.bootstrap, kafka) as pub:
        for i in range(20):
            pub.publish_raw(f"bank-{i}".encode(), b"{}")
        pub.flush()
    # The flows "have read" everything: committed offsets at the log ends.
    caught_up = {p: 10_000 for p in range(PARTITIONS)}

    def member(node: str) -> Membership:
        cluster = ClusterSettings(name=name, node_id=node, heartbeat_s=0.3, ready_lag=0)
        return Membership(cluster, kafka, broker.bootstrap, f"http://{node}", caught_up)

    a = member("a").start()
    b = member("b").start()
    try:
        everything = set(range(PARTITIONS))

        def split(t: RoutingTable) -> bool:
            owners = [t.ready_owners(p) for p in range(PARTITIONS)]
            return all(len(o) == 1 for o in owners) and {o[0].node_id for o in owners} == {
                "a",
                "b",
            }

        assert a.table.wait_for(split, 60) and b.table.wait_for(split, 60)
        assert a.partitions.owned | b.partitions.owned == everything
        b.close()

        def a_has_all(t: RoutingTable) -> bool:
            return (
                all([m.node_id for m in t.ready_owners(p)] == ["a"] for p in range(PARTITIONS))
                and t.member("b") is None
            )

        assert a.table.wait_for(a_has_all, 60)
        assert all(a.is_ready(p) for p in everything)
    finally:
        a.close()
        b.close()
