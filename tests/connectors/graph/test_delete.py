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
