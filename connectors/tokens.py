"""`TokenStore`: each memory's token vectors, kept from ingestion for late-interaction rerank.

The enrichment's dense pass already computes every memory's contextual token embeddings; this
store keeps them so that a recall's MaxSim rerank reads them instead of running the model over
up to `rerank_depth` candidates (a cold candidate costs about as much as ingesting it).

One SQLite file (stdlib, embedded, WAL, 1 KiB pages: `PAGE_BYTES`), one row per memory, keyed
by memory id:

    id (primary key) · bank · digest (8-byte BLAKE2b of the text) · model · n tokens · dim ·
    data · codec

`data` holds the [n, dim] unit rows packed by `codec`: "int8" (the default), one float32 scale
per row and a byte a dimension (dim + 4 bytes a token: a 15-token chat turn is about 5.8 KB,
against 23 KB in float32; the rounding error, under 0.4 % of a row's largest component, moves
MaxSim scores by about 1e-3), or "u4"/"u2", 4 or 2 bits a dimension
(connectors/token_codec.py: 196 or 100 bytes a token at 384 dimensions, at a larger error).
Rows of every codec are read, so a store keeps working when the setting changes; a store
written before the codec column reads as int8.
`digest` and `model` let a reader refuse stale rows (a memory upserted with other text, vectors
of another model). Upserts replace (at-least-once delivery replays batches), a replay writes
the same rows, and `delete_bank` removes a bank's rows. One writer (the flow's sink) and any
number of reader threads share one connection behind a lock; a read of 100 rows takes about a
millisecond.
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from memstream.connectors import token_codec
from memstream.connectors.token_codec import CODECS
from memstream.errors import ConfigError, StoreUnavailable
from memstream.records import EnrichedMemory

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS tokens ("
    " id TEXT PRIMARY KEY, bank TEXT NOT NULL, digest BLOB NOT NULL, model TEXT NOT NULL,"
    " n INTEGER NOT NULL, dim INTEGER NOT NULL, data BLOB NOT NULL,"
    " codec TEXT NOT NULL DEFAULT 'int8')",
    "CREATE INDEX IF NOT EXISTS tokens_bank ON tokens (bank)",
)
#: A store written before the codec column: its rows are int8 (the column's default).
_ADD_CODEC = "ALTER TABLE tokens ADD COLUMN codec TEXT NOT NULL DEFAULT 'int8'"
#: How much of the file reads map (SQLite caps it at about 2 GiB); mapped pages count in RSS
#: as file pages, which the kernel takes back under pressure.
MMAP_BYTES = 0x7FFF0000  # SQLite's usual SQLITE_MAX_MMAP_SIZE
#: The page size of a new file (an existing file keeps its own; `memstream rebuild` makes new
#: ones). A row of a few kilobytes overflows its leaf page, and SQLite keeps the remainder that
#: does not fill a whole overflow page on the leaf, where the rows' remainders leave on average
#: half a page unused per page: a quarter of a u4 row at 4 KiB pages, a few hundred bytes at
#: 1 KiB. `benchmarks/token_pages.py` measures bytes and reads per page size.
PAGE_BYTES = 1024
#: SQLite's default limit on host parameters is 999 in old builds; stay under it.
_CHUNK = 500


def _chunks(ids: list[str]) -> Iterator[tuple[list[str], str]]:
    """`ids` in chunks of at most `_CHUNK`, each with its "?,?,..." placeholder list."""
    for i in range(0, len(ids), _CHUNK):
        chunk = ids[i : i + _CHUNK]
        yield chunk, ",".join("?" * len(chunk))


def text_digest(text: str) -> bytes:
    """8-byte BLAKE2b of the text: stable across processes, about a microsecond."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest()


