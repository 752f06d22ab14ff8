"""Tantivy adapter: BM25 full-text over memory texts, English stemming, one index for all banks.

Two searchable fields per memory: ``text``, its own words, and ``context``, its words in its
conversation (its date, the turns before and after it; kept up to date per micro-batch and
per deletion, including for late and out-of-order events: connectors/bm25_context.py).

Every document carries its bank, and every search is filtered by bank. Upsert is
delete-by-id then add, committed once per micro-batch, so a replay changes no memory (though
Tantivy's statistics count old versions until a merge: connectors/bm25_idf.py; equal scores
rank by memory id: connectors/ties.py). User text
never reaches Tantivy's query parser: it is analysed with the index's own analyzer and turned
into term queries (connectors/bm25_search.py), so no input can raise a query-syntax error.

One process owns the writer (Tantivy allows one; a second opener in this process is refused
by the path claim, `connectors.claims`); readers in the same process share the searcher,
which is reloaded after every commit. Writes retry Tantivy's I/O and lock errors a bounded
number of times (`connectors.retry`), then raise `StoreUnavailable`.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import tantivy

from memstream.connectors import bm25_schema as layout
from memstream.connectors.bm25_context import ChainDoc, ContextWindow, TantivyChain, plan
from memstream.connectors.bm25_idf import IdfScope
from memstream.connectors.bm25_search import FIELDS as FIELDS  # re-exported: the fields
from memstream.connectors.bm25_search import Bm25Hit, Bm25Reader
from memstream.connectors.claims import claim_path
from memstream.connectors.retry import RetryPolicy, call_with_retry
from memstream.errors import ConfigError, MemstreamError, StoreUnavailable
from memstream.records import EnrichedMemory

log = logging.getLogger(__name__)

_MAX_QUERY_TERMS = 64


def _document(
    m: EnrichedMemory, context: str, schema: layout.Layout, bank_text: layout.BankText
) -> tantivy.Document:
    """A memory as the schema stores it, with its `context` (connectors/bm25_context.py)."""
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
    _add_derived(doc, schema, bank_text, m.id, e.bank, {"text": e.text, "context": context})
    return doc


def _add_derived(
    doc: tantivy.Document,
    schema: layout.Layout,
    bank_text: layout.BankText,
    memory_id: str,
    bank: str,
    fields: dict[str, str],
) -> None:
    """The fields made from others, where the layout has them: the id columns and the bank
    fields (connectors/bm25_schema.py)."""
    if schema.id_columns:
        layout.add_id(doc, memory_id)
    if schema.bank_fields:
        for name, value in fields.items():
            doc.add_text(layout.BANK_FIELDS[name], bank_text(bank, value))


#: Writes are tried this often: a commit meets a merge thread or a full disk now and then.
_WRITE_RETRY = RetryPolicy(attempts=5, initial_wait_s=0.05, max_wait_s=1.0)


def _transient(err: BaseException) -> bool:
    """Tantivy's I/O and lock errors (LockBusy and friends surface as ValueError)."""
    return isinstance(err, OSError | ValueError)


