"""The ONNX Runtime encoders: fp32 against torch, int8 per token against fp32, exports,
selection.

fp32 ONNX vs torch (measured: sentence cosine ≥ 0.9999998, token vectors within 4e-7, SPLADE
weights within 5e-6):
- dense sentence vectors: cosine ≥ 0.999, and ≥ 0.99999 in practice;
- token vectors: the same tokens kept, each within 1e-4 (absolute, unit vectors);
- SPLADE: the same top-20 terms, each weight within 1e-4 (weights are about 0.1 to 3).
Per-token int8 (selectable) vs fp32 is a regression guard, not a quality bar (LoCoMo
recall is). Measured on the test conversation's 120 turns: sentence cosine 0.9971 mean, 0.9944
worst; token cosine 0.9976 mean, 0.9933 worst. The thresholds sit a little below, so a broken
export or quantisation (cosines of 0.9 or less) fails. Its vectors do not depend on the batch.

The integer kernels ONNX Runtime picks depend on the CPU: the same int8 model gives other
vectors with AVX-512 VNNI than with AVX2 alone (an AMD EPYC with AVX2 measured sentence
cosine 0.9964 mean, 0.9944 worst; SPLADE cosine 0.9823 worst, 0.9960 mean; the first five
dims of TEXTS[0] up to 0.0096 from those measured with VNNI). Both are machines CI runs on,
so the thresholds hold on both.
"""

from __future__ import annotations

import hashlib
import json
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest

from memstream.encoders.backend import runtime
from memstream.encoders.onnx_runtime import padded_batches
from memstream.errors import ConfigError
from memstream.settings import ModelSettings
from tests.fakes import T0, event

TEXTS = [
    "This is a test sentence.",
    'Caroline said, "I went to the LGBTQ support group yesterday and it was so powerful."',
    "Hello, world!",
    "...",
    "Hi",
    "Café Lumière opened in Zürich — 3 new dishes, 12€ each.",
    "We should book the flight to Kyoto before prices go up, what do you think? "
    * 20,  # over 256 tokens: truncated
]
SENTENCE_COS = 0.999
TOKEN_ATOL = 1e-4
SPLADE_ATOL = 1e-4
#: torch's vector for TEXTS[0] (first 5 dims): guards pooling drift.
GOLDEN = [0.0843, 0.0580, 0.0045, 0.1058, 0.0071]
#: int8-dynamic against fp32 on the test conversation (see the module docstring).
#: The int8 vector of TEXTS[0] (first 5 dims), as measured with VNNI: guards a changed
#: recipe, within what the CPU's integer kernels move it (0.0096 measured with AVX2 alone).
INT8_GOLDEN = [0.0764, 0.0702, 0.0099, 0.1102, 0.0095]
INT8_GOLDEN_ATOL = 0.02
INT8_SENTENCE_COS_MEAN = 0.995
INT8_SENTENCE_COS_MIN = 0.99
INT8_TOKEN_COS_MEAN = 0.995
INT8_TOKEN_COS_MIN = 0.985
INT8_SPLADE_TOP20_KEPT = 0.97
INT8_SPLADE_COS_MIN = 0.975


@pytest.fixture(scope="module")
def torch_dense():
    from memstream.encoders import TorchDenseEncoder

    return TorchDenseEncoder()


@pytest.fixture(scope="module")
def onnx_dense():
    from memstream.encoders.onnx_dense import OnnxDenseEncoder

    return OnnxDenseEncoder(batch_size=4, precision="fp32")


@pytest.fixture(scope="module")
def int8_dense():
    from memstream.encoders.onnx_dense import OnnxDenseEncoder

    return OnnxDenseEncoder(batch_size=4, precision="int8-dynamic")


@pytest.fixture(scope="module")
def turns() -> list[str]:
    from tests.chat import chat_events

    return [e.text for e in chat_events()]


@pytest.mark.models
def test_dense_sentence_vectors_match_torch(torch_dense, onnx_dense) -> None:
    want = torch_dense.encode(TEXTS)
    got = onnx_dense.encode(TEXTS)
    assert got.shape == want.shape == (len(TEXTS), 384) and got.dtype == np.float32
    cos = (want * got).sum(axis=1)
    assert cos.min() >= SENTENCE_COS
    assert cos.min() >= 0.99999  # fp32: the same numbers up to rounding
    assert list(got[0, :5]) == pytest.approx(GOLDEN, abs=2e-3)
    assert onnx_dense.model_name == torch_dense.model_name  # so their vectors mix
    assert onnx_dense.token_model_name == torch_dense.token_model_name


