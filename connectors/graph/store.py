"""`GraphStore`: the process's one handle on the graph database, shared by writer and readers.

The engines allow one read-write opener per database file, so a process opens the graph once
and both the flow's sink (writes) and the query engine (reads) go through this object:

- writes are serialised by a lock and run on one write connection, each batch in one explicit
  transaction, so readers never see half a batch;
- reads borrow a connection from a small pool (one per concurrent reader), so they run beside a
  write and see the last committed state;
- transient engine errors (file lock held by another process, a busy writer, a checkpoint
  waiting for readers) are retried a bounded number of times, then raised as `StoreUnavailable`;
- connections are renewed each time the graph has grown by half: Ladybug caches each
  statement's plan per connection, and a plan made on a small graph (hash joins against full
  scans) made upserts at 5k memories twice as slow;
- a checkpoint follows every `CHECKPOINT_EDGES` Hebbian edge writes: until a checkpoint the
  engine holds each updated edge's column vectors in memory (its own
  checkpoint waits for 16 MB of WAL, i.e. for GBs of them), and a node whose recalls strengthen
  edges grew 210 KB a recall, ~14 KB an edge written (issue 9's soak).
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from types import ModuleType, TracebackType
from typing import Any, TypeVar

from memstream.connectors.claims import claim_path
from memstream.connectors.graph import delete as forget
from memstream.connectors.graph import hebbian, links, positions, reads, traverse
from memstream.connectors.graph.batch import Run
from memstream.connectors.graph.engine import is_transient, load_engine
from memstream.connectors.graph.links import EntityMembers, MemoryLinks
from memstream.connectors.graph.reads import GraphCounts
from memstream.connectors.graph.schema import SCHEMA
from memstream.connectors.graph.traverse import NEIGHBOUR_KINDS
from memstream.connectors.graph.upsert import apply_batch
from memstream.connectors.retry import RetryPolicy, call_with_retry
from memstream.errors import StoreUnavailable
from memstream.records import EnrichedMemory, LogPosition

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Renew connections (fresh plans) after this many memories were written, or half the graph.
_REPLAN_MIN_MEMORIES = 512
#: Checkpoint after this many Hebbian edge writes: ~14 MB of pending updates at most.
CHECKPOINT_EDGES = 1000
#: Longest wait between two attempts at a transient engine error.
_MAX_RETRY_WAIT_S = 5.0
#: What a `StoreUnavailable` of the graph tells the caller.
_HINT = "Is another process holding the database? Retry later or stop the other opener."


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
        self._retry_policy = RetryPolicy(retries + 1, retry_wait_s, _MAX_RETRY_WAIT_S)
        self._engine: ModuleType = load_engine(engine)
        # a second opener of one file in a process would corrupt it
        self._claim = claim_path(self.path, "graph database", "GraphStore")
        self._write_lock = threading.Lock()
        self._readers: queue.SimpleQueue[tuple[int, Any]] = queue.SimpleQueue()
        self._epoch = 0  # connections made in an older epoch are replaced on next use
        self._since_replan = 0
        self._active_reads = 0
        self._reads_done = threading.Condition()
        self._closed = False
        self._unsaved_edges = 0  # Hebbian edge writes since the last checkpoint
        self.checkpoints = 0
        db = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = self._retry(
                lambda: self._engine.Database(str(self.path), buffer_pool_size=buffer_pool_bytes),
                f"open {self.path}",
            )
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

    # -- plumbing -------------------------------------------------------------------------

    def _retry(self, fn: Callable[[], T], what: str) -> T:
        return call_with_retry(
            fn,
            what=f"graph store {self.path} ({self.engine_name}): {what}",
            transient=is_transient,
            policy=self._retry_policy,
            hint=_HINT,
        )

    def _check_open(self) -> None:
        if self._closed:
            raise StoreUnavailable(f"graph store {self.path} is closed")

    def _replan_after(self, written: int) -> None:
        """Count memories written; start a new connection epoch once the graph grew enough."""
        self._since_replan += written
        self._size += written
        if self._since_replan >= max(_REPLAN_MIN_MEMORIES, self._size // 2):
            self._epoch += 1
            self._since_replan = 0
            log.debug("graph connections renewed epoch=%d memories~%d", self._epoch, self._size)

    def _write(self, fn: Callable[[Run], T], what: str) -> T:
        """Run `fn` in one write transaction, under the write lock, with retries."""
        self._check_open()
        if self._writer_epoch != self._epoch:
            self._writer.close()
            self._writer = self._engine.Connection(self._db)
            self._writer_epoch = self._epoch
        run = _runner(self._writer)

        def attempt() -> T:
            # A failed attempt is simply redone: every write is an idempotent upsert.
            run("BEGIN TRANSACTION", {})
            try:
                out = fn(run)
                run("COMMIT", {})
            except BaseException:
                try:
                    run("ROLLBACK", {})
                except RuntimeError as e:  # the engine may have rolled back already
                    log.debug("graph rollback after failed %s: %s", what, e)
                raise
            return out

        with self._write_lock:
            return self._retry(attempt, what)

    @contextmanager
    def _reader(self) -> Iterator[Run]:
        with self._reads_done:
            self._check_open()
            self._active_reads += 1
        try:
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
        with self._write_lock:
            self._replan_after(stats.memories)
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
        """Remove every node of the bank and, with them, their edges (Hebbian ones too)."""

        def delete(run: Run) -> int:
            for table in ("Memory", "Entity", "Episode"):
                run(f"MATCH (n:{table}) WHERE n.bank = $bank DETACH DELETE n", {"bank": bank})
            return int(run("MATCH (m:Memory) RETURN count(m)", {})[0][0])

        left = self._write(delete, "delete bank")
        with self._write_lock:
            self._size = left
            self._epoch += 1  # the graph shrank: plans may be stale the other way
        log.info("graph bank deleted bank=%s", bank)

    def delete(self, bank: str, ids: Sequence[str]) -> int:
        """Delete the memories of `bank` among `ids`, repairing entities, co-occurrence counts,
        episodes and the NEXT chain around them (see delete.py); how many were there."""
        if not ids:
            return 0
        stats = self._write(lambda run: forget.delete_memories(run, bank, ids), "delete")
        with self._write_lock:
            self._size = max(0, self._size - stats.memories)
        log.debug("graph memories deleted bank=%s %s", bank, stats)
        return stats.memories

    def strengthen(
        self,
        bank: str,
        ids: Sequence[str],
        *,
        now: float,
        eta: float,
        half_life_s: float,
        at: LogPosition | None = None,
    ) -> int:
        """One co-recall of `ids`: strengthen the Hebbian edge of every pair (see hebbian.py).

        Memories not in `bank` are ignored; with the co-recall's log position `at`, only the
        memories held there count and an edge it reached already is left alone. Returns the
        edges written.
        """
        return self.apply_corecalls([hebbian.Observation(bank, ids, now, eta, half_life_s, at)])[0]

    def apply_corecalls(self, observations: Sequence[hebbian.Observation]) -> list[int]:
        """Co-recalls in log order, in one transaction (see hebbian.apply): the edges each
        wrote (ValueError for a bad rule, before anything is written)."""
        if not observations:
            return []
        written, created = self._write(
            lambda run: hebbian.apply(run, observations), "apply co-recalls"
        )
        with self._write_lock:
            if self._hebbian.grew(created):  # plans made on fewer edges scan them all
                self._epoch += 1
            self._unsaved_edges += sum(written)
            if self._unsaved_edges >= CHECKPOINT_EDGES:
                self._checkpoint()
        return written

    def log_positions(self, bank: str) -> dict[str, list[tuple[Any, ...]]]:
        """Where the bank's memories and Hebbian edges stand in the log (see positions.py)."""
        return self._read(lambda run: positions.snapshot(run, bank), "log positions")

    def _checkpoint(self) -> None:
        """Write pending updates into the database file, freeing their memory (under the
        write lock). A failure is logged: the engine's own checkpoint still comes later."""
        self._unsaved_edges = 0
        t0 = time.perf_counter()
        try:
            self._writer.execute("CHECKPOINT").close()
        except RuntimeError as e:
            log.warning("graph checkpoint failed path=%s error=%s", self.path, e)
            return
        self.checkpoints += 1
        log.debug("graph checkpoint ms=%.1f", (time.perf_counter() - t0) * 1000)

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
        """Co-occurrence neighbourhood of an entity: {center, nodes, edges} (see traverse)."""
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
        """(src, dst, kind, weight) for kinds next/prev/entity/episode (see traverse)."""
        return self._read(
            lambda run: traverse.neighbours(run, bank, memory_ids, limit_per_node, kinds),
            "neighbours",
        )

    def memory_links(self, bank: str, ids: Sequence[str]) -> dict[str, MemoryLinks]:
        """Chain neighbours, episode, time and entities of each memory of `ids` (see links)."""
        return self._read(lambda run: links.memory_links(run, bank, ids), "memory links")

    def around(self, bank: str, ids: Sequence[str]) -> dict[str, dict[int, str]]:
        """The chain neighbours of each memory of `ids` by offset: -2, -1 (before), 1 (after)."""
        return self._read(lambda run: links.around(run, bank, ids), "chain around")

    def entity_members(
        self, bank: str, entity_ids: Sequence[str], max_members: int
    ) -> dict[str, EntityMembers]:
        """Mention counts of entities, and their memories unless over `max_members`."""
        return self._read(
            lambda run: links.entity_members(run, bank, entity_ids, max_members), "entity members"
        )

    def episode_members(
        self, bank: str, episode_ids: Sequence[str]
    ) -> dict[str, list[tuple[str, datetime]]]:
        """Memories (id, occurred_at naive UTC) of each episode of `episode_ids`."""
        return self._read(lambda run: links.episode_members(run, bank, episode_ids), "episodes")

    def hebbian_partners(
        self,
        bank: str,
        ids: Sequence[str],
        min_weight: float,
        limit_per_node: int,
        now: float,
        half_life_s: float,
    ) -> list[tuple[str, str, float]]:
        """(src, dst, weight decayed to `now`) of the strongest Hebbian partners of `ids`."""
        return self._read(
            lambda run: hebbian.partners(
                run, bank, ids, min_weight, limit_per_node, now, half_life_s
            ),
            "hebbian partners",
        )

    # -- lifecycle ------------------------------------------------------------------------

    def close(self) -> None:
        """Close connections and the database, releasing the file lock. Idempotent."""
        with self._write_lock:
            with self._reads_done:
                if self._closed:
                    return
                self._closed = True
                # closing the database under a running query can crash the engine
                idle = self._reads_done.wait_for(lambda: self._active_reads == 0, timeout=60)
            if not idle:
                log.warning(
                    "graph close: %d reads still running after 60 s; leaving the database to"
                    " the garbage collector path=%s",
                    self._active_reads,
                    self.path,
                )
                return
            while True:
                try:
                    self._readers.get_nowait()[1].close()
                except queue.Empty:
                    break
            self._writer.close()
            self._db.close()
            self._claim.release()
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
