"""The recall engine end to end on a real bank: the project's test chat replayed through the flow.

The bank is tests/data/chat.json (see tests/chat.py) with small-talk filler, 444 turns. Its
questions say what they probe: evidence in the top 10 in every mode, time windows, entities,
paraphrases, the chain; then degraded arms, explain, the token budget, bank isolation.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from types import MappingProxyType

import pytest
from bytewax.connectors.kafka import KafkaSourceMessage
from bytewax.testing import TestingSink, TestingSource, run_main

from memstream.connectors.stores import open_stores
from memstream.contract.recall import Mode, RecallRequest, RecallResponse
from memstream.events import memory_id
from memstream.flows.ingest import build_flow
from memstream.query.engine import RecallEngine
from memstream.query.factory import build_engine
from memstream.query.modes import RECIPES, Recipe
from memstream.query.rerank import RerankDoc
from memstream.query.rerank.late_interaction import LateInteractionReranker
from memstream.settings import RecallSettings, StoreSettings
from tests.chat import BANK, FILLER, Question, chat_events, last_session, questions
from tests.fakes import FailingArm, LinksTo, SlowArm

pytestmark = [pytest.mark.models, pytest.mark.graph]

LAST_SESSION = last_session()
KNOWN = questions("every_mode")
#: The first known question and its evidence, for the tests about the engine's mechanics.
FIRST, FIRST_EVIDENCE = KNOWN[0].text, KNOWN[0].evidence[0]
EVENTS = len(chat_events(FILLER))


@pytest.fixture(scope="module")
def stores(tmp_path_factory, graph_engine, enricher):
    """The chat with filler replayed through the ingestion flow, plus a copy as another bank."""
    events = chat_events(FILLER)
    events += [e.model_copy(update={"bank": "other-bank"}) for e in events[:40]]
    msgs = [
        KafkaSourceMessage(
            key=e.kafka_key(), value=e.to_json_bytes(), topic="t", partition=0, offset=i
        )
        for i, e in enumerate(events)
    ]
    s = open_stores(
        StoreSettings(data_dir=tmp_path_factory.mktemp("chat"), graph_engine=graph_engine)
    )
    flow = build_flow(
        TestingSource(msgs, batch_size=64), s, enricher, TestingSink([]), max_text_chars=16_000
    )
    run_main(flow)
    yield s
    s.close()


@pytest.fixture(scope="module")
def engine(stores, enricher):
    # Hebbian learning would let one test's recalls reorder the next test's answers.
    e = build_engine(stores, enricher, RecallSettings(hebbian_learning=False))
    yield e
    e.close()


def ask(engine: RecallEngine, q: Question, mode: Mode, **kw) -> RecallResponse:
    req = RecallRequest(text=q.text, bank=BANK, mode=mode, reference_time=q.reference_time, **kw)
    return engine.recall(req)


def dia_ids(resp: RecallResponse) -> list[str]:
    return [str(m.metadata["dia_id"]) for m in resp.memories]


def arms_of(resp: RecallResponse) -> dict[str, set[str]]:
    """dia_id -> the arms that retrieved it (explain must be on)."""
    return {
        str(m.metadata["dia_id"]): {a.arm for a in m.explain.arms}
        for m in resp.memories
        if m.explain is not None
    }


def test_the_bank_is_the_whole_chat_with_every_probe_asked() -> None:
    assert EVENTS == 444 and len(KNOWN) >= 8
    assert {q.probe for q in questions()} >= {"every_mode", "temporal", "graph", "dense", "chain"}


@pytest.mark.parametrize("mode", list(Mode))
def test_known_questions_find_their_evidence_in_every_mode(engine, mode) -> None:
    missed = [
        (q.text, ev)
        for q in KNOWN
        for ev in q.evidence
        if ev not in dia_ids(ask(engine, q, mode, limit=10))[:10]
    ]
    assert not missed, f"{mode}: evidence missing from the top 10 for {missed}"


@pytest.mark.parametrize("q", questions("temporal"), ids=lambda q: q.text)
def test_time_expressions_find_turns_by_their_dates(engine, q: Question) -> None:
    """ "on 16 March" meets a turn of 18 March saying "last Saturday"; "last Saturday" asked on
    1 April meets the turns of 30 March: both through the temporal arm's window."""
    resp = ask(engine, q, Mode.TEMPR, limit=10, explain=True)
    arms = arms_of(resp)
    for ev in q.evidence:
        assert ev in arms, f"{ev} not in the top 10: {dia_ids(resp)}"
        assert "temporal" in arms[ev]


