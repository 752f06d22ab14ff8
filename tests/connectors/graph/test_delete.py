"""Deleting memories from the graph (connectors/graph/delete.py): what is left is exactly the
graph that ingesting the other memories alone builds (entities and their names, co-occurrence
weights, episodes, the NEXT chain), and a second delete changes nothing.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

import pytest

from memstream.connectors.graph import GraphStore, open_graph_store
from memstream.records import EnrichedMemory
from tests.connectors.graph.build import chain_of, corpus, eid, mem, mid, next_edges, weights

pytestmark = pytest.mark.graph


def _built(path: Path, engine: str, memories: Sequence[EnrichedMemory]) -> dict:
    with open_graph_store(path, engine) as fresh:
        fresh.upsert(memories)
        return fresh.snapshot("b1")


def _check_as_if_never_ingested(
    store: GraphStore, tmp_path: Path, engine: str, all_: list[EnrichedMemory], gone: set[str]
) -> None:
    kept = [m for m in all_ if m.id not in gone]
    assert store.snapshot("b1") == _built(tmp_path / f"fresh-{len(gone)}.db", engine, kept)


def test_delete_repairs_chain_entities_and_episodes(store: GraphStore, tmp_path, engine) -> None:
    ms = [
        mem("m1", 0, ents=["alice", ("bob", "Bobby")], session="s1"),
        mem("m2", 1, ents=["bob", "carol"], session="s1"),
        mem("m3", 2, ents=["alice", "bob"], session="s2"),
        mem("m4", 3, ents=["dave"], session="s2"),
        mem("m5", 4, ents=["alice"], session="s3"),
    ]
    store.upsert(ms)
    assert store.delete("b1", [mid("m1"), mid("m4")]) == 2
    # The chain goes round the deleted memories; bob takes his name from his new first mention.
    assert next_edges(store) == chain_of(["m2", "m3", "m5"])
    entities = {e["id"]: e for e in store.snapshot("b1")["entities"]}
    assert entities[eid("bob")]["name"] == "Bob" and eid("dave") not in entities
    assert weights(store) == {
        frozenset((eid("alice"), eid("bob"))): 1,
        frozenset((eid("bob"), eid("carol"))): 1,
    }
    _check_as_if_never_ingested(store, tmp_path, engine, ms, {mid("m1"), mid("m4")})
    assert store.delete("b1", [mid("m4"), mid("m5"), mid("m3")]) == 2
    assert next_edges(store) == set()
    episodes = store.snapshot("b1")["episodes"]
    assert [p["session_id"] for p in episodes] == ["s1"]  # s2 and s3 lost every member


def test_random_deletes_match_a_fresh_build_and_are_idempotent(
    store: GraphStore, tmp_path, engine
) -> None:
    all_ = corpus(40)
    store.upsert(all_)
    rng = random.Random(11)
    gone: set[str] = set()
    for size in (1, 3, 6):
        pick = rng.sample([m.id for m in all_ if m.id not in gone], size)
        assert store.delete("b1", pick) == size
        gone |= set(pick)
        _check_as_if_never_ingested(store, tmp_path, engine, all_, gone)
    before = store.snapshot("b1")
    assert store.delete("b1", sorted(gone)) == 0
    assert store.snapshot("b1") == before


def test_delete_touches_only_its_bank(store: GraphStore) -> None:
    store.upsert([mem("m1", 0, ents=["alice"]), mem("m1", 0, bank="b2", ents=["alice"])])
    assert store.delete("b1", [mid("m1", "b2")]) == 0  # another bank's id: ignored
    assert store.counts("b2").memories == 1
    assert store.delete("b1", [mid("m1")]) == 1
    assert store.counts("b1").entities == 0 and store.counts("b2").entities == 1


def test_delete_then_reingest_builds_the_same_graph(store: GraphStore, tmp_path, engine) -> None:
    all_ = corpus(20)
    store.upsert(all_)
    before = store.snapshot("b1")
    conv = [m.id for m in all_ if m.event.conversation_id == "c1"]
    store.delete("b1", conv)
    store.upsert([m for m in all_ if m.id in set(conv)])
    assert store.snapshot("b1") == before


@pytest.mark.parametrize("seed", [21, 22])
def test_interleaved_upserts_and_deletes_keep_every_weight_exact(
    store: GraphStore, seed: int
) -> None:
    """Co-occurrence weights move by each batch's change (entities.py), never recounted: after
    any mix of new memories, redeliveries that change their entities and deletes, in batches,
    every weight still counts the memories that mention both entities."""
    from tests.connectors.graph.test_upsert import model_snapshot, stored_model

    rng = random.Random(seed)
    names = [f"ent{i}" for i in range(12)]
    skew = [1 / (i + 1) for i in range(len(names))]
    final: dict[str, EnrichedMemory] = {}
    n = 0
    for _ in range(12):
        if final and rng.random() < 0.3:
            pick = rng.sample(sorted(final), rng.randrange(1, min(8, len(final)) + 1))
            store.delete("b1", [mid(event_id) for event_id in pick])
            for event_id in pick:
                del final[event_id]
        batch = []
        for _ in range(rng.randrange(5, 40)):
            if final and rng.random() < 0.3:  # an earlier event again, with other entities
                event_id = rng.choice(sorted(final))
            else:
                event_id, n = f"e{n:05d}", n + 1
            ents = set(rng.choices(names, skew, k=rng.randrange(0, 5)))
            m = mem(event_id, minute=rng.randrange(0, 500), ents=sorted(ents))
            final[event_id] = m
            batch.append(m)
        store.upsert(batch)
        assert stored_model(store, "b1")["co_occurs"] == model_snapshot(final, "b1")["co_occurs"]
    assert stored_model(store, "b1") == model_snapshot(final, "b1")


def test_mention_counts_after_a_delete(store: GraphStore) -> None:
    """An entity page, and the degree a later upsert reads, count only the memories still
    there. (Kùzu 0.11.3's count(m) over MENTIONS went on counting a deleted memory's edge
    after some deletes, count(m.id) does not: seed 22 of the interleaved test above hit it.)"""
    store.upsert([mem(f"m{i}", i, ents=["alice", "bob"]) for i in range(3)])
    store.delete("b1", [mid("m0"), mid("m1")])
    assert {e["norm"]: e["mentions"] for e in store.entities("b1")} == {"alice": 1, "bob": 1}
    store.upsert([mem("m2", 2, ents=["bob"])])  # alice loses her last mention
    assert [e["norm"] for e in store.entities("b1")] == ["bob"]
    assert weights(store) == {}
