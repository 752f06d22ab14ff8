"""`GraphConnection`: the graph database file, opened once, and the connections every query of
a `GraphStore` runs on.

The engines allow one read-write opener per database file, so a process opens it once here:

- writes are serialised by a lock and run on one write connection, each batch in one explicit
  transaction, so readers never see half a batch;
- reads borrow a connection from a small pool (one per concurrent reader), so they run beside a
  write and see the last committed state;
- transient engine errors (file lock held by another process, a busy writer, a checkpoint
  waiting for readers) are retried a bounded number of times, then raised as `StoreUnavailable`;
- a commit whose checkpoint failed ("Transaction committed successfully, but the post-commit
  checkpoint failed ... the buffer pool is full", seen at 904,000 memories of one bank with a
  256 MB page cache) is committed, but the database object is not fit for another statement:
  retrying on it crashed the process (a segfault in the engine). The database is closed and
  opened again (the engine recovers the commit from its WAL) with twice the page cache, and
  the write counts as done. A statement that finds the page cache full (a bank of 1M
  memories could not take one batch of 1,000 with 256 MB) is rolled back and the database
  opened again with twice the cache before the next attempt. Either way the cache grows to
  at most half the machine's memory; 0 (the engine's default) is left alone;
- a write that deletes runs alone: it waits for the running reads and holds new ones until it
  has committed. Ladybug crashed the process once (a segfault, CI of 2026-12-07) preparing a
  statement of a forget's delete on the write connection while a recall read the links of the
  same memories on a pooled one; deletes are rare (forgets, a bank dropped), reads are short;
- connections are renewed each time the graph has grown by half: Ladybug caches each
  statement's plan per connection, and a plan made on a small graph (hash joins against full
  scans) made upserts at 5k memories twice as slow. The store reports what it wrote and
  deleted; the renewal itself happens here, on each connection's next use.
"""

from __future__ import annotations

import logging
import os
import queue
import re
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

from memstream.connectors.claims import claim_path
from memstream.connectors.graph import hebbian
from memstream.connectors.graph.batch import Run
from memstream.connectors.graph.engine import is_transient, load_engine
from memstream.connectors.graph.gate import ReadGate
from memstream.connectors.graph.schema import SCHEMA
from memstream.connectors.retry import RetryPolicy, call_with_retry
from memstream.errors import StoreUnavailable

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Renew connections (fresh plans) after this many memories were written, or half the graph.
_REPLAN_MIN_MEMORIES = 512
#: Longest wait between two attempts at a transient engine error.
_MAX_RETRY_WAIT_S = 5.0
#: The engine's answer to a COMMIT that went through but whose checkpoint did not.
_CHECKPOINT_FAILED = re.compile(r"committed successfully, but the post-commit checkpoint", re.I)
#: The engine's answer when a statement needs more page cache than it has.
_BUFFER_FULL = re.compile(r"buffer pool is full", re.I)
#: The page cache grows at most to this share of the machine's memory.
_MAX_POOL_SHARE = 0.5
#: How long opening again, closing or a delete waits for running reads to end.
_READS_WAIT_S = 60.0
#: What a `StoreUnavailable` of the graph tells the caller.
_HINT = "Is another process holding the database? Retry later or stop the other opener."


def _grown(pool_bytes: int) -> int:
    """Twice `pool_bytes`, at most `_MAX_POOL_SHARE` of the machine's memory (0 stays 0)."""
    ram = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    return min(2 * pool_bytes, max(pool_bytes, int(ram * _MAX_POOL_SHARE)))


def _rollback(run: Run, what: str) -> None:
    try:
        run("ROLLBACK", {})
    except RuntimeError as e:  # the engine may have rolled back already
        log.debug("graph rollback after failed %s: %s", what, e)


def _runner(conn: Any) -> Run:
    def run(query: str, params: dict[str, Any]) -> list[list[Any]]:
        result = conn.execute(query, params)
        try:
            return list(result.get_all())
        finally:
            result.close()

    return run


