"""Bytewax sinks for the embedded stores: one partition each, so each store has one writer.

A store sink is a `FixedPartitionedSink` with a single partition: whichever worker owns it
writes every micro-batch, in order, through the process's one store handle. `write_batch`
returns only once the batch is durable and visible to readers, so the offsets Bytewax
snapshots afterwards never run ahead of the stores (at-least-once; the stores are idempotent).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import Any

from bytewax.outputs import FixedPartitionedSink, StatefulSinkPartition

from memstream.records import EnrichedMemory

log = logging.getLogger(__name__)

Writer = Callable[[Sequence[EnrichedMemory]], None]
#: Called after a store made a batch visible: (store name, memories, seconds spent writing).
WriteHook = Callable[[str, Sequence[EnrichedMemory], float], None]

_PART = "single-writer"

#: The stores recall reads, by the names their sinks give a `WriteHook`: a memory is visible
#: to recall once each of these has written it (the token store only speeds up the rerank).
RECALL_STORES = ("vector", "bm25", "graph")


class _StorePartition(StatefulSinkPartition[EnrichedMemory, None]):
    def __init__(self, name: str, write: Writer, hook: WriteHook | None) -> None:
        self._name = name
        self._write = write
        self._hook = hook

    def write_batch(self, items: list[EnrichedMemory]) -> None:
        t0 = time.perf_counter()
        self._write(items)
        spent = time.perf_counter() - t0
        log.debug("store=%s batch=%d ms=%.1f", self._name, len(items), spent * 1000)
        if self._hook is not None:
            self._hook(self._name, items, spent)

    def snapshot(self) -> None:
        return None


class StoreSink(FixedPartitionedSink[EnrichedMemory, None]):
    """Upserts micro-batches into one store; items arrive as `(key, EnrichedMemory)`."""

    def __init__(self, name: str, write: Writer, hook: WriteHook | None = None) -> None:
        self._name = name
        self._write = write
        self._hook = hook

    def list_parts(self) -> list[str]:
        return [_PART]

    def part_fn(self, item_key: str) -> int:
        return 0

    def build_part(self, step_id: str, for_part: str, resume_state: Any) -> _StorePartition:
        return _StorePartition(self._name, self._write, self._hook)
