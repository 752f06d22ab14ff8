"""The recall engine end to end on a real bank: LoCoMo conv-26 replayed through the flow.

Known questions whose evidence must come back in the top 10, in every mode; degraded arms;
explain; the token budget; bank isolation.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from bytewax.connectors.kafka import KafkaSourceMessage
from bytewax.testing import TestingSink, TestingSource, run_main

from memstream.connectors.stores import open_stores
from memstream.contract.recall import Mode, RecallRequest
from memstream.flows.ingest import build_flow
from memstream.query.engine import RecallEngine
from memstream.query.factory import build_engine
from memstream.query.modes import RECIPES, Recipe
from memstream.query.rerank import RerankDoc
from memstream.query.rerank.late_interaction import LateInteractionReranker
from memstream.service.locomo import locomo_events
from memstream.settings import RecallSettings, StoreSettings
from tests.fakes import FailingArm, SlowArm

pytestmark = [pytest.mark.models, pytest.mark.graph]

DEV = (
    Path(__file__).resolve().parents[2].parent / "shared" / "bench" / "locomo" / "locomo10-dev.json"
)
BANK = "conv-26"
LAST_SESSION = datetime(2023, 10, 22, 9, 55, tzinfo=UTC)

KNOWN = [  # clear-cut single-evidence questions of the benchmark, one per topic
    ("When did Caroline go to the LGBTQ support group?", "D1:3"),
    ("When is Melanie planning on going camping?", "D2:7"),
    ("When did Melanie sign up for a pottery class?", "D5:4"),
    ("When did Caroline attend a pride parade in August?", "D11:4"),
    ("When is Caroline's youth center putting on a talent show?", "D15:11"),
    ("When did Caroline pass the adoption interview?", "D19:1"),
]


@pytest.fixture(scope="module")
def stores(tmp_path_factory, graph_engine, enricher):
    """conv-26 (419 turns) replayed through the ingestion flow, plus a copy as another bank."""
    events = list(locomo_events(DEV, [BANK]))
    events += [e.model_copy(update={"bank": "other-bank"}) for e in events[:40]]
    msgs = [
        KafkaSourceMessage(
            key=e.kafka_key(), value=e.to_json_bytes(), topic="t", partition=0, offset=i
        )
        for i, e in enumerate(events)
    ]
    s = open_stores(
        StoreSettings(data_dir=tmp_path_factory.mktemp("conv26"), graph_engine=graph_engine)
    )
    flow = build_flow(
        TestingSource(msgs, batch_size=64), s, enricher, TestingSink([]), max_text_chars=16_000
    )
    run_main(flow)
    yield s
    s.close()


@pytest.fixture(scope="module")
def engine(stores, enricher):
    e = build_engine(stores, enricher, RecallSettings())
    yield e
    e.close()


def ask(engine: RecallEngine, text: str, mode: Mode | None, **kw) -> list[str]:
    req = RecallRequest(text=text, bank=BANK, mode=mode, reference_time=LAST_SESSION, **kw)
    return [m.metadata["dia_id"] for m in engine.recall(req).memories]


@pytest.mark.parametrize("mode", list(Mode))
def test_known_questions_find_their_evidence_in_every_mode(engine, mode) -> None:
    missed = [(q, ev) for q, ev in KNOWN if ev not in ask(engine, q, mode, limit=10)[:10]]
    assert not missed, f"{mode}: evidence missing from the top 10 for {missed}"


def test_default_mode_comes_from_settings(engine) -> None:
    resp = engine.recall(RecallRequest(text=KNOWN[0][0], bank=BANK))
    assert resp.mode == engine.options.default_mode


def test_timings_reach_a_caller_without_explain(engine) -> None:
    timings: dict[str, float] = {}
    resp = engine.recall(
        RecallRequest(text=KNOWN[0][0], bank=BANK, mode=Mode.HYBRID), timings_out=timings
    )
    assert resp.timings_ms is None and resp.memories[0].explain is None
    assert {"encode", "arm:bm25", "arm:semantic", "fusion", "total"} <= set(timings)
    assert timings["total"] >= timings["fusion"]


def test_explain_names_arms_ranks_scores_and_stage_timings(engine) -> None:
    resp = engine.recall(
        RecallRequest(
            text=KNOWN[0][0], bank=BANK, mode=Mode.TEMPR, explain=True, reference_time=LAST_SESSION
        )
    )
    top = resp.memories[0]
    assert top.explain is not None and top.explain.final_rank == 1
    assert {a.arm for a in top.explain.arms} <= {"semantic", "bm25", "graph", "temporal"}
    assert all(a.rank >= 1 for a in top.explain.arms)
    assert top.explain.rrf_score is not None and top.explain.rrf_score > 0
    assert top.explain.rerank_score is not None
    assert resp.timings_ms is not None
    for stage in (
        "encode",
        "arm:semantic",
        "arm:bm25",
        "fusion",
        "rerank",
        "expansion",
        "budget",
        "total",
    ):
        assert stage in resp.timings_ms
    plain = engine.recall(RecallRequest(text=KNOWN[0][0], bank=BANK, mode=Mode.TEMPR))
    assert plain.timings_ms is None and plain.memories[0].explain is None


def test_full_stack_expansion_is_additive_and_explained(engine) -> None:
    req = RecallRequest(text=KNOWN[1][0], bank=BANK, mode=Mode.FULL_STACK, limit=5, explain=True)
    resp = engine.recall(req)
    ranked = [m for m in resp.memories if m.explain and m.explain.expansion is None]
    expanded = [m for m in resp.memories if m.explain and m.explain.expansion]
    assert len(ranked) == 5
    assert expanded, "FULL_STACK should add graph neighbours"
    assert all(" of " in m.explain.expansion for m in expanded)  # type: ignore[operator]
    assert resp.memories[:5] == ranked  # expansion only appends


def test_token_budget_cuts_greedily(engine) -> None:
    full = engine.recall(RecallRequest(text=KNOWN[0][0], bank=BANK, mode=Mode.HYBRID, limit=20))
    small = engine.recall(
        RecallRequest(text=KNOWN[0][0], bank=BANK, mode=Mode.HYBRID, limit=20, max_tokens=60)
    )
    assert small.total_tokens <= 60 < full.total_tokens
    assert sum(m.tokens for m in small.memories) == small.total_tokens
    assert [m.id for m in small.memories] == [
        m.id for m in full.memories if m.id in {x.id for x in small.memories}
    ]


def test_a_query_never_sees_another_bank(engine) -> None:
    for mode in Mode:
        resp = engine.recall(
            RecallRequest(text=KNOWN[0][0], bank="other-bank", mode=mode, limit=50)
        )
        assert resp.memories and {m.bank for m in resp.memories} == {"other-bank"}
    assert engine.recall(RecallRequest(text=KNOWN[0][0], bank="no-such-bank")).memories == []


def test_failing_and_slow_arms_degrade_the_answer(stores, engine) -> None:
    recipes = {**RECIPES, Mode.HYBRID: Recipe(("bm25", "semantic", "failing", "slow"))}
    arms = {**engine.arms, "failing": FailingArm(), "slow": SlowArm(3.0)}
    broken = RecallEngine(
        stores,
        engine.encoder,
        arms,
        rerankers=engine.rerankers,
        options=replace(engine.options, arm_timeout_s=0.5),
        recipes=recipes,
    )
    resp = broken.recall(RecallRequest(text=KNOWN[0][0], bank=BANK, mode=Mode.HYBRID))
    assert {d.arm for d in resp.degraded} == {"failing", "slow"}
    assert "index unavailable" in next(d.reason for d in resp.degraded if d.arm == "failing")
    assert "timed out" in next(d.reason for d in resp.degraded if d.arm == "slow")
    assert "D1:3" in [m.metadata["dia_id"] for m in resp.memories]
    broken.close()


def test_arms_needing_no_encoding_start_before_the_model_passes(stores, engine) -> None:
    """BM25-like arms get the bare query (no model ran) and run beside the encoding."""
    calls: list[tuple[str, object]] = []

    class Recording:
        def encode(self, request, needs):
            calls.append(("encode", frozenset(needs)))
            return engine.encoder.encode(request, needs)

    class Probe:
        name = "probe"
        needs: frozenset[str] = frozenset()

        def retrieve(self, query, limit):
            calls.append(("probe", query.dense is None and query.bm25_terms != ()))
            return engine.arms["bm25"].retrieve(query, limit)

    recipes = {**RECIPES, Mode.HYBRID: Recipe(("probe", "semantic"))}
    probing = RecallEngine(
        stores,
        Recording(),
        {**engine.arms, "probe": Probe()},
        rerankers=engine.rerankers,
        options=engine.options,
        recipes=recipes,
    )
    resp = probing.recall(RecallRequest(text=KNOWN[0][0], bank=BANK, mode=Mode.HYBRID))
    assert calls[0] == ("encode", frozenset())  # the bare query, for the probe
    assert ("encode", frozenset({"dense"})) in calls and ("probe", True) in calls
    assert "D1:3" in [m.metadata["dia_id"] for m in resp.memories]
    calls.clear()
    probing.recall(RecallRequest(text=KNOWN[0][0], bank=BANK, mode=Mode.BM25_ONLY))
    assert calls == [("encode", frozenset())]  # nothing to overlap: one encode
    probing.close()


def test_fact_type_filter(engine) -> None:
    resp = engine.recall(RecallRequest(text=KNOWN[0][0], bank=BANK, fact_types=["world"]))
    assert resp.memories == []  # every LoCoMo turn is an experience


def test_late_interaction_reads_the_token_vectors_kept_at_ingestion(stores, engine) -> None:
    """The flow kept every turn's token vectors; the rerank reads them (no document goes
    through the model) and scores as computing them at query time would, up to int8 rounding;
    the turn before a candidate (context) can only raise its score."""
    assert stores.tokens is not None and stores.tokens.count(BANK) == 419
    rr = engine.rerankers["late_interaction"]
    assert isinstance(rr, LateInteractionReranker) and rr.needs == {"dense_tokens"}
    assert rr.context is not None and rr.context_weight == RecallSettings().rerank_context_weight
    rr.cache.clear()
    encoded, stored = rr.encoded, rr.stored
    text = KNOWN[2][0]
    req = RecallRequest(text=text, bank=BANK, mode=Mode.COLBERT, limit=10, explain=True)
    resp = engine.recall(req)
    assert rr.encoded == encoded  # every candidate came from the token store
    assert rr.stored - stored >= 10
    docs = [RerankDoc(m.id, m.text, bank=BANK) for m in resp.memories]
    cold = LateInteractionReranker(rr.encoder, cache_mb=0)  # the model's own pass
    warm = LateInteractionReranker(rr.encoder, cache_mb=0, store=stores.tokens)  # no context
    expected = cold.score(text, docs)
    assert warm.score(text, docs) == pytest.approx(expected, abs=0.03)
    assert (cold.encoded, warm.encoded, warm.stored) == (len(docs), 0, len(docs))
    got = [m.explain.rerank_score for m in resp.memories if m.explain]
    assert all(g >= e - 0.03 for g, e in zip(got, expected, strict=True))
