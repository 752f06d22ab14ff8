"""Graph reads for the query engine (connectors/graph/traverse.py): entity lookups and paging,
entity neighbourhoods, the chain around a memory, typed neighbours.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import pytest

from memstream.connectors.graph import GraphStore
from tests.connectors.graph.build import eid, mem, mid

pytestmark = pytest.mark.graph


def test_memory_ids_for_entities(store: GraphStore) -> None:
    store.upsert(
        [
            mem("m1", 0, ents=["alice"]),
            mem("m2", 1, ents=["alice", "bob"]),
            mem("m3", 2, ents=["bob"]),
            mem("m4", 3, ents=["carol"]),
        ]
    )
    assert store.memory_ids_for_entities("b1", ["alice", "bob"], 10) == [
        mid("m2"),
        mid("m3"),
        mid("m1"),  # both entities first, then newest
    ]
    assert store.memory_ids_for_entities("b1", ["alice", "bob"], 1) == [mid("m2")]
    assert store.memory_ids_for_entities("b1", ["nobody"], 10) == []
    assert store.memory_ids_for_entities("b1", [], 10) == []


def test_entities_paging(store: GraphStore) -> None:
    store.upsert([mem("m1", 0, ents=["bob", "alice"]), mem("m2", 1, ents=["bob"])])
    assert store.entities("b1", 10, 0) == [
        {"id": eid("bob"), "name": "Bob", "norm": "bob", "label": "PERSON", "mentions": 2},
        {"id": eid("alice"), "name": "Alice", "norm": "alice", "label": "PERSON", "mentions": 1},
    ]
    assert [e["norm"] for e in store.entities("b1", 1, 1)] == ["alice"]
    assert store.entities("b1", 10, 2) == []


def test_entity_neighbourhood(store: GraphStore) -> None:
    store.upsert(
        [
            mem("m1", 0, ents=["alice", "bob"]),
            mem("m2", 1, ents=["alice", "bob"]),
            mem("m3", 2, ents=["alice", "carol"]),
            mem("m4", 3, ents=["carol", "dave"]),
            mem("m5", 4, ents=["dave", "erin"]),
        ]
    )
    one = store.entity_neighbourhood("b1", "alice", hops=1, limit=10)
    assert one["center"] == eid("alice")
    assert [(n["norm"], n["hop"]) for n in one["nodes"]] == [
        ("alice", 0),
        ("bob", 1),
        ("carol", 1),
    ]
    assert {(frozenset((e["src"], e["dst"])), e["weight"]) for e in one["edges"]} == {
        (frozenset((eid("alice"), eid("bob"))), 2),
        (frozenset((eid("alice"), eid("carol"))), 1),
    }
    two = store.entity_neighbourhood("b1", "alice", hops=2, limit=10)
    assert [(n["norm"], n["hop"]) for n in two["nodes"]] == [
        ("alice", 0),
        ("bob", 1),
        ("carol", 1),
        ("dave", 2),
    ]
    assert len(two["edges"]) == 3
    assert [n["norm"] for n in store.entity_neighbourhood("b1", "alice", 2, 1)["nodes"]] == [
        "alice",
        "bob",
    ]
    assert store.entity_neighbourhood("b1", "nobody", 1, 10) == {
        "center": None,
        "nodes": [],
        "edges": [],
    }
    with pytest.raises(ValueError):
        store.entity_neighbourhood("b1", "alice", hops=3, limit=10)


def test_chain(store: GraphStore) -> None:
    ids = [f"m{i:03d}" for i in range(80)]
    store.upsert([mem(e, i) for i, e in enumerate(ids)])
    store.upsert([mem("other", 5, conv="c2")])
    assert store.chain("b1", mid("m010"), 2, 3) == [mid(e) for e in ids[8:14]]
    assert store.chain("b1", mid("m000"), 5, 1) == [mid("m000"), mid("m001")]
    assert store.chain("b1", mid("m040"), 35, 39) == [mid(e) for e in ids[5:80]]  # > 30 hops
    assert store.chain("b1", mid("m040"), 0, 0) == [mid("m040")]
    assert store.chain("b1", mid("other"), 3, 3) == [mid("other")]
    assert store.chain("b1", mid("missing"), 3, 3) == []


def test_neighbours(store: GraphStore) -> None:
    store.upsert(
        [
            mem("m1", 0, ents=["alice", "bob"]),
            mem("m2", 1, ents=["alice"], session="s2"),
            mem("m3", 2, ents=["alice", "bob"], session="s2"),
            mem("m4", 30, ents=["carol"]),
            mem("m5", 3, ents=["carol"]),
        ]
    )
    got = store.neighbours("b1", [mid("m1"), mid("m3")], limit_per_node=5)
    by_kind: dict[str, list[tuple[str, str, float]]] = {}
    for src, dst, kind, w in got:
        by_kind.setdefault(kind, []).append((src, dst, w))
    assert sorted(by_kind["next"]) == sorted(
        [(mid("m1"), mid("m2"), 1.0), (mid("m3"), mid("m5"), 1.0)]
    )
    assert sorted(by_kind["prev"]) == [(mid("m3"), mid("m2"), 1.0)]
    m1_entity = [(d, w) for s, d, w in by_kind["entity"] if s == mid("m1")]
    assert m1_entity == [(mid("m3"), 2.0), (mid("m2"), 1.0)]  # most shared first
    m1_episode = [d for s, d, _ in by_kind["episode"] if s == mid("m1")]
    assert m1_episode == [mid("m5"), mid("m4")]  # closest in time first
    assert [d for s, d, _ in by_kind["episode"] if s == mid("m3")] == [mid("m2")]
    limited = store.neighbours("b1", [mid("m1")], limit_per_node=1, kinds=["entity", "episode"])
    assert limited == [
        (mid("m1"), mid("m3"), "entity", 2.0),
        (mid("m1"), mid("m5"), "episode", 1.0),
    ]
    assert store.neighbours("b1", [], 5) == []
    with pytest.raises(ValueError):
        store.neighbours("b1", [mid("m1")], 5, kinds=["sideways"])