class Bm25Index:
    """The BM25 store. Thread-safe: one writer lock, searches lock-free on a shared searcher
    (the reads: `Bm25Reader`)."""

    def __init__(
        self,
        path: Path,
        *,
        writer_heap_bytes: int = 64_000_000,
        context: ContextWindow | None = None,
    ) -> None:
        path.mkdir(parents=True, exist_ok=True)
        self.context_window = context or ContextWindow()
        self._claim = claim_path(path, "Tantivy index", "Bm25Index")
        try:
            #: What the index's schema holds (an older index lacks some: bm25_schema.py).
            self.layout = layout.open_index(path)
            self._schema, self._index = self.layout.schema, self.layout.index
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
        self._analyzer = layout.analyzer()
        self._lock = threading.Lock()
        self._index.reload()
        self.path = path
        self._reader = Bm25Reader(self.layout)

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
        bank_text = layout.BankText(self._analyzer)
        # the batch in its conversations, and the stored memories whose context it changes
        chain = self._chain()
        for d in plan(chained, chain, self.context_window):
            writer.delete_documents_by_term("id", d.id)
            if d.id in own:
                writer.add_document(_document(own[d.id], d.context, self.layout, bank_text))
            else:
                writer.add_document(self._redocument(d, bank_text, chain))

    def _chain(self) -> TantivyChain:
        """The stored chain as one searcher sees it: a plan's reads and `_redocument`'s come
        from the same snapshot, so what the plan found is there to read back even if the
        reader reloads in between (after a background merge, say)."""
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

    def _redocument(
        self, d: ChainDoc, bank_text: layout.BankText, chain: TantivyChain
    ) -> tantivy.Document:
        """A stored memory again, with a new context (every other field as stored)."""
        stored = self._reader.get(d.id, chain.searcher)
        assert stored is not None, f"memory {d.id} was read from the index a moment ago"
        doc = tantivy.Document()
        for name, value in stored.items():
            if name == "occurred_at":
                doc.add_date(name, value)
            elif name != "context":
                doc.add_text(name, str(value))
        doc.add_text("context", d.context)
        text = str(stored.get("text", ""))
        fields = {"text": text, "context": d.context}
        _add_derived(doc, self.layout, bank_text, d.id, d.bank, fields)
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
        bank_q = self._reader.bank_query(bank)

        def drop(writer: tantivy.IndexWriter) -> None:
            chain = self._chain()
            gone = [d for d in chain.current(wanted).values() if d.bank == bank]
            for i in wanted:
                one = tantivy.Query.term_query(self._schema, "id", i)
                both = [(tantivy.Occur.Must, one), (tantivy.Occur.Must, bank_q)]
                writer.delete_documents_by_query(tantivy.Query.boolean_query(both))
            # the neighbours of what is gone get their contexts without it
            bank_text = layout.BankText(self._analyzer)
            for d in plan([], chain, self.context_window, removed=gone):
                writer.delete_documents_by_term("id", d.id)
                writer.add_document(self._redocument(d, bank_text, chain))

        with self._lock:
            self._commit("delete", drop)
            self._index.reload()

    def _live_writer(self) -> tantivy.IndexWriter:
        if self._writer is None:
            raise MemstreamError(f"the Tantivy index at {self.path} is closed")
        return self._writer

    @property
    def id_columns(self) -> bool:
        """Whether ids come from the id columns, or from stored documents (an older index)."""
        return self.layout.id_columns

    # -- reads ----------------------------------------------------------------------------
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
        return self._reader.search_terms(
            bank, terms, limit, start=start, end=end, fact_types=fact_types, field=field, idf=idf
        )

    def stored(self, ids: Sequence[str], field: str) -> dict[str, str]:
        """The stored `field` (e.g. "context") of each of `ids` found."""
        return self._reader.stored(ids, field)

    def idf(
        self, bank: str, terms: Sequence[str], field: str, scope: IdfScope = "index"
    ) -> dict[str, float]:
        """BM25's idf of analysed terms in `field` as `search(idf=scope)` scores them (with
        "index", Tantivy's document frequencies: counting live ones costs a posting walk per
        term, and the context arm's feedback asks for every term of ten memories)."""
        return self._reader.idf(bank, terms, field, scope)

    def get(self, memory_id: str) -> dict[str, Any] | None:
        return self._reader.get(memory_id)

    def count(self, bank: str | None = None) -> int:
        return self._reader.count(bank)

    def ids(self, bank: str) -> list[str]:
        """Every memory id of a bank (for tests and consistency checks)."""
        return [i for i, _, _ in self.contexts(bank)]

    def contexts(self, bank: str) -> list[tuple[str, str, str]]:
        """(id, sort key, context) of every memory of a bank, by id (for replay checks)."""
        return self._reader.contexts(bank)

    def banks(self) -> list[str]:
        return self._reader.banks()

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
