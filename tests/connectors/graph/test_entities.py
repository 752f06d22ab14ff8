"""MENTIONS, entity names and CO_OCCURS weights (connectors/graph/entities.py): recounted from
stored facts, never incremented, whatever the order and the re-deliveries.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memstream.connectors.graph import GraphStore, open_graph_store
from tests.connectors.graph.build import eid, mem, mid, weights

pytestmark = pytest.mark.graph


def test_duplicate_entity_in_one_memory_is_one_mention(store: GraphStore) -> None:
    store.upsert([mem("m1", ents=["alice", ("alice", "ALICE"), "bob"])])
    assert store.counts("b1").mentions == 2
    assert weights(store) == {frozenset((eid("alice"), eid("bob"))): 1}


def test_cooccurrence_counts_comentions_and_survives_replay(store: GraphStore) -> None:
    batch = [
        mem("m1", 0, ents=["alice", "bob"]),
        mem("m2", 1, ents=["alice", "bob", "carol"]),
        mem("m3", 2, ents=["bob", "alice"]),
    ]
    store.upsert(batch)
    expected = {
        frozenset((eid("alice"), eid("bob"))): 3,
        frozenset((eid("alice"), eid("carol"))): 1,
        frozenset((eid("bob"), eid("carol"))): 1,
    }
    assert weights(store) == expected
    store.upsert(batch)
    store.upsert(batch[1:2])
    assert weights(store) == expected
    store.upsert([mem("m4", 3, ents=["carol", "alice"])])
    assert weights(store)[frozenset((eid("alice"), eid("carol")))] == 2


def test_redelivery_with_fewer_entities_drops_stale_mentions(store: GraphStore) -> None:
    store.upsert([mem("m1", 0, ents=["alice", "bob", "dave"]), mem("m2", 1, ents=["alice", "bob"])])
    store.upsert([mem("m1", 0, ents=["alice"])])
    snap = store.snapshot("b1")
    assert {(m, e) for m, e, _, _ in snap["mentions"]} == {
        (mid("m1"), eid("alice")),
        (mid("m2"), eid("alice")),
        (mid("m2"), eid("bob")),
    }
    assert weights(store) == {frozenset((eid("alice"), eid("bob"))): 1}
    assert {e["norm"] for e in snap["entities"]} == {"alice", "bob"}  # dave had no other mention
    store.upsert([mem("m2", 1, ents=[])])
    snap = store.snapshot("b1")
    assert {(m, e) for m, e, _, _ in snap["mentions"]} == {(mid("m1"), eid("alice"))}
    assert {e["norm"] for e in snap["entities"]} == {"alice"}
    assert snap["co_occurs"] == []


def test_entity_name_comes_from_earliest_memory_in_any_order(tmp_path: Path, engine: str) -> None:
    late, early = mem("m1", 5, ents=[("bob", "Bobby")]), mem("m2", 1, ents=[("bob", "Bob")])
    with (
        open_graph_store(tmp_path / "a.db", engine) as a,
        open_graph_store(tmp_path / "b.db", engine) as b,
    ):
        a.upsert([late])
        a.upsert([early])
        b.upsert([early, late])
        assert a.snapshot("b1") == b.snapshot("b1")
        assert a.entities("b1", 10, 0)[0]["name"] == "Bob"
