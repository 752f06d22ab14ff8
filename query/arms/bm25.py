"""The BM25 arm: Tantivy full text over memory texts (English stemming).

User text never reaches a query parser: `Bm25Index.search` analyses it with the index's own
analyzer and builds term queries, so no input raises a syntax error.

Bank, fact types and an explicit window are filters inside the Tantivy query (constant
score), so they never change the BM25 scores.
"""

from __future__ import annotations

import time

from memstream.checks import check_limit
from memstream.connectors.bm25 import Bm25Index
from memstream.connectors.bm25_idf import IdfScope
from memstream.query.arms.base import hard_window, logged, window_bounds
from memstream.query.model import ArmHit, EncodedQuery


class Bm25Arm:
    """Scores are Tantivy BM25 scores (unbounded, higher is better)."""

    name = "bm25"
    needs: frozenset[str] = frozenset()

    def __init__(self, bm25: Bm25Index, idf: IdfScope = "index") -> None:
        self._bm25 = bm25
        self.idf = idf

    def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]:
        check_limit(limit)
        t0 = time.perf_counter()
        w = hard_window(query)
        start, end = window_bounds(w) if w is not None else (None, None)
        found = self._bm25.search(
            query.bank,
            query.text,
            limit,
            start=start,
            end=end,
            fact_types=query.fact_types,
            idf=self.idf,
        )
        return logged(self.name, query, t0, [ArmHit(h.id, h.score) for h in found])
