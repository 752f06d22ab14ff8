"""Hebbian co-activation edges (connectors/graph/hebbian.py): strengthen, decay on read,
partners; banks kept apart; ingestion and bank deletion.

Run once per engine (MEMSTREAM_GRAPH_ENGINE): see conftest.py.
"""

from __future__ import annotations

import pytest

from memstream.connectors.graph import GraphCounts, GraphStore
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


def test_a_co_recall_at_a_position_applied_already_changes_nothing(store: GraphStore) -> None:
    """Co-recalls come from the log with their (partition, offset): a redelivery of one at or
    before the bank's last applied position is skipped, so weights depend on the log alone."""
    for bank in ("b1", "b2"):
        store.upsert([mem(f"m{i}", i, bank=bank) for i in range(1, 4)])
    m1, m2, m3 = (mid(f"m{i}") for i in range(1, 4))
    kw: dict[str, float] = {"eta": 0.2, "half_life_s": 100.0}
    assert store.strengthen("b1", [m1, m2], now=10.0, position=(0, 5), **kw) == 1
    assert store.strengthen("b1", [m1, m2], now=10.0, position=(0, 5), **kw) == 0  # again
    assert store.strengthen("b1", [m1, m3], now=11.0, position=(0, 4), **kw) == 0  # earlier
    assert hebbian_edges(store) == {frozenset((m1, m2)): (pytest.approx(0.2), 10.0, 1)}
    assert store.strengthen("b1", [m1, m2], now=12.0, position=(0, 9), **kw) == 1
    assert store.hebbian_mark("b1") == (0, 9) and store.hebbian_mark("b3") is None
    assert hebbian_edges(store)[frozenset((m1, m2))][2] == 2
    # the mark is per bank, and another partition (a re-partitioned topic) applies
    b2 = [mid("m1", "b2"), mid("m2", "b2")]
    assert store.strengthen("b2", b2, now=10.0, position=(0, 5), **kw) == 1
    assert store.strengthen("b1", [m2, m3], now=13.0, position=(1, 0), **kw) == 1
    # a deleted bank starts a new mark
    store.delete_bank("b1")
    store.upsert([mem(f"m{i}", i) for i in range(1, 4)])
    assert store.strengthen("b1", [m1, m2], now=14.0, position=(1, 0), **kw) == 1


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
