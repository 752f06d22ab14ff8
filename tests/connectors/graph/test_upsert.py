"""One micro-batch into the graph (connectors/graph/upsert.py): nodes, edges and properties
written; idempotent replays; any split or order of the same memories converging on the same graph;
a random stream of late and changed re-deliveries matching a model computed in Python.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import itertools
import json
import random
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from memstream.connectors.graph import GraphCounts, GraphStore, open_graph_store
from memstream.events import entity_id, episode_id
from memstream.records import EnrichedMemory, TimeRef
from tests.connectors.graph.build import T0, chain_of, corpus, eid, mem, mid, weights

pytestmark = pytest.mark.graph


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
        "tails": {(f"{bank}\x1f{c}", *max(members)[::-1]) for c, members in chains.items()},
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
        "tails": set(snap["conversations"]),
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
