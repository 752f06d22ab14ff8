"""The reads of the BM25 index (connectors/bm25.py): term queries, filters, stored fields.

Analysed terms become term queries (never Tantivy's query parser, so no input raises a
syntax error), scored on one field and filtered, without a score of their own, by bank, fact
type and time. Every read takes the index's current searcher, which the writer reloads after
each commit, so reads need no lock.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import tantivy

from memstream.connectors import ties
from memstream.connectors.bm25_idf import (
    IDF_SCOPES,
    CorpusStats,
    IdfScope,
    count_live,
    onto_bank_field,
    snap,
    tantivy_idf,
)
from memstream.connectors.bm25_schema import BANK_FIELDS, Layout, read_ids
from memstream.events import EARLIEST, LATEST

#: The searchable fields: a memory's own text, and its text in its conversation.
FIELDS = ("text", "context")


@dataclass(frozen=True, slots=True)
class Bm25Hit:
    id: str
    score: float


def _filter(query: tantivy.Query) -> tantivy.Query:
    """A clause that restricts matches without adding to the BM25 score."""
    return tantivy.Query.const_score_query(query, 0.0)


class Bm25Reader:
    """Searches and lookups over an index with the BM25 store's schema (`Bm25Index`)."""

    def __init__(self, layout: Layout) -> None:
        self._index = layout.index
        self._schema = layout.schema
        #: Whether ids come from the id columns (connectors/bm25_schema.py).
        self.id_columns = layout.id_columns
        #: Whether a bank's terms are searched in the bank fields, or filtered by bank.
        self.bank_fields = layout.bank_fields

    def bank_query(self, bank: str) -> tantivy.Query:
        """Every memory of `bank`."""
        return tantivy.Query.term_query(self._schema, "bank", bank)

    def search_terms(
        self,
        bank: str,
        terms: Mapping[str, float],
        limit: int,
        *,
        start: datetime | None = None,
        end: datetime | None = None,
        fact_types: Sequence[str] | None = None,
        field: str = "text",
        idf: IdfScope = "index",
    ) -> list[Bm25Hit]:
        """`Bm25Index.search_terms`: BM25 top `limit` of the bank for analysed, boosted terms."""
        if field not in FIELDS:
            raise ValueError(f"field must be one of {FIELDS}, got {field!r}")
        if idf not in IDF_SCOPES:
            raise ValueError(f"idf must be one of {IDF_SCOPES}, got {idf!r}")
        if not terms or limit <= 0:
            return []
        searcher = self._index.searcher()
        boosts = (
            dict(terms) if idf == "index" else self._bank_stats(searcher, bank).boosts(field, terms)
        )
        if not boosts:
            return []
        if self.bank_fields:  # the bank's own terms: no bank filter (bm25_schema.py)
            boosts = onto_bank_field(searcher, field, bank, boosts)
            field = BANK_FIELDS[field]
            if not boosts:
                return []
        should = []
        for t, boost in boosts.items():
            q = tantivy.Query.term_query(self._schema, field, t)
            should.append(
                (tantivy.Occur.Should, q if boost == 1.0 else tantivy.Query.boost_query(q, boost))
            )
        clauses: list[tuple[tantivy.Occur, tantivy.Query]] = [
            (tantivy.Occur.Must, tantivy.Query.boolean_query(should))
        ]
        if not self.bank_fields:
            clauses.append((tantivy.Occur.Must, _filter(self.bank_query(bank))))
        if fact_types is not None:
            if not fact_types:
                return []
            allowed = [
                (tantivy.Occur.Should, tantivy.Query.term_query(self._schema, "fact_type", f))
                for f in fact_types
            ]
            clauses.append((tantivy.Occur.Must, _filter(tantivy.Query.boolean_query(allowed))))
        if (start is not None and start >= LATEST) or (end is not None and end <= EARLIEST):
            return []  # every memory lies in [EARLIEST, LATEST)
        # Tantivy holds dates from 1677-09-21 to 2262-04-11 and refuses a bound outside them;
        # every stored event lies in [EARLIEST, LATEST), so clamping changes no answer.
        start = max(start, EARLIEST) if start is not None else None
        end = min(end, LATEST) if end is not None else None
        if start is not None or end is not None:
            clauses.append(
                (
                    tantivy.Occur.Must,
                    _filter(
                        tantivy.Query.range_query(
                            self._schema,
                            "occurred_at",
                            tantivy.FieldType.Date,
                            start,
                            end,
                            include_lower=True,
                            include_upper=end is None,
                        )
                    ),
                )
            )
        query = clauses[0][1] if len(clauses) == 1 else tantivy.Query.boolean_query(clauses)
        result = searcher.search(query, ties.ask(limit), count=False)
        found = [(snap(s), a) for s, a in result.hits]
        read = found[: ties.keep([s for s, _ in found], limit)]
        hits = [Bm25Hit(i, s) for i, (s, _) in zip(self._ids(searcher, read), read, strict=True)]
        return ties.top(hits, limit)

    def _ids(self, searcher: tantivy.Searcher, hits: Sequence[tuple[float, Any]]) -> list[str]:
        """The memory ids of (score, address) hits: from the id columns when the index has
        them, else each from its stored document."""
        if self.id_columns:
            return read_ids(searcher, [a for _, a in hits])
        return [str(searcher.doc(a).get_first("id")) for _, a in hits]

    def stored(self, ids: Sequence[str], field: str) -> dict[str, str]:
        """The stored `field` (e.g. "context") of each of `ids` found."""
        if not ids:
            return {}
        searcher = self._index.searcher()
        any_id = [
            (tantivy.Occur.Should, tantivy.Query.term_query(self._schema, "id", i)) for i in ids
        ]
        found = searcher.search(tantivy.Query.boolean_query(any_id), len(ids), count=False)
        out = {}
        for _, addr in found.hits:
            doc = searcher.doc(addr)
            out[str(doc.get_first("id"))] = str(doc.get_first(field) or "")
        return out

    def idf(
        self, bank: str, terms: Sequence[str], field: str, scope: IdfScope = "index"
    ) -> dict[str, float]:
        """BM25's idf of analysed terms in `field` as `search_terms(idf=scope)` scores them."""
        searcher = self._index.searcher()
        if scope == "index":
            return tantivy_idf(searcher, field, terms)
        return self._bank_stats(searcher, bank).idf(field, terms)

    def _bank_stats(self, searcher: tantivy.Searcher, bank: str) -> CorpusStats:
        """Statistics of the bank's live memories (from its own postings, with bank fields)."""
        own = bank if self.bank_fields else None
        return CorpusStats(searcher, self._schema, self.bank_query(bank), own)

    def get(
        self, memory_id: str, searcher: tantivy.Searcher | None = None
    ) -> dict[str, Any] | None:
        """Every stored field of one memory (a value, or a list when repeated), or None;
        read through `searcher` when given (a snapshot already in use), else the newest."""
        searcher = searcher or self._index.searcher()
        hits = searcher.search(tantivy.Query.term_query(self._schema, "id", memory_id), 1).hits
        if not hits:
            return None
        doc = searcher.doc(hits[0][1]).to_dict()
        return {k: v[0] if len(v) == 1 else v for k, v in doc.items()}

    def count(self, bank: str | None = None) -> int:
        """The memories of `bank`, or of every bank when `bank` is None."""
        searcher = self._index.searcher()
        if bank is None:
            return int(searcher.num_docs)
        return count_live(searcher, self.bank_query(bank))

    def contexts(self, bank: str) -> list[tuple[str, str, str]]:
        """(id, sort key, context) of every memory of a bank, by id."""
        searcher = self._index.searcher()
        n = self.count(bank)
        if n == 0:
            return []
        out = []
        for _, addr in searcher.search(self.bank_query(bank), n).hits:
            d = searcher.doc(addr)
            out.append(
                (
                    str(d.get_first("id")),
                    str(d.get_first("sort_key") or ""),
                    str(d.get_first("context") or ""),
                )
            )
        return sorted(out)

    def banks(self) -> list[str]:
        """Every bank with a document in the index, sorted."""
        agg = self._index.searcher().aggregate(
            tantivy.Query.all_query(), {"banks": {"terms": {"field": "bank", "size": 100_000}}}
        )
        return sorted(b["key"] for b in agg["banks"]["buckets"])
