"""`QdrantServerVectorStore`: the same store on a Qdrant server through qdrant-client.

`url=` talks to a server; `path=` uses qdrant-client's local mode (pure Python, for tests and
small setups). The collection is created on first use with the named vectors ``dense``
(cosine) and ``splade`` (IDF modifier) and the payload indexes of `PAYLOAD_INDEXES`; local
mode has no payload indexes, so they are skipped there. Writes wait for the server
(``wait=True``), so what `upsert` returned from is in the server's WAL.

Sparse searches scope IDF to the bank (`IdfCorpusParams`), which needs a server that knows
`SearchParams.idf` (the one qdrant-client 1.20 speaks to).

The remote client is thread-safe; local mode is not, so there every call takes one lock.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import httpx
from qdrant_client import QdrantClient
from qdrant_client import models as m
from qdrant_client.http.exceptions import ResponseHandlingException, UnexpectedResponse

from memstream.connectors import ties
from memstream.connectors.retry import RetryPolicy, call_with_retry
from memstream.connectors.vector import payload as pl
from memstream.connectors.vector.base import (
    DEFAULT_DIM,
    DENSE,
    SPARSE,
    SearchFilter,
    StoredMemory,
    VectorHit,
    VectorStore,
)
from memstream.connectors.vector.guard import Gate
from memstream.connectors.vector.server_collection import ensure_collection
from memstream.errors import ConfigError
from memstream.records import EnrichedMemory

log = logging.getLogger(__name__)

T = TypeVar("T")

_UPSERT_CHUNK = 256
_MAX_BANKS = 100_000
_RETRYABLE_STATUS = frozenset({408, 429, 500, 502, 503, 504})


def _transient(err: BaseException) -> bool:
    if isinstance(err, UnexpectedResponse):
        return err.status_code in _RETRYABLE_STATUS
    if isinstance(err, ResponseHandlingException | httpx.TransportError):
        return True  # connection refused, reset, timed out
    # local mode: another client holds the folder's lock
    return isinstance(err, RuntimeError) and "already accessed" in str(err)


def _to_filter(conds: Sequence[pl.Condition]) -> m.Filter:
    must: list[Any] = []
    for c in conds:
        if isinstance(c, pl.Match):
            match: Any = (
                m.MatchValue(value=c.values[0])
                if len(c.values) == 1
                else m.MatchAny(any=list(c.values))
            )
            must.append(m.FieldCondition(key=c.key, match=match))
        elif isinstance(c, pl.Range):
            must.append(m.FieldCondition(key=c.key, range=m.Range(gte=c.gte, lt=c.lt)))
        else:
            must.append(m.HasIdCondition(has_id=list(c.ids)))
    return m.Filter(must=must)


def _page(
    store: QdrantServerVectorStore,
    conds: list[pl.Condition],
    limit: int,
    offset: str | None,
    payload: bool | list[str],
) -> tuple[list[Any], str | None]:
    """One page of a scroll of the points `conds` select, with `payload`; the next offset."""
    start = pl.check_ids([offset])[0] if offset is not None else None
    records, nxt = store._use(
        "scroll",
        lambda: store._client.scroll(
            store._collection,
            scroll_filter=_to_filter(conds),
            limit=limit,
            offset=start,
            with_payload=payload,
            with_vectors=False,
        ),
    )
    return records, (str(nxt) if nxt is not None else None)


class QdrantServerVectorStore(VectorStore):
    """Memories in one collection of a Qdrant server (`url`) or of local mode (`path`)."""

    def __init__(
        self,
        *,
        url: str | None = None,
        path: Path | str | None = None,
        api_key: str | None = None,
        collection: str = "memstream",
        dim: int = DEFAULT_DIM,
        timeout_s: int = 10,
        retry: RetryPolicy | None = None,
        check_compatibility: bool = True,
        datatype: str = "float16",
    ) -> None:
        if (url is None) == (path is None):
            raise ConfigError("QdrantServerVectorStore needs exactly one of url= or path=")
        if dim < 1:
            raise ValueError(f"dim must be positive, got {dim}")
        self._where = url if url is not None else f"local:{path}"
        self._collection = collection
        self._dim = dim
        self._local = path is not None
        self._retry = retry or RetryPolicy()
        self._gate = Gate(f"vector store {self._where}/{collection}")
        self._lock: contextlib.AbstractContextManager[Any] = (
            threading.Lock() if self._local else contextlib.nullcontext()
        )
        if path is not None:
            Path(path).mkdir(parents=True, exist_ok=True)
            self._client = self._call("open", lambda: QdrantClient(path=str(path)))
        else:
            self._client = QdrantClient(
                url=url, api_key=api_key, timeout=timeout_s, check_compatibility=check_compatibility
            )
        try:
            ensure_collection(
                self._client,
                collection,
                dim,
                local=self._local,
                where=self._where,
                call=self._call,
                datatype=datatype,
            )
        except BaseException:
            self._client.close()
            raise
        log.info("vector store open backend=qdrant where=%s collection=%s", self._where, collection)

    # -- lifecycle ----------------------------------------------------------------------

    def flush(self) -> None:
        """Nothing to do: every write already waited for the server (``wait=True``)."""
        with self._gate.enter():
            return

    def close(self) -> None:
        if not self._gate.close():
            return
        with self._lock:
            self._client.close()
        log.info("vector store closed backend=qdrant where=%s", self._where)

    # -- writes -------------------------------------------------------------------------

    def upsert(self, memories: Sequence[EnrichedMemory]) -> None:
        if not memories:
            return
        points = [self._point(mem) for mem in pl.last_per_id(memories)]
        for i in range(0, len(points), _UPSERT_CHUNK):
            chunk = points[i : i + _UPSERT_CHUNK]
            self._use("upsert", partial(self._client.upsert, self._collection, chunk, wait=True))

    def delete_bank(self, bank: str) -> int:
        flt = _to_filter([pl.bank_condition(bank)])
        n = self._count(flt)
        if n:
            self._use(
                "delete_bank",
                lambda: self._client.delete(
                    self._collection, m.FilterSelector(filter=flt), wait=True
                ),
            )
        log.info("vector bank deleted bank=%s points=%d", bank, n)
        return n

    def delete(self, bank: str, ids: Sequence[str]) -> int:
        wanted = pl.check_ids(ids)
        if not wanted:
            return 0
        flt = _to_filter([pl.bank_condition(bank), pl.HasIds(tuple(wanted))])
        n = self._count(flt)
        if n:
            self._use(
                "delete",
                lambda: self._client.delete(
                    self._collection, m.FilterSelector(filter=flt), wait=True
                ),
            )
        log.debug("vector memories deleted bank=%s asked=%d deleted=%d", bank, len(wanted), n)
        return n

    def _point(self, mem: EnrichedMemory) -> m.PointStruct:
        what = f"memory {mem.id}"
        dense = pl.check_dense(mem.dense, self._dim, what)
        idx, val = pl.check_sparse(mem.sparse.indices, mem.sparse.values, what)
        return m.PointStruct(
            id=mem.id,
            vector={DENSE: dense, SPARSE: m.SparseVector(indices=idx, values=val)},
            payload=pl.memory_payload(mem),
        )

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
        res = self._use(
            "search_dense",
            lambda: self._client.query_points(
                self._collection,
                query=query,
                using=DENSE,
                query_filter=_to_filter(conds),
                limit=limit + ties.MARGIN,  # ties at the limit: ties.py
                score_threshold=score_threshold,
                with_payload=True,
            ),
        )
        return ties.top(pl.hits(res.points), limit)

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
        # IDF over this bank only: other tenants' data never moves this bank's scores.
        params = m.SearchParams(idf=m.IdfCorpusParams(corpus=_to_filter([conds[0]])))
        res = self._use(
            "search_sparse",
            lambda: self._client.query_points(
                self._collection,
                query=m.SparseVector(indices=idx, values=val),
                using=SPARSE,
                query_filter=_to_filter(conds),
                limit=limit + ties.MARGIN,  # ties at the limit: ties.py
                search_params=params,
                with_payload=True,
            ),
        )
        return ties.top(pl.hits(res.points), limit)

    def get(
        self, ids: Sequence[str], with_vectors: bool = False, *, bank: str | None = None
    ) -> list[StoredMemory]:
        wanted = pl.check_ids(ids)
        if bank is not None:
            pl.check_bank(bank)
        if not wanted:
            return []
        records = self._use(
            "get",
            lambda: self._client.retrieve(
                self._collection,
                wanted,
                with_payload=True,
                with_vectors=[DENSE, SPARSE] if with_vectors else False,
            ),
        )
        found = (pl.stored(r.id, r.payload, r.vector, m.SparseVector) for r in records)
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
        return [pl.stored(r.id, r.payload, None, m.SparseVector) for r in records], nxt

    def scroll_field(
        self, bank: str, key: str, limit: int, offset: str | None = None
    ) -> tuple[list[tuple[str, Any]], str | None]:
        records, nxt = _page(self, pl.plan_bank(bank, limit), limit, offset, [key])
        return pl.field_values(records, key), nxt

    def count(self, bank: str | None = None) -> int:
        return self._count(_to_filter([pl.bank_condition(bank)]) if bank is not None else None)

    def count_estimate(self, bank: str) -> int:
        return self._count(_to_filter([pl.bank_condition(bank)]), exact=False)

    def _count(self, flt: m.Filter | None, *, exact: bool = True) -> int:
        res = self._use(
            "count", lambda: self._client.count(self._collection, count_filter=flt, exact=exact)
        )
        return int(res.count)

    def banks(self) -> list[str]:
        res = self._use(
            "banks",
            lambda: self._client.facet(self._collection, "bank", limit=_MAX_BANKS, exact=True),
        )
        return sorted(str(h.value) for h in res.hits if h.count > 0)

    # -- plumbing -----------------------------------------------------------------------

    def _use(self, what: str, fn: Callable[[], T]) -> T:
        with self._gate.enter():
            return self._call(what, fn)

    def _call(self, what: str, fn: Callable[[], T]) -> T:
        def locked() -> T:
            with self._lock:
                return fn()

        return call_with_retry(
            locked,
            what=f"vector store {what} ({self._where})",
            transient=_transient,
            policy=self._retry,
        )

    def __repr__(self) -> str:
        return f"QdrantServerVectorStore({self._where!r}, collection={self._collection!r})"
