"""The graph arm (spreading activation) on real embedded stores.

Exact activations are checked on hand-built graphs (tests/fakes.py `memory`: chosen entities,
conversations and sessions; random dense vectors, so a random query vector seeds nothing
semantically); the arm's behaviour on real text on the recall bank filled by the real enricher.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import timedelta

import numpy as np
import pytest

from memstream.contract.recall import RecallRequest
from memstream.events import FactType
from memstream.query.arms import build_arms
from memstream.query.arms.graph import DECAY, GraphArm, LinkOptions, specificity
from memstream.query.model import ALL_NEEDS, EncodedQuery, TimeWindow
from memstream.records import EnrichedMemory
from tests.fakes import RECALL_NOW, T0, memory, recall_ids, unit_vector
from tests.query.conftest import put

pytestmark = [pytest.mark.models, pytest.mark.graph]

NOW = 1_700_000_000.0


def query(bank: str, entities: Sequence[str] = (), budget: int = 100, **kw) -> EncodedQuery:
    dense = np.asarray(kw.pop("dense", unit_vector(999)))
    return EncodedQuery(
        "q", bank, 10, budget, RECALL_NOW, dense=dense, entities=tuple(entities), **kw
    )


def own(i: int, bank: str, conv: str, ents: tuple[str, ...] = (), **kw) -> EnrichedMemory:
    """A memory in its own session (no episode siblings)."""
    return memory(i, bank, entities=ents, conversation_id=conv, session_id=f"s{i}", **kw)


def two_hop_bank(bank: str) -> list[EnrichedMemory]:
    """A -next-> B -next-> C in c1; B and X (c2) share "kim"; six unrelated fillers in c3."""
    return [
        own(1, bank, "c1", ("zed",)),
        own(2, bank, "c1", ("kim",)),
        own(3, bank, "c1"),
        own(4, bank, "c2", ("kim",)),
        *(own(i, bank, "c3") for i in range(5, 11)),
    ]


@pytest.fixture(scope="module")
def two_hop(stores) -> dict[str, list[str]]:
    return {bank: put(stores, two_hop_bank(bank)) for bank in ("ga", "gb")}


@pytest.fixture(scope="module")
def arm(stores) -> GraphArm:
    return GraphArm(stores.vector, stores.graph, clock=lambda: NOW)


# ------------------------------------------------------------------------ spreading
def test_activation_spreads_two_hops_with_the_documented_weights(arm, two_hop):
    a, b, c, x = two_hop["ga"][:4]
    act = arm.activate(query("ga", ["zed"]))
    seed = 0.5 * specificity(1, 10)  # "zed": one memory of ten
    assert act.seeds == {a: pytest.approx(0.5)} and seed == 0.5
    kim = math.log(10 / 2) / math.log(10)  # shared by B and X
    assert act.scores == {
        a: pytest.approx(seed),
        b: pytest.approx(seed * 1.0 * DECAY),  # chain
        c: pytest.approx(seed * 1.0 * DECAY * 1.0 * DECAY),  # chain, chain
        x: pytest.approx(seed * 1.0 * DECAY * kim * DECAY),  # chain, shared entity
    }
    hits = arm.retrieve(query("ga", ["zed"]), 10)
    assert [h.id for h in hits] == [a, b, c, x]
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert arm.retrieve(query("ga", ["zed"]), 2) == hits[:2]


def test_thinking_budget_bounds_the_expanded_memories(stores, arm, two_hop):
    a, b, c, x = two_hop["ga"][:4]
    one = arm.activate(query("ga", ["zed"], budget=1))
    assert one.expanded == (a,) and set(one.scores) == {a, b}  # X is beyond the budget
    two = arm.activate(query("ga", ["zed"], budget=2))
    assert two.expanded == (a, b) and set(two.scores) == {a, b, c, x}
    chain = put(stores, [own(i, "chain", "c1", ("start",) if i == 0 else ()) for i in range(40)])
    small = GraphArm(stores.vector, stores.graph, max_batch=2)
    for budget in (1, 5, 17):
        act = small.activate(query("chain", ["start"], budget=budget))
        assert act.expanded == tuple(chain[:budget])
        assert set(act.scores) == set(chain[: budget + 1])
    # a big budget stops where activation falls under min_activation: 0.5 * 0.8 ** 18 < 0.01
    assert small.activate(query("chain", ["start"], budget=100)).expanded == tuple(chain[:18])


def test_a_bank_never_sees_another_bank(arm, two_hop):
    a = arm.retrieve(query("ga", ["zed"]), 50)
    b = arm.retrieve(query("gb", ["zed"]), 50)
    assert {h.id for h in a} <= set(two_hop["ga"])
    assert {h.id for h in b} <= set(two_hop["gb"])
    assert [h.score for h in a] == [h.score for h in b]
    assert arm.retrieve(query("nobody", ["zed"]), 50) == []


def test_semantic_seeds_start_at_their_cosine(arm, two_hop):
    a, b, *_ = two_hop["ga"]
    act = arm.activate(query("ga", dense=unit_vector(2)))  # B's own vector: cosine 1
    assert act.seeds == {b: pytest.approx(1.0, abs=1e-4)}  # stored as float16
    assert act.scores[a] == pytest.approx(DECAY, abs=1e-4)  # prev of B


def test_hub_entities_do_not_flood_the_result(stores):
    bank = "hub"
    ms = [
        memory(
            i,
            bank,
            entities=(("ann", "vienna") if i == 30 else ("ann",)) if i < 60 else (),
            session_id=f"s{i // 10}",
        )
        for i in range(80)
    ]
    ids = put(stores, ms)
    r = ids[30]
    arm = GraphArm(stores.vector, stores.graph)
    hits = arm.retrieve(query(bank, ["ann", "vienna"]), 80)
    assert hits[0].id == r
    assert {h.id for h in hits[1:3]} == {ids[29], ids[31]}  # its chain neighbours
    # "ann" (60 of 80 memories) neither seeds nor links: all activation is R's chain decay
    pos = {m: i for i, m in enumerate(ids)}
    assert {h.id: h.score for h in hits} == {
        h.id: pytest.approx(0.5 * DECAY ** abs(pos[h.id] - 30)) for h in hits
    }
    # Without the hub cut, "ann" seeds all 60 of its memories, but only by its specificity.
    loose = GraphArm(
        stores.vector, stores.graph, links=LinkOptions(min_specificity=0.0, max_entity_members=999)
    )
    act = loose.activate(query(bank, ["ann", "vienna"]))
    weak = 0.5 * specificity(60, 80)
    assert len(act.seeds) == 60 and weak < 0.04
    assert act.seeds[ids[0]] == pytest.approx(weak)
    top = sorted(act.scores, key=lambda i: -act.scores[i])[:3]
    assert top[0] == r and set(top[1:]) == {ids[29], ids[31]}


def test_hebbian_edges_carry_activation_and_decay(stores):
    bank = "hb"
    ids = put(stores, [own(i, bank, f"c{i}", ("zed",) if i == 0 else ()) for i in range(6)])
    half_life = 3600.0
    stores.graph.strengthen(bank, [ids[0], ids[5]], now=NOW, eta=0.5, half_life_s=half_life)
    at = GraphArm(
        stores.vector, stores.graph, clock=lambda: NOW, links=LinkOptions(half_life_s=half_life)
    )
    assert at.activate(query(bank, ["zed"])).scores[ids[5]] == pytest.approx(0.5 * 0.5 * DECAY)
    later = GraphArm(
        stores.vector,
        stores.graph,
        clock=lambda: NOW + half_life,
        links=LinkOptions(half_life_s=half_life),
    )
    assert later.activate(query(bank, ["zed"])).scores[ids[5]] == pytest.approx(0.5 * 0.25 * 0.8)


def test_fact_types_and_an_explicit_window_filter_results_not_the_walk(stores, arm):
    bank = "ft"
    ids = put(
        stores,
        [
            own(1, bank, "c1", ("zed",)),
            own(2, bank, "c1", fact_type=FactType.WORLD),
            own(3, bank, "c1"),
        ],
    )
    assert [h.id for h in arm.retrieve(query(bank, ["zed"], fact_types=("world",)), 10)] == [ids[1]]
    start = T0 + timedelta(minutes=3)
    window = TimeWindow(start, start + timedelta(minutes=1), "explicit")
    assert [h.id for h in arm.retrieve(query(bank, ["zed"], window=window), 10)] == [ids[2]]
    hint = TimeWindow(start, start + timedelta(minutes=1), "last spring")  # not a filter
    assert len(arm.retrieve(query(bank, ["zed"], window=hint), 10)) == 3


def test_bad_arguments_are_rejected(stores):
    with pytest.raises(ValueError, match="decay"):
        GraphArm(stores.vector, stores.graph, decay=1.0)
    with pytest.raises(ValueError, match="max_batch"):
        GraphArm(stores.vector, stores.graph, max_batch=0)
    arm = GraphArm(stores.vector, stores.graph)
    with pytest.raises(ValueError, match="limit"):
        arm.retrieve(query("ga"), 0)
    with pytest.raises(ValueError, match=r"needs query\.dense"):
        arm.retrieve(EncodedQuery("q", "ga", 10, 100, RECALL_NOW), 5)


# ------------------------------------------------------------------ real text, registry
@pytest.fixture(scope="module")
def real(recall_stores, query_encoder):
    arm = build_arms(recall_stores, ["graph"])["graph"]
    keys = {mid: key for bank in ("qa", "qb") for key, mid in recall_ids(bank).items()}

    def run(text: str, bank: str = "qa", limit: int = 10) -> list[str]:
        req = RecallRequest(text=text, bank=bank, reference_time=RECALL_NOW)
        return [keys[h.id] for h in arm.retrieve(query_encoder.encode(req, ALL_NEEDS), limit)]

    return arm, run


def test_the_registry_builds_the_graph_arm(real):
    arm, _ = real
    assert isinstance(arm, GraphArm) and arm.name == "graph"
    assert arm.needs == frozenset({"dense", "entities"}) <= ALL_NEEDS


def test_on_real_text_the_seed_comes_first_and_its_neighbours_follow(real):
    _, run = real
    found = run("What pet did Caroline adopt?")
    assert found[0] == "dog"
    assert {"tahoe", "race"} & set(found[:4])  # chain neighbours of "dog" (April, May)
    assert run("Where did John Smith move for his new job?")[0] == "seattle"
    assert run("What did Caroline adopt?", "qa", 50) == run("What did Caroline adopt?", "qb", 50)
