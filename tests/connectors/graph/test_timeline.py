"""Episodes and the NEXT chain (connectors/graph/timeline.py): inserts in the middle, memories
that move in time, conversation or session, memories without a session.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import pytest

from memstream.connectors.graph import GraphStore
from tests.connectors.graph.build import chain_of, mem, next_edges

pytestmark = pytest.mark.graph


def test_memory_without_session_has_no_episode(store: GraphStore) -> None:
    store.upsert([mem("m1", session=None), mem("m2", 1, session=None, conv=None)])
    snap = store.snapshot("b1")
    assert snap["episodes"] == [] and snap["in_episode"] == []
    assert {m["conversation"] for m in snap["memories"]} == {"c1", "_"}


def test_insert_in_middle_replaces_edge(store: GraphStore) -> None:
    store.upsert([mem("m1", 0), mem("m3", 2)])
    assert next_edges(store) == chain_of(["m1", "m3"])
    store.upsert([mem("m2", 1)])
    assert next_edges(store) == chain_of(["m1", "m2", "m3"])
    store.upsert([mem("m0", -1), mem("m4", 3)])
    assert next_edges(store) == chain_of(["m0", "m1", "m2", "m3", "m4"])


def test_occurred_at_change_moves_memory_in_chain(store: GraphStore) -> None:
    store.upsert([mem("m1", 0), mem("m2", 1), mem("m3", 2), mem("m4", 3)])
    store.upsert([mem("m2", 10)])
    assert next_edges(store) == chain_of(["m1", "m3", "m4", "m2"])
    [episode] = store.snapshot("b1")["episodes"]
    assert episode["end"] == "2024-05-08T12:10:00"
    store.upsert([mem("m2", -1)])
    assert next_edges(store) == chain_of(["m2", "m1", "m3", "m4"])
    assert store.snapshot("b1")["episodes"][0]["start"] == "2024-05-08T11:59:00"


def test_conversation_and_session_change_move_memory(store: GraphStore) -> None:
    store.upsert([mem("m1", 0), mem("m2", 1), mem("m3", 2), mem("x1", 0, conv="c2", session="s2")])
    store.upsert([mem("m2", 1, conv="c2", session="s3")])
    assert next_edges(store) == chain_of(["m1", "m3"]) | chain_of(["x1", "m2"])
    store.upsert([mem("x1", 0, conv="c1", session="s1")])
    snap = store.snapshot("b1")
    assert {e["session_id"] for e in snap["episodes"]} == {"s1", "s3"}  # s2 emptied, removed
    assert set(snap["next"]) == chain_of(["m1", "x1", "m3"])
