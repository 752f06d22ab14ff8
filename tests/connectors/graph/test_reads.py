"""Whole-bank reads (connectors/graph/reads.py): counts, banks and snapshots stay within their
bank, and so does every other read.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import pytest

from memstream.connectors.graph import GraphStore
from tests.connectors.graph.build import eid, mem, mid

pytestmark = pytest.mark.graph


def test_bank_isolation(store: GraphStore) -> None:
    store.upsert([mem("m1", 0, ents=["alice", "bob"]), mem("m2", 1, ents=["alice"])])
    store.upsert([mem("m1", 0, bank="b2", ents=["alice", "carol"])])
    c1, c2 = store.counts("b1"), store.counts("b2")
    assert (c1.memories, c1.entities, c1.mentions, c1.next_edges, c1.co_occurs) == (2, 2, 3, 1, 1)
    assert (c2.memories, c2.entities, c2.mentions, c2.next_edges, c2.co_occurs) == (1, 2, 2, 0, 1)
    assert store.banks() == ["b1", "b2"]
    assert store.memory_ids_for_entities("b2", ["alice"], 10) == [mid("m1", "b2")]
    assert {e["norm"] for e in store.entities("b2", 10, 0)} == {"alice", "carol"}
    assert store.chain("b2", mid("m1"), 5, 5) == []
    assert store.chain("b2", mid("m1", "b2"), 5, 5) == [mid("m1", "b2")]
    nb = store.neighbours("b1", [mid("m1"), mid("m1", "b2")], 10)
    assert {(s, d) for s, d, _, _ in nb} <= {(mid("m1"), mid("m2"))}
    hood = store.entity_neighbourhood("b2", "alice", 2, 10)
    assert {n["id"] for n in hood["nodes"]} == {eid("alice", "b2"), eid("carol", "b2")}
    assert all(
        row["bank"] == "b2" for key in ("memories", "entities") for row in store.snapshot("b2")[key]
    )
