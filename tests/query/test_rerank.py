"""Rerankers: the pure parts, and every loader on a real model.

No cross-encoder or ColBERT checkpoint can be downloaded here, so those two loaders are tested
on tiny BERTs (hidden 32, 2 layers) that these tests build and save themselves, in the layouts
real checkpoints use. The dense token-embedding backend and nanoranker use the packaged models.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from memstream.errors import ConfigError
from memstream.query.rerank import RERANKER_KINDS, RerankDoc, load_reranker
from memstream.query.rerank.cache import ArrayLRU, doc_key
from memstream.query.rerank.cross_encoder import dated_text, format_date, pairs
from memstream.query.rerank.maxsim import in_context, maxsim, maxsim_in_context

models = pytest.mark.models

MAY_8 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
WORDS = [
    "the", "a", "i", "my", "to", "and", "of", "in", "on", "we", "went", "said", "with", "dog",
    "cat", "paris", "may", "june", "trip", "hiking", "camping", "friend", "painting", "book",
    "read", "sunrise", "lake", "violin", "play",
]  # fmt: skip
VOCAB = [
    "[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "[unused0]", "[unused1]",
    *"abcdefghijklmnopqrstuvwxyz0123456789.,:[]\"'?!",
    *(f"##{c}" for c in "abcdefghijklmnopqrstuvwxyz0123456789"),
    *WORDS,
]  # fmt: skip


def _tiny_bert_config(**kw):
    from transformers import BertConfig

    return BertConfig(
        vocab_size=len(VOCAB),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=128,
        initializer_range=0.5,  # large weights, so different inputs give visibly different scores
        **kw,
    )


def _tokenizer():
    from transformers import BertTokenizer

    return BertTokenizer(vocab={w: i for i, w in enumerate(VOCAB)})


@pytest.fixture(scope="module")
def tiny_cross_encoder(tmp_path_factory) -> Path:
    """A CrossEncoder folder: BertForSequenceClassification (one label) + WordPiece tokenizer."""
    import torch
    from transformers import BertForSequenceClassification

    path = tmp_path_factory.mktemp("tiny-cross-encoder")
    torch.manual_seed(0)
    BertForSequenceClassification(_tiny_bert_config(num_labels=1)).save_pretrained(path)
    _tokenizer().save_pretrained(path)
    return path


@pytest.fixture(scope="module")
def tiny_colbert(tmp_path_factory) -> Path:
    """A Stanford ColBERT folder (colbert-ir/colbertv2.0 layout): `bert.*` encoder weights and a
    `linear.weight` [16, 32] projection in one safetensors file, config architectures
    ["HF_ColBERT"], and artifact.metadata with the [Q]/[D] markers."""
    import torch
    from safetensors.torch import save_file
    from transformers import BertModel

    path = tmp_path_factory.mktemp("tiny-colbert")
    torch.manual_seed(1)
    config = _tiny_bert_config(architectures=["HF_ColBERT"])
    bert = BertModel(config, add_pooling_layer=False)
    weights = {f"bert.{k}": v.contiguous() for k, v in bert.state_dict().items()}
    weights["linear.weight"] = torch.randn(16, 32)
    save_file(weights, str(path / "model.safetensors"))
    config.save_pretrained(path)
    _tokenizer().save_pretrained(path)
    metadata = {
        "query_token_id": "[unused0]",
        "doc_token_id": "[unused1]",
        "query_maxlen": 16,
        "doc_maxlen": 64,
        "attend_to_mask_tokens": False,
        "mask_punctuation": True,
    }
    (path / "artifact.metadata").write_text(json.dumps(metadata))
    return path


DOCS = [
    RerankDoc("m1", "my friend went camping in june", MAY_8),
    RerankDoc("m2", "i read a book", MAY_8),
    RerankDoc("m3", "we went hiking to the lake at sunrise with the dog", None),
    RerankDoc("m4", "paris", MAY_8),
    RerankDoc("m5", "the cat and the dog said a book on painting", MAY_8),
]


# ------------------------------------------------------------------ pure parts
def test_date_prefix_format() -> None:
    assert format_date(MAY_8) == "8 May 2023"
    assert format_date(datetime(2024, 12, 25, tzinfo=UTC)) == "25 December 2024"
    assert dated_text(DOCS[0]) == "[Date: 8 May 2023] my friend went camping in june"
    assert dated_text(DOCS[2]) == DOCS[2].text
    assert pairs("q", DOCS[:2]) == [
        ("q", "[Date: 8 May 2023] my friend went camping in june"),
        ("q", "[Date: 8 May 2023] i read a book"),
    ]


def test_maxsim_matches_brute_force() -> None:
    rng = np.random.default_rng(0)

    def unit(n: int) -> np.ndarray:
        m = rng.standard_normal((n, 8)).astype(np.float32)
        return m / np.linalg.norm(m, axis=1, keepdims=True)

    q = unit(4)
    docs = [unit(n) for n in (1, 5, 3, 0, 7)]
    got = maxsim(q, docs)
    want = [sum(max(float(qi @ dj) for dj in d) for qi in q) if len(d) else 0.0 for d in docs]
    assert got.tolist() == pytest.approx(want, abs=1e-5)


def test_maxsim_by_hand() -> None:
    q = np.array([[1.0, 0.0], [0.0, 1.0]], dtype=np.float32)
    d1 = np.array([[1.0, 0.0]], dtype=np.float32)  # matches q0 fully, q1 not at all
    d2 = np.array([[0.6, 0.8], [0.8, 0.6]], dtype=np.float32)  # 0.8 for each query token
    assert maxsim(q, [d1, d2]).tolist() == pytest.approx([1.0, 1.6])
    assert maxsim(q, []).tolist() == []


def test_maxsim_in_context_by_hand() -> None:
    q = np.array([[1.0, 0.0], [0.0, 1.0]], dtype=np.float32)
    d = np.array([[1.0, 0.0]], dtype=np.float16)  # matches the first query token only
    c = np.array([[0.0, 1.0]], dtype=np.float16)  # the context matches the second
    plain = maxsim(q, [d])[0]
    assert plain == pytest.approx(1.0)
    got = maxsim_in_context(q, [d, d, np.zeros((0, 2))], [c, None, c], 0.5)
    listed = maxsim_in_context(q, [d, d, np.zeros((0, 2))], [[(0.5, c)], [], [(0.5, c)]])
    assert np.allclose(got, listed)
    assert list(got) == pytest.approx([1.5, 1.0, 0.0])  # context at half weight; none; empty
    weak = np.array([[0.6, 0.8]], dtype=np.float16)
    # a context never lowers a score: each query token keeps its own best match
    assert maxsim_in_context(q, [weak], [d], 0.5)[0] == pytest.approx(1.4, abs=1e-3)


def test_in_context_takes_each_tokens_best_match_over_documents_at_once() -> None:
    """[query token, document] matches: a neighbour counts at its weight, -inf where a
    document has none, and a weight of 0 adds nothing (it would turn -inf into NaN)."""
    own = np.array([[0.9, 0.1], [0.2, 0.3]], dtype=np.float32)
    before = np.array([[0.5, -np.inf], [1.0, -np.inf]], dtype=np.float32)  # doc 2 has none
    after = np.array([[1.0, 1.0], [1.0, 1.0]], dtype=np.float32)
    best = in_context(own, [(0.5, before), (0.0, after)])
    assert np.allclose(best, [[0.9, 0.1], [0.5, 0.3]])
    assert best.sum(axis=0).tolist() == pytest.approx([1.4, 0.4])
    # one document alone (the reranker's own loop) gives the same as its column
    column = in_context(own[:, 0], [(0.5, before[:, 0])])
    assert column.tolist() == pytest.approx(best[:, 0].tolist())


def test_lru_evicts_least_recent_by_bytes() -> None:
    cache = ArrayLRU(max_bytes=300)
    a, b, c = (np.zeros(25, dtype=np.float32) for _ in range(3))  # 100 bytes each
    cache.put(doc_key("a", "x"), a)
    cache.put(doc_key("b", "x"), b)
    cache.put(doc_key("c", "x"), c)
    assert cache.get(doc_key("a", "x")) is a  # a is now the most recent
    cache.put(doc_key("d", "x"), np.zeros(25, dtype=np.float32))
    assert cache.get(doc_key("b", "x")) is None  # b was the least recent
    assert cache.get(doc_key("a", "x")) is a
    assert len(cache) == 3 and cache.nbytes == 300
    cache.put(doc_key("huge", "x"), np.zeros(100, dtype=np.float32))  # over the bound: not kept
    assert cache.get(doc_key("huge", "x")) is None and len(cache) == 3
    assert doc_key("a", "x") != doc_key("a", "y")  # an edited text is a different entry


def test_factory_rejects_bad_settings() -> None:
    assert set(RERANKER_KINDS) == {"cross_encoder", "late_interaction", "nanoranker", "none"}
    assert load_reranker("none") is None
    assert load_reranker("NONE") is None
    with pytest.raises(ConfigError, match="MEMSTREAM_RECALL__RERANKER"):
        load_reranker("colbertish")
    with pytest.raises(ConfigError, match="MEMSTREAM_RECALL__COLBERT_MODEL"):
        load_reranker("late_interaction")  # neither a checkpoint nor the dense encoder
    with pytest.raises(ConfigError, match="MEMSTREAM_RECALL__RERANKER_MODEL"):
        load_reranker("nanoranker", model="some/model")
    with pytest.raises(ConfigError, match="batch_size"):
        load_reranker("none", batch_size=0)


# ------------------------------------------------------------------ cross-encoder
@models
def test_cross_encoder_unloadable_model_names_the_setting(tmp_path) -> None:
    with pytest.raises(ConfigError, match="MEMSTREAM_RECALL__RERANKER_MODEL"):
        load_reranker("cross_encoder", model=str(tmp_path / "missing"))
    with pytest.raises(ConfigError, match="MEMSTREAM_RECALL__RERANKER_MODEL"):
        load_reranker("cross_encoder", model="cross-encoder/not-cached-anywhere")  # hub is offline


@models
def test_cross_encoder_with_several_labels_is_refused(tmp_path) -> None:
    from transformers import BertForSequenceClassification

    BertForSequenceClassification(_tiny_bert_config(num_labels=3)).save_pretrained(tmp_path)
    _tokenizer().save_pretrained(tmp_path)
    with pytest.raises(ConfigError, match="one relevance logit"):
        load_reranker("cross_encoder", model=str(tmp_path))


@models
def test_cross_encoder_scores(tiny_cross_encoder) -> None:
    rr = load_reranker("cross_encoder", model=str(tiny_cross_encoder), batch_size=2)
    assert rr is not None and rr.name == "cross_encoder"
    scores = rr.score("where did we go hiking", DOCS)
    assert len(scores) == len(DOCS)
    assert all(0.0 < s < 1.0 for s in scores)  # sigmoid-activated
    assert len(set(scores)) == len(DOCS)
    assert rr.score("where did we go hiking", DOCS) == scores  # deterministic
    assert rr.score("", []) == []
    # batching (length-sorted batches of 2) keeps each score with its doc
    alone = [rr.score("where did we go hiking", [d])[0] for d in DOCS]
    assert scores == pytest.approx(alone, abs=1e-5)
    assert rr.score("where did we go hiking", DOCS[::-1]) == pytest.approx(scores[::-1], abs=1e-5)


@models
def test_cross_encoder_reads_the_date(tiny_cross_encoder) -> None:
    rr = load_reranker("cross_encoder", model=str(tiny_cross_encoder))
    assert rr is not None
    doc = DOCS[0]
    june = RerankDoc(doc.id, doc.text, datetime(2021, 6, 30, tzinfo=UTC))
    undated = RerankDoc(doc.id, doc.text, None)
    a, b, c = rr.score("when did my friend go camping", [doc, june, undated])
    assert a != pytest.approx(b, abs=1e-6)
    assert a != pytest.approx(c, abs=1e-6)


# ------------------------------------------------------------------ late interaction: ColBERT
@models
def test_colbert_checkpoint_uses_its_projection(tiny_colbert) -> None:
    """Document vectors equal BERT -> linear.weight -> L2 norm, computed here by hand, with the
    [D] marker after [CLS] and punctuation masked: the checkpoint layout is read as trained."""
    import torch
    from safetensors.torch import load_file
    from transformers import BertModel

    rr = load_reranker("late_interaction", model=str(tiny_colbert))
    assert rr is not None and rr.name == "late_interaction"
    (got,) = rr.document_tokens([RerankDoc("m", "the dog went hiking.")])

    linear = load_file(str(tiny_colbert / "model.safetensors"))["linear.weight"]
    bert = BertModel.from_pretrained(str(tiny_colbert)).eval()
    tokens = ["[CLS]", "[unused1]", "the", "dog", "went", "hiking", ".", "[SEP]"]
    ids = torch.tensor([[VOCAB.index(t) for t in tokens]])
    with torch.no_grad():
        hidden = bert(input_ids=ids).last_hidden_state[0] @ linear.T
    want = torch.nn.functional.normalize(hidden, dim=-1).numpy()
    want = np.delete(want, tokens.index("."), axis=0)
    assert got.shape == (7, 16)
    assert np.abs(got.astype(np.float32) - want).max() < 2e-3  # float16 in the cache

    scores = rr.score("where did we go hiking", DOCS)
    assert len(scores) == len(DOCS)
    assert scores == rr.score("where did we go hiking", DOCS)
    query_len = 16  # [MASK]-expanded to query_maxlen: each query token adds at most 1
    assert all(0.0 < s <= query_len + 1e-3 for s in scores)


@models
def test_colbert_refuses_a_plain_bert(tiny_cross_encoder) -> None:
    with pytest.raises(ConfigError, match=r"not a ColBERT checkpoint.*COLBERT_MODEL"):
        load_reranker("late_interaction", model=str(tiny_cross_encoder))
    with pytest.raises(ConfigError, match="MEMSTREAM_RECALL__COLBERT_MODEL"):
        load_reranker("late_interaction", model=str(tiny_cross_encoder / "missing"))


# ------------------------------------------------------------------ late interaction: dense
@models
def test_dense_token_embeddings_rank_and_cache(enricher) -> None:
    rr = load_reranker("late_interaction", dense=enricher.dense, cache_mb=16)
    assert rr is not None
    docs = [
        RerankDoc("a", 'Caroline said, "I went to a support group yesterday."', MAY_8),
        RerankDoc("b", 'Melanie said, "I play the violin in a small orchestra."', MAY_8),
        RerankDoc("c", 'Melanie said, "We took the kids camping at the lake."', MAY_8),
    ]
    query = "What instrument does Melanie play?"
    scores = rr.score(query, docs)
    assert int(np.argmax(scores)) == 1
    assert rr.cache.misses == 3 and rr.cache.hits == 0 and rr.encoded == 3
    again = rr.score(query, docs[::-1])
    assert rr.cache.misses == 3 and rr.cache.hits == 3  # nothing re-encoded
    assert again == pytest.approx(scores[::-1], abs=1e-6)
    edited = RerankDoc("b", 'Melanie said, "I play the cello."', MAY_8)
    rr.score(query, [edited])
    assert rr.cache.misses == 4  # same id, new text: encoded afresh
    new = RerankDoc("z", "A new memory.")
    assert rr.prime([edited, docs[0], new, new]) == 1  # only "z", and only once


@models
def test_dense_tokens_from_the_sentence_pass(enricher) -> None:
    """Token vectors taken from the pass that made the sentence embedding score the same, and
    vectors remembered from elsewhere are used without encoding."""
    rr = load_reranker("late_interaction", dense=enricher.dense)
    assert rr is not None
    query = "Where did Caroline go hiking?"
    docs = [
        RerankDoc("a", 'Caroline said, "We hiked up to the lake at sunrise."', MAY_8),
        RerankDoc("b", 'Melanie said, "I painted a sunset last week."', MAY_8),
    ]
    outputs = enricher.dense.raw_outputs([query, docs[0].text])
    q_tokens, a_tokens = rr.encoder.token_vectors(outputs)
    assert np.allclose(q_tokens, rr.encode_query(query), atol=1e-5)
    rr.remember(docs[0], a_tokens)
    scores = rr.score_tokens(q_tokens, docs)
    assert rr.cache.misses == 1  # only "b" was encoded
    assert scores == pytest.approx(rr.score(query, docs), abs=1e-6)
    assert scores[0] > scores[1]


@models
def test_dense_token_embeddings_drop_special_and_punctuation(enricher) -> None:
    rr = load_reranker("late_interaction", dense=enricher.dense)
    assert rr is not None
    hello, dots = rr.document_tokens([RerankDoc("h", "Hello, world!"), RerankDoc("p", "...")])
    assert hello.shape == (2, 384)  # "hello", "world": no [CLS], [SEP], ",", "!"
    assert np.allclose(np.linalg.norm(hello.astype(np.float32), axis=1), 1.0, atol=1e-2)
    assert len(dots) > 0  # punctuation only: falls back to every token rather than none


@models
def test_dense_max_length_truncates_documents(enricher) -> None:
    rr = load_reranker("late_interaction", dense=enricher.dense, max_length=16)
    assert rr is not None
    (long,) = rr.document_tokens([RerankDoc("l", " ".join(["word"] * 100))])
    assert long.shape[0] == 14  # 16 minus [CLS] and [SEP]


@models
def test_dense_token_vectors_come_from_the_token_store(enricher, tmp_path) -> None:
    """Stored vectors are used when model and text match; stale rows, rows of another model,
    memories without a row and a failing store all fall back to the model's own pass."""
    from dataclasses import replace

    from memstream.connectors.tokens import TokenStore
    from tests.fakes import event

    texts = [
        'Caroline said, "We hiked up to the lake at sunrise."',
        'Melanie said, "I painted a sunset last week."',
        'Melanie said, "I play the violin in a small orchestra."',
    ]
    events = [event(i, "bk", text=t) for i, t in enumerate(texts)]
    memories = enricher.enrich(events)
    assert memories[0].token_model == enricher.dense.token_model_name
    store = TokenStore(tmp_path / "tokens.sqlite")
    store.upsert(memories[:2])  # the third has no row
    store.upsert([replace(memories[1], token_model="another model")])
    rr = load_reranker("late_interaction", dense=enricher.dense, token_store=store)
    assert rr is not None and rr.needs == {"dense_tokens"}
    docs = [RerankDoc(m.id, m.event.text, bank="bk") for m in memories]
    query = "What instrument does Melanie play?"
    scores = rr.score(query, docs)
    assert (rr.stored, rr.encoded) == (1, 2)  # "another model" row refused, third missing
    fresh = load_reranker("late_interaction", dense=enricher.dense)
    assert scores == pytest.approx(fresh.score(query, docs), abs=0.02)
    assert int(np.argmax(scores)) == 2

    stale = RerankDoc(memories[0].id, "The text changed since.", bank="bk")
    rr.cache.clear()
    rr.score(query, [stale])
    assert rr.encoded == 3  # the digest differs: encoded afresh

    store.close()  # a failing store degrades to encoding, not to an error
    rr.cache.clear()
    assert rr.score(query, docs) == pytest.approx(scores, abs=0.02)


