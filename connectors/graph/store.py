"""`GraphStore`: the process's one handle on the graph database, shared by writer and readers.

The flow's sink (writes) and the query engine (reads) both go through this object; it runs
every query on its `GraphConnection` (connection.py: the one opener of the database file, a
locked write connection, a reader pool, retries of transient engine errors, plan renewal), and
the graph's statements live in the modules it calls (upsert, delete, hebbian, reads, traverse,
links, positions).

A checkpoint follows every `CHECKPOINT_EDGES` Hebbian edge writes: until a checkpoint the
engine holds each updated edge's column vectors in memory (its own checkpoint waits for 16 MB
of WAL, i.e. for GBs of them), and a node whose recalls strengthen edges grew 210 KB a recall,
~14 KB an edge written (issue 9's soak).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from memstream.connectors.graph import delete as forget
from memstream.connectors.graph import hebbian, links, positions, reads, tails, traverse
from memstream.connectors.graph.batch import Run
from memstream.connectors.graph.connection import GraphConnection
from memstream.connectors.graph.links import EntityMembers, MemoryLinks
from memstream.connectors.graph.reads import GraphCounts
from memstream.connectors.graph.traverse import NEIGHBOUR_KINDS
from memstream.connectors.graph.upsert import apply_batch
from memstream.records import EnrichedMemory, LogPosition

log = logging.getLogger(__name__)

#: Checkpoint after this many Hebbian edge writes: ~14 MB of pending updates at most.
CHECKPOINT_EDGES = 1000


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
        self._conn = GraphConnection(
            path,
            engine,
            retries=retries,
            retry_wait_s=retry_wait_s,
            buffer_pool_bytes=buffer_pool_bytes,
        )
        self.path = self._conn.path
        self.engine_name = engine
        self._unsaved_edges = 0  # Hebbian edge writes since the last checkpoint
        if not self._conn.read(tails.indexed, "tails"):
            try:
                n = self._conn.write(tails.index, "index conversations")
            except BaseException:
                self._conn.close()
                raise
            log.info("graph conversations indexed path=%s conversations=%d", self.path, n)

    @property
    def checkpoints(self) -> int:
        """Checkpoints written after Hebbian edge writes (see `CHECKPOINT_EDGES`)."""
        return self._conn.checkpoints

    # -- writes ---------------------------------------------------------------------------

    def upsert(self, memories: Sequence[EnrichedMemory]) -> None:
        """Upsert one micro-batch idempotently; visible to readers when this returns."""
        if not memories:
            return
        t0 = time.perf_counter()
        stats = self._conn.write(lambda run: apply_batch(run, memories), "upsert")
        with self._conn.lock:
            self._conn.grew(stats.memories)
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
            for table in ("Memory", "Entity", "Episode", "Conversation"):
                run(f"MATCH (n:{table}) WHERE n.bank = $bank DETACH DELETE n", {"bank": bank})
            return int(run("MATCH (m:Memory) RETURN count(m)", {})[0][0])

        left = self._conn.write(delete, "delete bank", alone=True)
        with self._conn.lock:
            self._conn.recounted(left)
        log.info("graph bank deleted bank=%s", bank)

    def delete(self, bank: str, ids: Sequence[str]) -> int:
        """Delete the memories of `bank` among `ids`, repairing entities, co-occurrence counts,
        episodes and the NEXT chain around them (see delete.py); how many were there."""
        if not ids:
            return 0
        stats = self._conn.write(
            lambda run: forget.delete_memories(run, bank, ids), "delete", alone=True
        )
        with self._conn.lock:
            self._conn.shrank(stats.memories)
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
        written, created = self._conn.write(
            lambda run: hebbian.apply(run, observations), "apply co-recalls"
        )
        with self._conn.lock:
            self._conn.edges_created(created)
            self._unsaved_edges += sum(written)
            if self._unsaved_edges >= CHECKPOINT_EDGES:
                self._unsaved_edges = 0
                self._conn.checkpoint()
        return written

    def log_positions(self, bank: str) -> dict[str, list[tuple[Any, ...]]]:
        """Where the bank's memories and Hebbian edges stand in the log (see positions.py)."""
        return self._conn.read(lambda run: positions.snapshot(run, bank), "log positions")

    # -- reads ----------------------------------------------------------------------------

    def counts(self, bank: str) -> GraphCounts:
        return self._conn.read(lambda run: reads.counts(run, bank), "counts")

    def banks(self) -> list[str]:
        return self._conn.read(reads.banks, "banks")

    def snapshot(self, bank: str) -> dict[str, list[Any]]:
        """Every node and edge of the bank as sorted lists (for comparing two runs exactly)."""
        return self._conn.read(lambda run: reads.snapshot(run, bank), "snapshot")

    def memory_ids_for_entities(self, bank: str, norms: Sequence[str], limit: int) -> list[str]:
        """Memories mentioning any of the normalised entity names, most matches then newest."""
        return self._conn.read(
            lambda run: traverse.memory_ids_for_entities(run, bank, norms, limit), "entity memories"
        )

    def entities(self, bank: str, limit: int = 100, offset: int = 0) -> list[dict[str, Any]]:
        """Entities of the bank (id, name, norm, label, mentions), most mentioned first."""
        return self._conn.read(lambda run: traverse.entities(run, bank, limit, offset), "entities")

    def entity_neighbourhood(
        self, bank: str, norm: str, hops: int = 1, limit: int = 25
    ) -> dict[str, Any]:
        """Co-occurrence neighbourhood of an entity: {center, nodes, edges} (see traverse)."""
        return self._conn.read(
            lambda run: traverse.entity_neighbourhood(run, bank, norm, hops, limit), "neighbourhood"
        )

    def chain(self, bank: str, memory_id: str, before: int = 2, after: int = 2) -> list[str]:
        """Memory ids in chain order around `memory_id` (itself included); [] if unknown."""
        return self._conn.read(
            lambda run: traverse.chain(run, bank, memory_id, before, after), "chain"
        )

    def neighbours(
        self,
        bank: str,
        memory_ids: Sequence[str],
        limit_per_node: int = 5,
        kinds: Sequence[str] = NEIGHBOUR_KINDS,
    ) -> list[tuple[str, str, str, float]]:
        """(src, dst, kind, weight) for kinds next/prev/entity/episode (see traverse)."""
        return self._conn.read(
            lambda run: traverse.neighbours(run, bank, memory_ids, limit_per_node, kinds),
            "neighbours",
        )

    def memory_links(self, bank: str, ids: Sequence[str]) -> dict[str, MemoryLinks]:
        """Chain neighbours, episode, time and entities of each memory of `ids` (see links)."""
        return self._conn.read(lambda run: links.memory_links(run, bank, ids), "memory links")

    def around(self, bank: str, ids: Sequence[str]) -> dict[str, dict[int, str]]:
        """The chain neighbours of each memory of `ids` by offset: -2, -1 (before), 1 (after)."""
        return self._conn.read(lambda run: links.around(run, bank, ids), "chain around")

    def entity_members(
        self, bank: str, entity_ids: Sequence[str], max_members: int
    ) -> dict[str, EntityMembers]:
        """Mention counts of entities, and their memories unless over `max_members`."""
        return self._conn.read(
            lambda run: links.entity_members(run, bank, entity_ids, max_members), "entity members"
        )

    def episode_members(
        self, bank: str, episode_ids: Sequence[str]
    ) -> dict[str, list[tuple[str, datetime]]]:
        """Memories (id, occurred_at naive UTC) of each episode of `episode_ids`."""
        return self._conn.read(
            lambda run: links.episode_members(run, bank, episode_ids), "episodes"
        )

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
        return self._conn.read(
            lambda run: hebbian.partners(
                run, bank, ids, min_weight, limit_per_node, now, half_life_s
            ),
            "hebbian partners",
        )

    # -- lifecycle ------------------------------------------------------------------------

    def close(self) -> None:
        """Close connections and the database, releasing the file lock. Idempotent."""
        self._conn.close()

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
