"""The embedded stores of one process, opened together from settings.

The three stores every recall reads (vector, BM25, graph), plus the token store that keeps
each memory's token vectors for late-interaction rerank (`<data_dir>/tokens.sqlite`; optional:
a `Stores` built without it reranks by computing token vectors at query time). Each store
allows one opener, so a process opens them once and hands the same handles to the ingestion
flow (the writer) and to the query engine (the readers).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from memstream.connectors.bm25 import Bm25Index
from memstream.connectors.bm25_context import ContextWindow
from memstream.connectors.graph import GraphStore, open_graph_store
from memstream.connectors.tokens import TokenStore
from memstream.connectors.vector import VectorStore, open_vector_store
from memstream.private import make_private
from memstream.settings import StoreSettings


@dataclass(frozen=True, slots=True)
class BankCounts:
    bank: str
    vector: int
    bm25: int
    graph_memories: int
    entities: int
    episodes: int


@dataclass
class Stores:
    vector: VectorStore
    bm25: Bm25Index
    graph: GraphStore
    tokens: TokenStore | None = None
    #: Held by whoever writes several stores as one step (the flow's batch, a forget), so that
    #: no such step ever sees another's half-done writes.
    write_lock: threading.RLock = field(default_factory=threading.RLock, repr=False)

    def banks(self) -> list[str]:
        return sorted(set(self.vector.banks()) | set(self.bm25.banks()) | set(self.graph.banks()))

    def counts(self, bank: str) -> BankCounts:
        g = self.graph.counts(bank)
        return BankCounts(
            bank=bank,
            vector=self.vector.count(bank),
            bm25=self.bm25.count(bank),
            graph_memories=g.memories,
            entities=g.entities,
            episodes=g.episodes,
        )

    def fingerprint(self, bank: str) -> dict[str, Any]:
        """Everything a bank holds, in a canonical form: two equal fingerprints mean equal stores.

        For replay and recovery checks; reads the whole bank, so not for large banks.
        """
        points: list[tuple[str, str, str]] = []
        offset: str | None = None
        while True:
            page, offset = self.vector.scroll(bank, 1000, offset)
            points.extend((p.id, p.text, str(p.payload.get("occurred_at"))) for p in page)
            if offset is None:
                break
        out: dict[str, Any] = {
            "vector": sorted(points),
            "bm25": self.bm25.ids(bank),
            "bm25_context": self.bm25.contexts(bank),
            "graph": self.graph.snapshot(bank),
        }
        if self.tokens is not None:
            out["tokens"] = self.tokens.snapshot(bank)
        return out

    def delete_bank(self, bank: str) -> None:
        self.vector.delete_bank(bank)
        self.bm25.delete_bank(bank)
        self.graph.delete_bank(bank)
        if self.tokens is not None:
            self.tokens.delete_bank(bank)

    def close(self) -> None:
        for store in (self.vector, self.bm25, self.graph, self.tokens):
            if store is not None:
                store.close()

    def __enter__(self) -> Stores:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


#: The token store's file under the data directory.
TOKENS_FILE = "tokens.sqlite"


def open_stores(settings: StoreSettings) -> Stores:
    """Open every store under `settings.data_dir`, which is made private first (0700, files
    0600, process umask 077: see `memstream.private`)."""
    make_private(settings.data_dir)
    vector = open_vector_store(settings)
    try:
        window = ContextWindow(
            settings.context_before, settings.context_after, settings.context_date
        )
        bm25 = Bm25Index(settings.bm25_dir, context=window)
        try:
            graph = open_graph_store(
                settings.graph_path,
                settings.graph_engine,
                buffer_pool_bytes=settings.graph_buffer_pool_mb * 2**20,
            )
            try:
                tokens = TokenStore(settings.data_dir / TOKENS_FILE, settings.token_codec)
            except BaseException:
                graph.close()
                raise
        except BaseException:
            bm25.close()
            raise
    except BaseException:
        vector.close()
        raise
    return Stores(vector=vector, bm25=bm25, graph=graph, tokens=tokens)
