"""`GraphStore`: the process's one handle on the graph database, shared by writer and readers.

The engines allow one read-write opener per database file, so a process opens the graph once
and both the flow's sink (writes) and the query engine (reads) go through this object:

- writes are serialised by a lock and run on one write connection, each batch in one explicit
  transaction, so readers never see half a batch;
- reads borrow a connection from a small pool (one per concurrent reader), so they run beside a
  write and see the last committed state;
- transient engine errors (file lock held by another process, a busy writer, a checkpoint
  waiting for readers) are retried a bounded number of times, then raised as `StoreUnavailable`.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType, TracebackType
from typing import Any, TypeVar

from tenacity import (
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential,
)

from connectors.graph import reads, traverse
from connectors.graph.batch import Run
from connectors.graph.engine import is_transient, load_engine
from connectors.graph.reads import GraphCounts
from connectors.graph.schema import SCHEMA
from connectors.graph.traverse import NEIGHBOUR_KINDS
from connectors.graph.upsert import apply_batch
from memstream.errors import ConfigError, StoreUnavailable
from memstream.records import EnrichedMemory

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Database files open in this process: a second opener of one file would corrupt it.
_OPEN: set[Path] = set()
_OPEN_LOCK = threading.Lock()


def _runner(conn: Any) -> Run:
    def run(query: str, params: dict[str, Any]) -> list[list[Any]]:
        result = conn.execute(query, params)
        try:
            return list(result.get_all())
        finally:
            result.close()

    return run


class GraphStore:
    """The graph of memories, entities and episodes, in an embedded Ladybug or Kùzu database."""

    def __init__(
        self,
        path: Path,
        engine: str = "ladybug",
        *,
        retries: int = 5,
        retry_wait_s: float = 0.2,
        buffer_pool_bytes: int = 0,
    ) -> None:
        if retries < 0:
            raise ValueError(f"retries must be >= 0, got {retries}")
        self.path = Path(path)
        self.engine_name = engine
        self._retries = retries
        self._retry_wait_s = retry_wait_s
        self._engine: ModuleType = load_engine(engine)
        self._key = self.path.resolve()
        with _OPEN_LOCK:
            if self._key in _OPEN:
                raise ConfigError(
                    f"graph database {self.path} is already open in this process; share its"
                    " GraphStore (one opener per file) instead of opening it again"
                )
            _OPEN.add(self._key)
        self._write_lock = threading.Lock()
        self._readers: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._active_reads = 0
        self._reads_done = threading.Condition()
        self._closed = False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = self._retry(
                lambda: self._engine.Database(str(self.path), buffer_pool_size=buffer_pool_bytes),
                f"open {self.path}",
            )
            self._writer = self._engine.Connection(self._db)
            run = _runner(self._writer)
            self._retry(lambda: [run(ddl, {}) for ddl in SCHEMA], "create schema")
        except BaseException:
            with _OPEN_LOCK:
                _OPEN.discard(self._key)
            raise
        log.info("graph opened path=%s engine=%s", self.path, engine)

    # -- plumbing -------------------------------------------------------------------------

    def _retry(self, fn: Callable[[], T], what: str) -> T:
        retrying = Retrying(
            stop=stop_after_attempt(self._retries + 1),
            wait=wait_exponential(multiplier=self._retry_wait_s, max=5.0),
            retry=retry_if_exception(is_transient),
            reraise=True,
        )
        try:
            return retrying(fn)
        except RuntimeError as e:
            if is_transient(e):
                raise StoreUnavailable(
                    f"graph store {self.path} ({self.engine_name}): {what} failed after"
                    f" {self._retries + 1} attempts: {e}; is another process holding the"
                    " database? Retry later or stop the other opener."
                ) from e
            raise

    def _check_open(self) -> None:
        if self._closed:
            raise StoreUnavailable(f"graph store {self.path} is closed")

    def _write(self, fn: Callable[[Run], T], what: str) -> T:
        """Run `fn` in one write transaction, under the write lock, with retries."""
        self._check_open()
        run = _runner(self._writer)

        def attempt() -> T:
            run("BEGIN TRANSACTION", {})
            try:
                out = fn(run)
            except BaseException:
                try:
                    run("ROLLBACK", {})
                except RuntimeError as e:  # the engine may have rolled back already
                    log.debug("graph rollback after failed %s: %s", what, e)
                raise
            run("COMMIT", {})
            return out

        with self._write_lock:
            return self._retry(attempt, what)

    @contextmanager
    def _reader(self) -> Iterator[Run]:
        with self._reads_done:
            self._check_open()
            self._active_reads += 1
        try:
            try:
                conn = self._readers.get_nowait()
            except queue.Empty:
                conn = self._engine.Connection(self._db)
            try:
                yield _runner(conn)
            finally:
                self._readers.put(conn)
        finally:
            with self._reads_done:
                self._active_reads -= 1
                self._reads_done.notify_all()

    def _read(self, fn: Callable[[Run], T], what: str) -> T:
        with self._reader() as run:
            return self._retry(lambda: fn(run), what)

    # -- writes ---------------------------------------------------------------------------

    def upsert(self, memories: Sequence[EnrichedMemory]) -> None:
        """Upsert one micro-batch idempotently; visible to readers when this returns."""
        if not memories:
            return
        t0 = time.perf_counter()
        stats = self._write(lambda run: apply_batch(run, memories), "upsert")
        log.debug(
            "graph upsert memories=%d moved=%d mentions=%d entities=%d episodes=%d pairs=%d"
            " next=%d ms=%.1f",
            stats.memories,
            stats.moved,
            stats.mentions,
            stats.entities,
            stats.episodes,
            stats.pairs,
            stats.next_edges,
            (time.perf_counter() - t0) * 1000,
        )

    def delete_bank(self, bank: str) -> None:
        """Remove every node of the bank and, with them, their edges."""

        def delete(run: Run) -> None:
            for table in ("Memory", "Entity", "Episode"):
                run(f"MATCH (n:{table}) WHERE n.bank = $bank DETACH DELETE n", {"bank": bank})

        self._write(delete, "delete bank")
        log.info("graph bank deleted bank=%s", bank)

    # -- reads ----------------------------------------------------------------------------

    def counts(self, bank: str) -> GraphCounts:
        return self._read(lambda run: reads.counts(run, bank), "counts")

    def banks(self) -> list[str]:
        return self._read(reads.banks, "banks")

    def snapshot(self, bank: str) -> dict[str, list[Any]]:
        """Every node and edge of the bank as sorted lists (for comparing two runs exactly)."""
        return self._read(lambda run: reads.snapshot(run, bank), "snapshot")

    def memory_ids_for_entities(self, bank: str, norms: Sequence[str], limit: int) -> list[str]:
        """Memories mentioning any of the normalised entity names, most matches then newest."""
        return self._read(
            lambda run: traverse.memory_ids_for_entities(run, bank, norms, limit), "entity memories"
        )

    def entities(self, bank: str, limit: int = 100, offset: int = 0) -> list[dict[str, Any]]:
        """Entities of the bank (id, name, norm, label, mentions), most mentioned first."""
        return self._read(lambda run: traverse.entities(run, bank, limit, offset), "entities")

    def entity_neighbourhood(
        self, bank: str, norm: str, hops: int = 1, limit: int = 25
    ) -> dict[str, Any]:
        """Co-occurrence neighbourhood of an entity: {center, nodes, edges} (see reads)."""
        return self._read(
            lambda run: traverse.entity_neighbourhood(run, bank, norm, hops, limit), "neighbourhood"
        )

    def chain(self, bank: str, memory_id: str, before: int = 2, after: int = 2) -> list[str]:
        """Memory ids in chain order around `memory_id` (itself included); [] if unknown."""
        return self._read(lambda run: traverse.chain(run, bank, memory_id, before, after), "chain")

    def neighbours(
        self,
        bank: str,
        memory_ids: Sequence[str],
        limit_per_node: int = 5,
        kinds: Sequence[str] = NEIGHBOUR_KINDS,
    ) -> list[tuple[str, str, str, float]]:
        """(src, dst, kind, weight) for kinds next/prev/entity/episode (see reads)."""
        return self._read(
            lambda run: traverse.neighbours(run, bank, memory_ids, limit_per_node, kinds),
            "neighbours",
        )

    # -- lifecycle ------------------------------------------------------------------------

    def close(self) -> None:
        """Close connections and the database, releasing the file lock. Idempotent."""
        with self._write_lock:
            with self._reads_done:
                if self._closed:
                    return
                self._closed = True
                # closing the database under a running query would crash the engine
                if not self._reads_done.wait_for(lambda: self._active_reads == 0, timeout=60):
                    log.warning("graph close: %d reads still running", self._active_reads)
            while True:
                try:
                    self._readers.get_nowait().close()
                except queue.Empty:
                    break
            self._writer.close()
            self._db.close()
            with _OPEN_LOCK:
                _OPEN.discard(self._key)
        log.info("graph closed path=%s", self.path)

    def __enter__(self) -> GraphStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def open_graph_store(
    path: Path,
    engine: str = "ladybug",
    *,
    retries: int = 5,
    retry_wait_s: float = 0.2,
    buffer_pool_bytes: int = 0,
) -> GraphStore:
    """Open (creating if needed) the graph database file at `path` with engine ladybug or kuzu.

    `retries`: attempts after the first for transient errors (then `StoreUnavailable`);
    `buffer_pool_bytes`: 0 keeps the engine's default (~80% of RAM, reserved lazily).
    """
    return GraphStore(
        path,
        engine,
        retries=retries,
        retry_wait_s=retry_wait_s,
        buffer_pool_bytes=buffer_pool_bytes,
    )
