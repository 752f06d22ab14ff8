"""Graph expansion and Hebbian co-activation on real embedded stores.

Hand-built graphs (tests/fakes.py `memory`) where the weights are checked exactly; the recall
bank through the real enricher and the real engine for replay and end-to-end behaviour.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Iterator
from types import MappingProxyType
from typing import Any

import numpy as np
import pytest

from memstream.connectors.graph import GraphStore
from memstream.connectors.stores import Stores, open_stores
from memstream.contract.recall import Mode, RecallRequest
from memstream.query.arms import build_arms
from memstream.query.encode import QueryEncoder
from memstream.query.engine import Expansion, RecallEngine
from memstream.query.expand import VIA_WEIGHT, GraphExpander
from memstream.query.model import EncodedQuery
from memstream.query.modes import Recipe
from memstream.records import EnrichedMemory
from memstream.settings import StoreSettings
from tests.fakes import RECALL_NOW, memory, recall_events, unit_vector
from tests.query.conftest import EAGER, put

pytestmark = [pytest.mark.models, pytest.mark.graph]

HALF_LIFE = 3600.0
T = 1_700_000_000.0


def query(bank: str) -> EncodedQuery:
    return EncodedQuery("q", bank, 10, 100, RECALL_NOW, dense=np.asarray(unit_vector(999)))


class Clock:
    def __init__(self) -> None:
        self.now = T

    def __call__(self) -> float:
        return self.now


def expander(stores: Stores, clock: Clock | None = None, **kw: Any) -> GraphExpander:
    return GraphExpander(
        stores.graph,
        count=stores.vector.count,
        clock=clock or Clock(),
        half_life_s=HALF_LIFE,
        **kw,
    )


@pytest.fixture(scope="module")
def bank(stores) -> list[str]:
    """m1..m6 one session of conversation c1; X (c2) shares "kim" with m3; 8 fillers."""
    return put(
        stores,
        [
            memory(1, "ex", entities=("zed",)),
            memory(2, "ex"),
            memory(3, "ex", entities=("kim",)),
            memory(4, "ex"),
            memory(5, "ex"),
            memory(6, "ex"),
            memory(7, "ex", entities=("kim",), conversation_id="c2", session_id="s2"),
            *(memory(i, "ex", conversation_id="c3", session_id=f"f{i}") for i in range(8, 16)),
        ],
    )


def test_expansion_says_how_each_memory_was_reached(stores, bank):
    m1, m2, m3, m4, m5, _, x = bank[:7]
    got = expander(stores).expand(query("ex"), [m3], 20)
    kim = math.log(15 / 2) / math.log(15)  # specificity of an entity 2 of 15 memories mention
    assert got == [
        Expansion(m4, "next", m3, pytest.approx(0.9)),
        Expansion(m2, "prev", m3, pytest.approx(0.85)),
        Expansion(x, "entity", m3, pytest.approx(0.7 * kim)),
        # siblings by closeness: m2 and m4 (taken by the chain), then m1 (tie with m5: id)
        Expansion(min(m1, m5), "episode", m3, pytest.approx(0.5 / 3)),
    ]


def test_expansion_never_returns_its_input_dedupes_and_respects_the_limit(stores, bank):
    _, m2, m3, m4, m5, *_ = bank
    x = expander(stores)
    got = x.expand(query("ex"), [m3, m4], 20)
    ids = [e.id for e in got]
    assert m3 not in ids and m4 not in ids and len(ids) == len(set(ids))
    assert got[:2] == [
        Expansion(m2, "prev", m3, pytest.approx(0.85)),
        Expansion(m5, "next", m4, pytest.approx(0.9 * 0.85)),  # source of rank 1
    ]
    assert [e.weight for e in got] == sorted((e.weight for e in got), reverse=True)
    assert x.expand(query("ex"), [m3, m4], 1) == got[:1]
    assert x.expand(query("ex"), [m3], 0) == [] and x.expand(query("ex"), [], 5) == []
    assert x.expand(query("elsewhere"), [m3, m4], 20) == []  # another bank's ids: nothing


def test_hebbian_partners_come_back_once_strong_enough_and_fade(stores, bank):
    m1, *_, m6 = bank[:6]
    clock = Clock()
    x = expander(stores, clock, hebbian_min=0.3, eta=0.2)
    try:

        def partner() -> list[Expansion]:
            return [e for e in x.expand(query("ex"), [m1], 20) if e.via == "hebbian"]

        x.observe("ex", [m1, m6])
        assert x.flush(30)
        assert partner() == []  # 0.2 < 0.3
        x.observe("ex", [m6, m1, m6])
        assert x.flush(30)
        assert partner() == [Expansion(m6, "hebbian", m1, pytest.approx(0.36))]
        clock.now += HALF_LIFE  # 0.18 after one half-life
        assert partner() == []
        assert (x.observed, x.dropped, x.failed) == (2, 0, 0)
        x.observe("ex", [m1])  # one memory: no pair, nothing queued
        assert x.flush(30) and x.observed == 2
    finally:
        x.close()


class Gate:
    """The graph store, with `strengthen` held until released (to fill the queue)."""

    def __init__(self, graph: GraphStore) -> None:
        self.graph = graph
        self.entered = threading.Event()
        self.release = threading.Event()

    def strengthen(self, *args: Any, **kwargs: Any) -> int:
        self.entered.set()
        assert self.release.wait(30)
        return self.graph.strengthen(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.graph, name)


def test_observe_never_blocks_drops_when_full_and_close_flushes(stores, bank):
    gate = Gate(stores.graph)
    x = GraphExpander(gate, count=stores.vector.count, queue_size=1)  # type: ignore[arg-type]
    x.observe("ex", bank[8:10])
    assert gate.entered.wait(30)  # the worker holds the first
    x.observe("ex", bank[10:12])  # queued
    x.observe("ex", bank[12:14])  # full: dropped
    assert x.dropped == 1
    assert not x.flush(0.05)  # still held
    gate.release.set()
    x.close()
    assert (x.observed, x.dropped) == (2, 1)
    x.close()  # idempotent
    x.observe("ex", bank[8:10])  # ignored once closed
    assert x.flush(1) and x.observed == 2
    edges = {frozenset((a, b)) for a, b, *_ in stores.graph.snapshot("ex")["hebbian"]}
    assert {frozenset(bank[8:10]), frozenset(bank[10:12])} <= edges
    assert frozenset(bank[12:14]) not in edges


def test_bad_arguments_are_rejected(stores):
    with pytest.raises(ValueError, match="eta"):
        GraphExpander(stores.graph, eta=0.0)
    with pytest.raises(ValueError, match="hebbian_ids"):
        GraphExpander(stores.graph, hebbian_ids=1)
    assert set(VIA_WEIGHT) == {"hebbian", "next", "prev", "entity", "episode"}


# ------------------------------------------------------ real enricher and the engine
@pytest.fixture(scope="module")
def real(tmp_path_factory, enricher, graph_engine) -> Iterator[tuple[Stores, list[EnrichedMemory]]]:
    s = open_stores(
        StoreSettings(data_dir=tmp_path_factory.mktemp("expand-real"), graph_engine=graph_engine)
    )
    memories = enricher.enrich(recall_events("rx"))
    for store in (s.vector, s.bm25, s.graph):
        store.upsert(memories)
    yield s, memories
    s.close()


def test_recalls_strengthen_edges_that_replays_keep_and_bank_deletion_removes(real, enricher):
    stores, memories = real
    x = expander(stores)
    recipe = Recipe(("semantic", "bm25"), expand=True)
    engine = RecallEngine(
        stores,
        QueryEncoder.from_enricher(enricher, stores, cache_options=EAGER),
        build_arms(stores, ["semantic", "bm25"]),
        expander=x,
        recipes=MappingProxyType({Mode.HYBRID: recipe}),
    )
    try:
        req = RecallRequest(
            text="What did Caroline adopt?",
            bank="rx",
            mode=Mode.HYBRID,
            limit=3,
            reference_time=RECALL_NOW,
            explain=True,
        )
        first = engine.recall(req)
        top = [m.id for m in first.memories[:3]]
        added = first.memories[3:]
        assert added and all(m.explain and m.explain.expansion for m in added)
        assert not {m.id for m in added} & set(top)
        engine.recall(req)
        assert x.flush(30) and x.observed == 2
        hebbian = stores.graph.snapshot("rx")["hebbian"]
        assert {frozenset((a, b)) for a, b, *_ in hebbian} == {
            frozenset((a, b)) for i, a in enumerate(top) for b in top[i + 1 :]
        }
        assert [(w, n) for _, _, w, _, n in hebbian] == [(pytest.approx(0.36), 2)] * 3
        for store in (stores.vector, stores.bm25, stores.graph):  # a replay of the topic
            store.upsert(memories)
        assert stores.graph.snapshot("rx")["hebbian"] == hebbian
        stores.delete_bank("rx")
        assert stores.graph.counts("rx").hebbian_edges == 0
    finally:
        engine.close()
        x.close()
