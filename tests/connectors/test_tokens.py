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


def test_rows_of_any_codec_and_of_a_store_before_the_codecs_are_read(tmp_path) -> None:
    import sqlite3

    from memstream.errors import ConfigError

    path = tmp_path / "t.sqlite"
    old = sqlite3.connect(path)  # the table as stores wrote it before the codec column
    old.execute(
        "CREATE TABLE tokens (id TEXT PRIMARY KEY, bank TEXT NOT NULL, digest BLOB NOT NULL,"
        " model TEXT NOT NULL, n INTEGER NOT NULL, dim INTEGER NOT NULL, data BLOB NOT NULL)"
    )
    a = _with_tokens(1, 5)
    old.execute(
        "INSERT INTO tokens VALUES (?, ?, ?, ?, ?, ?, ?)",
        (a.id, a.bank, text_digest(a.event.text), MODEL, 5, 384, quantize(a.tokens)),
    )
    old.commit()
    old.close()
    written = {"u2": _with_tokens(2, 3), "u4": _with_tokens(3, 4), "int8": _with_tokens(4, 2)}
    for codec, m in written.items():
        with TokenStore(path, codec=codec) as store:
            store.upsert([m])
    store = TokenStore(path)
    got = store.get([a.id, *(m.id for m in written.values())])
    assert np.array_equal(got[a.id].vectors, dequantize(quantize(a.tokens), 5, 384))
    for codec, m in written.items():
        cosine = (got[m.id].vectors * m.tokens.astype(np.float32)).sum(axis=1)
        assert cosine.min() > {"u2": 0.9, "u4": 0.98, "int8": 0.999}[codec], codec
    rows = dict(store._db.execute("SELECT id, length(data) FROM tokens").fetchall())
    assert rows[written["u2"].id] == 3 * 100 and rows[written["u4"].id] == 4 * 196
    assert rows[a.id] == rows[written["int8"].id] // 2 * 5 == 5 * 388
    store.close()
    with pytest.raises(ConfigError, match="codec"):
        TokenStore(path, codec="u3")


def test_a_bit_codec_writes_the_same_bytes_for_the_same_vectors(tmp_path) -> None:
    """A replay writes what the live node wrote: packing depends on the vectors alone."""
    m = _with_tokens(7, 9)
    with (
        TokenStore(tmp_path / "a.sqlite", codec="u4") as one,
        TokenStore(tmp_path / "b.sqlite", codec="u4") as two,
    ):
        one.upsert([m, _with_tokens(8, 3)])
        two.upsert([m])
        data = "SELECT data FROM tokens WHERE id = ?"
        assert (
            one._db.execute(data, (m.id,)).fetchone() == two._db.execute(data, (m.id,)).fetchone()
        )


def _file_bytes(store: TokenStore) -> int:
    store._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return store.path.stat().st_size


def test_a_new_store_has_small_pages_and_an_old_one_keeps_its_own(tmp_path) -> None:
    """Rows of a few KB leave half a page unused per leaf page: 1 KiB pages waste less."""
    from memstream.connectors.tokens import PAGE_BYTES

    rows = [_with_tokens(i, 15) for i in range(200)]
    sizes = {}
    for page in (PAGE_BYTES, 4096):
        with TokenStore(tmp_path / f"{page}.sqlite", codec="u4", page_size=page) as store:
            store.upsert(rows)
            assert store._db.execute("PRAGMA page_size").fetchone() == (page,)
            sizes[page] = _file_bytes(store)
    packed = 200 * 15 * 196
    assert sizes[PAGE_BYTES] - packed < 0.5 * (sizes[4096] - packed)

    with TokenStore(tmp_path / "4096.sqlite") as reopened:  # created at 4 KiB: stays so
        assert reopened._db.execute("PRAGMA page_size").fetchone() == (4096,)
        later = _with_tokens(500, 4)
        reopened.upsert([later])
        assert set(reopened.get([rows[0].id, later.id])) == {rows[0].id, later.id}


def test_a_read_decodes_rows_of_mixed_codecs_and_sizes_as_one_by_one() -> None:
    from memstream.connectors import token_codec
    from memstream.connectors.tokens import unpack_many

    rng = np.random.default_rng(3)
    rows = []
    shapes = [("int8", 3, 384), ("u4", 5, 384), ("int8", 1, 8), ("u2", 2, 384), ("u4", 7, 16)]
    for codec, n, dim in [*shapes, ("int8", 0, 384), ("u4", 4, 384)]:
        v = _unit(rng, n, dim) if n else np.zeros((0, dim), np.float32)
        data = quantize(v) if codec == "int8" else token_codec.encode(v, codec)
        rows.append((data, n, dim, codec))
    decoded = unpack_many(rows)
    for (data, n, dim, codec), got in zip(rows, decoded, strict=True):
        alone = (
            dequantize(data, n, dim)
            if codec == "int8"
            else token_codec.decode_many([(data, n)], dim, codec)[0]
        )
        assert got.shape == (n, dim) and np.array_equal(got, alone), codec
