"""The LI-LSR arm (inference-free learned sparse): model-free query, stored SPLADE documents.

The query vector (`EncodedQuery.li_sparse`) is built by `query.li_table.LiTable` from the
SPLADE tokenizer and the bank's IDF table; no model runs at query time. The documents are the
stored SPLADE vectors, so this arm adds SPLADE's document expansion to a keyword query.
"""

from __future__ import annotations

import time

from connectors.vector import VectorStore
from query.arms.base import check_limit, logged, require
from query.arms.splade import sparse_search
from query.model import ArmHit, EncodedQuery


class LiLsrArm:
    """Scores are IDF-weighted dot products (unbounded, higher is better)."""

    name = "li_lsr"
    needs = frozenset({"li_sparse"})

    def __init__(self, vector: VectorStore) -> None:
        self._vector = vector

    def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]:
        check_limit(limit)
        t0 = time.perf_counter()
        vec = require(query, "li_sparse", self.name)
        return logged(self.name, query, t0, sparse_search(self._vector, query, vec, limit))
