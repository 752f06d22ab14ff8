"""Whose document frequencies BM25 uses, and the query-term boosts that make Tantivy use them.

Tantivy's BM25 takes its statistics from every document of the index: other banks' memories,
and the old versions of re-written ones (a redelivered event, a neighbour's new context) that
it keeps until a segment merge drops them. So with scope "index" (Tantivy's own figures, what
LoCoMo's figures were measured with) a bank's scores move with other banks' data and, until a
merge, with how the writes were batched.

Scope "bank" boosts each query term by idf(the bank's live memories) / idf(Tantivy's), so
neither moves the bank's scores. Tantivy's N is its documents ever written to live segments,
deleted ones included: each has exactly one fact_type term, so N is the sum of their document
frequencies. Counting a term's live memories in the bank walks its postings (about 0.2-0.4 ms
a term at 100,000 memories); doing it over the whole index as well, for determinism without
the bank scope's recall cost, cost 6-9 ms per HYBRID recall at 10,000 memories (measured), so
scope "index" keeps Tantivy's figures. BM25's average length is Tantivy's in both scopes: no
per-term boost can change it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Literal, get_args

import tantivy

from memstream.connectors.bm25_schema import BANK_FIELDS, bank_key
from memstream.events import FactType

#: "index": Tantivy's own statistics (every document it holds); "bank": the bank's live
#: memories only (another tenant's data never moves them, nor do redeliveries).
IdfScope = Literal["index", "bank"]
IDF_SCOPES: tuple[str, ...] = get_args(IdfScope)


def idf(n: int, df: int) -> float:
    """BM25's (Lucene's, Tantivy's) idf of a term in `df` of `n` documents."""
    return math.log1p((n - df + 0.5) / (df + 0.5))


def snap(score: float) -> float:
    """A score at 6 significant digits. A bank boost on Tantivy's own idf leaves float noise
    near 1e-7 between terms: two memories that tie in BM25 through different terms would
    rank by that noise instead of by id."""
    return float(f"{score:.6g}")


def count_live(searcher: tantivy.Searcher, query: tantivy.Query) -> int:
    """The live documents matching `query`."""
    return int(searcher.search(query, 1, count=True).count)  # type: ignore[attr-defined]


class CorpusStats:
    """Document frequencies of `field` terms among the live memories of `corpus` (a query).
    With `bank` (an index with the bank fields whose corpus is that bank), a term's memories
    are counted in the bank's own postings, not the whole index's filtered by bank."""

    def __init__(
        self,
        searcher: tantivy.Searcher,
        schema: tantivy.Schema,
        corpus: tantivy.Query,
        bank: str | None = None,
    ) -> None:
        self._searcher = searcher
        self._schema = schema
        self._corpus = corpus
        self._key = None if bank is None else bank_key(bank)
        self.n = count_live(searcher, corpus)

    def df(self, field: str, term: str) -> int:
        if self._key is not None:
            own = tantivy.Query.term_query(self._schema, BANK_FIELDS[field], self._key + term)
            return count_live(self._searcher, own)
        q = tantivy.Query.term_query(self._schema, field, term)
        both = [(tantivy.Occur.Must, q), (tantivy.Occur.Must, self._corpus)]
        return count_live(self._searcher, tantivy.Query.boolean_query(both))

    def idf(self, field: str, terms: Iterable[str]) -> dict[str, float]:
        return {t: idf(self.n, self.df(field, t)) for t in terms}

    def boosts(self, field: str, terms: Mapping[str, float]) -> dict[str, float]:
        """Each term's boost times idf(corpus) / idf(Tantivy's); terms the corpus does not
        hold are left out (they match nothing in it)."""
        s = self._searcher
        n_tantivy = tantivy_n(s)
        out = {}
        for t, boost in terms.items():
            df = self.df(field, t)
            if df:
                df_tantivy = int(s.doc_freq(field, t))
                out[t] = boost * idf(self.n, df) / idf(max(n_tantivy, df_tantivy), df_tantivy)
        return out


def tantivy_n(searcher: tantivy.Searcher) -> int:
    """The N of Tantivy's idf: every document written to a live segment, deleted ones
    included (each has exactly one fact_type term)."""
    return sum(int(searcher.doc_freq("fact_type", f.value)) for f in FactType)


def onto_bank_field(
    searcher: tantivy.Searcher, field: str, bank: str, boosts: Mapping[str, float]
) -> dict[str, float]:
    """`boosts` of `field` terms as boosts of the bank's terms in the field's bank field
    (connectors/bm25_schema.py) that score as the `field` terms would: each times Tantivy's
    idf of the term in `field` / its idf of the bank's term. Both fields hold the same number
    of tokens per document, so BM25's length normalisation is the same, and only the idf
    differs. Terms the bank does not hold are left out (they match nothing in it)."""
    bank_field, key = BANK_FIELDS[field], bank_key(bank)
    n = tantivy_n(searcher)
    out = {}
    for t, boost in boosts.items():
        df_bank = int(searcher.doc_freq(bank_field, key + t))
        if df_bank:
            df = max(int(searcher.doc_freq(field, t)), df_bank)
            out[key + t] = boost * idf(n, df) / idf(max(n, df_bank), df_bank)
    return out


def tantivy_idf(searcher: tantivy.Searcher, field: str, terms: Iterable[str]) -> dict[str, float]:
    """Tantivy's document frequencies (old versions included) over its live document count."""
    n = int(searcher.num_docs)
    return {t: idf(n, int(searcher.doc_freq(field, t))) for t in terms}