@pytest.mark.models
def test_dense_token_vectors_match_torch(torch_dense, onnx_dense) -> None:
    _, want = torch_dense.encode_with_tokens(TEXTS)
    got_vecs, got = onnx_dense.encode_with_tokens(TEXTS)
    assert np.allclose(got_vecs, onnx_dense.encode(TEXTS), atol=1e-6)  # one pass, same vector
    for w, g in zip(want, got, strict=True):
        assert g.shape == w.shape  # the same tokens kept (special and punctuation dropped)
        assert np.abs(g - w).max() <= TOKEN_ATOL
    (short,) = onnx_dense.encode_with_tokens([" ".join(["word"] * 100)], max_length=16)[1]
    assert short.shape == (14, 384)


@pytest.mark.models
def test_dense_query_session_equals_the_batch_session(onnx_dense) -> None:
    """A single text runs on the query session (its own threads): the numbers must not move."""
    batched, batched_tokens = onnx_dense.encode_with_tokens(TEXTS)
    for i, text in enumerate(TEXTS):
        vec, (tokens,) = onnx_dense.encode_with_tokens([text])
        assert np.allclose(vec[0], batched[i], atol=1e-5)
        assert np.allclose(tokens, batched_tokens[i], atol=1e-4)


@pytest.mark.models
def test_raw_outputs_feed_token_vectors(onnx_dense) -> None:
    outputs = onnx_dense.raw_outputs(["Hello, world!"])
    (tokens,) = onnx_dense.token_vectors(outputs)
    assert tokens.shape == (2, 384)  # "hello", "world"
    assert np.allclose(np.linalg.norm(tokens, axis=1), 1.0, atol=1e-5)


@pytest.mark.models
def test_int8_is_close_but_named_apart(torch_dense) -> None:
    """The int8 file: cosine ~0.9995 on average, 0.996 at worst here (below the 0.999 gate,
    hence not the default); a different name keeps its token rows apart."""
    from memstream.encoders.onnx_dense import OnnxDenseEncoder

    int8 = OnnxDenseEncoder(precision="int8")
    cos = (torch_dense.encode(TEXTS) * int8.encode(TEXTS)).sum(axis=1)
    assert cos.mean() >= 0.998 and cos.min() >= 0.99
    assert int8.model_name.endswith("(onnx int8)")


@pytest.mark.models
def test_int8_dynamic_is_a_cached_integer_graph_named_apart(onnx_dense, int8_dense) -> None:
    """The dynamically quantised export: integer matmuls (where its speed comes from), made
    once beside the fp32 export and found again, its own name so token rows never mix."""
    import onnx

    from memstream.encoders.dense import default_dense_model
    from memstream.encoders.onnx_export import quantized

    path = quantized("dense", default_dense_model())
    ops = {n.op_type for n in onnx.load(str(path)).graph.node}
    assert "MatMulIntegerToFloat" in ops and "MatMul" in ops, ops  # attention stays fp32
    mtime = path.stat().st_mtime_ns
    assert quantized("dense", default_dense_model()) == path
    assert path.stat().st_mtime_ns == mtime
    assert int8_dense.model_name.endswith("(onnx int8 per-token)")
    assert int8_dense.token_model_name != onnx_dense.token_model_name


@pytest.mark.models
def test_int8_dynamic_sentence_vectors_stay_close_to_fp32(onnx_dense, int8_dense, turns) -> None:
    cos = (onnx_dense.encode(turns) * int8_dense.encode(turns)).sum(axis=1)
    assert cos.mean() >= INT8_SENTENCE_COS_MEAN and cos.min() >= INT8_SENTENCE_COS_MIN, (
        cos.mean(),
        cos.min(),
    )
    # the test texts include one- and two-token ones ("Hi", "..."): 0.981 measured
    short = (onnx_dense.encode(TEXTS) * int8_dense.encode(TEXTS)).sum(axis=1)
    assert short.min() >= 0.975, short
    got = int8_dense.encode(TEXTS[:1])[0]
    assert list(got[:5]) == pytest.approx(INT8_GOLDEN, abs=INT8_GOLDEN_ATOL)