def quantize(vectors: np.ndarray) -> bytes:
    """[n, dim] float rows -> n float32 scales then n*dim int8 (symmetric, per row)."""
    v = np.asarray(vectors, dtype=np.float32)
    scale = np.maximum(np.abs(v).max(axis=1), 1e-12) / 127.0 if len(v) else np.zeros(0)
    q = np.rint(v / scale[:, None]).astype(np.int8) if len(v) else np.zeros((0, 0), np.int8)
    return scale.astype(np.float32).tobytes() + q.tobytes()


def dequantize(data: bytes, n: int, dim: int) -> np.ndarray:
    """The inverse of `quantize`: [n, dim] float32 (rows unit-length up to rounding)."""
    scale = np.frombuffer(data, dtype=np.float32, count=n)
    q = np.frombuffer(data, dtype=np.int8, offset=4 * n, count=n * dim).reshape(n, dim)
    return q.astype(np.float32) * scale[:, None]


def unpack_many(rows: Sequence[tuple[bytes, int, int, str]]) -> list[np.ndarray]:
    """Rows (data, n, dim, codec) -> their [n, dim] float32 vectors, in order. Rows of one
    codec and dimension are decoded together: a few array operations for a whole read instead
    of a few per row (450 u4 rows: most of a read's time when decoded one by one)."""
    out: list[np.ndarray] = [np.empty(0)] * len(rows)
    groups: dict[tuple[str, int], list[int]] = {}
    for i, (_, _, dim, codec) in enumerate(rows):
        groups.setdefault((codec, dim), []).append(i)
    for (codec, dim), members in groups.items():
        pieces = [(rows[i][0], rows[i][1]) for i in members]
        if codec == "int8":
            decoded = _dequantize_many(pieces, dim)
        else:
            decoded = token_codec.decode_many(pieces, dim, codec)
        for i, vectors in zip(members, decoded, strict=True):
            out[i] = vectors
    return out


def _dequantize_many(rows: Sequence[tuple[bytes, int]], dim: int) -> list[np.ndarray]:
    """`dequantize` of many rows of one dimension at once."""
    scale = np.frombuffer(b"".join(d[: 4 * n] for d, n in rows), dtype=np.float32)
    q = np.frombuffer(b"".join(d[4 * n : 4 * n + n * dim] for d, n in rows), dtype=np.int8)
    flat = q.reshape(len(scale), dim).astype(np.float32)
    flat *= scale[:, None]
    return np.split(flat, np.cumsum([n for _, n in rows])[:-1])


@dataclass(frozen=True, slots=True)
class StoredTokens:
    """One memory's stored token vectors and what they were made from."""

    id: str
    digest: bytes
    model: str
    vectors: np.ndarray  # [n, dim] float32