@models
def test_context_lets_the_turn_before_supply_missing_query_terms(enricher, tmp_path) -> None:
    from memstream.connectors.tokens import TokenStore
    from tests.fakes import event

    texts = [
        'Melanie said, "Did you go to the pottery class on Friday?"',
        'Caroline said, "Yes, and I loved it."',
        'Caroline said, "I loved the concert."',
    ]
    memories = enricher.enrich([event(i, "bk", text=t) for i, t in enumerate(texts)])
    store = TokenStore(tmp_path / "tokens.sqlite")
    store.upsert(memories)
    prev = {memories[1].id: memories[0].id}
    rr = load_reranker(
        "late_interaction",
        dense=enricher.dense,
        token_store=store,
        context=lambda bank, ids, offsets: {i: {-1: prev[i]} for i in ids if i in prev},
        context_weight=0.5,
    )
    plain = load_reranker("late_interaction", dense=enricher.dense, token_store=store)
    docs = [RerankDoc(m.id, m.event.text, bank="bk") for m in memories[1:]]
    query = "Did Caroline like the pottery class?"
    with_context, without = rr.score(query, docs), plain.score(query, docs)
    assert with_context[1] == pytest.approx(without[1], abs=1e-5)  # no turn before it
    assert with_context[0] > without[0]  # "pottery class" came from the question before
    assert with_context[0] > with_context[1]
    with pytest.raises(ConfigError, match="context weights"):
        load_reranker("late_interaction", dense=enricher.dense, context_weight=1.5)
    with pytest.raises(ConfigError, match="context weights"):
        load_reranker("late_interaction", dense=enricher.dense, context_weights={0: 0.5})
    store.close()


