"""Graph expansion after the rerank, and the Hebbian co-activation that recalls feed.

`GraphExpander.expand(query, ids, limit)` adds memories tied to the results (never removes,
never returns one of `ids`), each with how it was reached (`Expansion.via`, `.source`):

    via       reached from            weight (before the rank factor)
    hebbian   every result            co-activation strength decayed to now, >= hebbian_min
    next      the top `chain_top`     0.9 (the turn after a hit often holds the answer)
    prev      the top `chain_top`     0.85
    entity    the top `entity_top`    0.7 x noisy-OR of shared entities' specificity (hub-aware,
                                      see query/arms/graph.py); under `entity_min` dropped
    episode   the top `episode_top`   0.5 x 1/(k+1) for the k-th closest sibling in time

times `rank_decay ** r` for the source's rank r (0 for the first result): a strong Hebbian
partner comes first, then chain neighbours of the best results, then shared rare entities,
then session siblings. A memory reached several ways keeps its strongest reason; ties go by
the order of the table, then the source's rank, then id.

`observe(bank, ids)` records one co-recall of the first `hebbian_ids` results (pairs among
them, see connectors/graph/hebbian.py). The engine calls it synchronously after each recall,
so it never waits. In a node it publishes the co-recall to the events topic
(`memstream.corecall`): the flow applies it to the graph in log order, so the Hebbian edges
are a view of the log like every other store. Without a log (an engine used as a library,
the benchmarks) it enqueues for a single worker thread that writes the graph itself, from a
bounded queue; when the queue is full the observation is dropped and counted (`dropped`).
`flush()` waits for the queue, `close()` flushes and stops the worker.
"""

from __future__ import annotations

import logging
import math
import queue
import threading
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from types import MappingProxyType

from memstream.connectors.graph import GraphStore
from memstream.corecall import CoRecall
from memstream.query.arms.graph import HEBBIAN_HALF_LIFE_S, LinkOptions, LinkReader
from memstream.query.model import EncodedQuery, Expansion

log = logging.getLogger(__name__)

#: Weight of each way of being reached, in tie-break order.
VIA_WEIGHT: MappingProxyType[str, float] = MappingProxyType(
    {"hebbian": 1.0, "next": 0.9, "prev": 0.85, "entity": 0.7, "episode": 0.5}
)
_ORDER = {via: i for i, via in enumerate(VIA_WEIGHT)}
_STOP = None


