"""The context arm: BM25 over each memory in its conversation (the index's ``context`` field).

The field holds a memory's date, the turns around it and its own text
(connectors/bm25_context.py), so a reply is found by the words of the question it answers.
With `feedback` on, a second round runs RM3 pseudo-relevance feedback from the first round's
best hits (query/prf.py): the multi-hop mechanism, for evidence spread over sessions that the
question's own words reach only in part. The hits' scores are BM25 scores of the last round.

Filters as the BM25 arm's: bank always, fact types when set, an explicit window as a filter.
"""

from __future__ import annotations

import time

from memstream.checks import check_limit
from memstream.connectors.bm25 import Bm25Index
from memstream.connectors.bm25_idf import IdfScope
from memstream.query.arms.base import hard_window, logged, window_bounds
from memstream.query.model import ArmHit, EncodedQuery
from memstream.query.prf import Feedback, expand

FIELD = "context"


class ContextArm:
    """Scores are Tantivy BM25 scores over the context field (unbounded, higher is better)."""

    name = "context"
    needs: frozenset[str] = frozenset()

    def __init__(
        self, bm25: Bm25Index, feedback: Feedback | None = None, idf: IdfScope = "index"
    ) -> None:
        self._bm25 = bm25
        self.feedback = feedback or Feedback()
        self.idf = idf

    def retrieve(self, query: EncodedQuery, limit: int) -> list[ArmHit]:
        check_limit(limit)
        t0 = time.perf_counter()
        w = hard_window(query)
        start, end = window_bounds(w) if w is not None else (None, None)
        terms = dict.fromkeys(self._bm25.terms(query.text), 1.0)

        def search(boosts: dict[str, float], n: int, hop: int = 1) -> list[ArmHit]:
            found = self._bm25.search_terms(
                query.bank,
                boosts,
                n,
                start=start,
                end=end,
                fact_types=query.fact_types,
                field=FIELD,
                idf=self.idf,
            )
            return [ArmHit(h.id, h.score, hop) for h in found]

        if not self.feedback.on:
            return logged(self.name, query, t0, search(terms, limit))
        # the first round only lends its best `docs` their terms: it asks for no more
        top = search(terms, min(limit, self.feedback.docs))
        hits = top
        if top:
            texts = self._bm25.stored([h.id for h in top], FIELD)
            docs = [(self._bm25.analyse(texts.get(h.id, "")), h.score) for h in top]
            terms_seen = sorted({t for d, _ in docs for t in d})
            idf = self._bm25.idf(query.bank, terms_seen, FIELD, self.idf)
            hits = search(expand(list(terms), docs, idf, self.feedback), limit, hop=2)
        return logged(self.name, query, t0, hits)