class GraphConnection:
    """The open database file (its schema created) with a write connection and a reader pool;
    `lock` serialises writes, and the bookkeeping methods below (`grew`, `shrank`,
    `recounted`, `edges_created`, `checkpoint`) expect the caller to hold it."""

    def __init__(
        self,
        path: Path,
        engine: str,
        *,
        retries: int,
        retry_wait_s: float,
        buffer_pool_bytes: int,
    ) -> None:
        if retries < 0:
            raise ValueError(f"retries must be >= 0, got {retries}")
        self.path = Path(path)
        self.engine_name = engine
        self._retry_policy = RetryPolicy(retries + 1, retry_wait_s, _MAX_RETRY_WAIT_S)
        self._engine: ModuleType = load_engine(engine)
        # a second opener of one file in a process would corrupt it
        self._claim = claim_path(self.path, "graph database", "GraphStore")
        self.lock = threading.Lock()
        self._readers: queue.SimpleQueue[tuple[int, Any]] = queue.SimpleQueue()
        self._epoch = 0  # connections made in an older epoch are replaced on next use
        self._since_replan = 0
        self._gate = ReadGate()
        self._closed = False
        #: Checkpoints written so far (see `checkpoint`).
        self.checkpoints = 0
        #: The page cache asked of the engine (0: its default); doubles when it runs out.
        self.buffer_pool_bytes = buffer_pool_bytes
        #: Times the database was opened again because the page cache ran out.
        self.reopens = 0
        db = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = self._open_db()
            self._db = db
            self._writer = self._engine.Connection(db)
            self._writer_epoch = 0
            run = _runner(self._writer)
            self._retry(lambda: [run(ddl, {}) for ddl in SCHEMA], "create schema")
            self._size = int(run("MATCH (m:Memory) RETURN count(m)", {})[0][0])
            self._hebbian = hebbian.Growth(int(run(hebbian.COUNT_ALL, {})[0][0]))
        except BaseException:
            if db is not None:
                db.close()  # releases the file lock
            self._claim.release()
            raise
        log.info("graph opened path=%s engine=%s", self.path, engine)

    def _retry(self, fn: Callable[[], T], what: str) -> T:
        return call_with_retry(
            fn,
            what=f"graph store {self.path} ({self.engine_name}): {what}",
            transient=is_transient,
            policy=self._retry_policy,
            hint=_HINT,
        )

    def _open_db(self) -> Any:
        return self._retry(
            lambda: self._engine.Database(str(self.path), buffer_pool_size=self.buffer_pool_bytes),
            f"open {self.path}",
        )

    @contextmanager
    def _alone(self, what: str) -> Iterator[None]:
        """Hold new reads and wait for the running ones (under `lock`), for a write that must
        not run beside a read; reads go on when the block ends."""
        with self._gate.alone(_READS_WAIT_S) as idle:
            if not idle:
                raise StoreUnavailable(
                    f"graph store {self.path}: {what}: reads still running after"
                    f" {_READS_WAIT_S:.0f} s. {_HINT}"
                )
            yield

    def _reopen(self, cause: BaseException) -> None:
        """Close the database and open it again with twice the page cache (under `lock`): the
        engine recovers what was committed from its WAL. Reads wait meanwhile."""
        with self._gate.alone(_READS_WAIT_S) as idle:
            if not idle:
                raise StoreUnavailable(
                    f"graph store {self.path}: {cause}, and reads still running after"
                    f" {_READS_WAIT_S:.0f} s kept the database from being opened again"
                ) from cause
            self._close_connections()
            self.buffer_pool_bytes = _grown(self.buffer_pool_bytes)
            try:
                self._db = self._open_db()
            except BaseException as e:
                self._closed = True  # nothing of this store can run on a closed database
                self._claim.release()
                raise StoreUnavailable(
                    f"graph store {self.path}: could not open the database again after"
                    f" {cause}: {e}. {_HINT}"
                ) from e
            self._epoch += 1
            self._writer = self._engine.Connection(self._db)
            self._writer_epoch = self._epoch
            self.reopens += 1
            msg = "graph database opened again with more page cache path=%s"
            msg += " buffer_pool_mb=%d (set store.graph_buffer_pool_mb to at least this) error=%s"
            log.warning(msg, self.path, self.buffer_pool_bytes >> 20, cause)

    def _check_open(self) -> None:
        if self._closed:
            raise StoreUnavailable(f"graph store {self.path} is closed")

    # -- queries --------------------------------------------------------------------------

    def write(self, fn: Callable[[Run], T], what: str, *, alone: bool = False) -> T:
        """Run `fn` in one write transaction, under the write lock, with retries; with `alone`,
        no read runs meanwhile (see the module's docstring)."""
        self._check_open()
        run: Run

        def attempt() -> T:
            # A failed attempt is simply redone: every write is an idempotent upsert.
            nonlocal run
            run("BEGIN TRANSACTION", {})
            try:
                out = fn(run)
            except BaseException as e:
                _rollback(run, what)
                if (
                    _BUFFER_FULL.search(str(e))
                    and _grown(self.buffer_pool_bytes) > self.buffer_pool_bytes
                ):
                    self._reopen(e)  # the next attempt gets twice the cache
                    run = _runner(self._writer)
                raise
            try:
                run("COMMIT", {})
            except RuntimeError as e:
                if not _CHECKPOINT_FAILED.search(str(e)):
                    _rollback(run, what)
                    raise
                self._reopen(e)  # committed: no rollback, no redo on this database
                run = _runner(self._writer)
            return out

        with self.lock:  # renewed under it: not closed under another thread's write
            if self._writer_epoch != self._epoch:
                self._writer.close()
                self._writer = self._engine.Connection(self._db)
                self._writer_epoch = self._epoch
            run = _runner(self._writer)
            if not alone:
                return self._retry(attempt, what)
            with self._alone(what):
                return self._retry(attempt, what)

    @contextmanager
    def _reader(self) -> Iterator[Run]:
        with self._gate.reading(self._check_open):
            conn = None
            while conn is None:
                try:
                    epoch, conn = self._readers.get_nowait()
                except queue.Empty:
                    epoch, conn = self._epoch, self._engine.Connection(self._db)
                if epoch != self._epoch:
                    conn.close()
                    conn = None
            try:
                yield _runner(conn)
            finally:
                self._readers.put((epoch, conn))

    def read(self, fn: Callable[[Run], T], what: str) -> T:
        """Run `fn` on a pooled read connection, with retries; it sees the last commit."""
        with self._reader() as run:
            return self._retry(lambda: fn(run), what)

    # -- bookkeeping (under `lock`) -------------------------------------------------------

    def grew(self, memories: int) -> None:
        """Count memories written; start a new connection epoch once the graph grew enough."""
        self._since_replan += memories
        self._size += memories
        if self._since_replan >= max(_REPLAN_MIN_MEMORIES, self._size // 2):
            self._epoch += 1
            self._since_replan = 0
            log.debug("graph connections renewed epoch=%d memories~%d", self._epoch, self._size)

    def shrank(self, memories: int) -> None:
        """Count memories deleted."""
        self._size = max(0, self._size - memories)

    def recounted(self, memories: int) -> None:
        """Take `memories` as the graph's size after a bank was deleted, and renew every
        connection: the graph shrank, so plans may be stale the other way."""
        self._size = memories
        self._epoch += 1

    def edges_created(self, created: int) -> None:
        """Count Hebbian edges created; renew connections once their number grew enough, as
        plans made on fewer edges scan them all (see `hebbian.Growth`)."""
        if self._hebbian.grew(created):
            self._epoch += 1

    def checkpoint(self) -> None:
        """Write pending updates into the database file, freeing their memory. A failure is
        logged: the engine's own checkpoint still comes later."""
        t0 = time.perf_counter()
        try:
            self._writer.execute("CHECKPOINT").close()
        except RuntimeError as e:
            log.warning("graph checkpoint failed path=%s error=%s", self.path, e)
            return
        self.checkpoints += 1
        log.debug("graph checkpoint ms=%.1f", (time.perf_counter() - t0) * 1000)

    # -- lifecycle ------------------------------------------------------------------------

    def _close_connections(self) -> None:
        """Close the pooled readers, the writer and the database (no read may be running)."""
        while True:
            try:
                self._readers.get_nowait()[1].close()
            except queue.Empty:
                break
        self._writer.close()
        self._db.close()

    def close(self) -> None:
        """Close connections and the database, releasing the file lock. Idempotent."""
        with self.lock:
            if self._closed:
                return
            self._closed = True  # reads that come now fail; running ones finish first
            # closing the database under a running query can crash the engine
            with self._gate.alone(_READS_WAIT_S) as idle:
                if not idle:
                    log.warning(
                        "graph close: %d reads still running after %.0f s; leaving the database"
                        " to the garbage collector path=%s",
                        self._gate.running,
                        _READS_WAIT_S,
                        self.path,
                    )
                    return
                self._close_connections()
                self._claim.release()
        log.info("graph closed path=%s", self.path)