def test_neighbours_after_and_two_before_count_at_their_weights(enricher, tmp_path) -> None:
    from memstream.connectors.tokens import TokenStore
    from tests.fakes import event

    texts = [
        'Melanie said, "Tell me about the pottery class."',
        'Caroline said, "Sure."',
        'Caroline said, "It was on Friday."',
        'Melanie said, "Did you keep the bowl you made at the workshop?"',
    ]
    m = enricher.enrich([event(i, "bk", text=t) for i, t in enumerate(texts)])
    store = TokenStore(tmp_path / "tokens.sqlite")
    store.upsert(m)
    chain = {m[2].id: {-2: m[0].id, -1: m[1].id, 1: m[3].id}}
    asked: list[list[int]] = []

    def near(bank, ids, offsets):
        asked.append(sorted(offsets))
        return {i: {o: n for o, n in chain.get(i, {}).items() if o in offsets} for i in ids}

    def reranker(**weights):
        return load_reranker(
            "late_interaction", dense=enricher.dense, token_store=store, context=near, **weights
        )

    docs = [RerankDoc(m[2].id, m[2].event.text, bank="bk")]
    plain = reranker().score("pottery class bowl workshop", docs)[0]
    before2 = reranker(context_weights={-2: 0.5}).score("pottery class bowl workshop", docs)[0]
    after = reranker(context_weights={1: 0.5}).score("pottery class bowl workshop", docs)[0]
    both = reranker(context_weights={-2: 0.5, 1: 0.5})
    assert both.score("pottery class bowl workshop", docs)[0] > max(before2, after) > plain
    assert asked[-1] == [-2, 1]
    assert both.neighbours("bk", [m[2].id]) == {m[2].id: {-2: m[0].id, 1: m[3].id}}
    store.close()


