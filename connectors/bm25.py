"""Tantivy adapter: BM25 full-text over memory texts, English stemming, one index for all banks.

Two searchable fields per memory: ``text``, its own words, and ``context``, its words in its
conversation (its date, the turns before and after it; kept up to date per micro-batch and
per deletion, including for late and out-of-order events: connectors/bm25_context.py).

Every document carries its bank, and every search is filtered by bank. Upsert is
delete-by-id then add, committed once per micro-batch, so a replay changes no memory (though
Tantivy's statistics count old versions until a merge: connectors/bm25_idf.py; equal scores
rank by memory id: connectors/ties.py). User text
never reaches Tantivy's query parser: it is analysed with the index's own analyzer and turned
into term queries, so no input can raise a query-syntax error.

One process owns the writer (Tantivy allows one; a second opener in this process is refused
by the path claim, `connectors.claims`); readers in the same process share the searcher,
which is reloaded after every commit. Writes retry Tantivy's I/O and lock errors a bounded
number of times (`connectors.retry`), then raise `StoreUnavailable`.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import tantivy

from memstream.connectors import ties
from memstream.connectors.bm25_context import ChainDoc, ContextWindow, TantivyChain, plan
from memstream.connectors.bm25_idf import (
    IDF_SCOPES,
    CorpusStats,
    IdfScope,
    count_live,
    snap,
    tantivy_idf,
)
from memstream.connectors.claims import claim_path
from memstream.connectors.retry import RetryPolicy, call_with_retry
from memstream.errors import ConfigError, MemstreamError, StoreUnavailable
from memstream.events import EARLIEST, LATEST
from memstream.records import EnrichedMemory

log = logging.getLogger(__name__)

_STEM = "en_stem"
_MAX_QUERY_TERMS = 64
#: The searchable fields: a memory's own text, and its text in its conversation.
FIELDS = ("text", "context")


@dataclass(frozen=True, slots=True)
class Bm25Hit:
    id: str
    score: float


def _schema() -> tantivy.Schema:
    b = tantivy.SchemaBuilder()
    b.add_text_field("id", stored=True, tokenizer_name="raw")
    b.add_text_field("bank", stored=True, tokenizer_name="raw", fast=True)
    b.add_text_field("event_id", stored=True, tokenizer_name="raw")
    b.add_text_field("text", stored=True, tokenizer_name=_STEM)
    b.add_text_field("speaker", stored=True, tokenizer_name="raw")
    b.add_text_field("fact_type", stored=True, tokenizer_name="raw")
    b.add_text_field("session_id", stored=True, tokenizer_name="raw")
    b.add_date_field("occurred_at", stored=True, indexed=True, fast=True)
    b.add_text_field("conversation", stored=True, tokenizer_name="raw")
    b.add_text_field("sort_key", stored=True, tokenizer_name="raw", fast=True)
    b.add_text_field("context", stored=True, tokenizer_name=_STEM)
    return b.build()


def _analyzer() -> tantivy.TextAnalyzer:
    # Mirrors Tantivy's built-in "en_stem" pipeline, so query terms match indexed terms.
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )


def _filter(query: tantivy.Query) -> tantivy.Query:
    """A clause that restricts matches without adding to the BM25 score."""
    return tantivy.Query.const_score_query(query, 0.0)


#: Writes are tried this often: a commit meets a merge thread or a full disk now and then.
_WRITE_RETRY = RetryPolicy(attempts=5, initial_wait_s=0.05, max_wait_s=1.0)


def _transient(err: BaseException) -> bool:
    """Tantivy's I/O and lock errors (LockBusy and friends surface as ValueError)."""
    return isinstance(err, OSError | ValueError)


