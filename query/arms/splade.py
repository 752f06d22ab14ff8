"""The SPLADE arm: the query's SPLADE vector against the stored SPLADE vectors.

The store scores a dot product with its IDF modifier (IDF over this bank's vectors only).
"""

from __future__ import annotations

import time

from memstream.checks import check_limit
from memstream.connectors.vector import VectorStore
from memstream.query.arms.base import logged, require, store_filter, to_hits
from memstream.query.model import ArmHit, EncodedQuery
from memstream.records import SparseVec


def sparse_search(
    vector: VectorStore, query: EncodedQuery, vec: SparseVec, limit: int
) -> list[ArmHit]:
    if not vec.indices:
        return []
    hits = vector.search_sparse(
        query.bank, vec.indices, vec.values, limit, filter=store_filter(query)
    )
    return to_hits(hits)


class SpladeArm:
    """Scores are IDF-weighted dot products (unbounded, higher is better)."""

    name = "splade"
    #: The EncodedQuery field holding this arm's sparse query vector.
    encoding = "sparse"
    needs = frozenset({encoding})

    def __init__(self, vector: VectorStore) -> None:
        self._vector = vector

    def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]:
        check_limit(limit)
        t0 = time.perf_counter()
        vec = require(query, self.encoding, self.name)
        return logged(self.name, query, t0, sparse_search(self._vector, query, vec, limit))