class GraphExpander:
    """Expansion over the graph store, plus Hebbian learning from what recalls return.

    `count(bank)`: memories in a bank, for entity specificity (pass the vector store's
    `count`; the default counts in the graph, which reads the whole bank). `clock`: epoch
    seconds, for Hebbian decay (tests inject one). Thread-safe.
    """

    def __init__(
        self,
        graph: GraphStore,
        *,
        count: Callable[[str], int] | None = None,
        chain_top: int = 5,
        entity_top: int = 5,
        episode_top: int = 3,
        rank_decay: float = 0.85,
        entity_min: float = 0.2,
        hebbian_min: float = 0.3,
        hebbian_ids: int = 6,
        eta: float = 0.2,
        half_life_s: float = HEBBIAN_HALF_LIFE_S,
        queue_size: int = 256,
        links: LinkOptions | None = None,
        clock: Callable[[], float] = time.time,
        publish: Callable[[CoRecall], None] | None = None,
    ) -> None:
        if not 0.0 < eta <= 1.0 or half_life_s <= 0:
            raise ValueError(f"eta must lie in (0, 1] and half_life_s be > 0: {eta}, {half_life_s}")
        if not 0.0 < rank_decay <= 1.0:
            raise ValueError(f"rank_decay must lie in (0, 1], got {rank_decay}")
        if hebbian_ids < 2 or queue_size < 1:
            raise ValueError("hebbian_ids must be >= 2 and queue_size >= 1")
        self._graph = graph
        self._count = count or (lambda bank: graph.counts(bank).memories)
        self.chain_top, self.entity_top, self.episode_top = chain_top, entity_top, episode_top
        self.rank_decay = rank_decay
        self.entity_min = entity_min
        self.hebbian_min = hebbian_min
        self.hebbian_ids = hebbian_ids
        self.eta = eta
        self.half_life_s = half_life_s
        self._links = links or LinkOptions(half_life_s=half_life_s)
        self._clock = clock
        self._publish = publish
        self._queue: queue.Queue[tuple[str, tuple[str, ...], float] | None] = queue.Queue(
            queue_size
        )
        self._worker: threading.Thread | None = None
        self._start_lock = threading.Lock()
        self._closed = False
        self.dropped = 0
        self.failed = 0
        self.observed = 0

    # ------------------------------------------------------------------ expansion
    def expand(self, query: EncodedQuery, ids: Sequence[str], limit: int) -> list[Expansion]:
        if limit <= 0 or not ids:
            return []
        t0 = time.perf_counter()
        ids = list(dict.fromkeys(ids))
        rank = {i: r for r, i in enumerate(ids)}
        now = self._clock()
        best: dict[str, tuple[float, int, int, Expansion]] = {}

        def offer(dst: str, via: str, src: str, signal: float) -> None:
            if dst in rank:
                return
            w = VIA_WEIGHT[via] * signal * self.rank_decay ** rank[src]
            key = (-w, _ORDER[via], rank[src])
            if dst not in best or key < best[dst][:3]:
                best[dst] = (*key, Expansion(dst, via, src, w))

        for a, b, w in self._graph.hebbian_partners(
            query.bank, ids, self.hebbian_min, self._links.hebbian_fanout, now, self.half_life_s
        ):
            offer(b, "hebbian", a, w)
        reader = LinkReader(self._graph, query.bank, self._count(query.bank), now, self._links)
        reader.links(ids[: max(self.chain_top, self.entity_top, self.episode_top)])  # one read
        for e in reader.edges(ids[: self.chain_top], kinds=("next", "prev")):
            offer(e.dst, e.kind, e.src, e.weight)
        for e in reader.edges(ids[: self.entity_top], kinds=("entity",)):
            if e.weight >= self.entity_min:
                offer(e.dst, "entity", e.src, e.weight)
        k_of: dict[str, int] = {}  # episode edges come closest first per source
        for e in reader.edges(ids[: self.episode_top], kinds=("episode",)):
            k = k_of.get(e.src, 0)
            k_of[e.src] = k + 1
            offer(e.dst, "episode", e.src, 1.0 / (k + 1))
        ranked = sorted(best.items(), key=lambda kv: (*kv[1][:3], kv[0]))
        out = [x for _, (*_, x) in ranked[:limit]]
        log.debug(
            "expansion bank=%s results=%d added=%d ms=%.2f",
            query.bank,
            len(ids),
            len(out),
            (time.perf_counter() - t0) * 1000,
        )
        return out

    # ------------------------------------------------------------------ Hebbian learning
    def observe(self, bank: str, ids: Sequence[str]) -> None:
        """One co-recall of the first `hebbian_ids` of `ids`, never blocking: published to the
        log (`memstream.corecall`) when the expander has a `publish`, for the flow to apply,
        else queued for this process's own writer thread (a process without a log)."""
        top = tuple(dict.fromkeys(ids))[: self.hebbian_ids]
        if len(top) < 2 or self._closed:
            return
        if self._publish is not None:
            at = datetime.fromtimestamp(self._clock(), UTC)
            try:
                self._publish(CoRecall.observe(bank, top, at, self.eta, self.half_life_s))
                self.observed += 1
            except Exception as e:  # a lost observation costs a little learning, never recall
                self.dropped += 1
                log.warning("hebbian co-recall not published bank=%s error=%r", bank, e)
            return
        self._ensure_worker()
        try:
            self._queue.put_nowait((bank, top, self._clock()))
        except queue.Full:
            self.dropped += 1
            log.warning("hebbian observation dropped bank=%s dropped=%d", bank, self.dropped)

    def flush(self, timeout_s: float | None = None) -> bool:
        """Wait until every queued observation is written; False on timeout."""
        if self._worker is None:
            return True
        deadline = math.inf if timeout_s is None else time.monotonic() + timeout_s
        with self._queue.all_tasks_done:
            while self._queue.unfinished_tasks:
                left = deadline - time.monotonic()
                if left <= 0 or not self._worker.is_alive():
                    return False
                self._queue.all_tasks_done.wait(min(left, 0.1))
        return True

    def close(self) -> None:
        """Write what is queued, then stop the worker. Idempotent."""
        with self._start_lock:
            if self._closed:
                return
            self._closed = True
            worker = self._worker
        if worker is not None:
            self._queue.put(_STOP)
            worker.join()

    def _ensure_worker(self) -> None:
        if self._worker is not None:
            return
        with self._start_lock:
            if self._worker is None and not self._closed:
                self._worker = threading.Thread(
                    target=self._run, name="hebbian-writer", daemon=True
                )
                self._worker.start()

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            try:
                if item is _STOP:
                    return
                bank, ids, now = item
                t0 = time.perf_counter()
                n = self._graph.strengthen(
                    bank, ids, now=now, eta=self.eta, half_life_s=self.half_life_s
                )
                self.observed += 1
                log.debug(
                    "hebbian bank=%s ids=%d edges=%d ms=%.2f",
                    bank,
                    len(ids),
                    n,
                    (time.perf_counter() - t0) * 1000,
                )
            except Exception:
                self.failed += 1
                log.exception("hebbian update failed")
            finally:
                self._queue.task_done()
