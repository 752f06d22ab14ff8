"""The context arm (BM25 over each memory in its conversation), its RM3 feedback round, the
query-token idf weights and the score mix, on the project's own chat (tests/data/chat.json)."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from memstream.connectors.bm25 import Bm25Index
from memstream.connectors.bm25_context import ContextWindow
from memstream.query.arms import Bm25Arm, ContextArm
from memstream.query.fusion import mix_scores
from memstream.query.li_table import IdfTable, load_splade_tokenizer
from memstream.query.model import EncodedQuery
from memstream.query.prf import Feedback, expand
from memstream.query.token_idf import TokenIdf
from memstream.records import EnrichedMemory, SparseVec
from tests.chat import BANK, chat_events, questions


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    events = chat_events(filler_per_session=6)
    ix = Bm25Index(tmp_path_factory.mktemp("ctx") / "ix", context=ContextWindow(2, 1))
    for i in range(0, len(events), 50):
        ix.upsert([EnrichedMemory(e, (0.0,), SparseVec((), ())) for e in events[i : i + 50]])
    ids = {e.memory_id: e.event_id for e in events}
    yield ix, ids
    ix.close()


def query(text: str) -> EncodedQuery:
    now = datetime(2024, 7, 1, tzinfo=UTC)
    return EncodedQuery(text=text, bank=BANK, limit=10, thinking_budget=10, reference_time=now)


def ranked(arm, text: str, ids: dict[str, str], limit: int = 20) -> list[str]:
    return [ids[h.id] for h in arm.retrieve(query(text), limit)]


def test_a_reply_is_found_by_the_question_before_it(index) -> None:
    ix, ids = index
    (q,) = questions("chain")  # the answer turn names neither the present nor Chioma
    own = ranked(Bm25Arm(ix), q.text, ids)
    in_context = ranked(ContextArm(ix), q.text, ids)
    assert q.evidence[0] in in_context[:5]  # with the question itself and its neighbours
    assert q.evidence[0] not in own[:10]


def test_feedback_runs_a_second_round_and_says_so(index) -> None:
    ix, ids = index
    q = questions("multi_hop")[0]
    arm = ContextArm(ix, Feedback(docs=3, terms=10, weight=0.3))
    hits = arm.retrieve(query(q.text), 20)
    assert hits and all(h.hop == 2 for h in hits)
    assert all(h.hop == 1 for h in ContextArm(ix).retrieve(query(q.text), 20))
    assert set(q.evidence) <= {ids[h.id] for h in hits[:10]}


def test_expand_keeps_the_query_and_adds_weighted_feedback_terms() -> None:
    docs = [(["dune", "herbert", "read"], 4.0), (["alchemist", "read", "read"], 2.0)]
    idf = {"dune": 2.0, "herbert": 1.0, "alchemist": 2.0, "read": 0.1}
    got = expand(["book", "read"], docs, idf, Feedback(docs=2, terms=2, weight=0.5))
    # dune: 1/3 * 1 * 2 = 0.667; alchemist: 1/3 * 0.5 * 2 = 0.333; herbert: 1/3 * 1 * 1
    assert got == {"book": 1.0, "read": 1.0, "dune": 0.5, "alchemist": pytest.approx(0.25)}
    assert expand(["book"], docs, idf, Feedback()) == {"book": 1.0}  # docs = 0: off
    with pytest.raises(ValueError):
        Feedback(docs=-1)


def test_token_idf_weights_rare_tokens_up_and_keep_the_mean() -> None:
    tok = load_splade_tokenizer()
    weights = TokenIdf(tok, 1.0)
    text = "What did Noor paint?"
    ids = weights.ids(text)
    df = np.zeros(tok.get_vocab_size(), dtype=np.int32)
    common = tok.token_to_id("what")
    df[ids] = 1
    df[common] = 90
    w = weights.weights(text, IdfTable(n_docs=100, df=df), len(ids))
    assert w is not None and w.mean() == pytest.approx(1.0)
    assert w[ids.index(common)] < w.min() + 1e-6 < w.max()
    assert weights.weights(text, IdfTable(100, df), len(ids) + 1) is None  # not aligned
    assert TokenIdf(tok, 0.0).weights(text, IdfTable(100, df), len(ids)) is None
    assert "?" not in [tok.id_to_token(i) for i in ids]


def test_mix_adds_each_arms_normalised_score() -> None:
    hits = {"context": [("a", 8.0), ("b", 2.0)], "bm25": [("c", 5.0)]}
    scores, added = mix_scores({"a": 1.0, "b": 3.0}, hits, {"context": 0.1, "bm25": 0.5}, 10.0)
    assert scores == {"a": pytest.approx(2.0), "b": pytest.approx(3.25)}
    assert added == {"a": {"context": pytest.approx(1.0)}, "b": {"context": pytest.approx(0.25)}}
    assert mix_scores({"a": 1.0}, hits, {}) == ({"a": 1.0}, {})
    with pytest.raises(ValueError):
        mix_scores({}, hits, {"bm25": -1.0})


def test_the_first_round_asks_only_for_the_documents_that_lend_terms(index) -> None:
    """The second round is what the arm returns, so asking the first round for its best
    `docs` alone gives the answer that a first round of the whole limit gives."""
    ix, _ = index
    feedback = Feedback(docs=4, terms=10, weight=0.3)
    arm = ContextArm(ix, feedback)
    asked: list[int] = []
    search = ix.search_terms

    def spy(bank, terms, limit, **kw):
        asked.append(limit)
        return search(bank, terms, limit, **kw)

    for q in [*questions("multi_hop"), *questions("chain")]:
        whole = ix.search_terms(BANK, dict.fromkeys(ix.terms(q.text), 1.0), 30, field="context")
        top = whole[: feedback.docs]
        texts = ix.stored([h.id for h in top], "context")
        docs = [(ix.analyse(texts[h.id]), h.score) for h in top]
        idf = ix.idf(BANK, sorted({t for d, _ in docs for t in d}), "context")
        boosts = expand(list(dict.fromkeys(ix.terms(q.text), 1.0)), docs, idf, feedback)
        want = ix.search_terms(BANK, boosts, 30, field="context")
        asked.clear()
        ix.search_terms = spy  # type: ignore[method-assign]
        try:
            got = arm.retrieve(query(q.text), 30)
        finally:
            ix.search_terms = search  # type: ignore[method-assign]
        assert asked == [feedback.docs, 30]
        assert [(h.id, h.score) for h in got] == [(h.id, h.score) for h in want]