def test_a_warmed_bank_answers_without_building_its_tables(stores, enricher, monkeypatch) -> None:
    """`warm` builds what the arms and the encoder keep per bank; a recall after it reads no
    bank-wide table from the stores (the temporal arm's mentioned times, the speakers)."""
    e = build_engine(stores, enricher, RecallSettings(hebbian_learning=False))
    try:
        reads: list[str] = []
        for name in ("scroll", "scroll_field"):
            real = getattr(stores.vector, name)

            def spy(*a, _real=real, _name=name, **kw):
                reads.append(_name)
                return _real(*a, **kw)

            monkeypatch.setattr(stores.vector, name, spy)
        e.warm(BANK)
        assert "scroll_field" in reads  # the mentioned times were built by `warm`
        reads.clear()
        q = questions("temporal")[0]
        resp = e.recall(
            RecallRequest(
                text=q.text,
                bank=BANK,
                mode=Mode.TEMPR,
                reference_time=q.reference_time,
                explain=True,
            )
        )
        assert resp.memories and reads == []
    finally:
        e.close()


def test_a_named_entity_reaches_the_memories_naming_it_through_the_graph(engine) -> None:
    [q] = questions("graph")
    arms = arms_of(ask(engine, q, Mode.TEMPR, limit=10, explain=True))
    for ev in q.evidence:
        assert "graph" in arms.get(ev, set()), f"{ev} not reached by the graph arm: {arms}"


@pytest.mark.parametrize("q", questions("multi_hop"), ids=lambda q: q.text)
def test_multi_hop_questions_find_every_piece_of_evidence(engine, q: Question) -> None:
    got = dia_ids(ask(engine, q, Mode.TEMPR, limit=10))
    assert set(q.evidence) <= set(got), got


@pytest.mark.parametrize("q", questions("dense"), ids=lambda q: q.text)
def test_a_paraphrase_is_found_by_the_dense_arm_alone(engine, q: Question) -> None:
    assert set(q.evidence) <= set(dia_ids(ask(engine, q, Mode.VECTOR_ONLY, limit=10)))


def test_the_answer_after_a_question_turn_comes_through_the_chain(engine) -> None:
    """The answer turn shares no word with the question but the speaker's name; the turn
    before it, asking for it, does: the graph arm walks NEXT to it, FULL_STACK expands to it."""
    [q] = questions("chain")
    [answer] = q.evidence
    session, turn = answer.split(":")
    asked = f"{session}:{int(turn) - 1}"
    arms = arms_of(ask(engine, q, Mode.TEMPR, limit=10, explain=True))
    assert "graph" in arms.get(answer, set()), arms
    resp = ask(engine, q, Mode.FULL_STACK, limit=1, explain=True)
    assert dia_ids(resp)[0] == asked
    reached = {str(m.metadata["dia_id"]): m.explain for m in resp.memories[1:]}
    expansion = reached[answer].expansion if reached.get(answer) else None
    assert expansion is not None and expansion.startswith(f"next of {memory_id(BANK, asked)}")


def test_default_mode_comes_from_settings(engine) -> None:
    resp = engine.recall(RecallRequest(text=FIRST, bank=BANK))
    assert resp.mode == engine.options.default_mode


