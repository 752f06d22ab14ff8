"""Hebbian co-activation edges (connectors/graph/hebbian.py): strengthen, decay on read,
partners; banks kept apart; ingestion and bank deletion.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import dataclasses

import pytest

from memstream.connectors.graph import GraphCounts, GraphStore
from memstream.records import EnrichedMemory, LogPosition
from tests.connectors.graph.build import hebbian_edges, mem, mid

pytestmark = pytest.mark.graph


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


def _read(m: EnrichedMemory, offset: int, part: int = 0, log: str | None = "L1") -> EnrichedMemory:
    """`m` as the flow hands it over: read from the log at (log, part, offset)."""
    return dataclasses.replace(m, partition=part, offset=offset, log_id=log)


KW: dict[str, float] = {"eta": 0.2, "half_life_s": 100.0}


def test_a_co_recall_already_in_an_edge_changes_nothing(store: GraphStore) -> None:
    """Co-recalls come from the log with their position: each edge keeps the position of the
    last one applied to it, so a redelivery of one at or before it changes no weight, and
    edges, not banks, keep their own (another edge still learns from an earlier one)."""
    store.upsert([_read(mem(f"m{i}", i), i) for i in range(1, 4)])
    m1, m2, m3 = (mid(f"m{i}") for i in range(1, 4))
    assert store.strengthen("b1", [m1, m2], now=10.0, at=LogPosition("L1", 0, 5), **KW) == 1
    assert store.strengthen("b1", [m1, m2], now=10.0, at=LogPosition("L1", 0, 5), **KW) == 0
    assert store.strengthen("b1", [m1, m2], now=9.0, at=LogPosition("L1", 0, 4), **KW) == 0
    # the pair (m1, m3) has no edge yet: a co-recall at 4 is new to it
    assert store.strengthen("b1", [m1, m3], now=9.0, at=LogPosition("L1", 0, 4), **KW) == 1
    assert hebbian_edges(store) == {
        frozenset((m1, m2)): (pytest.approx(0.2), 10.0, 1),
        frozenset((m1, m3)): (pytest.approx(0.2), 9.0, 1),
    }
    assert store.strengthen("b1", [m1, m2], now=12.0, at=LogPosition("L1", 0, 9), **KW) == 1
    assert hebbian_edges(store)[frozenset((m1, m2))][2] == 2
    marks = {(a, b): pos for a, b, *pos in store.log_positions("b1")["hebbian"]}
    assert marks[tuple(sorted((m1, m2)))] == ["L1", 0, 9]


def test_a_co_recall_links_only_memories_read_before_it(store: GraphStore) -> None:
    """A memory counts at a co-recall's place only when the log had it there: read before the
    co-recall, from its partition, or from an earlier log; not one read from another
    partition (whose order against it the log does not fix) or one read after it."""
    store.upsert([_read(mem("m1", 1), 1), _read(mem("m2", 2), 2), _read(mem("m3", 3), 8)])
    store.upsert([_read(mem("m4", 4), 3, part=1), mem("m5", 5)])  # another partition; no log
    m1, m2, m3, m4, m5 = (mid(f"m{i}") for i in range(1, 6))
    ids = [m1, m2, m3, m4, m5]
    assert store.strengthen("b1", ids, now=1.0, at=LogPosition("L1", 0, 6), **KW) == 3
    assert set(hebbian_edges(store)) == {frozenset(p) for p in [(m1, m2), (m1, m5), (m2, m5)]}
    # a new log (the broker lost the old one): every memory of partition 0 was there before
    assert store.strengthen("b1", [m1, m3], now=2.0, at=LogPosition("L2", 0, 0), **KW) == 1
    # re-read from the new log, m3 stays held since before it: a co-recall at 0 still counts it
    store.upsert([_read(mem("m3", 3), 4, log="L2")])
    rows = {r[0]: r[1:] for r in store.log_positions("b1")["memories"]}
    assert rows[m3] == ("L2", 0, -1) and rows[m1] == ("L1", 0, 1) and rows[m5] == (None,) * 3
    assert store.strengthen("b1", [m2, m3], now=3.0, at=LogPosition("L2", 0, 1), **KW) == 1
    # without a position (an engine as a library), every memory of the bank counts
    assert store.strengthen("b1", [m3, m4], now=4.0, **KW) == 1


def test_a_deleted_and_re_read_memory_is_new_to_the_co_recalls_before_it(
    store: GraphStore,
) -> None:
    """The case of a tombstone re-applied on a redelivery: it deletes the memory and its edges,
    the memory comes back from its later event, and the co-recalls after that rebuild the
    edge (an edge keeps its own position: the bank's last co-recall does not stop them)."""
    m1, m2 = mid("m1"), mid("m2")
    store.upsert([_read(mem("m1", 1), 0), _read(mem("m2", 2), 1)])
    store.delete("b1", [m1])  # tombstone at 2
    store.upsert([_read(mem("m1", 1), 3)])  # the event published again at 3
    assert store.strengthen("b1", [m1, m2], now=5.0, at=LogPosition("L1", 0, 4), **KW) == 1
    first = hebbian_edges(store)
    # redelivered from offset 2: the tombstone deletes m1 and its edge again
    store.delete("b1", [m1])
    store.upsert([_read(mem("m1", 1), 3)])
    assert hebbian_edges(store) == {}
    assert store.strengthen("b1", [m1, m2], now=5.0, at=LogPosition("L1", 0, 4), **KW) == 1
    assert hebbian_edges(store) == first
    # redelivered from offset 4 instead: the co-recall is in the edge already
    assert store.strengthen("b1", [m1, m2], now=5.0, at=LogPosition("L1", 0, 4), **KW) == 0
    # and a co-recall read before m1 came back (at offset 2) cannot count it
    assert store.strengthen("b1", [m1, m2], now=5.0, at=LogPosition("L1", 0, 2), **KW) == 0


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


def test_hebbian_writes_are_checkpointed(
    store: GraphStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pending edge updates are checkpointed every CHECKPOINT_EDGES edges written (the engine
    holds them in memory until then), and the edges survive it."""
    import memstream.connectors.graph.store as graph_store

    monkeypatch.setattr(graph_store, "CHECKPOINT_EDGES", 5)
    store.upsert([mem(f"m{i}", i) for i in range(1, 5)])
    ids = [mid(f"m{i}") for i in range(1, 5)]
    kw: dict[str, float] = {"eta": 0.5, "half_life_s": 100.0}
    assert store.strengthen("b1", ids[:3], now=10.0, **kw) == 3
    assert store.checkpoints == 0
    assert store.strengthen("b1", ids, now=10.0, **kw) == 6  # 9 written: one checkpoint
    assert store.checkpoints == 1
    assert store.strengthen("b1", ids[:2], now=10.0, **kw) == 1
    assert store.checkpoints == 1  # the count started again
    assert store.counts("b1").hebbian_edges == 6
    assert hebbian_edges(store)[frozenset(ids[:2])][2] == 3
