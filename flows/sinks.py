"""The store writer: every micro-batch of memories and tombstones, into every store, in order.

The writer is a Bytewax `stateful_batch` step on a single key: whichever worker owns the key
writes every micro-batch, in order, through the process's one handle of each store. A batch
goes in runs (`memstream.flows.forget.runs`): a run of memories is upserted into each store in
turn (vector, BM25, graph, then tokens), a tombstone is applied to all of them. One step
rather than a sink per store, because a tombstone must see every store hold exactly what came
before it in the log (it resolves what to delete in the vector store, then deletes everywhere).
The batch holds `Stores.write_lock`, so a forget the node applies at once never interleaves.

`on_batch` returns only once the batch is durable and visible to readers, so the offsets
Bytewax snapshots afterwards never run ahead of the stores (at-least-once; the stores are
idempotent, and a tombstone applied again changes nothing).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence

from bytewax.operators import StatefulBatchLogic

from memstream.connectors.forget import Forgotten, apply_forget
from memstream.connectors.stores import Stores
from memstream.flows.forget import Staged, Tombstone, runs
from memstream.records import EnrichedMemory

log = logging.getLogger(__name__)

Writer = Callable[[Sequence[EnrichedMemory]], None]
#: Called after a store made a batch visible: (store name, memories, seconds spent writing).
WriteHook = Callable[[str, Sequence[EnrichedMemory], float], None]
#: Called after a tombstone was applied to every store.
ForgetHook = Callable[[Forgotten], None]

#: The stores recall reads, by the names their sinks give a `WriteHook`: a memory is visible
#: to recall once each of these has written it (the token store only speeds up the rerank).
RECALL_STORES = ("vector", "bm25", "graph")


def store_writers(stores: Stores) -> list[tuple[str, Writer]]:
    """(name, upsert) of every store, in the order a batch is written."""
    writers: list[tuple[str, Writer]] = [(n, getattr(stores, n).upsert) for n in RECALL_STORES]
    if stores.tokens is not None:
        writers.append(("tokens", stores.tokens.upsert))
    return writers


class StoreWriter(StatefulBatchLogic[Staged, None, None]):
    """Writes each micro-batch to every store: memories upserted, tombstones applied."""

    def __init__(
        self, stores: Stores, hook: WriteHook | None = None, on_forget: ForgetHook | None = None
    ) -> None:
        self._stores = stores
        self._writers = store_writers(stores)
        self._hook = hook
        self._on_forget = on_forget

    def on_batch(self, values: list[Staged]) -> tuple[list[None], bool]:
        with self._stores.write_lock:
            for run in runs(values):
                if isinstance(run, Tombstone):
                    self._forget(run)
                else:
                    self._write(run)
        return [], StatefulBatchLogic.DISCARD

    def _write(self, memories: list[EnrichedMemory]) -> None:
        for name, write in self._writers:
            t0 = time.perf_counter()
            write(memories)
            spent = time.perf_counter() - t0
            log.debug("store=%s batch=%d ms=%.1f", name, len(memories), spent * 1000)
            if self._hook is not None:
                self._hook(name, memories, spent)

    def _forget(self, t: Tombstone) -> None:
        done = apply_forget(self._stores, t.forget, t.partition)
        log.debug("tombstone applied partition=%s offset=%s", t.partition, t.offset)
        if self._on_forget is not None:
            self._on_forget(done)

    def snapshot(self) -> None:
        return None
