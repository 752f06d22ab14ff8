"""`EdgeVectorStore`: the vector store embedded in-process, on qdrant-edge (`EdgeShard`).

One shard directory, one opener: the shard's WAL takes a file lock, so a second opener (in
this process or another) fails; within a process the path claim (`connectors.claims`)
refuses it early with a clear message. The opener is shared by one writer and any number of
reader threads. `EdgeShard` is safe for that as it is (measured: a writer upserting and
flushing beside three readers ran without errors, and queries release the GIL), so reads
take no lock; writes are serialised so that an upsert and its flush stay one unit, and
`close` waits for calls in flight.

Durability: `update` appends to a memory-mapped WAL without syncing it, which survives a
``kill -9`` but not a power cut or kernel crash. With ``sync=True`` (the default) every
write is followed by `flush()` (msync of the WAL and segments), so what `upsert` returned
from is on disk.

Dense vectors are kept as `datatype` says when a shard is created ("float16" by default: 768
bytes a memory at 384 dimensions instead of 1,536; scores move by about 1e-4, see
docs/benchmarks/latency.md); a shard keeps the datatype it was created with, whatever the
setting says later (qdrant-edge refuses to load a shard under another one), so an old float32
store opens as it is and `memstream rebuild` writes the new one.

The shard never optimises on its own: segments stay plain (exact search) until
`optimize()` builds HNSW indexes, which a maintenance task should call, not the hot path.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import qdrant_edge as qe

from memstream.connectors import ties
from memstream.connectors.claims import claim_path
from memstream.connectors.retry import RetryPolicy, call_with_retry
from memstream.connectors.vector import payload as pl
from memstream.connectors.vector.base import (
    DEFAULT_DIM,
    DENSE,
    PAYLOAD_INDEXES,
    SPARSE,
    IndexKind,
    SearchFilter,
    StoredMemory,
    VectorHit,
    VectorStore,
)
from memstream.connectors.vector.guard import Gate
from memstream.errors import ConfigError
from memstream.records import EnrichedMemory

log = logging.getLogger(__name__)

T = TypeVar("T")

_CONFIG_FILE = "edge_config.json"
#: The dense vectors' storage types a store may be created with (settings: store.vector_datatype).
DATATYPES = {
    "float32": qe.VectorStorageDatatype.Float32,
    "float16": qe.VectorStorageDatatype.Float16,
}
_MAX_BANKS = 1_000_000
# qdrant-edge raises plain `Exception`s; these messages mean I/O trouble or a held lock.
_TRANSIENT = re.compile(
    r"WouldBlock|Resource temporarily unavailable|os error|Io error|No space left"
    r"|Too many open files|timed out",
    re.IGNORECASE,
)


def _transient(err: BaseException) -> bool:
    return isinstance(err, OSError) or (
        type(err) is Exception and bool(_TRANSIENT.search(str(err)))
    )


def _index_schema(kind: IndexKind) -> Any:
    if kind is IndexKind.TENANT:
        return qe.KeywordIndexParams(is_tenant=True)
    return {
        IndexKind.KEYWORD: qe.PayloadSchemaType.Keyword,
        IndexKind.FLOAT: qe.PayloadSchemaType.Float,
    }[kind]


def _to_filter(conds: Sequence[pl.Condition]) -> qe.Filter:
    must: list[Any] = []
    for c in conds:
        if isinstance(c, pl.Match):
            match: Any = (
                qe.MatchValue(c.values[0]) if len(c.values) == 1 else qe.MatchAny(list(c.values))
            )
            must.append(qe.FieldCondition(c.key, match=match))
        elif isinstance(c, pl.Range):
            must.append(qe.FieldCondition(c.key, range=qe.RangeFloat(gte=c.gte, lt=c.lt)))
        else:
            must.append(qe.HasIdCondition(set(c.ids)))
    return qe.Filter(must=must)


def _page(
    store: EdgeVectorStore,
    conds: list[pl.Condition],
    limit: int,
    offset: str | None,
    payload: bool | list[str],
) -> tuple[list[Any], str | None]:
    """One page of a scroll of the points `conds` select, with `payload`; the next offset."""
    start = pl.check_ids([offset])[0] if offset is not None else None
    req = qe.ScrollRequest(
        offset=start, limit=limit, filter=_to_filter(conds), with_payload=payload
    )
    records, nxt = store._read("scroll", lambda: store._shard.scroll(req))
    return records, (str(nxt) if nxt is not None else None)


def _stored_datatype(path: Path) -> str | None:
    """The dense datatype a shard at `path` was created with; None where there is no shard.

    A shard written before the setting (or under float32) names none: float32."""
    try:
        config = json.loads((path / _CONFIG_FILE).read_text())
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as e:
        raise ConfigError(f"vector store {path}: cannot read {_CONFIG_FILE} ({e})") from e
    stored = config.get("vectors", {}).get(DENSE, {}).get("datatype") or "float32"
    if stored not in DATATYPES:
        raise ConfigError(
            f"vector store {path} keeps dense vectors as {stored!r}; memstream reads "
            f"{sorted(DATATYPES)}: point store.data_dir elsewhere or rebuild it"
        )
    return str(stored)


def _open_shard(path: Path, dim: int, datatype: str) -> qe.EdgeShard:
    """The shard at `path`, created with `dim`-d dense vectors kept as `datatype` if missing."""
    dense = qe.EdgeVectorParams(size=dim, distance=qe.Distance.Cosine, datatype=DATATYPES[datatype])
    config = qe.EdgeConfig(
        vectors={DENSE: dense},
        sparse_vectors={SPARSE: qe.EdgeSparseVectorParams(modifier=qe.Modifier.Idf)},
    )
    if not (path / _CONFIG_FILE).exists():
        path.mkdir(parents=True, exist_ok=True)
        return qe.EdgeShard.create(str(path), config)
    try:
        return qe.EdgeShard.load(str(path), config)
    except Exception as e:
        if "incompatible" in str(e).lower():
            raise ConfigError(
                f"vector store {path} was created with another layout ({e}); "
                "point store.data_dir elsewhere or use the dimension it was built with"
            ) from e
        raise


class EdgeVectorStore(VectorStore):
    """Memories in a qdrant-edge shard at `path` (loaded if it holds one, created otherwise)."""

    def __init__(
        self,
        path: Path | str,
        dim: int = DEFAULT_DIM,
        *,
        sync: bool = True,
        retry: RetryPolicy | None = None,
        datatype: str = "float16",
    ) -> None:
        if dim < 1:
            raise ValueError(f"dim must be positive, got {dim}")
        if datatype not in DATATYPES:
            raise ConfigError(
                f"vector datatype must be one of {sorted(DATATYPES)}, got {datatype!r}"
            )
        self._path = Path(path).resolve()
        self._dim = dim
        #: The dense vectors' storage type: `datatype` for a new shard, the stored one otherwise.
        self.datatype = _stored_datatype(self._path) or datatype
        self._sync = sync
        self._retry = retry or RetryPolicy()
        self._gate = Gate(f"vector store {self._path}")
        self._write_lock = threading.Lock()
        self._claim = claim_path(self._path, "vector store", "EdgeVectorStore")
        try:
            self._shard = self._call(
                "open", partial(_open_shard, self._path, self._dim, self.datatype)
            )
            try:
                self._ensure_indexes()
            except BaseException:
                self._shard.close()
                raise
        except BaseException:
            self._claim.release()
            raise
        log.info(
            "vector store open backend=edge path=%s points=%d datatype=%s",
            self._path,
            self.count(),
            self.datatype,
        )

    @property
    def path(self) -> Path:
        return self._path

    # -- lifecycle ----------------------------------------------------------------------

    def _ensure_indexes(self) -> None:
        # Re-creating an existing index replaces its params (is_tenant is lost), so only
        # the missing ones are created.
        existing = set(self._shard.info().payload_schema)
        for key, kind in PAYLOAD_INDEXES.items():
            if key not in existing:
                op = qe.UpdateOperation.create_field_index(key, _index_schema(kind))
                self._call("create_index", partial(self._shard.update, op))
        self._shard.flush()

    def flush(self) -> None:
        with self._gate.enter(), self._write_lock:
            self._call("flush", self._shard.flush)

    def close(self) -> None:
        if not self._gate.close():
            return
        try:
            with self._write_lock:
                self._shard.flush()
                self._shard.close()
        finally:
            self._claim.release()
        log.info("vector store closed backend=edge path=%s", self._path)

    def optimize(self) -> bool:
        """Build HNSW and merge segments (blocking; seconds per 10k points). True if it did."""
        with self._gate.enter(), self._write_lock:
            done = self._call("optimize", self._shard.optimize)
            self._shard.flush()
            return done

    # -- writes -------------------------------------------------------------------------

    def upsert(self, memories: Sequence[EnrichedMemory]) -> None:
        if not memories:
            return
        points = [self._point(m) for m in pl.last_per_id(memories)]
        op = qe.UpdateOperation.upsert_points(points)
        with self._gate.enter(), self._write_lock:
            self._call("upsert", lambda: self._write(op))

    def delete_bank(self, bank: str) -> int:
        flt = _to_filter([pl.bank_condition(bank)])
        op = qe.UpdateOperation.delete_points_by_filter(flt)
        with self._gate.enter(), self._write_lock:
            n = self._call("count", lambda: self._shard.count(qe.CountRequest(True, flt)))
            if n:
                self._call("delete_bank", lambda: self._write(op))
        log.info("vector bank deleted bank=%s points=%d", bank, n)
        return n

    def delete(self, bank: str, ids: Sequence[str]) -> int:
        wanted = pl.check_ids(ids)
        if not wanted:
            return 0
        flt = _to_filter([pl.bank_condition(bank), pl.HasIds(tuple(wanted))])
        op = qe.UpdateOperation.delete_points_by_filter(flt)
        with self._gate.enter(), self._write_lock:
            n = self._call("count", lambda: self._shard.count(qe.CountRequest(True, flt)))
            if n:
                self._call("delete", lambda: self._write(op))
        log.debug("vector memories deleted bank=%s asked=%d deleted=%d", bank, len(wanted), n)
        return n

    def _write(self, op: qe.UpdateOperation) -> None:
        self._shard.update(op)
        if self._sync:
            self._shard.flush()

    def _point(self, m: EnrichedMemory) -> qe.Point:
        what = f"memory {m.id}"
        dense = pl.check_dense(m.dense, self._dim, what)
        idx, val = pl.check_sparse(m.sparse.indices, m.sparse.values, what)
        vectors = {DENSE: dense, SPARSE: qe.SparseVector(idx, val)}
        return qe.Point(m.id, vectors, pl.memory_payload(m))  # type: ignore[arg-type]

    # -- reads --------------------------------------------------------------------------

    def search_dense(
        self,
        bank: str,
        vector: Sequence[float],
        limit: int,
        *,
        score_threshold: float | None = None,
        filter: SearchFilter | None = None,
    ) -> list[VectorHit]:
        conds = pl.plan_search(bank, limit, filter)
        query = pl.check_dense(vector, self._dim, "query")
        if conds is None:
            return []
        req = qe.QueryRequest(
            limit=limit + ties.MARGIN,  # ties at the limit: ties.py
            query=qe.Query.Nearest(query, using=DENSE),
            filter=_to_filter(conds),
            with_payload=True,
            score_threshold=score_threshold,
        )
        return ties.top(pl.hits(self._read("search_dense", lambda: self._shard.query(req))), limit)

    def search_sparse(
        self,
        bank: str,
        indices: Sequence[int],
        values: Sequence[float],
        limit: int,
        *,
        filter: SearchFilter | None = None,
    ) -> list[VectorHit]:
        conds = pl.plan_search(bank, limit, filter)
        idx, val = pl.check_sparse(indices, values, "query")
        if not idx or conds is None:
            return []
        req = qe.QueryRequest(
            limit=limit + ties.MARGIN,  # ties at the limit: ties.py
            query=qe.Query.Nearest(qe.SparseVector(idx, val), using=SPARSE),
            filter=_to_filter(conds),
            with_payload=True,
            # IDF over this bank only: other tenants' data never moves this bank's scores.
            params=qe.SearchParams(idf=qe.IdfParams(corpus=_to_filter([conds[0]]))),
        )
        return ties.top(pl.hits(self._read("search_sparse", lambda: self._shard.query(req))), limit)

    def get(
        self, ids: Sequence[str], with_vectors: bool = False, *, bank: str | None = None
    ) -> list[StoredMemory]:
        wanted: list[Any] = list(pl.check_ids(ids))
        if bank is not None:
            pl.check_bank(bank)
        if not wanted:
            return []
        vec: Any = [DENSE, SPARSE] if with_vectors else False
        records = self._read("get", lambda: self._shard.retrieve(wanted, True, vec))
        found = (pl.stored(r.id, r.payload, r.vector, qe.SparseVector) for r in records)
        return pl.in_order(wanted, found, bank)

    def scroll(
        self,
        bank: str,
        limit: int,
        offset: str | None = None,
        filter: SearchFilter | None = None,
    ) -> tuple[list[StoredMemory], str | None]:
        conds = pl.plan_search(bank, limit, filter)
        if conds is None:
            return [], None
        records, nxt = _page(self, conds, limit, offset, True)
        return [pl.stored(r.id, r.payload, None, qe.SparseVector) for r in records], nxt

    def scroll_field(
        self, bank: str, key: str, limit: int, offset: str | None = None
    ) -> tuple[list[tuple[str, Any]], str | None]:
        records, nxt = _page(self, pl.plan_bank(bank, limit), limit, offset, [key])
        return pl.field_values(records, key), nxt

    def count(self, bank: str | None = None) -> int:
        flt = _to_filter([pl.bank_condition(bank)]) if bank is not None else None
        return self._read("count", lambda: self._shard.count(qe.CountRequest(True, flt)))

    def count_estimate(self, bank: str) -> int:
        flt = _to_filter([pl.bank_condition(bank)])
        return self._read("count", lambda: self._shard.count(qe.CountRequest(False, flt)))

    def banks(self) -> list[str]:
        req = qe.FacetRequest("bank", limit=_MAX_BANKS, exact=True)
        hits = self._read("banks", lambda: self._shard.facet(req)).hits
        return sorted(str(h.value) for h in hits if h.count > 0)

    # -- plumbing -----------------------------------------------------------------------

    def _read(self, what: str, fn: Callable[[], T]) -> T:
        with self._gate.enter():
            return self._call(what, fn)

    def _call(self, what: str, fn: Callable[[], T]) -> T:
        return call_with_retry(
            fn,
            what=f"vector store {what} ({self._path})",
            transient=_transient,
            policy=self._retry,
        )

    def __repr__(self) -> str:
        return f"EdgeVectorStore({str(self._path)!r}, dim={self._dim})"