class TokenStore:
    """Per-memory token vectors in one SQLite file; thread-safe."""

    def __init__(self, path: Path, codec: str = "int8", page_size: int = PAGE_BYTES) -> None:
        if codec not in CODECS:
            raise ConfigError(f"token codec must be one of {CODECS}, got {codec!r}")
        self.codec = codec
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(
                str(self.path), check_same_thread=False, isolation_level=None
            )
            # before anything is written: a page size applies only to a new, empty file
            self._db.execute(f"PRAGMA page_size={int(page_size)}")
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            # reads through a memory map: a rerank reads hundreds of rows at random (450 rows
            # at 100k memories: 16-18 ms of CPU through read() calls, 11-13 ms mapped)
            self._db.execute(f"PRAGMA mmap_size={MMAP_BYTES}")
            for stmt in _SCHEMA:
                self._db.execute(stmt)
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(tokens)")}
            if "codec" not in columns:
                self._db.execute(_ADD_CODEC)
        except sqlite3.OperationalError as e:
            raise StoreUnavailable(
                f"cannot open the token store at {self.path} ({e}); check the data directory "
                "is writable and that no other process holds it"
            ) from e
        self._lock = threading.Lock()
        self._closed = False

    # ------------------------------------------------------------------ writes
    def upsert(self, memories: Sequence[EnrichedMemory]) -> None:
        """Store the token vectors of the memories that carry them (others are skipped)."""
        rows = [
            (
                m.id,
                m.bank,
                text_digest(m.event.text),
                m.token_model,
                int(m.tokens.shape[0]),
                int(m.tokens.shape[1]),
                *self._pack(m.tokens),
            )
            for m in memories
            if m.tokens is not None and m.token_model and m.tokens.ndim == 2
        ]
        if not rows:
            return
        with self._lock:
            self._check()
            self._db.execute("BEGIN")
            try:
                self._db.executemany(
                    "INSERT OR REPLACE INTO tokens (id, bank, digest, model, n, dim, data, codec)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    rows,
                )
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    def _pack(self, vectors: np.ndarray) -> tuple[bytes, str]:
        """The row's data and codec (int8 for a dimension the bit codecs cannot pack)."""
        if self.codec == "int8" or vectors.shape[1] % 8:
            return quantize(vectors), "int8"
        return token_codec.encode(vectors, self.codec), self.codec

    def delete_bank(self, bank: str) -> None:
        with self._lock:
            self._check()
            self._db.execute("DELETE FROM tokens WHERE bank = ?", (bank,))

    def delete(self, ids: Iterable[str], bank: str | None = None) -> None:
        """Delete the rows of `ids` (of `bank` only, when given); idempotent."""
        ids = list(ids)
        where = "" if bank is None else " AND bank = ?"
        with self._lock:
            self._check()
            for chunk, marks in _chunks(ids):
                params = chunk if bank is None else [*chunk, bank]
                self._db.execute(f"DELETE FROM tokens WHERE id IN ({marks}){where}", params)

    # ------------------------------------------------------------------ reads
    def get(self, ids: Sequence[str], bank: str | None = None) -> dict[str, StoredTokens]:
        """The stored rows of `ids` (of `bank` when given); ids without a row are absent."""
        out: dict[str, StoredTokens] = {}
        ids = list(dict.fromkeys(ids))
        with self._lock:
            self._check()
            for chunk, marks in _chunks(ids):
                # by primary key only: with "AND bank = ?" SQLite may pick the bank index
                # and scan the whole bank (100 ids at 100k memories: 90 ms instead of 1)
                sql = "SELECT id, bank, digest, model, n, dim, data, codec FROM tokens WHERE id IN"
                rows = self._db.execute(f"{sql} ({marks})", chunk).fetchall()
                kept = [r for r in rows if bank is None or r[1] == bank]
                vectors = unpack_many([(data, n, dim, codec) for *_, n, dim, data, codec in kept])
                for (id_, _, digest, model, *_), v in zip(kept, vectors, strict=True):
                    out[id_] = StoredTokens(id_, bytes(digest), model, v)
        return out

    def count(self, bank: str) -> int:
        with self._lock:
            self._check()
            (n,) = self._db.execute(
                "SELECT count(*) FROM tokens WHERE bank = ?", (bank,)
            ).fetchone()
        return int(n)

    def banks(self) -> list[str]:
        with self._lock:
            self._check()
            rows = self._db.execute("SELECT DISTINCT bank FROM tokens ORDER BY bank").fetchall()
        return [r[0] for r in rows]

    def snapshot(self, bank: str) -> list[tuple[str, str, str, int]]:
        """(id, digest hex, model, tokens) per row of the bank, sorted: for replay checks."""
        with self._lock:
            self._check()
            rows = self._db.execute(
                "SELECT id, digest, model, n FROM tokens WHERE bank = ? ORDER BY id", (bank,)
            ).fetchall()
        return [(i, bytes(d).hex(), m, int(n)) for i, d, m, n in rows]

    def close(self) -> None:
        with self._lock:
            if not self._closed:
                self._closed = True
                self._db.close()

    def __enter__(self) -> TokenStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _check(self) -> None:
        if self._closed:
            raise StoreUnavailable(f"the token store at {self.path} is closed")
