"""The store writer: every micro-batch of memories and tombstones, into every store, in order.

The writer is a Bytewax `stateful_batch` step on a single key: whichever worker owns the key
writes every micro-batch, in order, through the process's one handle of each store. A batch
goes in runs (`memstream.flows.staging.runs`): a run of memories is upserted into each store in
turn (vector, BM25, graph, then tokens), a tombstone is applied to all of them. One step
rather than a sink per store, because a tombstone must see every store hold exactly what came
before it in the log (it resolves what to delete in the vector store, then deletes everywhere).
The batch holds `Stores.write_lock`, so a forget the node applies at once never interleaves.
A co-recall (`memstream.corecall`) strengthens the graph's Hebbian edges as of its place in
the log, by its log position: a micro-batch's co-recalls go after the memories between two
tombstones, in one graph transaction, without splitting their run (`memstream.flows.staging`
shows why that is exact), and a redelivered one changes nothing.

`on_batch` returns only once the batch is durable and visible to readers, so the offsets
Bytewax snapshots afterwards never run ahead of the stores (at-least-once; the stores are
idempotent, and a tombstone applied again changes nothing).

One record cannot stop it: when a store refuses a run for a reason other than being
unavailable, the run is written again one memory at a time; a memory the store still refuses
is dead-lettered (kind ``store``, or ``internal`` where the error is memstream's own bug,
such as a KeyError, logged with its traceback; the step's output), not offered to the stores
after it, and deleted from every store once the run is written: the stores before it had
taken it, and an earlier version of the memory (an event re-sent with the same id) may be in
any of them. So a memory whose latest event was dead-lettered is in no store, recall never
returns half of it, and a replay, refusing it again, ends the same. (A later version in the
same run that every store took stays.) `StoreUnavailable`, OSError and memstream's own
errors (a closed store) are about the store, not the record: they stop the flow, whose supervisor
restarts it from its last snapshot. The token store only speeds up rerank: a memory it
refuses is logged and kept.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bytewax.operators import StatefulBatchLogic

from memstream.connectors.deletion import Forgotten, apply_forget, delete_memories, deleters
from memstream.connectors.graph.hebbian import Observation
from memstream.connectors.kafka.dlq import DeadLetter
from memstream.connectors.stores import Stores
from memstream.errors import BadRecord, MemstreamError
from memstream.flows.decode import dead_letter
from memstream.flows.enrich import Pending
from memstream.flows.progress import Progress
from memstream.flows.staging import Recalled, Staged, Tombstone, runs
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


@dataclass(frozen=True, slots=True)
class StoreTarget:
    """One store the writer upserts into; a memory an optional store refuses is kept."""

    name: str
    write: Writer
    required: bool = True


def store_writers(stores: Stores) -> list[StoreTarget]:
    """Every store, in the order a batch is written."""
    targets = [StoreTarget(name, getattr(stores, name).upsert) for name in RECALL_STORES]
    if stores.tokens is not None:
        targets.append(StoreTarget("tokens", stores.tokens.upsert, required=False))
    return targets


def _record_fault(e: Exception) -> bool:
    """Whether `e` may belong to the records written rather than to the store."""
    return not isinstance(e, MemstreamError | OSError | MemoryError)


def write_isolated(
    write: Writer, items: Sequence[Pending]
) -> tuple[list[Pending], list[tuple[Pending, Exception]]]:
    """Write `items`; on a record fault, one at a time. Returns (written, refused + why)."""
    try:
        write([p.memory for p in items])
        return list(items), []
    except Exception as e:
        if not _record_fault(e):
            raise
        if len(items) == 1:
            return [], [(items[0], e)]
        log.warning("a store refused a batch, retrying one by one batch=%d: %r", len(items), e)
    written: list[Pending] = []
    refused: list[tuple[Pending, Exception]] = []
    for p in items:
        try:
            write([p.memory])
            written.append(p)
        except Exception as e:
            if not _record_fault(e):
                raise
            refused.append((p, e))
    return written, refused


#: Exceptions that say memstream's own code went wrong, never that a record is bad.
_BUGS = (KeyError, IndexError, AttributeError, AssertionError, NameError, ZeroDivisionError)


def _refused_letter(store: str, pending: Pending, err: Exception) -> DeadLetter:
    src = pending.source
    if isinstance(err, _BUGS):
        # Not the producer's fault: said loudly, with the traceback, and as its own kind, so
        # the record can be published again once the bug is fixed. Dead-lettering it still
        # beats stopping the flow, which would meet the same bug at every restart.
        log.error(
            "memstream bug: store=%s failed on a valid memory, dead-lettering it as internal "
            "topic=%s partition=%s offset=%s",
            store,
            src.topic,
            src.partition,
            src.offset,
            exc_info=err,
        )
        why = (
            f"memstream failed to write it to the {store} store, a bug, not a fault of the "
            f"record ({type(err).__name__}: {err}); publish it again once fixed"
        )
        return dead_letter(src, BadRecord("internal", why, pending.memory.bank))
    log.error(
        "store=%s refused a memory, dead-lettering topic=%s partition=%s offset=%s error=%r",
        store,
        src.topic,
        src.partition,
        src.offset,
        err,
    )
    why = f"the {store} store refused it: {type(err).__name__}: {err}"
    return dead_letter(src, BadRecord("store", why, pending.memory.bank))


def _refused_corecall(r: Recalled, e: Exception) -> DeadLetter:
    assert r.source is not None
    log.error("co-recall not applied, dead-lettering position=%s error=%r", r.position, e)
    why = f"co-recall not applied: {type(e).__name__}: {e}"
    return dead_letter(r.source, BadRecord("store", why, r.corecall.bank))


class StoreWriter(StatefulBatchLogic[Staged, DeadLetter, None]):
    """Writes each micro-batch to every store: memories upserted, tombstones applied; emits
    the dead letters of memories a store refused."""

    def __init__(
        self,
        stores: Stores,
        hook: WriteHook | None = None,
        on_forget: ForgetHook | None = None,
        progress: Progress | None = None,
    ) -> None:
        self._stores = stores
        self._targets = store_writers(stores)
        self._hook = hook
        self._on_forget = on_forget
        self._progress = progress

    def on_batch(self, values: list[Staged]) -> tuple[list[DeadLetter], bool]:
        dead: list[DeadLetter] = []
        with self._stores.write_lock:
            for run in runs(values):
                if isinstance(run, Tombstone):
                    dead.extend(self._forget(run))
                elif isinstance(run, Recalled):
                    dead.extend(self._strengthen([run]))
                else:  # the memories, then the co-recalls among them (flows.staging says why)
                    dead.extend(self._write(run.memories))
                    dead.extend(self._strengthen(run.corecalls))
        if self._progress is not None:  # in the stores (or about to be dead-lettered)
            for v in values:
                if isinstance(v, Tombstone | Recalled):
                    self._progress.finished(v.partition, v.offset)
                else:
                    self._progress.finished(v.source.partition, v.source.offset)
        return dead, StatefulBatchLogic.DISCARD

    def _write(self, run: list[Pending]) -> list[DeadLetter]:
        dead: list[DeadLetter] = []
        gone: dict[str, list[str]] = {}  # by bank: memories a required store refused
        # the run's last version of each memory: an earlier one refused and a later one
        # written leaves the later one in place
        last = {p.memory.id: k for k, p in enumerate(run)}
        position = {id(p): k for k, p in enumerate(run)}
        live = run
        for target in self._targets:
            if not live:
                break
            t0 = time.perf_counter()
            written, refused = write_isolated(target.write, live)
            spent = time.perf_counter() - t0
            log.debug("store=%s batch=%d ms=%.1f", target.name, len(written), spent * 1000)
            for pending, err in refused:
                if target.required:
                    dead.append(_refused_letter(target.name, pending, err))
                    if last[pending.memory.id] == position[id(pending)]:
                        gone.setdefault(pending.memory.bank, []).append(pending.memory.id)
                else:
                    log.warning("store=%s skipped id=%s: %r", target.name, pending.memory.id, err)
            if target.required:
                live = written
            if self._hook is not None and written:
                self._hook(target.name, [p.memory for p in written], spent)
        for bank, ids in gone.items():  # a dead-lettered memory is in no store
            self._delete_refused(bank, ids)
        return dead

    def _delete_refused(self, bank: str, ids: list[str]) -> None:
        """Delete refused memories from every store, isolated like the writes: a store fault
        stops the flow (its restart deletes them again); a record fault (a store failing on
        these ids) is retried one store and one memory at a time, and what still fails is
        logged with its traceback while the flow goes on."""
        try:
            held = delete_memories(self._stores, bank, ids)
            log.warning("removed refused memories from every store bank=%s ids=%d held=%d",
                        bank, len(ids), held)  # fmt: skip
            return
        except Exception as e:
            if not _record_fault(e):
                raise
            log.warning("deleting refused memories failed, one by one bank=%s: %r", bank, e)
        for store, delete in deleters(self._stores):
            for mid in ids:
                try:
                    delete(bank, [mid])
                except Exception as e:
                    if not _record_fault(e):
                        raise
                    log.error(
                        "store=%s cannot delete a refused memory, it stays there until a "
                        "replay or a forget removes it bank=%s id=%s: %r",
                        store, bank, mid, e, exc_info=e,
                    )  # fmt: skip

    def _forget(self, t: Tombstone) -> list[DeadLetter]:
        try:
            done = apply_forget(self._stores, t.forget, t.partition)
        except Exception as e:
            if not _record_fault(e) or t.source is None:
                raise
            log.error(
                "tombstone cannot be applied, dead-lettering partition=%s offset=%s error=%r",
                t.partition,
                t.offset,
                e,
            )
            why = f"tombstone not applied: {type(e).__name__}: {e}"
            return [dead_letter(t.source, BadRecord("store", why, t.forget.bank))]
        log.debug("tombstone applied partition=%s offset=%s", t.partition, t.offset)
        if self._on_forget is not None:
            self._on_forget(done)
        return []

    def _strengthen(self, corecalls: list[Recalled]) -> list[DeadLetter]:
        """Co-recalls, in log order, in one graph transaction: the Hebbian edges among their
        memories as of each one's place in the log. On a record fault, one at a time."""
        if not corecalls:
            return []
        try:
            self._apply(corecalls)
            return []
        except Exception as e:
            if not _record_fault(e) or (len(corecalls) == 1 and corecalls[0].source is None):
                raise
            if len(corecalls) == 1:
                return [_refused_corecall(corecalls[0], e)]
            log.warning("co-recalls refused together, retrying one by one n=%d", len(corecalls))
        dead: list[DeadLetter] = []
        for r in corecalls:
            try:
                self._apply([r])
            except Exception as e:
                if not _record_fault(e) or r.source is None:
                    raise
                dead.append(_refused_corecall(r, e))
        return dead

    def _apply(self, corecalls: list[Recalled]) -> None:
        self._stores.graph.apply_corecalls(
            [
                Observation(c.bank, c.memory_ids, c.at, c.eta, c.half_life_s, r.position)
                for r in corecalls
                for c in (r.corecall,)
            ]
        )

    def snapshot(self) -> None:
        return None
