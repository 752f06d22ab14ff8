"""The graph store against the real embedded engine named by MEMSTREAM_GRAPH_ENGINE.

Run once per engine, in separate processes (the two engines cannot share one):
`MEMSTREAM_GRAPH_ENGINE=ladybug pytest tests/connectors/test_graph.py`, then with `kuzu`.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from memstream.connectors.graph import GraphCounts, GraphStore, open_graph_store
from memstream.connectors.graph.engine import ENGINES, load_engine
from memstream.errors import ConfigError, StoreUnavailable
from memstream.events import MemoryEvent, entity_id, episode_id, memory_id
from memstream.records import EnrichedMemory, Entity, SparseVec, TimeRef

pytestmark = pytest.mark.graph

T0 = datetime(2024, 5, 8, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def engine() -> str:
    name = os.environ.get("MEMSTREAM_GRAPH_ENGINE", "ladybug")
    assert name in ENGINES, f"MEMSTREAM_GRAPH_ENGINE={name!r}; use one of {ENGINES}"
    return name


@pytest.fixture
def store(tmp_path: Path, engine: str) -> Iterator[GraphStore]:
    with open_graph_store(tmp_path / "graph.db", engine) as s:
        yield s


def mem(
    event_id: str,
    minute: float = 0,
    *,
    bank: str = "b1",
    conv: str | None = "c1",
    session: str | None = "s1",
    ents: Sequence[str | tuple[str, str]] = (),
    seq: int | None = None,
    refs: Sequence[TimeRef] = (),
    at: datetime | None = None,
) -> EnrichedMemory:
    """A memory built by hand; an entity is a norm, or (norm, name as written)."""
    entities = tuple(
        Entity(name=e.title(), norm=e, label="PERSON")
        if isinstance(e, str)
        else Entity(name=e[1], norm=e[0], label="PERSON")
        for e in ents
    )
    event = MemoryEvent(
        event_id=event_id,
        bank=bank,
        text=f"text of {event_id}",
        occurred_at=at or T0 + timedelta(minutes=minute),
        speaker="user",
        conversation_id=conv,
        session_id=session,
        sequence=seq,
    )
    return EnrichedMemory(
        event=event,
        dense=(0.1, 0.2, 0.3),
        sparse=SparseVec((), ()),
        entities=entities,
        time_refs=tuple(refs),
    )


def mid(event_id: str, bank: str = "b1") -> str:
    return memory_id(bank, event_id)


def eid(norm: str, bank: str = "b1") -> str:
    return entity_id(bank, norm)


def next_edges(store: GraphStore, bank: str = "b1") -> set[tuple[str, str]]:
    return set(store.snapshot(bank)["next"])


def weights(store: GraphStore, bank: str = "b1") -> dict[frozenset[str], int]:
    return {frozenset((a, b)): w for a, b, w in store.snapshot(bank)["co_occurs"]}


def chain_of(ids: Sequence[str], bank: str = "b1") -> set[tuple[str, str]]:
    return {(mid(a, bank), mid(b, bank)) for a, b in itertools.pairwise(ids)}


def corpus(n: int = 40, bank: str = "b1") -> list[EnrichedMemory]:
    """Memories over 3 conversations and 4 sessions, with overlapping entities."""
    rng = random.Random(7)
    names = ["alice", "bob", "carol", "dave", "erin", "frank"]
    return [
        mem(
            f"e{i:03d}",
            minute=rng.randrange(0, 500),  # ties resolved by sequence, then event id
            seq=rng.randrange(0, 3),
            bank=bank,
            conv=f"c{i % 3}",
            session=None if i % 7 == 0 else f"s{i % 4}",
            ents=rng.sample(names, rng.randrange(0, 4)),
        )
        for i in range(n)
    ]


# -- writes -------------------------------------------------------------------------------


def test_nodes_and_edges_created(store: GraphStore) -> None:
    at = datetime(2024, 5, 8, 14, 0, tzinfo=timezone(timedelta(hours=2)))  # 12:00 UTC
    ref = TimeRef("yesterday", T0 - timedelta(days=1), T0 - timedelta(hours=12), "day")
    store.upsert(
        [
            mem("m1", at=at, ents=["alice", "bob"], refs=[ref]),
            mem("m2", 1, ents=["bob", "carol"]),
            mem("m3", 2, ents=["alice", ("bob", "Bobby")]),
        ]
    )
    assert store.counts("b1") == GraphCounts(
        memories=3, entities=3, episodes=1, mentions=6, next_edges=2, co_occurs=2
    )
    snap = store.snapshot("b1")
    m1 = next(m for m in snap["memories"] if m["id"] == mid("m1"))
    assert m1["occurred_at"] == "2024-05-08T12:00:00"  # stored in UTC
    assert (m1["conversation"], m1["session_id"], m1["fact_type"]) == ("c1", "s1", "experience")
    assert m1["time_start"] == "2024-05-07T12:00:00" and m1["time_end"] == "2024-05-08T00:00:00"
    assert json.loads(m1["time_refs"]) == [
        {
            "text": "yesterday",
            "start": "2024-05-07T12:00:00+00:00",
            "end": "2024-05-08T00:00:00+00:00",
            "grain": "day",
        }
    ]
    assert snap["next"] == sorted(chain_of(["m1", "m2", "m3"]))
    assert weights(store) == {
        frozenset((eid("alice"), eid("bob"))): 2,
        frozenset((eid("bob"), eid("carol"))): 1,
    }
    assert all(a < b for a, b, _ in snap["co_occurs"])  # each pair stored once, small → large
    [episode] = snap["episodes"]
    assert episode["id"] == episode_id("b1", "s1")
    assert (episode["start"], episode["end"]) == ("2024-05-08T12:00:00", "2024-05-08T12:02:00")
    assert sorted(snap["in_episode"]) == sorted((mid(m), episode["id"]) for m in ("m1", "m2", "m3"))
    bob = next(e for e in snap["entities"] if e["norm"] == "bob")
    assert (bob["name"], bob["label"]) == ("Bob", "PERSON")  # spelling of the earliest mention


def test_memory_without_session_has_no_episode(store: GraphStore) -> None:
    store.upsert([mem("m1", session=None), mem("m2", 1, session=None, conv=None)])
    snap = store.snapshot("b1")
    assert snap["episodes"] == [] and snap["in_episode"] == []
    assert {m["conversation"] for m in snap["memories"]} == {"c1", "_"}


def test_duplicate_entity_in_one_memory_is_one_mention(store: GraphStore) -> None:
    store.upsert([mem("m1", ents=["alice", ("alice", "ALICE"), "bob"])])
    assert store.counts("b1").mentions == 2
    assert weights(store) == {frozenset((eid("alice"), eid("bob"))): 1}


def test_same_batch_twice_gives_identical_graph(store: GraphStore) -> None:
    batch = corpus()
    store.upsert(batch)
    first = store.snapshot("b1")
    store.upsert(batch)
    assert store.snapshot("b1") == first
    assert first["next"] and first["co_occurs"] and first["episodes"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_out_of_order_split_matches_in_order(tmp_path: Path, engine: str, seed: int) -> None:
    memories = corpus()
    in_order = sorted(memories, key=lambda m: m.sort_key())
    shuffled = memories[:]
    random.Random(seed).shuffle(shuffled)
    cuts = sorted(random.Random(seed).sample(range(1, len(shuffled)), 4))
    batches = [shuffled[a:b] for a, b in zip([0, *cuts], [*cuts, len(shuffled)], strict=True)]
    with (
        open_graph_store(tmp_path / "a.db", engine) as a,
        open_graph_store(tmp_path / "b.db", engine) as b,
    ):
        a.upsert(in_order)
        for batch in batches:
            b.upsert(batch)
        b.upsert(batches[1])  # a replayed batch changes nothing
        expected = a.snapshot("b1")
        assert b.snapshot("b1") == expected
    by_conv: dict[str, list[EnrichedMemory]] = {}
    for m in in_order:
        by_conv.setdefault(m.event.conversation, []).append(m)
    want = set()
    for ms in by_conv.values():
        want |= {(x.id, y.id) for x, y in itertools.pairwise(ms)}
    assert set(expected["next"]) == want


def test_insert_in_middle_replaces_edge(store: GraphStore) -> None:
    store.upsert([mem("m1", 0), mem("m3", 2)])
    assert next_edges(store) == chain_of(["m1", "m3"])
    store.upsert([mem("m2", 1)])
    assert next_edges(store) == chain_of(["m1", "m2", "m3"])
    store.upsert([mem("m0", -1), mem("m4", 3)])
    assert next_edges(store) == chain_of(["m0", "m1", "m2", "m3", "m4"])


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


def test_redelivery_matches_a_store_that_saw_only_the_final_version(
    tmp_path: Path, engine: str
) -> None:
    with (
        open_graph_store(tmp_path / "a.db", engine) as a,
        open_graph_store(tmp_path / "b.db", engine) as b,
    ):
        a.upsert([mem("m1", 0, ents=["alice", "bob"]), mem("m2", 5, ents=["bob"], session="s2")])
        a.upsert([mem("m1", 9, ents=[("bob", "Robert")], conv="c2", session="s2")])
        b.upsert([mem("m1", 9, ents=[("bob", "Robert")], conv="c2", session="s2")])
        b.upsert([mem("m2", 5, ents=["bob"], session="s2")])
        assert a.snapshot("b1") == b.snapshot("b1")


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


def test_delete_bank(store: GraphStore) -> None:
    store.upsert(corpus(20, "b1"))
    store.upsert(corpus(20, "b2"))
    before = store.snapshot("b2")
    store.delete_bank("b1")
    assert store.counts("b1") == GraphCounts(0, 0, 0, 0, 0, 0)
    assert store.banks() == ["b2"]
    assert store.snapshot("b2") == before
    store.upsert(corpus(20, "b1"))  # a deleted bank can be written again
    assert store.counts("b1").memories == 20


def model_snapshot(final: dict[str, EnrichedMemory], bank: str) -> dict[str, set[Any]]:
    """The graph a bank should hold for the final versions of its memories, computed in Python."""
    ms = [m for m in final.values() if m.bank == bank]
    mentions: dict[str, dict[str, tuple[str, str]]] = {}
    for m in ms:
        for ent in m.entities:
            mentions.setdefault(m.id, {}).setdefault(
                entity_id(bank, ent.norm), (ent.name, ent.label)
            )
    first: dict[str, tuple[str, str, str, str]] = {}
    co: dict[tuple[str, str], int] = {}
    for m in ms:
        es = mentions.get(m.id, {})
        for e, (name, label) in es.items():
            cand = (m.sort_key(), m.id, name, label)
            first[e] = min(first.get(e, cand), cand)
        for pair in itertools.combinations(sorted(es), 2):
            co[pair] = co.get(pair, 0) + 1
    chains: dict[str, list[tuple[str, str]]] = {}
    episodes: dict[str, list[EnrichedMemory]] = {}
    for m in ms:
        chains.setdefault(m.event.conversation, []).append((m.sort_key(), m.id))
        if m.event.session_id is not None:
            episodes.setdefault(episode_id(bank, m.event.session_id), []).append(m)

    def utc(m: EnrichedMemory) -> str:
        return m.event.occurred_at.astimezone(UTC).replace(tzinfo=None).isoformat()

    return {
        "mentions": {(m, e, *v) for m, es in mentions.items() for e, v in es.items()},
        "entities": {(e, f[2], f[3]) for e, f in first.items()},
        "co_occurs": {(a, b, n) for (a, b), n in co.items()},
        "next": {(x[1], y[1]) for c in chains.values() for x, y in itertools.pairwise(sorted(c))},
        "episodes": {
            (p, min(m.event.conversation for m in g), min(map(utc, g)), max(map(utc, g)))
            for p, g in episodes.items()
        },
        "in_episode": {(m.id, p) for p, g in episodes.items() for m in g},
    }


def stored_model(store: GraphStore, bank: str) -> dict[str, set[Any]]:
    snap = store.snapshot(bank)
    return {
        "mentions": set(snap["mentions"]),
        "entities": {(e["id"], e["name"], e["label"]) for e in snap["entities"]},
        "co_occurs": set(snap["co_occurs"]),
        "next": set(snap["next"]),
        "episodes": {(p["id"], p["conversation"], p["start"], p["end"]) for p in snap["episodes"]},
        "in_episode": set(snap["in_episode"]),
    }


@pytest.mark.parametrize("seed", [11, 12])
def test_random_stream_matches_python_model(store: GraphStore, seed: int) -> None:
    """Skewed entities, late arrivals and re-deliveries that change everything, in batches."""
    rng = random.Random(seed)
    names = [f"ent{i}" for i in range(40)]
    skew = [1 / (i + 1) for i in range(len(names))]
    final: dict[str, EnrichedMemory] = {}
    n = 0
    for _ in range(14):
        batch = []
        for _ in range(rng.randrange(60, 140)):
            if final and rng.random() < 0.15:  # re-deliver an earlier event, changed
                event_id = rng.choice(sorted(final)).split("|")[1]
            else:
                event_id, n = f"e{n:05d}", n + 1
            m = mem(
                event_id,
                minute=rng.randrange(0, 3000) if rng.random() < 0.2 else n,
                seq=rng.randrange(0, 2),
                conv=rng.choice(["c0", "c1", "c2", None]),
                session=rng.choice(["s0", "s1", "s2", "s3", None]),
                ents=[
                    (e, rng.choice([e.title(), e.upper()]))
                    for e in set(rng.choices(names, skew, k=rng.randrange(0, 5)))
                ],
            )
            final[f"b1|{event_id}"] = m
            batch.append(m)
        store.upsert(batch)
    assert stored_model(store, "b1") == model_snapshot(final, "b1")


# -- reads --------------------------------------------------------------------------------


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


def test_memory_links_entity_and_episode_members(store: GraphStore) -> None:
    store.upsert(
        [
            mem("m1", 0, ents=["alice", "bob"]),
            mem("m2", 1, ents=["alice"]),
            mem("m3", 2, ents=["alice"], session="s2"),
            mem("m1", 0, bank="b2", ents=["alice"]),
        ]
    )
    links = store.memory_links("b1", [mid("m1"), mid("m2"), mid("m1", "b2"), mid("nope")])
    assert set(links) == {mid("m1"), mid("m2")}  # other banks' and unknown ids are absent
    m2 = links[mid("m2")]
    assert (m2.prev, m2.next, m2.episode) == (mid("m1"), mid("m3"), episode_id("b1", "s1"))
    assert m2.entities == (eid("alice"),) and links[mid("m1")].prev is None
    assert m2.occurred_at == (T0 + timedelta(minutes=1)).replace(tzinfo=None)
    got = store.entity_members("b1", [eid("alice"), eid("bob"), eid("alice", "b2")], 2)
    assert set(got) == {eid("alice"), eid("bob")}
    assert (got[eid("alice")].mentions, got[eid("alice")].members) == (3, ())  # a hub: counted
    assert got[eid("bob")].members == (mid("m1"),) and got[eid("bob")].listed
    members = store.entity_members("b1", [eid("alice")], 10)[eid("alice")].members
    assert members == tuple(sorted((mid("m1"), mid("m2"), mid("m3"))))
    episodes = store.episode_members("b1", [episode_id("b1", "s1"), episode_id("b2", "s1")])
    assert {m for m, _ in episodes[episode_id("b1", "s1")]} == {mid("m1"), mid("m2")}
    assert set(episodes) == {episode_id("b1", "s1")}


def hebbian_edges(store: GraphStore, bank: str = "b1") -> dict[frozenset[str], tuple[Any, ...]]:
    return {frozenset((a, b)): (w, t, n) for a, b, w, t, n in store.snapshot(bank)["hebbian"]}


def test_hebbian_strengthen_decay_and_partners(store: GraphStore) -> None:
    store.upsert([mem(f"m{i}", i) for i in range(1, 5)])
    m1, m2, m3, m4 = (mid(f"m{i}") for i in range(1, 5))
    kw: dict[str, float] = {"eta": 0.2, "half_life_s": 100.0}
    assert store.strengthen("b1", [m3, m1, m2], now=1000.0, **kw) == 3
    assert hebbian_edges(store) == {
        frozenset(p): (pytest.approx(0.2), 1000.0, 1) for p in [(m1, m2), (m1, m3), (m2, m3)]
    }
    assert all(a < b for a, b, *_ in store.snapshot("b1")["hebbian"])  # one edge per pair
    assert store.strengthen("b1", [m1, m2], now=1000.0, **kw) == 1
    assert hebbian_edges(store)[frozenset((m1, m2))] == (pytest.approx(0.36), 1000.0, 2)
    # reads decay: one half-life later the weights are halved
    got = store.hebbian_partners("b1", [m1], 0.0, 10, now=1100.0, half_life_s=100.0)
    assert got == [(m1, m2, pytest.approx(0.18)), (m1, m3, pytest.approx(0.1))]
    # undirected, thresholded, limited per node, sources in id order
    both = store.hebbian_partners("b1", [m2, m3], 0.15, 1, now=1000.0, half_life_s=100.0)
    assert sorted(both) == sorted([(m2, m1, pytest.approx(0.36)), (m3, m1, pytest.approx(0.2))])
    # a co-recall after a half-life: decayed weight plus eta of the gap
    store.strengthen("b1", [m1, m2], now=1100.0, **kw)
    assert hebbian_edges(store)[frozenset((m1, m2))][0] == pytest.approx(0.18 + 0.2 * 0.82)
    assert store.counts("b1").hebbian_edges == 3
    assert store.hebbian_partners("b1", [m4], 0.0, 5, now=1000.0, half_life_s=100.0) == []


def test_hebbian_ignores_other_banks_and_is_left_alone_by_ingestion(store: GraphStore) -> None:
    memories = [mem(f"m{i}", i, ents=["alice"]) for i in range(1, 4)]
    store.upsert(memories)
    store.upsert([mem("m1", 0, bank="b2")])
    ids = [mid("m1"), mid("m2"), mid("m1", "b2"), mid("missing")]
    assert store.strengthen("b1", ids, now=10.0, eta=0.5, half_life_s=60.0) == 1
    assert store.strengthen("b2", ids, now=10.0, eta=0.5, half_life_s=60.0) == 0
    assert store.counts("b2").hebbian_edges == 0
    before = store.snapshot("b1")["hebbian"]
    store.upsert(memories)  # a replay
    store.upsert([mem("m2", 9, ents=["bob"], session="s9"), mem("m4", 3)])  # and changes
    assert store.snapshot("b1")["hebbian"] == before
    with pytest.raises(ValueError, match="eta"):
        store.strengthen("b1", ids, now=10.0, eta=0.0, half_life_s=60.0)


def test_delete_bank_removes_hebbian_edges(store: GraphStore) -> None:
    for bank in ("b1", "b2"):
        store.upsert([mem(f"m{i}", i, bank=bank) for i in range(3)])
        store.strengthen(
            bank, [mid(f"m{i}", bank) for i in range(3)], now=1.0, eta=0.1, half_life_s=10.0
        )
    store.delete_bank("b1")
    assert store.counts("b1") == GraphCounts(0, 0, 0, 0, 0, 0, 0)
    assert store.counts("b2").hebbian_edges == 3
    store.upsert([mem(f"m{i}", i) for i in range(3)])
    assert store.snapshot("b1")["hebbian"] == []


# -- lifecycle, concurrency, errors -------------------------------------------------------


def test_reopen_keeps_graph_and_refuses_second_opener(tmp_path: Path, engine: str) -> None:
    path = tmp_path / "graph.db"
    with open_graph_store(path, engine) as s:
        s.upsert(corpus(15))
        before = s.snapshot("b1")
        with pytest.raises(ConfigError):
            open_graph_store(path, engine)
    with open_graph_store(path, engine) as s:
        assert s.snapshot("b1") == before
    s.close()  # idempotent
    with pytest.raises(StoreUnavailable):
        s.counts("b1")


def test_readers_see_whole_batches_while_writing(store: GraphStore) -> None:
    batches = [
        [mem(f"m{b:02d}-{i}", b * 10 + i, ents=["alice"]) for i in range(8)] for b in range(15)
    ]
    seen: list[int] = []
    errors: list[BaseException] = []
    done = threading.Event()

    def read() -> None:
        try:
            while not done.is_set():
                seen.append(store.counts("b1").memories)
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    readers = [threading.Thread(target=read) for _ in range(2)]
    for t in readers:
        t.start()
    try:
        for batch in batches:
            store.upsert(batch)
    finally:
        done.set()
        for t in readers:
            t.join()
    assert not errors
    assert seen and all(n % 8 == 0 for n in seen)  # never half a batch
    assert store.counts("b1").memories == 120


_HOLD = """
import sys, importlib
eng = importlib.import_module(sys.argv[1])
db = eng.Database(sys.argv[2])
print("ready", flush=True)
sys.stdin.read()
"""


def test_lock_held_by_another_process_is_store_unavailable(tmp_path: Path, engine: str) -> None:
    path = tmp_path / "graph.db"
    with open_graph_store(path, engine):
        pass
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD, engine, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        with pytest.raises(StoreUnavailable, match="after 3 attempts"):
            open_graph_store(path, engine, retries=2, retry_wait_s=0.01)
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)
    with open_graph_store(path, engine) as s:  # released: opens again, and the lock is freed
        assert s.banks() == []


def test_other_engine_is_refused_in_this_process(engine: str) -> None:
    load_engine(engine)
    other = next(e for e in ENGINES if e != engine)
    with pytest.raises(ConfigError, match="already loaded"):
        load_engine(other)
    assert other not in sys.modules
    with pytest.raises(ConfigError, match="unknown graph engine"):
        load_engine("neo4j")