def test_timings_reach_a_caller_without_explain(engine) -> None:
    timings: dict[str, float] = {}
    resp = engine.recall(
        RecallRequest(text=FIRST, bank=BANK, mode=Mode.HYBRID), timings_out=timings
    )
    assert resp.timings_ms is None and resp.memories[0].explain is None
    assert {"encode", "arm:bm25", "arm:semantic", "fusion", "total"} <= set(timings)
    assert timings["total"] >= timings["fusion"]


def test_explain_names_arms_ranks_scores_and_stage_timings(engine) -> None:
    resp = engine.recall(
        RecallRequest(
            text=FIRST, bank=BANK, mode=Mode.TEMPR, explain=True, reference_time=LAST_SESSION
        )
    )
    top = resp.memories[0]
    assert top.explain is not None and top.explain.final_rank == 1
    assert {a.arm for a in top.explain.arms} <= {"semantic", "bm25", "graph", "temporal", "context"}
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
    plain = engine.recall(RecallRequest(text=FIRST, bank=BANK, mode=Mode.TEMPR))
    assert plain.timings_ms is None and plain.memories[0].explain is None


def test_explain_shows_weights_hops_the_rerank_context_and_the_mix(stores, enricher) -> None:
    settings = RecallSettings(
        hebbian_learning=False,
        rerank_context2_weight=0.4,
        rerank_next_context_weight=0.6,
        context_feedback_docs=3,
        rerank_speaker_boost=0.05,
    )
    e = build_engine(stores, enricher, settings)
    plan = Recipe(
        ("semantic", "context"),
        weights=MappingProxyType({"semantic": 0.5, "context": 2.0}),
        rerank="late_interaction",
        mix=MappingProxyType({"context": 0.1}),
    )
    e.recipes[Mode.FULL_STACK] = plan
    (q,) = questions("chain")
    resp = ask(e, q, Mode.FULL_STACK, limit=10, explain=True)
    e.close()
    assert q.evidence[0] in dia_ids(resp)
    weights = {-2: 0.4, -1: settings.rerank_context_weight, 1: 0.6}
    for m in resp.memories:
        assert m.explain is not None
        assert all(a.weight == plan.weights[a.arm] for a in m.explain.arms)
        assert all(a.hop == 2 for a in m.explain.arms if a.arm == "context")
        assert all(c.weight == weights[c.offset] for c in m.explain.context)
        if any(a.arm == "context" for a in m.explain.arms):
            assert m.explain.mixed is not None and m.explain.mixed["context"] > 0
    answer = next(m for m in resp.memories if m.metadata["dia_id"] == q.evidence[0])
    assert answer.explain is not None
    assert [c.offset for c in answer.explain.context] == [-2, -1, 1]
    near = [c.id for c in answer.explain.context]  # the turns around it, in the bank
    assert len(stores.vector.get(near, bank=BANK)) == 3
    assert resp.memories[0].explain.mixed  # type: ignore[union-attr]


def test_full_stack_expansion_is_additive_and_explained(engine) -> None:
    req = RecallRequest(text=KNOWN[1].text, bank=BANK, mode=Mode.FULL_STACK, limit=5, explain=True)
    resp = engine.recall(req)
    ranked = [m for m in resp.memories if m.explain and m.explain.expansion is None]
    expanded = [m for m in resp.memories if m.explain and m.explain.expansion]
    assert len(ranked) == 5
    assert expanded, "FULL_STACK should add graph neighbours"
    assert all(" of " in m.explain.expansion for m in expanded)  # type: ignore[operator]
    assert resp.memories[:5] == ranked  # expansion only appends


def test_expansion_keeps_to_an_explicit_time_window(stores, engine) -> None:
    """The graph may link a result to a memory of another time (an entity, a Hebbian
    partner); an explicit window still bounds what the answer holds, expansion included."""
    wide = RecallRequest(text=KNOWN[1].text, bank=BANK, mode=Mode.FULL_STACK, limit=5)
    top = engine.recall(wide).memories[0]
    page, _ = stores.vector.scroll(BANK, 500, None)
    other = next(p.id for p in page if p.payload["occurred_at"] != top.occurred_at.isoformat())
    linking = RecallEngine(
        stores,
        engine.encoder,
        engine.arms,
        rerankers=engine.rerankers,
        options=engine.options,
        expander=LinksTo(other),
    )
    start, end = top.occurred_at, top.occurred_at + timedelta(seconds=1)
    assert other in [m.id for m in linking.recall(wide).memories]  # linked, no window
    resp = linking.recall(wide.model_copy(update={"start": start, "end": end}))
    assert top.id in [m.id for m in resp.memories]
    assert all(start <= m.occurred_at < end for m in resp.memories)