@pytest.mark.models
def test_int8_vectors_do_not_depend_on_the_batch(int8_dense, turns) -> None:
    """A replay cuts the log into other micro-batches than the live flow: each text's vectors
    must come out the same, bit for bit, alone or beside any others (per-tensor dynamic
    quantisation failed this: cosine about 0.99 between the two)."""
    from memstream.encoders.onnx_sparse import OnnxSpladeEncoder

    sent, tokens = int8_dense.encode_with_tokens(turns)
    for size in (3, 16):
        again, again_tokens = int8_dense.encode_with_tokens(turns[::-1], batch_size=size)
        assert np.array_equal(again[::-1], sent)
        assert all(np.array_equal(a, b) for a, b in zip(again_tokens[::-1], tokens, strict=True))
    for i in (0, len(turns) // 2, len(turns) - 1):
        alone, (alone_tokens,) = int8_dense.encode_with_tokens([turns[i]])
        assert np.array_equal(alone[0], sent[i]) and np.array_equal(alone_tokens, tokens[i])
    splade = OnnxSpladeEncoder(batch_size=8, precision="int8-dynamic")
    docs = splade.encode_documents(turns)
    for i, doc in zip((0, 7), splade.encode_documents([turns[0], turns[7]]), strict=True):
        assert doc.indices == docs[i].indices and doc.values == docs[i].values
    (q,) = splade.encode_queries([turns[7]])
    assert q.indices == docs[7].indices and q.values == docs[7].values


@pytest.mark.models
def test_int8_dynamic_token_vectors_stay_close_to_fp32(onnx_dense, int8_dense, turns) -> None:
    _, want = onnx_dense.encode_with_tokens(turns)
    _, got = int8_dense.encode_with_tokens(turns)
    cos = []
    for w, g in zip(want, got, strict=True):
        assert g.shape == w.shape  # the same tokens kept
        cos.append((w * g).sum(axis=1))
    every = np.concatenate(cos)
    assert every.mean() >= INT8_TOKEN_COS_MEAN and every.min() >= INT8_TOKEN_COS_MIN


@pytest.fixture(scope="module")
def splades():
    from memstream.encoders import TorchSpladeEncoder
    from memstream.encoders.onnx_sparse import OnnxSpladeEncoder

    return TorchSpladeEncoder(), OnnxSpladeEncoder(batch_size=4, precision="fp32")


@pytest.mark.models
def test_splade_top20_terms_match_torch(splades) -> None:
    torch_sp, onnx_sp = splades
    for want, got in zip(
        torch_sp.encode_documents(TEXTS), onnx_sp.encode_documents(TEXTS), strict=True
    ):
        top = sorted(zip(want.values, want.indices, strict=True), reverse=True)[:20]
        weights = dict(zip(got.indices, got.values, strict=True))
        for value, index in top:
            assert weights.get(index, 0.0) == pytest.approx(value, abs=SPLADE_ATOL)
        assert list(got.indices) == sorted(got.indices) and min(got.values) > 0
        assert set(got.indices) == set(want.indices)
    (q,) = onnx_sp.encode_queries(["art and painting"])
    (want_q,) = torch_sp.encode_queries(["art and painting"])
    assert q.indices == want_q.indices
    assert np.allclose(q.values, want_q.values, atol=SPLADE_ATOL)


@pytest.mark.models
def test_splade_int8_dynamic_keeps_the_top_terms(splades, turns) -> None:
    """The quantised SPLADE against fp32 (see the module docstring for what it measures)."""
    from memstream.encoders.onnx_sparse import OnnxSpladeEncoder

    _, onnx_sp = splades
    int8 = OnnxSpladeEncoder(batch_size=4, precision="int8-dynamic")
    kept, cos = [], []
    for want, got in zip(
        onnx_sp.encode_documents(turns + TEXTS), int8.encode_documents(turns + TEXTS), strict=True
    ):
        top = sorted(zip(want.values, want.indices, strict=True), reverse=True)[:20]
        weights = dict(zip(got.indices, got.values, strict=True))
        kept += [i in weights for _, i in top]
        assert all(abs(weights.get(i, 0.0) - v) < 0.5 for v, i in top)
        fp = dict(zip(want.indices, want.values, strict=True))
        terms = sorted(set(fp) | set(weights))
        a = np.array([fp.get(t, 0.0) for t in terms])
        b = np.array([weights.get(t, 0.0) for t in terms])
        cos.append(float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b))))
    assert sum(kept) / len(kept) >= INT8_SPLADE_TOP20_KEPT
    assert min(cos) >= INT8_SPLADE_COS_MIN, min(cos)
    assert int8.model_name.endswith("(onnx int8 per-token)")
    assert int8.model_name != onnx_sp.model_name


