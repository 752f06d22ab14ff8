"""A memory's stored token vectors without the function words (`models.token_function_words`).

The setting changes the document side only: the vectors a memory stores are the same vectors
minus the function words' rows; a question keeps every token. Rows made either way carry
another name, so a store holding one kind is never scored as the other.
"""

from __future__ import annotations

import numpy as np
import pytest

from memstream.encoders.function_words import FUNCTION_WORDS
from memstream.settings import ModelSettings

TEXTS = [
    "Hey Mel! It was so great to see you at the park, I have been painting a lot since then.",
    "I'm not going before the 3rd: my passport hasn't arrived yet.",
    "it is what it is",  # function words only: the memory keeps its tokens
    "...",
]


@pytest.fixture(scope="module")
def encoders():
    from memstream.encoders.onnx_dense import OnnxDenseEncoder

    return OnnxDenseEncoder(batch_size=4), OnnxDenseEncoder(batch_size=4, drop_function_words=True)


def _rows_of(small: np.ndarray, full: np.ndarray) -> bool:
    """Every row of `small` is a row of `full` (unit vectors: a dot product of 1)."""
    return bool(np.all((small @ full.T).max(axis=1) > 1 - 1e-5))


@pytest.mark.models
def test_documents_lose_function_words_and_keep_the_rest(encoders) -> None:
    keep, drop = encoders
    sent_k, full = keep.encode_with_tokens(TEXTS, documents=True)
    sent_d, pruned = drop.encode_with_tokens(TEXTS, documents=True)
    assert np.array_equal(sent_k, sent_d)  # the sentence vector does not change
    for f, p in zip(full, pruned, strict=True):
        assert len(p) <= len(f) and _rows_of(p, f)
    assert len(pruned[0]) < len(full[0]) * 0.7  # "it was so ... to ... you at the ..."
    # negation and time words are kept: "not", "before", "yet" stay among the rows
    ids = drop._tok.encode([TEXTS[1]], None)[0]
    kept = [drop._tok.base.id_to_token(i) for i in ids]
    assert {"not", "before", "yet"} <= set(kept)
    assert len(pruned[1]) == len(full[1]) - sum(w in FUNCTION_WORDS for w in kept)
    assert len(pruned[2]) == len(full[2]) > 0  # nothing but function words: all kept
    assert len(pruned[3]) == len(full[3]) > 0


@pytest.mark.models
def test_a_question_keeps_every_token(encoders) -> None:
    keep, drop = encoders
    _, want = keep.encode_with_tokens(TEXTS)
    _, got = drop.encode_with_tokens(TEXTS)
    assert all(np.array_equal(w, g) for w, g in zip(want, got, strict=True))


@pytest.mark.models
def test_rows_without_function_words_carry_another_name(encoders) -> None:
    keep, drop = encoders
    assert drop.token_model_name != keep.token_model_name
    assert drop.token_model_aliases == frozenset()  # no older row lacks the function words


@pytest.mark.models
def test_the_setting_reaches_ingestion_and_the_rerank() -> None:
    from memstream.encoders.backend import load_dense
    from memstream.query.rerank.late_interaction import DenseTokenEncoder

    dense = load_dense(ModelSettings(token_function_words=False))
    tokens = DenseTokenEncoder(dense)
    assert tokens.model_name == dense.token_model_name
    assert "no function words" in tokens.model_name
    doc, query = tokens.encode_documents([TEXTS[0]])[0], tokens.encode_query(TEXTS[0])
    assert len(doc) < len(query) and _rows_of(doc, query)
    assert load_dense(ModelSettings()).token_model_name != dense.token_model_name


@pytest.mark.models
def test_ingestion_stores_the_rows_without_function_words() -> None:
    from memstream.encoders import load_enricher
    from tests.fakes import event

    enricher = load_enricher(ModelSettings(token_function_words=False))
    try:
        (memory,) = enricher.enrich([event(0, text=TEXTS[0])])
    finally:
        enricher.close()
    assert memory.token_model == enricher.dense.token_model_name
    _, (query,) = enricher.dense.encode_with_tokens([TEXTS[0]])
    assert memory.tokens is not None and len(memory.tokens) < len(query)