def test_token_budget_cuts_greedily(engine) -> None:
    full = engine.recall(RecallRequest(text=FIRST, bank=BANK, mode=Mode.HYBRID, limit=20))
    small = engine.recall(
        RecallRequest(text=FIRST, bank=BANK, mode=Mode.HYBRID, limit=20, max_tokens=60)
    )
    assert small.total_tokens <= 60 < full.total_tokens
    assert sum(m.tokens for m in small.memories) == small.total_tokens
    assert [m.id for m in small.memories] == [
        m.id for m in full.memories if m.id in {x.id for x in small.memories}
    ]


def test_a_query_never_sees_another_bank(engine) -> None:
    for mode in Mode:
        resp = engine.recall(RecallRequest(text=FIRST, bank="other-bank", mode=mode, limit=50))
        assert resp.memories and {m.bank for m in resp.memories} == {"other-bank"}
    assert engine.recall(RecallRequest(text=FIRST, bank="no-such-bank")).memories == []


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
    resp = broken.recall(RecallRequest(text=FIRST, bank=BANK, mode=Mode.HYBRID))
    assert {d.arm for d in resp.degraded} == {"failing", "slow"}
    assert "index unavailable" in next(d.reason for d in resp.degraded if d.arm == "failing")
    assert "timed out" in next(d.reason for d in resp.degraded if d.arm == "slow")
    assert FIRST_EVIDENCE in dia_ids(resp)
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
    resp = probing.recall(RecallRequest(text=FIRST, bank=BANK, mode=Mode.HYBRID))
    assert calls[0] == ("encode", frozenset())  # the bare query, for the probe
    assert ("encode", frozenset({"dense"})) in calls and ("probe", True) in calls
    assert FIRST_EVIDENCE in dia_ids(resp)
    calls.clear()
    probing.recall(RecallRequest(text=FIRST, bank=BANK, mode=Mode.BM25_ONLY))
    assert calls == [("encode", frozenset())]  # nothing to overlap: one encode
    probing.close()


def test_fact_type_filter(engine) -> None:
    resp = engine.recall(RecallRequest(text=FIRST, bank=BANK, fact_types=["world"]))
    assert resp.memories == []  # every turn of the chat is an experience


def test_late_interaction_reads_the_token_vectors_kept_at_ingestion(stores, engine) -> None:
    """The flow kept every turn's token vectors; the rerank reads them (no document goes
    through the model) and scores as computing them at query time would, up to int8 rounding;
    the turn before a candidate (context) can only raise its score."""
    assert stores.tokens is not None and stores.tokens.count(BANK) == EVENTS
    rr = engine.rerankers["late_interaction"]
    assert isinstance(rr, LateInteractionReranker) and rr.needs == {"dense_tokens"}
    assert rr.context is not None and rr.context_weight == RecallSettings().rerank_context_weight
    rr.cache.clear()
    encoded, stored = rr.encoded, rr.stored
    text = KNOWN[2].text
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


def test_bank_idf_reaches_both_bm25_arms_and_still_finds_the_evidence(stores, enricher) -> None:
    e = build_engine(stores, enricher, RecallSettings(hebbian_learning=False, bm25_idf="bank"))
    try:
        assert e.arms["bm25"].idf == "bank" and e.arms["context"].idf == "bank"  # type: ignore[attr-defined]
        for q in KNOWN:
            assert set(q.evidence) & set(dia_ids(ask(e, q, Mode.HYBRID, limit=10))), q.text
    finally:
        e.close()