@pytest.mark.models
def test_splade_tokenizer_is_the_models(splades) -> None:
    _, onnx_sp = splades
    (doc,) = onnx_sp.encode_documents(["This is a test sentence."])
    top = sorted(zip(doc.values, doc.indices, strict=True), reverse=True)[:3]
    assert onnx_sp.tokenizer.convert_ids_to_tokens([i for _, i in top]) == [
        "test",
        "sentence",
        "this",
    ]
    assert onnx_sp.vocab_size == 30522


@pytest.mark.models
def test_export_is_deterministic_and_cached(tmp_path: Path) -> None:
    from memstream.encoders.onnx_export import exported
    from memstream.encoders.sparse import default_sparse_model

    a = exported("splade", default_sparse_model(), tmp_path / "a")
    b = exported("splade", default_sparse_model(), tmp_path / "b")
    assert a.read_bytes() == b.read_bytes()
    meta = json.loads((a.parent / "meta.json").read_text())
    assert meta["sha256"] == hashlib.sha256(a.read_bytes()).hexdigest()
    assert meta["max_abs_diff_vs_torch"] < 1e-3
    mtime = a.stat().st_mtime_ns
    assert exported("splade", default_sparse_model(), tmp_path / "a") == a
    assert a.stat().st_mtime_ns == mtime  # found, not exported again


@pytest.mark.models
def test_tense_is_read_around_each_time_expression(enricher) -> None:
    past = event(1, text="I went to Paris in June.", occurred_at=T0)
    future = event(2, text="I will go to Paris in June.", occurred_at=T0)
    mixed = event(3, text="I met Sam in June and we're getting married in April.", occurred_at=T0)
    plain = event(4, text="Paris was lovely yesterday.", occurred_at=T0)
    refs = enricher.time_refs([past, future, mixed, plain])
    assert refs[0][0].start.year == T0.year - 1 and refs[1][0].start.year == T0.year
    june, april = refs[2]
    assert (june.start.year, april.start.year) == (T0.year - 1, T0.year + 1)
    assert refs[3][0].start.date() == (T0 - timedelta(days=1)).date()


def test_fp32_is_the_default_of_both_models() -> None:
    """int8 per token misses LoCoMo's recall gate (docs: Ingestion): not the default."""
    models = ModelSettings()
    assert (models.dense_precision, models.sparse_precision) == ("fp32", "fp32")


def test_auto_runtime_is_onnx_on_cpu_only() -> None:
    assert runtime(ModelSettings()) == "onnx"
    assert runtime(ModelSettings(device="cuda")) == "torch"
    assert runtime(ModelSettings(device="cuda", encoder="onnx")) == "onnx"
    assert runtime(ModelSettings(encoder="torch")) == "torch"


def test_onnx_encoders_refuse_what_they_cannot_run(tmp_path: Path) -> None:
    from memstream.encoders.onnx_dense import OnnxDenseEncoder, check_mean_pooled
    from memstream.encoders.onnx_sparse import check_splade

    with pytest.raises(ConfigError, match="local model folder"):
        OnnxDenseEncoder("sentence-transformers/all-MiniLM-L6-v2")
    (tmp_path / "1_Pooling").mkdir()
    (tmp_path / "modules.json").write_text(
        json.dumps(
            [
                {"path": "", "type": "sentence_transformers.models.Transformer"},
                {"path": "1_Pooling", "type": "sentence_transformers.models.Pooling"},
                {"path": "2_Normalize", "type": "sentence_transformers.models.Normalize"},
            ]
        )
    )
    (tmp_path / "1_Pooling" / "config.json").write_text('{"pooling_mode_cls_token": true}')
    with pytest.raises(ConfigError, match="ENCODER=torch"):
        check_mean_pooled(tmp_path)
    (tmp_path / "1_Pooling" / "config.json").write_text('{"pooling_mode_mean_tokens": true}')
    check_mean_pooled(tmp_path)
    (tmp_path / "config.json").write_text('{"architectures": ["BertModel"]}')
    with pytest.raises(ConfigError, match="masked LM"):
        check_splade(tmp_path)


def test_padded_batches_sort_by_length_and_pad_per_chunk() -> None:
    ids = [[1, 2, 3, 4], [1, 2], [1, 2, 3], [1]]
    chunks = list(padded_batches(ids, 2, pad_id=0))
    assert [c for c, _ in chunks] == [[3, 1], [2, 0]]
    first = chunks[0][1]
    assert first["input_ids"].tolist() == [[1, 0], [1, 2]]
    assert first["attention_mask"].tolist() == [[1, 0], [1, 1]]
    assert chunks[1][1]["input_ids"].shape == (2, 4)
    assert not first["token_type_ids"].any()
