"""Episodes and the NEXT chain (connectors/graph/timeline.py): inserts in the middle, memories
that move in time, conversation or session, memories without a session; each conversation's
last memory (tails.py).

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from memstream.connectors.graph import GraphStore, open_graph_store, tails
from memstream.records import EnrichedMemory
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


@pytest.mark.parametrize("walk", [1, tails.MAX_WALK])
def test_late_memories_find_their_place_from_the_tail(
    store: GraphStore, walk: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Batches read their place back from each conversation's last memory (tails.py); one
    further back than the walk allows is read by the scan. Either way: the chain and the
    tails a Python model gives, for appends, memories a little and very late, and moves."""
    from tests.connectors.graph.test_upsert import model_snapshot, stored_model

    monkeypatch.setattr(tails, "MAX_WALK", walk)
    rng = random.Random(walk)
    final: dict[str, EnrichedMemory] = {}
    for step in range(10):
        batch = []
        for j in range(rng.randrange(1, 12)):
            event_id = f"e{step:02d}{j:02d}"
            if final and rng.random() < 0.2:  # an earlier memory moved
                event_id = rng.choice(sorted(final))
            late = rng.choice([0, 0, 0.5, 3, 40])  # minutes before the stream's head
            m = mem(event_id, step * 10 + j - late, conv=rng.choice(["c1", "c2"]), session=None)
            final[event_id] = m
            batch.append(m)
        store.upsert(batch)
        got, want = stored_model(store, "b1"), model_snapshot(final, "b1")
        assert (got["next"], got["tails"]) == (want["next"], want["tails"])


def test_a_store_without_tails_gets_them_when_opened(tmp_path: Path, engine: str) -> None:
    """A graph made before the Conversation nodes (here: all of them deleted, the marker
    too) gets every tail at its next open, and later batches extend the chain from them."""
    from tests.connectors.graph.test_upsert import model_snapshot, stored_model

    first = [mem(f"m{i}", i, conv=f"c{i % 3}") for i in range(9)]
    with open_graph_store(tmp_path / "g.db", engine) as g:
        g.upsert(first)
        g._conn.write(lambda run: run("MATCH (c:Conversation) DELETE c", {}), "old store")
        assert g.snapshot("b1")["conversations"] == []
    later = [mem(f"n{i}", 20 + i, conv=f"c{i % 4}") for i in range(6)]
    with open_graph_store(tmp_path / "g.db", engine) as g:
        assert len(g.snapshot("b1")["conversations"]) == 3
        g.upsert(later)
        want = model_snapshot({m.id: m for m in first + later}, "b1")
        got = stored_model(g, "b1")
        assert (got["next"], got["tails"]) == (want["next"], want["tails"])
