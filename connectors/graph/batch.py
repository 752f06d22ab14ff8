"""A micro-batch and the committed graph state around it, read before any write.

Planning modules read through `_Batch.read` and queue writes with `_Batch.write`; the queued
writes run only after every read, because Kùzu does not reliably read relationships created
earlier in the same transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from memstream.connectors.graph import cypher as q
from memstream.connectors.graph.positions import Position, since_after
from memstream.connectors.graph.schema import episode_of, memory_row, mention_rows, ts_param
from memstream.records import EnrichedMemory, LogPosition

#: Runs one Cypher statement with parameters and returns all rows.
Run = Callable[[str, dict[str, Any]], list[list[Any]]]

Mention = tuple[str, str]  # (name, label) as written in one memory
Pair = tuple[str, str]


@dataclass(slots=True)
class WriteStats:
    """What one batch changed, for logs."""

    memories: int = 0
    moved: int = 0
    mentions: int = 0
    entities: int = 0
    episodes: int = 0
    pairs: int = 0
    next_edges: int = 0


def pairs_of(entity_ids: Iterable[str]) -> set[Pair]:
    """Unordered entity pairs, each as (smaller id, larger id)."""
    return set(combinations(sorted(entity_ids), 2))


class Batch:
    """The batch's memories (last delivery of an id wins) and their committed state."""

    def __init__(self, run: Run, memories: Sequence[EnrichedMemory]) -> None:
        self._run = run
        self._writes: list[tuple[str, dict[str, Any]]] = []
        self._flushed = False
        self.mem = {m.id: m for m in memories}
        self.ids = sorted(self.mem)
        self.rows = {i: memory_row(self.mem[i]) for i in self.ids}
        read_at: dict[str, list[LogPosition | None]] = {i: [] for i in self.ids}
        for m in memories:  # in log order: where each version was read
            read_at[m.id].append(m.position)
        self.new_mentions = {i: mention_rows(self.mem[i]) for i in self.ids}
        self.new_episode = {i: episode_of(self.mem[i]) for i in self.ids}
        p = {"ids": self.ids}
        #: memory id -> (conversation, sort_key, occurred_at) as stored, for stored memories
        old = self.read(q.OLD_MEMORIES, p)
        self.old_place = {mid: (conv, key, ts_param(at)) for mid, conv, key, at, *_ in old}
        stored: dict[str, Position] = {r[0]: (r[4], r[5], r[6]) for r in old}
        for i in self.ids:  # where each memory came into the graph (positions.py)
            since = since_after(stored.get(i), read_at[i])
            self.rows[i].update(log_id=since[0], log_part=since[1], log_since=since[2])
        self.old_mentions: dict[str, dict[str, Mention]] = {i: {} for i in self.ids}
        for mid, eid, name, label in self.read(q.OLD_MENTIONS, p):
            if eid is not None:
                self.old_mentions[mid][eid] = (name, label)
        self.old_episode: dict[str, str] = {
            mid: pid for mid, pid in self.read(q.OLD_EPISODES, p) if pid is not None
        }
        #: memories that are new, or changed conversation, sort key or time
        self.moved = {
            i
            for i in self.ids
            if self.old_place.get(i)
            != (self.rows[i]["conversation"], self.rows[i]["sort_key"], self.rows[i]["occurred_at"])
        }
        self.stats = WriteStats(memories=len(self.ids), moved=len(self.moved))

    def read(self, query: str, params: dict[str, Any]) -> list[list[Any]]:
        if self._flushed:
            raise RuntimeError("graph upsert bug: a read after the batch's writes began")
        return self._run(query, params)

    def write(self, query: str, key: str, values: list[Any]) -> None:
        if values:
            self._writes.append((query, {key: values}))

    def flush(self) -> None:
        """Run the queued writes, in the order they were planned."""
        self._flushed = True
        for query, params in self._writes:
            self._run(query, params)
        self._writes.clear()
