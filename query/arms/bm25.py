"""The BM25 arm: Tantivy full text over memory texts (English stemming).

User text never reaches a query parser: `Bm25Index.search` analyses it with the index's own
analyzer and builds term queries, so no input raises a syntax error.

`Bm25Index.search` filters by bank and time but not by fact type; with a `fact_types` filter
this arm over-fetches and keeps the hits whose stored fact type matches (read from the vector
store's payload, one batched `get`), so it may return fewer than `limit` hits.
"""

from __future__ import annotations

import time

from connectors.bm25 import Bm25Index
from connectors.vector import VectorStore
from query.arms.base import check_limit, hard_window, logged, window_bounds
from query.model import ArmHit, EncodedQuery

#: How many more hits to fetch when fact types are filtered after the search.
FACT_TYPE_OVERFETCH = 4


class Bm25Arm:
    """Scores are Tantivy BM25 scores (unbounded, higher is better)."""

    name = "bm25"
    needs: frozenset[str] = frozenset()

    def __init__(self, bm25: Bm25Index, vector: VectorStore | None = None) -> None:
        self._bm25 = bm25
        self._vector = vector

    def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]:
        check_limit(limit)
        t0 = time.perf_counter()
        w = hard_window(query)
        start, end = window_bounds(w) if w is not None else (None, None)
        fetch = limit * FACT_TYPE_OVERFETCH if query.fact_types else limit
        found = self._bm25.search(query.bank, query.text, fetch, start=start, end=end)
        hits = [ArmHit(h.id, h.score) for h in found]
        if query.fact_types and hits:
            hits = self._keep_fact_types(query, hits)[:limit]
        return logged(self.name, query, t0, hits)

    def _keep_fact_types(self, query: EncodedQuery, hits: list[ArmHit]) -> list[ArmHit]:
        if self._vector is None:
            raise ValueError(
                "the bm25 arm needs the vector store to filter by fact type; "
                "build it with Bm25Arm(bm25, vector)"
            )
        wanted = set(query.fact_types or ())
        stored = self._vector.get([h.id for h in hits], bank=query.bank)
        ok = {m.id for m in stored if m.payload.get("fact_type") in wanted}
        return [h for h in hits if h.id in ok]
