"""The semantic arm: dense (MiniLM) nearest neighbours in the vector store, cosine >= 0.3."""

from __future__ import annotations

import time

from memstream.checks import check_limit
from memstream.connectors.vector import VectorStore
from memstream.query.arms.base import logged, require, store_filter, to_hits
from memstream.query.model import ArmHit, EncodedQuery

#: Below this cosine a MiniLM neighbour is noise (unrelated sentences score 0.0-0.25).
DEFAULT_MIN_COSINE = 0.3


class SemanticArm:
    """Scores are cosine similarities; memories under `min_cosine` are never returned."""

    name = "semantic"
    needs = frozenset({"dense"})

    def __init__(self, vector: VectorStore, *, min_cosine: float = DEFAULT_MIN_COSINE) -> None:
        if not -1.0 <= min_cosine <= 1.0:
            raise ValueError(f"min_cosine must lie in [-1, 1], got {min_cosine}")
        self._vector = vector
        self.min_cosine = min_cosine

    def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]:
        check_limit(limit)
        t0 = time.perf_counter()
        dense = require(query, "dense", self.name)
        hits = self._vector.search_dense(
            query.bank,
            dense.tolist(),
            limit,
            score_threshold=self.min_cosine,
            filter=store_filter(query),
        )
        return logged(self.name, query, t0, to_hits(hits))
