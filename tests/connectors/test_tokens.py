"""The token store: round trips, idempotent upserts, stale-row metadata, bank deletion."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from memstream.connectors.stores import TOKENS_FILE, open_stores
from memstream.connectors.tokens import TokenStore, dequantize, quantize, text_digest
from memstream.errors import StoreUnavailable
from memstream.settings import StoreSettings
from tests.fakes import memory

MODEL = "minilm (token embeddings)"


def _unit(rng: np.random.Generator, n: int, dim: int = 384) -> np.ndarray:
    v = rng.standard_normal((n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def _with_tokens(i: int, n: int, bank: str = "bank-a", seed: int | None = None):
    vecs = _unit(np.random.default_rng(i if seed is None else seed), n)
    return replace(memory(i, bank), tokens=vecs.astype(np.float16), token_model=MODEL)


def test_quantize_round_trip_keeps_maxsim() -> None:
    rng = np.random.default_rng(1)
    v = _unit(rng, 12)
    back = dequantize(quantize(v), 12, 384)
    assert back.shape == (12, 384) and back.dtype == np.float32
    assert np.abs(back - v).max() <= np.abs(v).max(axis=1).max() / 127 / 2 + 1e-6
    q = _unit(rng, 5)
    exact = (q @ v.T).max(axis=1).sum()
    assert (q @ back.T).max(axis=1).sum() == pytest.approx(exact, abs=5e-3)
    assert dequantize(quantize(np.zeros((0, 384), np.float32)), 0, 384).shape == (0, 384)


def test_upsert_get_replace_and_delete(tmp_path) -> None:
    store = TokenStore(tmp_path / "t.sqlite")
    a, b, other = _with_tokens(1, 7), _with_tokens(2, 3), _with_tokens(3, 5, bank="bank-b")
    plain = memory(4)  # no token vectors: skipped
    store.upsert([a, b, other, plain])
    got = store.get([a.id, b.id, other.id, plain.id, "missing"])
    assert set(got) == {a.id, b.id, other.id}
    assert got[a.id].vectors.shape == (7, 384) and got[a.id].model == MODEL
    assert got[a.id].digest == text_digest(a.event.text)
    assert np.allclose(got[a.id].vectors, a.tokens.astype(np.float32), atol=5e-3)
    assert set(store.get([a.id, other.id], bank="bank-a")) == {a.id}  # bank-scoped reads

    before = store.snapshot("bank-a")
    store.upsert([a, b])  # a replayed batch changes nothing
    assert store.snapshot("bank-a") == before and store.count("bank-a") == 2

    edited = replace(
        _with_tokens(1, 4, seed=9), event=a.event.model_copy(update={"text": "new text"})
    )
    store.upsert([edited])  # same id, new text: replaced, with the new digest
    row = store.get([a.id])[a.id]
    assert row.vectors.shape == (4, 384) and row.digest == text_digest("new text")

    assert store.banks() == ["bank-a", "bank-b"]
    store.delete_bank("bank-a")
    assert store.count("bank-a") == 0 and store.get([a.id, b.id]) == {}
    assert store.count("bank-b") == 1
    store.delete([other.id], bank="bank-a")  # another bank's row: left alone
    assert store.count("bank-b") == 1
    store.delete([other.id])
    store.delete([other.id])  # idempotent
    assert store.banks() == []
    store.close()
    with pytest.raises(StoreUnavailable, match="closed"):
        store.get([a.id])


def test_rows_survive_reopening(tmp_path) -> None:
    m = _with_tokens(5, 6)
    with TokenStore(tmp_path / "t.sqlite") as _:
        pass
    store = TokenStore(tmp_path / "t.sqlite")
    store.upsert([m])
    store.close()
    again = TokenStore(tmp_path / "t.sqlite")
    assert again.get([m.id])[m.id].vectors.shape == (6, 384)
    again.close()


def test_stores_open_delete_and_fingerprint_the_token_store(tmp_path) -> None:
    stores = open_stores(StoreSettings(data_dir=tmp_path))
    try:
        assert stores.tokens is not None and (tmp_path / TOKENS_FILE).exists()
        m = _with_tokens(6, 3, bank="bk")
        stores.vector.upsert([m])
        stores.bm25.upsert([m])
        stores.graph.upsert([m])
        stores.tokens.upsert([m])
        assert stores.fingerprint("bk")["tokens"] == [
            (m.id, text_digest(m.event.text).hex(), MODEL, 3)
        ]
        stores.delete_bank("bk")
        assert stores.tokens.count("bk") == 0
    finally:
        stores.close()


def test_reads_go_through_a_memory_map(tmp_path) -> None:
    from memstream.connectors.tokens import MMAP_BYTES

    store = TokenStore(tmp_path / TOKENS_FILE)
    try:
        (mapped,) = store._db.execute("PRAGMA mmap_size").fetchone()
        assert 0 < mapped <= MMAP_BYTES  # a build may cap it lower
        store.upsert([memory(1)])  # rows without token vectors are skipped, reads still work
        assert store.get([memory(1).id]) == {}
    finally:
        store.close()
