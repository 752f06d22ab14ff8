"""`QueryEncoder`: a `RecallRequest` encoded once, before the fan-out, into an `EncodedQuery`.

The engine passes `needs`, the union of the chosen arms' `needs`, and only those encodings are
computed (HYBRID pays for one MiniLM pass, never for SPLADE or NER):

- "dense": MiniLM vector; "sparse": SPLADE query vector; "dense_tokens": the same MiniLM
  pass's token vectors too (for the late-interaction reranker; no second pass);
- "li_sparse": model-free token-id vector weighted by the bank's IDF table (`LiTable`);
- "entities": spaCy NER plus capitalised words, matched to the bank's entities (`EntityFinder`,
  which caches them per bank from the graph);
- "time": Duckling expressions resolved against `request.now()` with `prefer_past=True`;
  several expressions give their union span (see `window_from_refs` for what is dropped);
  spans shorter than a day widen to whole days (memories carry message times, "this morning"
  should not miss the 8 am one).

An explicit request window (`start`/`end`) is always set, needs or not, and wins over the
text's expressions; its `source` is "explicit" and the arms treat it as a hard filter. An
expression window (source = the expressions) is a hint only the temporal arm uses.
`bm25_terms` (Tantivy's analysed terms, microseconds) is filled whenever a BM25 index is given.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

import numpy as np

from memstream.connectors.stores import Stores
from memstream.contract.recall import RecallRequest
from memstream.encoders import (
    DenseEncoder,
    Enricher,
    EntityExtractor,
    SpladeEncoder,
    TimeResolver,
)
from memstream.errors import ConfigError
from memstream.query.entity_finder import EntityFinder
from memstream.query.entity_match import BankEntities
from memstream.query.li_table import LiTable, load_splade_tokenizer
from memstream.query.model import ALL_NEEDS, EncodedQuery, TimeWindow
from memstream.query.token_idf import TokenIdf
from memstream.records import SparseVec, TimeRef

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Open ends of a window ("since April", a request with only `start`).
WINDOW_MIN = datetime.min.replace(tzinfo=UTC)
WINDOW_MAX = datetime.max.replace(tzinfo=UTC)
_DAY = timedelta(days=1)


def _floor_day(t: datetime) -> datetime:
    return t.replace(hour=0, minute=0, second=0, microsecond=0)


def _widen_to_days(ref: TimeRef) -> tuple[datetime, datetime]:
    start, end = ref.start, ref.end
    if end - start >= _DAY or start == WINDOW_MIN or end == WINDOW_MAX:
        return start, end
    lo = _floor_day(start)
    hi = _floor_day(end)
    if hi > lo and hi == end:
        return lo, hi
    return lo, hi + _DAY if hi < WINDOW_MAX - _DAY else WINDOW_MAX  # the last day of time


def _open(ref: TimeRef) -> bool:
    return ref.start.year <= 1 or ref.end.year >= 9999


def window_from_refs(refs: Iterable[TimeRef]) -> TimeWindow | None:
    """The union span of resolved expressions, widened to whole days; None for none.

    Reversed spans (Duckling reads "by July 10" as [now, July 10)) are dropped, and so are
    open-ended ones ("before June", "from 4 years ago") when a bounded one exists: their union
    would be all of time.
    """
    usable = [r for r in refs if r.end > r.start]
    if any(not _open(r) for r in usable):
        usable = [r for r in usable if not _open(r)]
    spans = [(_widen_to_days(r), r.text) for r in usable]
    if not spans:
        return None
    start = min(s for (s, _), _ in spans)
    end = max(e for (_, e), _ in spans)
    return TimeWindow(start, end, "; ".join(dict.fromkeys(t for _, t in spans)))


def explicit_window(request: RecallRequest) -> TimeWindow | None:
    if request.start is None and request.end is None:
        return None
    return TimeWindow(request.start or WINDOW_MIN, request.end or WINDOW_MAX, "explicit")


class QueryEncoder:
    """Encodes requests with the shared encoders; any encoder may be None if no arm needs it."""

    def __init__(
        self,
        stores: Stores | None = None,
        *,
        dense: DenseEncoder | None = None,
        splade: SpladeEncoder | None = None,
        entities: EntityExtractor | None = None,
        times: TimeResolver | None = None,
        li_table: LiTable | None = None,
        cache_options: dict[str, Any] | None = None,
        token_idf: float = 0.0,
    ) -> None:
        self._stores = stores
        self._dense = dense
        self._splade = splade
        self._times = times
        self._li = li_table
        self._entities = EntityFinder(stores, entities, cache_options)
        # the SPLADE passes of queries that also need MiniLM (see `encode`)
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="query-splade")
        if li_table is None and stores is not None:
            try:  # the tokenizer only: LI-LSR needs no SPLADE model at query time
                tokenizer = load_splade_tokenizer(splade)
            except (ConfigError, OSError) as e:
                log.warning("li_sparse unavailable: no SPLADE tokenizer (%s)", e)
            else:
                self._li = LiTable(tokenizer, stores.vector, cache_options=cache_options)
        # query token weights of late interaction (query/token_idf.py); the LI-LSR tokenizer
        # and idf tables serve them (MiniLM and SPLADE share BERT's wordpiece vocabulary)
        self._token_idf = (
            TokenIdf(self._li.tokenizer, token_idf) if self._li is not None and token_idf else None
        )

    @classmethod
    def from_enricher(
        cls,
        enricher: Enricher,
        stores: Stores,
        *,
        cache_options: dict[str, Any] | None = None,
        token_idf: float = 0.0,
    ) -> QueryEncoder:
        """The encoder over the ingestion side's models (one copy of each model per process)."""
        return cls(
            stores,
            dense=enricher.dense,
            splade=enricher.sparse,
            entities=enricher.entities,
            times=enricher.times,
            cache_options=cache_options,
            token_idf=token_idf,
        )

    @property
    def li_table(self) -> LiTable | None:
        """The LI-LSR tokenizer and per-bank idf tables (None without a SPLADE tokenizer)."""
        return self._li

    @property
    def available(self) -> frozenset[str]:
        """The needs this encoder can serve (the engine checks its modes against this)."""
        have = {
            "dense": self._dense is not None,
            "dense_tokens": self._dense is not None,
            "sparse": self._splade is not None,
            "li_sparse": self._li is not None,
            "entities": self._entities.available,
            "time": self._times is not None,
        }
        return frozenset(k for k, ok in have.items() if ok)

    def check(self, needs: Iterable[str]) -> frozenset[str]:
        """`needs` as a frozenset; ValueError for unknown names, ConfigError for missing models."""
        wanted = frozenset(needs)
        unknown = wanted - ALL_NEEDS
        if unknown:
            raise ValueError(f"unknown needs {sorted(unknown)}; use {sorted(ALL_NEEDS)}")
        missing = wanted - self.available
        if missing:
            raise ConfigError(
                f"the query encoder cannot compute {sorted(missing)}: build it with the "
                "matching encoders (and stores, for entities and li_sparse)"
            )
        return wanted

    def encode(self, request: RecallRequest, needs: Iterable[str] = ALL_NEEDS) -> EncodedQuery:
        """The request with the encodings `needs` names (see the module docstring)."""
        wanted = self.check(needs)
        t0 = time.perf_counter()
        text, bank = request.text, request.bank
        laps: dict[str, float] = {}  # ms per encoding, for the debug log
        splade = self._splade_beside_dense(text, wanted)
        dense, dense_tokens = self._encode_dense(text, wanted, laps)
        if dense_tokens is not None:
            dense_tokens = self._weighted(text, bank, dense_tokens)
        sparse = self._encode_sparse(text, wanted, splade, laps)
        li = self._encode_li(text, bank, wanted, laps)
        entities = self._find_entities(text, bank, wanted, laps)
        window = self._window(request, wanted, laps)
        terms = tuple(self._stores.bm25.terms(text)) if self._stores is not None else ()
        log.debug(
            "encoded bank=%s needs=%s ms=%.1f %s entities=%d window=%s",
            bank,
            ",".join(sorted(wanted)) or "-",
            (time.perf_counter() - t0) * 1000,
            " ".join(f"{k}_ms={v:.1f}" for k, v in laps.items()),
            len(entities),
            window.source if window else None,
        )
        return EncodedQuery(
            text=text,
            bank=bank,
            limit=request.limit,
            thinking_budget=request.thinking_budget,
            reference_time=request.now(),
            fact_types=tuple(str(f) for f in request.fact_types) if request.fact_types else None,
            dense=dense,
            sparse=sparse,
            li_sparse=li,
            entities=entities,
            window=window,
            bm25_terms=terms,
            dense_tokens=dense_tokens,
        )

    # -- one step per encoding ------------------------------------------------------------

    def _weighted(self, text: str, bank: str, tokens: np.ndarray) -> np.ndarray:
        """The query's token vectors, each scaled by its idf weight when that is on."""
        if self._token_idf is None or self._li is None:
            return tokens
        w = self._token_idf.weights(text, self._li.table(bank), len(tokens))
        return tokens if w is None else tokens * w[:, None]

    def _splade_beside_dense(
        self, text: str, wanted: frozenset[str]
    ) -> Future[list[SparseVec]] | None:
        """The SPLADE pass started on the pool when the MiniLM pass runs too, else None."""
        if "sparse" in wanted and self._splade is not None and wanted & {"dense", "dense_tokens"}:
            # MiniLM here, SPLADE beside it: each model runs on one torch thread, so on two
            # cores the pair takes about the longer of the two (FULL_STACK: 21 -> 13 ms)
            return self._pool.submit(self._splade.encode_queries, [text])
        return None

    def _encode_dense(
        self, text: str, wanted: frozenset[str], laps: dict[str, float]
    ) -> tuple[np.ndarray | None, np.ndarray | None]:
        """The MiniLM vector, with its token vectors from the same pass when wanted."""
        dense = self._dense
        if dense is None:
            return None, None
        if "dense_tokens" in wanted:
            vecs, toks = _timed(laps, "dense", lambda: dense.encode_with_tokens([text]))
            return vecs[0], toks[0]
        if "dense" in wanted:
            return _timed(laps, "dense", lambda: dense.encode([text]))[0], None
        return None, None

    def _encode_sparse(
        self,
        text: str,
        wanted: frozenset[str],
        started: Future[list[SparseVec]] | None,
        laps: dict[str, float],
    ) -> SparseVec | None:
        """The SPLADE query vector: the pass started beside MiniLM, or one run now."""
        splade = self._splade
        if started is not None:
            return _timed(laps, "sparse", started.result)[0]
        if "sparse" in wanted and splade is not None:
            return _timed(laps, "sparse", lambda: splade.encode_queries([text]))[0]
        return None

    def _encode_li(
        self, text: str, bank: str, wanted: frozenset[str], laps: dict[str, float]
    ) -> SparseVec | None:
        """The model-free token-id vector, weighted by the bank's IDF table."""
        table = self._li
        if "li_sparse" not in wanted or table is None:
            return None
        return _timed(laps, "li_sparse", lambda: table.encode(text, bank))

    def _find_entities(
        self, text: str, bank: str, wanted: frozenset[str], laps: dict[str, float]
    ) -> tuple[str, ...]:
        if "entities" not in wanted:
            return ()
        return _timed(laps, "entities", lambda: self.entities(text, bank))

    def _window(
        self, request: RecallRequest, wanted: frozenset[str], laps: dict[str, float]
    ) -> TimeWindow | None:
        """The explicit request window, else (when "time" is wanted) the text's expressions."""
        window = explicit_window(request)
        if window is None and "time" in wanted:
            reference = request.now()
            window = _timed(laps, "time", lambda: self.time_window(request.text, reference))
        return window

    def warm(self, banks: Iterable[str]) -> None:
        """Build the per-bank tables now (at startup), so that no query waits for them."""
        for bank in banks:
            self._entities.warm(bank)
            if self._li is not None:
                self._li.table(bank)

    # -- pieces (public for tests and for the engine's explain) ----------------------------

    def time_window(self, text: str, reference: datetime) -> TimeWindow | None:
        """The window the text's time expressions span, resolved against `reference`."""
        if self._times is None:
            raise ConfigError("no TimeResolver: the query encoder cannot resolve time expressions")
        # Duckling panics (a BaseException) on NUL characters; they carry no time anyway.
        clean = text.replace("\x00", " ")
        return window_from_refs(self._times.resolve(clean, reference, prefer_past=True))

    def bank_entities(self, bank: str) -> BankEntities:
        """The bank's entities as the "entities" need matches against them (cached per bank)."""
        return self._entities.bank_entities(bank)

    def entities(self, text: str, bank: str) -> tuple[str, ...]:
        """The bank entity norms the text names (NER + capitalised words, matched tolerantly)."""
        return self._entities.entities(text, bank)


def _timed(laps: dict[str, float], name: str, step: Callable[[], T]) -> T:
    """Run one encoding step, noting its milliseconds under `name`."""
    t0 = time.perf_counter()
    out = step()
    laps[name] = (time.perf_counter() - t0) * 1000
    return out
