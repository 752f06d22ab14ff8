"""The recall stages alone, with hand-built inputs: no store, no model.

The engine end to end (tests/query/test_engine.py) shows they compose; here each stage's own
contract: what it keeps, in which order, and how it reports a failure.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import UTC, datetime
from types import MappingProxyType

import numpy as np
import pytest

from memstream.connectors.vector import StoredMemory
from memstream.contract.recall import Mode, RecallRequest
from memstream.query import stages
from memstream.query.fanout import FanOut
from memstream.query.fusion import Fused
from memstream.query.model import ArmHit, EncodedQuery, Expansion, TimeWindow
from memstream.query.modes import Recipe
from memstream.query.rerank import RerankDoc, TextReranker
from memstream.query.rerank.cross_encoder import CrossEncoderReranker
from memstream.query.rerank.nanoranker import NanoReranker
from tests.fakes import FailingArm

NOW = datetime(2024, 5, 8, 12, tzinfo=UTC)


def query(**kw) -> EncodedQuery:
    return EncodedQuery(
        text="who adopted?", bank="b", limit=3, thinking_budget=10, reference_time=NOW, **kw
    )


def stored(i: str, text: str = "some text", **payload) -> StoredMemory:
    return StoredMemory(i, {"bank": "b", "text": text, "occurred_at": NOW.isoformat(), **payload})


def fused(*ids: str) -> list[Fused]:
    """Fused results best first, each found by arm "a" at its position."""
    return [Fused(i, 1.0 / (n + 1), {"a": n + 1}) for n, i in enumerate(ids)]


class Arm:
    def __init__(self, name: str, needs: frozenset[str], ids: Sequence[str] = ()) -> None:
        self.name, self.needs, self.ids = name, needs, list(ids)

    def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]:
        return [ArmHit(i, 1.0) for i in self.ids[:limit]]


class TokenRanker:
    """Scores by a fixed table; records which path the stage took."""

    name = "tokens"
    model_name = "table"
    needs = frozenset({"dense_tokens"})
    scores_tokens = True

    def __init__(self, table: dict[str, float]) -> None:
        self.table = table
        self.calls: list[str] = []

    def score(self, query: str, docs: Sequence[RerankDoc]) -> list[float]:
        self.calls.append("text")
        return [self.table[d.id] for d in docs]

    def score_tokens(self, query_tokens: np.ndarray, docs: Sequence[RerankDoc]) -> list[float]:
        self.calls.append("tokens")
        return [self.table[d.id] for d in docs]


class BrokenRanker(TextReranker):
    name = "broken"
    model_name = "none"

    def score(self, query: str, docs: Sequence[RerankDoc]) -> list[float]:
        raise RuntimeError("model gone")


# -- encode -----------------------------------------------------------------------------


def test_needs_are_the_union_of_arms_and_reranker_and_bare_arms_start_early() -> None:
    bm25 = Arm("bm25", frozenset())
    dense = Arm("semantic", frozenset({"dense"}))
    assert stages.needs_of([bm25, dense], None) == {"dense"}
    assert stages.needs_of([bm25, dense], TokenRanker({})) == {"dense", "dense_tokens"}
    assert stages.needs_of([bm25], None) == frozenset()
    assert list(stages.early_arms({"bm25": bm25, "semantic": dense})) == ["bm25"]


def test_text_rerankers_declare_no_needs_and_refuse_token_vectors() -> None:
    for cls in (CrossEncoderReranker, NanoReranker):
        assert cls.needs == frozenset() and cls.scores_tokens is False
    with pytest.raises(TypeError, match="scores texts"):
        BrokenRanker().score_tokens(np.zeros((1, 4)), [])


# -- fan out ----------------------------------------------------------------------------


def test_fan_out_keeps_the_order_asked_and_degrades_failing_and_slow_arms() -> None:
    release = threading.Event()

    class Stuck:
        name, needs = "stuck", frozenset()

        def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]:
            release.wait(30)
            return []

    fan = FanOut(timeout_s=0.2)
    try:
        arms = {
            "b": Arm("b", frozenset(), ["x"]),
            "failing": FailingArm(),
            "stuck": Stuck(),
            "a": Arm("a", frozenset(), ["y", "z"]),
        }
        early = fan.start({"a": arms["a"]}, query(), 5)
        found = fan.run(arms, query(), 5, early)
    finally:
        release.set()
        fan.close()
    assert list(found.hits) == ["b", "a"] and [h.id for h in found.hits["a"]] == ["y", "z"]
    assert [(d.arm, d.reason.split(":")[0]) for d in found.degraded] == [
        ("failing", "RuntimeError"),
        ("stuck", "timed out after 0.2s"),
    ]
    assert list(found.timings) == ["arm:b", "arm:stuck", "arm:a"]  # none for the arm that raised
    with pytest.raises(ValueError, match="positive"):
        FanOut(timeout_s=0)


# -- fuse, load, priors -----------------------------------------------------------------


def test_fuse_weighs_arms_by_the_recipe() -> None:
    hits = {"a": [ArmHit("x", 9.0), ArmHit("y", 1.0)], "b": [ArmHit("y", 5.0)]}
    assert [f.id for f in stages.fuse(hits, Recipe(("a", "b")), 60)] == ["y", "x"]
    without_b = Recipe(("a", "b"), weights=MappingProxyType({"b": 0.0}))
    assert [f.id for f in stages.fuse(hits, without_b, 60)] == ["x", "y"]


def test_speaker_priors_lift_named_speakers_and_keep_the_order_of_equals() -> None:
    loaded = {
        "x": stored("x", speaker="Ann"),
        "y": stored("y", speaker="Bob"),
        "z": stored("z", speaker="Bob"),
    }
    priors = stages.speaker_priors(loaded, frozenset({"Bob"}), 1.0)
    assert priors == {"y": 2.0, "z": 2.0}
    ranked = stages.apply_priors(fused("x", "y", "z"), priors)  # 1, 1/2*2, 1/3*2
    assert [f.id for f in ranked] == ["x", "y", "z"]
    lifted = stages.apply_priors(fused("z", "x", "y"), {"y": 3.0})  # y: 1/3 * 3 == z's 1
    assert [f.id for f in lifted] == ["z", "y", "x"]


def test_candidates_are_the_loaded_ones_cut_to_the_pool_size() -> None:
    loaded = {"x": stored("x"), "z": stored("z"), "w": stored("w")}
    assert [f.id for f in stages.candidates(fused("x", "y", "z", "w"), loaded, 2)] == ["x", "z"]
    assert stages.pool_size(Recipe(("a",)), 10, 100) == 10
    assert stages.pool_size(Recipe(("a",), rerank="configured"), 10, 100) == 100
    assert stages.pool_size(Recipe(("a",), rerank="configured"), 150, 100) == 150


# -- rerank -----------------------------------------------------------------------------


def pool(*ids: str) -> stages.Pool:
    return stages.Pool(fused(*ids), {i: stored(i) for i in ids})


def test_rerank_orders_by_score_ties_keep_the_fused_order() -> None:
    ranker = TokenRanker({"x": 0.1, "y": 0.9, "z": 0.1})
    out = stages.rerank(ranker, query(), pool("x", "y", "z"), "b")
    assert [f.id for f in out.candidates] == ["y", "x", "z"]
    assert out.scores == {"x": 0.1, "y": 0.9, "z": 0.1} and out.degraded == []
    assert ranker.calls == ["text"]  # no token vectors in the query: the text path


def test_rerank_reads_the_query_token_vectors_when_it_scores_tokens() -> None:
    ranker = TokenRanker({"x": 0.1, "y": 0.9})
    stages.rerank(ranker, query(dense_tokens=np.ones((2, 4))), pool("x", "y"), "b")
    assert ranker.calls == ["tokens"]


def test_a_failing_reranker_degrades_to_the_fused_order() -> None:
    out = stages.rerank(BrokenRanker(), query(), pool("x", "y"), "b")
    assert [f.id for f in out.candidates] == ["x", "y"] and out.scores == {}
    assert [(d.arm, d.reason) for d in out.degraded] == [("rerank:broken", "model gone")]
    assert stages.rerank(None, query(), pool("x"), "b").candidates == pool("x").candidates


# -- expand, budget, respond --------------------------------------------------------------


class Expander:
    def __init__(self, added: list[Expansion] | None = None) -> None:
        self.added = added

    def expand(self, query: EncodedQuery, ids: Sequence[str], limit: int) -> list[Expansion]:
        if self.added is None:
            raise RuntimeError("graph gone")
        return self.added[:limit]

    def observe(self, bank: str, ids: Sequence[str]) -> None: ...

    def close(self) -> None: ...


def test_expansion_never_returns_a_result_and_reports_failure() -> None:
    top = fused("x", "y")
    added = [Expansion("y", "next", "x", 0.9), Expansion("n", "entity", "x", 0.5)]
    got, failed = stages.expand(Expander(added), query(), top, 10)
    assert [x.id for x in got] == ["n"] and failed == []
    got, failed = stages.expand(Expander(None), query(), top, 10)
    assert got == [] and [(d.arm, d.reason) for d in failed] == [("expansion", "graph gone")]


def test_budget_keeps_ranked_then_expanded_while_they_fit() -> None:
    loaded = {"x": stored("x", "short"), "y": stored("y", "word " * 50), "n": stored("n", "tiny")}
    placed = stages.place(fused("x", "y"), [Expansion("n", "next", "x", 0.9)])
    assert [(p.id, p.fused is not None, p.expansion is not None) for p in placed] == [
        ("x", True, False),
        ("y", True, False),
        ("n", False, True),
    ]
    tokens, total = stages.budget(placed, loaded, 10)
    assert list(tokens) == ["x", "n"] and total == sum(tokens.values()) <= 10


def test_memories_are_ranked_from_one_scored_and_explained() -> None:
    loaded = {"x": stored("x"), "y": stored("y"), "n": stored("n")}
    placed = stages.place(fused("x", "y"), [Expansion("n", "next", "x", 0.25)])
    hits = {"a": [ArmHit("x", 7.0), ArmHit("y", 3.0)]}
    evidence = stages.Evidence(hits, rerank={"y": 0.8}, priors={"x": 1.5})
    tokens = {"x": 2, "n": 1}  # y did not fit
    out = stages.memories(placed, tokens, loaded, evidence, explain=True)
    assert [(m.id, m.tokens) for m in out] == [("x", 2), ("n", 1)]
    x, n = out
    assert x.score == 1.0 and n.score == 0.25  # fused score, then the expansion weight
    assert x.explain is not None and x.explain.final_rank == 1 and x.explain.prior == 1.5
    assert [(a.arm, a.rank, a.score) for a in x.explain.arms] == [("a", 1, 7.0)]
    assert n.explain is not None and n.explain.expansion == "next of x (weight 0.25)"
    assert n.explain.final_rank == 2 and n.explain.rrf_score is None
    plain = stages.memories(placed, {"y": 3}, loaded, evidence, explain=False)
    assert [(m.id, m.score, m.explain) for m in plain] == [("y", 0.8, None)]  # rerank wins


def test_response_shows_timings_only_when_explain_is_asked() -> None:
    window = TimeWindow(NOW, NOW.replace(day=9), "yesterday")
    q = query(window=window, entities=("ann",))
    timings = {"encode": 1.0, "total": 2.0}
    for explain in (False, True):
        req = RecallRequest(text="who adopted?", bank="b", explain=explain)
        resp = stages.respond(req, Mode.HYBRID, q, [], 0, [], timings)
        assert resp.timings_ms == (timings if explain else None)
        assert resp.time_window == {
            "start": NOW.isoformat(),
            "end": NOW.replace(day=9).isoformat(),
            "source": "yesterday",
        }
        assert resp.entities == ["ann"] and resp.mode == Mode.HYBRID


def test_stage_clock_keeps_stage_order_and_a_total() -> None:
    clock = stages.StageClock()
    clock.lap("encode")
    clock.add({"arm:a": 1.5})
    clock.lap("fusion")
    total = clock.total()
    assert list(clock.stages) == ["encode", "arm:a", "fusion", "total"]
    assert clock.stages["arm:a"] == 1.5 and total == clock.stages["total"] >= 0