class Bm25Index:
    """The BM25 store. Thread-safe: one writer lock, searches lock-free on a shared searcher."""

    def __init__(
        self,
        path: Path,
        *,
        writer_heap_bytes: int = 64_000_000,
        context: ContextWindow | None = None,
    ) -> None:
        path.mkdir(parents=True, exist_ok=True)
        self._schema = _schema()
        self.context_window = context or ContextWindow()
        self._claim = claim_path(path, "Tantivy index", "Bm25Index")
        try:
            self._index = tantivy.Index(self._schema, path=str(path), reuse=True)
            self._writer: tantivy.IndexWriter | None = self._index.writer(
                heap_size=writer_heap_bytes, num_threads=1
            )
        except ValueError as e:  # LockBusy and friends surface as ValueError
            self._claim.release()
            if "schema does not match" in str(e):
                raise ConfigError(
                    f"the Tantivy index at {path} has another schema (written by an older "
                    "memstream, without the context field); move it away and rebuild it from "
                    "the event log"
                ) from e
            raise StoreUnavailable(
                f"cannot open the Tantivy index at {path}: {e}. Another memstream process "
                "probably owns it; stop it or use another data_dir."
            ) from e
        except BaseException:
            self._claim.release()
            raise
        self._analyzer = _analyzer()
        self._lock = threading.Lock()
        self._index.reload()
        self.path = path

    # -- writes ---------------------------------------------------------------------------
    def upsert(self, memories: Sequence[EnrichedMemory]) -> None:
        """Upsert one micro-batch and commit it; idempotent per memory id."""
        if not memories:
            return
        with self._lock:
            self._commit("upsert", lambda w: self._add(w, memories))
            self._index.reload()

    def _add(self, writer: tantivy.IndexWriter, memories: Sequence[EnrichedMemory]) -> None:
        own = {m.id: m for m in memories}
        chained = [
            ChainDoc(
                m.id, m.bank, m.event.conversation, m.sort_key(), m.event.occurred_at, m.event.text
            )
            for m in memories
        ]
        # the batch in its conversations, and the stored memories whose context it changes
        for d in plan(chained, self._chain(), self.context_window):
            writer.delete_documents_by_term("id", d.id)
            if d.id in own:
                writer.add_document(self._document(own[d.id], d.context))
            else:
                writer.add_document(self._redocument(d))

    def _chain(self) -> TantivyChain:
        return TantivyChain(self._schema, self._index.searcher())

    def _commit(self, what: str, change: Callable[[tantivy.IndexWriter], object]) -> None:
        """Apply `change` and commit, as one retried unit (rolled back before a retry).

        Caller holds `_lock`. Every change here is idempotent, so a retry is safe.
        """
        writer = self._live_writer()

        def attempt() -> None:
            try:
                change(writer)
                writer.commit()
            except Exception:
                writer.rollback()
                raise

        call_with_retry(
            attempt,
            what=f"Tantivy index {self.path}: {what}",
            transient=_transient,
            policy=_WRITE_RETRY,
        )

    @staticmethod
    def _document(m: EnrichedMemory, context: str) -> tantivy.Document:
        e = m.event
        doc = tantivy.Document()
        doc.add_text("id", m.id)
        doc.add_text("bank", e.bank)
        doc.add_text("event_id", e.event_id)
        doc.add_text("text", e.text)
        doc.add_text("speaker", e.speaker or "")
        doc.add_text("fact_type", e.fact_type.value)
        doc.add_text("session_id", e.session_id or "")
        doc.add_date("occurred_at", e.occurred_at)
        doc.add_text("conversation", e.conversation)
        doc.add_text("sort_key", m.sort_key())
        doc.add_text("context", context)
        return doc

    def _redocument(self, d: ChainDoc) -> tantivy.Document:
        """A stored memory again, with a new context (every other field as stored)."""
        stored = self.get(d.id)
        assert stored is not None, f"memory {d.id} was read from the index a moment ago"
        doc = tantivy.Document()
        for name, value in stored.items():
            if name == "occurred_at":
                doc.add_date(name, value)
            elif name != "context":
                doc.add_text(name, str(value))
        doc.add_text("context", d.context)
        return doc

    def delete_bank(self, bank: str) -> None:
        with self._lock:
            self._commit("delete bank", lambda w: w.delete_documents_by_term("bank", bank))
            self._index.reload()

    def delete(self, bank: str, ids: Iterable[str]) -> None:
        """Delete the memories of `bank` among `ids` (others' are left alone); idempotent."""
        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return
        bank_q = self._bank_query(bank)

        def drop(writer: tantivy.IndexWriter) -> None:
            chain = self._chain()
            gone = [d for d in chain.current(wanted).values() if d.bank == bank]
            for i in wanted:
                one = tantivy.Query.term_query(self._schema, "id", i)
                both = [(tantivy.Occur.Must, one), (tantivy.Occur.Must, bank_q)]
                writer.delete_documents_by_query(tantivy.Query.boolean_query(both))
            # the neighbours of what is gone get their contexts without it
            for d in plan([], chain, self.context_window, removed=gone):
                writer.delete_documents_by_term("id", d.id)
                writer.add_document(self._redocument(d))

        with self._lock:
            self._commit("delete", drop)
            self._index.reload()

    def _live_writer(self) -> tantivy.IndexWriter:
        if self._writer is None:
            raise MemstreamError(f"the Tantivy index at {self.path} is closed")
        return self._writer

    # -- reads ----------------------------------------------------------------------------
    def _bank_query(self, bank: str) -> tantivy.Query:
        return tantivy.Query.term_query(self._schema, "bank", bank)

    def analyse(self, text: str) -> list[str]:
        """Every stemmed term of `text` in order, repeats kept (term frequencies)."""
        return list(self._analyzer.analyze(text))

    def terms(self, text: str) -> list[str]:
        """The stemmed terms of `text`, as the index sees them (deduplicated, in order)."""
        return list(dict.fromkeys(self._analyzer.analyze(text)))[:_MAX_QUERY_TERMS]

    def search(
        self,
        bank: str,
        text: str,
        limit: int,
        *,
        start: datetime | None = None,
        end: datetime | None = None,
        fact_types: Sequence[str] | None = None,
        field: str = "text",
        idf: IdfScope = "index",
    ) -> list[Bm25Hit]:
        """BM25 top `limit` of the bank for free user text (never a syntax error).

        `start`/`end` restrict occurred_at to [start, end); `fact_types`, when given, keeps
        only those fact types (an empty sequence matches nothing). `field` is one of
        `FIELDS`: the memories' own text, or their text in context. `idf`: the memories
        whose document frequencies BM25 uses (`IdfScope`).
        """
        terms = dict.fromkeys(self.terms(text), 1.0)
        return self.search_terms(
            bank, terms, limit, start=start, end=end, fact_types=fact_types, field=field, idf=idf
        )

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
        """`search` for analysed terms, each with a boost (its BM25 score is multiplied)."""
        if field not in FIELDS:
            raise ValueError(f"field must be one of {FIELDS}, got {field!r}")
        if idf not in IDF_SCOPES:
            raise ValueError(f"idf must be one of {IDF_SCOPES}, got {idf!r}")
        if not terms or limit <= 0:
            return []
        searcher = self._index.searcher()
        boosts = (
            dict(terms)
            if idf == "index"
            else CorpusStats(searcher, self._schema, self._bank_query(bank)).boosts(field, terms)
        )
        if not boosts:
            return []
        should = []
        for t, boost in boosts.items():
            q = tantivy.Query.term_query(self._schema, field, t)
            should.append(
                (tantivy.Occur.Should, q if boost == 1.0 else tantivy.Query.boost_query(q, boost))
            )
        clauses: list[tuple[tantivy.Occur, tantivy.Query]] = [
            (tantivy.Occur.Must, tantivy.Query.boolean_query(should)),
            (tantivy.Occur.Must, _filter(self._bank_query(bank))),
        ]
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
        query = tantivy.Query.boolean_query(clauses)
        result = searcher.search(query, ties.ask(limit), count=False)
        found = [(snap(s), a) for s, a in result.hits]
        read = found[: ties.keep([s for s, _ in found], limit)]
        hits = [Bm25Hit(str(searcher.doc(a).get_first("id")), s) for s, a in read]
        return ties.top(hits, limit)

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
        """BM25's idf of analysed terms in `field` as `search(idf=scope)` scores them (with
        "index", Tantivy's document frequencies: counting live ones costs a posting walk per
        term, and the context arm's feedback asks for every term of ten memories)."""
        searcher = self._index.searcher()
        if scope == "index":
            return tantivy_idf(searcher, field, terms)
        return CorpusStats(searcher, self._schema, self._bank_query(bank)).idf(field, terms)

    def get(self, memory_id: str) -> dict[str, Any] | None:
        searcher = self._index.searcher()
        hits = searcher.search(tantivy.Query.term_query(self._schema, "id", memory_id), 1).hits
        if not hits:
            return None
        doc = searcher.doc(hits[0][1]).to_dict()
        return {k: v[0] if len(v) == 1 else v for k, v in doc.items()}

    def count(self, bank: str | None = None) -> int:
        searcher = self._index.searcher()
        if bank is None:
            return int(searcher.num_docs)
        return count_live(searcher, self._bank_query(bank))

    def ids(self, bank: str) -> list[str]:
        """Every memory id of a bank (for tests and consistency checks)."""
        return [i for i, _, _ in self.contexts(bank)]

    def contexts(self, bank: str) -> list[tuple[str, str, str]]:
        """(id, sort key, context) of every memory of a bank, by id (for replay checks)."""
        searcher = self._index.searcher()
        n = self.count(bank)
        if n == 0:
            return []
        out = []
        for _, addr in searcher.search(self._bank_query(bank), n).hits:
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
        agg = self._index.searcher().aggregate(
            tantivy.Query.all_query(), {"banks": {"terms": {"field": "bank", "size": 100_000}}}
        )
        return sorted(b["key"] for b in agg["banks"]["buckets"])

    def close(self) -> None:
        with self._lock:
            writer, self._writer = self._writer, None
            if writer is not None:
                try:
                    writer.wait_merging_threads()
                finally:
                    self._claim.release()

    def __enter__(self) -> Bm25Index:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