@models
def test_encode_with_tokens_is_one_pass_of_encode(enricher) -> None:
    texts = ["Where did Caroline go hiking?", "Hello, world!"]
    vecs, toks = enricher.dense.encode_with_tokens(texts)
    assert np.allclose(vecs, enricher.dense.encode(texts), atol=1e-5)
    assert [t.shape for t in toks] == [(5, 384), (2, 384)]  # "?", ",", "!" and specials dropped
    rr = load_reranker("late_interaction", dense=enricher.dense)
    assert np.allclose(toks[0], rr.encode_query(texts[0]), atol=1e-5)


# ------------------------------------------------------------------ nanoranker
@models
def test_nanoranker_matches_the_package_and_caches() -> None:
    import nanoranker

    rr = load_reranker("nanoranker")
    assert rr is not None and rr.name == "nanoranker"
    query = "Who directed 'Inception'?"
    texts = [
        "'Inception' is a 2010 science fiction film directed by Christopher Nolan.",
        "Steven Spielberg is famous for films like 'E.T.', 'Jaws', and 'Jurassic Park'.",
        "The Earth orbits the Sun at an average distance of about 93 million miles.",
    ]
    docs = [RerankDoc(str(i), t) for i, t in enumerate(texts)]
    scores = rr.score(query, docs)
    reference = dict(nanoranker.rank(query, texts, top_n=10, normalize_scores=False))
    assert scores == pytest.approx([reference[t] for t in texts], abs=1e-5)
    assert int(np.argmax(scores)) == 0
    assert rr.score(query, docs) == scores
    assert rr.cache.misses == 3 and rr.cache.hits == 3


def test_within_one_recall_each_candidates_neighbours_are_read_once(enricher) -> None:
    from memstream.query import recall_scope

    chain = {"a": {-1: "p", 1: "n"}, "b": {-1: "a"}, "c": {}}
    reads: list[list[str]] = []

    def near(bank, ids, offsets):
        reads.append(list(ids))
        return {i: {o: n for o, n in chain[i].items() if o in offsets} for i in ids if chain[i]}

    rr = load_reranker("late_interaction", dense=enricher.dense, context=near, context_weight=0.5)
    with recall_scope.scope():
        assert rr.neighbours("bk", ["a", "b"]) == {"a": {-1: "p"}, "b": {-1: "a"}}
        # explain asks for the rerank's candidates and one more: only that one is read
        assert rr.neighbours("bk", ["b", "c", "a"]) == {"b": {-1: "a"}, "a": {-1: "p"}}
        assert reads == [["a", "b"], ["c"]]
    rr.neighbours("bk", ["a"])  # outside a recall, every call reads
    rr.neighbours("bk", ["a"])
    assert reads[2:] == [["a"], ["a"]]
    with recall_scope.scope():  # a new recall reads afresh
        rr.neighbours("bk", ["a"])
    assert reads[4:] == [["a"]]
