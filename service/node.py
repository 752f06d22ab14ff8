"""The node: one process that owns the embedded stores, runs the ingestion flow, serves recall.

```
            ┌──────────────────────────── memstream node ─────────────────────────────┐
 HTTP /v1 ─►│ retain ─► EventPublisher ─► Kafka topic ─► Bytewax flow (thread) ─► stores│
            │ recall ─► RecallEngine ─────────────────────────────────────────────► stores│
            │ wait=true: Visibility tickets, released by the flow's write hook           │
            └─────────────────────────────────────────────────────────────────────────────┘
```
The embedded stores allow one opener, so the flow (the writer) and the engine (the readers)
share this process's handles. Nothing here reads the environment: `memstream.service.cli` builds the
settings and hands them over.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from memstream.connectors.kafka.broker import EmbeddedBroker, tansu_env
from memstream.connectors.kafka.state import resolve_bootstrap
from memstream.connectors.stores import Stores, open_stores
from memstream.encoders import Enricher
from memstream.errors import BrokerError, MemstreamError
from memstream.events import MemoryEvent
from memstream.flows.sinks import RECALL_STORES
from memstream.query.engine import RecallEngine
from memstream.records import EnrichedMemory
from memstream.service.banks import BankRegistry
from memstream.settings import Settings

log = logging.getLogger(__name__)

#: What a retain with wait=true waits for: every store recall reads.
STORES = RECALL_STORES

#: Called as (store name, memories, seconds spent) after a store made a batch visible.
WriteListener = Callable[[str, Sequence[EnrichedMemory], float], None]


@dataclass
class Ticket:
    """Memories a retain waits for: each id is done once every store has written it."""

    ids: tuple[str, ...]
    missing: dict[str, set[str]]
    done: threading.Event = field(default_factory=threading.Event)


class Visibility:
    """Tracks memories until every store has made them visible to recall.

    A retain with ``wait=true`` takes a ticket for its ids *before* publishing them, so a
    write that lands before the publish call returns still counts; the flow's write hook
    releases tickets. Only ids someone waits for are tracked.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting: dict[str, list[Ticket]] = {}

    def expect(self, ids: Sequence[str]) -> Ticket:
        ticket = Ticket(tuple(ids), {i: set(STORES) for i in ids})
        with self._lock:
            for i in ticket.missing:
                self._waiting.setdefault(i, []).append(ticket)
        if not ticket.missing:
            ticket.done.set()
        return ticket

    def written(self, store: str, memories: Sequence[EnrichedMemory]) -> None:
        with self._lock:
            for m in memories:
                for ticket in self._waiting.get(m.id, ()):
                    left = ticket.missing.get(m.id)
                    if left is None:
                        continue
                    left.discard(store)
                    if not left:
                        del ticket.missing[m.id]
                        if not ticket.missing:
                            ticket.done.set()

    def wait(self, ticket: Ticket, timeout_s: float) -> bool:
        """True when every id of the ticket is visible; False after `timeout_s`."""
        ok = ticket.done.wait(timeout_s)
        self.release(ticket)
        return ok

    def release(self, ticket: Ticket) -> None:
        with self._lock:
            for i in ticket.ids:
                tickets = self._waiting.get(i)
                if tickets and ticket in tickets:
                    tickets.remove(ticket)
                    if not tickets:
                        del self._waiting[i]

    @property
    def tracked(self) -> int:
        with self._lock:
            return len(self._waiting)


def supervise(
    run: Callable[[], None],
    stop: threading.Event,
    on_start: Callable[[], None],
    on_error: Callable[[BaseException], None],
    *,
    first_wait_s: float = 1.0,
    max_wait_s: float = 60.0,
    healthy_after_s: float = 30.0,
) -> None:
    """Run the flow until `stop`; after a crash, run it again with exponential backoff.

    Restarting is safe: the flow resumes from its last snapshot and every write is an
    idempotent upsert. A run that lasted `healthy_after_s` resets the backoff.
    """
    wait = first_wait_s
    while not stop.is_set():
        t0 = time.monotonic()
        on_start()
        try:
            run()
        except Exception as e:
            on_error(e)
            log.exception("the ingestion flow failed; restarting in %.0f s", wait)
        else:
            if stop.is_set():
                return
            on_error(RuntimeError("the flow ended without being stopped"))
            log.warning("the ingestion flow ended without a stop; restarting in %.0f s", wait)
        if time.monotonic() - t0 >= healthy_after_s:
            wait = first_wait_s
        if stop.wait(wait):
            return
        wait = min(wait * 2, max_wait_s)


class Optimizer:
    """Optimises the embedded vector index now and then: qdrant-edge never does it by itself,
    and plain segments are searched exhaustively. Runs in its own thread, after `after` new
    writes, so neither the flow nor a request waits for it (writes queue behind it briefly)."""

    def __init__(self, vector: Any, after: int, poll_s: float = 5.0) -> None:
        self._vector = vector
        self._after = after
        self._poll_s = poll_s
        self._pending = 0
        self._lock = threading.Lock()
        self.runs = 0

    @property
    def enabled(self) -> bool:
        return self._after > 0 and callable(getattr(self._vector, "optimize", None))

    def written(self, n: int) -> None:
        with self._lock:
            self._pending += n

    def run_once(self) -> bool:
        """Optimise if enough was written since the last time; True if it did."""
        with self._lock:
            if not self.enabled or self._pending < self._after:
                return False
            self._pending = 0
        t0 = time.perf_counter()
        self._vector.optimize()
        self.runs += 1
        log.info("vector index optimised in %.1f s", time.perf_counter() - t0)
        return True

    def loop(self, stop: threading.Event) -> None:
        while not stop.wait(self._poll_s):
            try:
                self.run_once()
            except Exception:
                log.exception("vector index optimisation failed (will retry)")


class Node:
    """Broker (configured, running, or embedded), stores, models, engine, flow thread.

    `start()` brings everything up in order; `stop()` stops the flow after the batch in
    flight (its sinks flush, offsets are snapshotted), then closes the rest. Both are
    idempotent. `listeners` receive every store write (metrics, progress).
    """

    def __init__(
        self,
        settings: Settings,
        *,
        enricher: Enricher | None = None,
        on_status: Callable[[str], None] | None = None,
    ) -> None:
        self.settings = settings
        self.visibility = Visibility()
        self.listeners: list[WriteListener] = []
        self.started_at = time.time()
        self.flow_error: BaseException | None = None
        self.flow_running = False
        self.flow_failures = 0
        self.bootstrap = ""
        self._enricher = enricher
        self._status = on_status or (lambda msg: log.info("%s", msg))
        self._stop = threading.Event()
        self._publish_lock = threading.Lock()
        self._broker: EmbeddedBroker | None = None
        self._flow: threading.Thread | None = None
        self._stores: Stores | None = None
        self._engine: RecallEngine | None = None
        self._publisher: Any = None
        self._admin: Any = None
        self._banks: BankRegistry | None = None
        self._optimizer: Optimizer | None = None
        self.offsets: dict[int, int] = {}

    # -- parts (raise until started) -------------------------------------------------------
    @property
    def stores(self) -> Stores:
        if self._stores is None:
            raise MemstreamError("the node is not started")
        return self._stores

    @property
    def engine(self) -> RecallEngine:
        if self._engine is None:
            raise MemstreamError("the node is not started")
        return self._engine

    @property
    def banks(self) -> BankRegistry:
        if self._banks is None:
            raise MemstreamError("the node is not started")
        return self._banks

    @property
    def enricher(self) -> Enricher:
        if self._enricher is None:
            raise MemstreamError("the node is not started")
        return self._enricher

    @property
    def embedded_broker(self) -> bool:
        return self._broker is not None

    @property
    def flow_alive(self) -> bool:
        """The flow runs (its thread lives and it is not waiting to restart after a crash)."""
        return self._flow is not None and self._flow.is_alive() and self.flow_running

    # -- lifecycle -------------------------------------------------------------------------
    def start(self) -> Node:
        from memstream.connectors.kafka.admin import admin_client, ensure_topics
        from memstream.connectors.kafka.producer import EventPublisher
        from memstream.encoders import load_enricher
        from memstream.query.factory import build_engine

        s = self.settings
        fresh_topic = self._connect_broker()
        ensure_topics(self.bootstrap, s.kafka)
        self._admin = admin_client(self.bootstrap, s.kafka)  # readiness probes reuse it
        if self._enricher is None:
            self._status("loading models (MiniLM, SPLADE, spaCy, Duckling)")
            self._enricher = load_enricher(s.models)
        self._status(f"opening stores in {s.store.data_dir}")
        self._stores = open_stores(s.store)
        self._banks = BankRegistry(s.store.data_dir / "banks.json", self._stores.banks())
        self._engine = build_engine(self._stores, self._enricher, s.recall)
        self._publisher = EventPublisher(self.bootstrap, s.kafka)
        self._flow = threading.Thread(
            target=self._run_flow, args=(fresh_topic,), name="memstream-flow", daemon=True
        )
        self._flow.start()
        self._optimizer = Optimizer(self._stores.vector, s.store.optimize_after)
        if self._optimizer.enabled:
            threading.Thread(
                target=self._optimizer.loop,
                args=(self._stop,),
                name="memstream-optimize",
                daemon=True,
            ).start()
        self._status(f"ingesting {s.kafka.topic} from {self.bootstrap}")
        return self

    def _connect_broker(self) -> bool:
        """Use the configured Kafka or a running `memstream broker`, else start one.

        Returns True when the broker was started here with in-memory storage: its topic is
        new, so offsets saved by an earlier run mean nothing and ingestion starts over.
        """
        state = self.settings.store.data_dir / "broker.json"
        try:
            self.bootstrap = resolve_bootstrap(self.settings.kafka, state)
            return False
        except BrokerError:
            pass
        self._status("starting the embedded Kafka broker (Tansu)")
        self._broker = EmbeddedBroker(self.settings.broker, env=tansu_env(os.environ)).start()
        self.bootstrap = self._broker.bootstrap
        self.settings.store.data_dir.mkdir(parents=True, exist_ok=True)
        self._broker.write_state(state)
        return self.settings.broker.storage_engine.startswith("memory:")

    def _run_flow(self, fresh_topic: bool) -> None:
        from memstream.flows.runner import run_ingest

        first = [fresh_topic]

        def run() -> None:
            # Only the first run may start over; a restart resumes from the snapshots.
            from_beginning, first[0] = first[0], False
            run_ingest(
                self.settings,
                self.bootstrap,
                self.stores,
                self.enricher,
                until_eof=False,
                from_beginning=from_beginning,
                hook=self._on_write,
                stop=self._stop,
                offsets=self.offsets,
            )

        supervise(run, self._stop, self._flow_started, self._flow_failed)

    def _flow_started(self) -> None:
        self.flow_running = True

    def _flow_failed(self, error: BaseException) -> None:
        # Not ready until it runs again; reads keep working. The error stays for /ready.
        self.flow_running = False
        self.flow_error = error
        self.flow_failures += 1

    def _on_write(self, store: str, memories: Sequence[EnrichedMemory], spent: float) -> None:
        self.visibility.written(store, memories)
        if store == "vector" and self._optimizer is not None:
            self._optimizer.written(len(memories))
        if store == "graph" and self._banks is not None:
            self._banks.seen({m.bank for m in memories})
        for listener in self.listeners:
            try:
                listener(store, memories, spent)
            except Exception:  # a metrics bug must never stop ingestion
                log.exception("write listener failed")

    def stop(self, timeout_s: float = 30.0) -> None:
        """Stop the flow after its batch in flight, then close everything (idempotent)."""
        self._stop.set()
        if self._flow is not None:
            self._flow.join(timeout_s)
            if self._flow.is_alive():
                log.error("the ingestion flow did not stop within %.0f s", timeout_s)
            self._flow = None
        self._admin = None
        if self._publisher is not None:
            self._publisher.close()
            self._publisher = None
        if self._engine is not None:
            self._engine.close()
            self._engine = None
        if self._stores is not None:
            self._stores.close()
            self._stores = None
        if self._broker is not None:
            self._broker.stop()
            (self.settings.store.data_dir / "broker.json").unlink(missing_ok=True)
            self._broker = None

    def __enter__(self) -> Node:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- operations ------------------------------------------------------------------------
    def publish(self, events: Sequence[MemoryEvent]) -> None:
        """Publish events and wait for the broker's acknowledgements (DeliveryError if not)."""
        if self._publisher is None:
            raise MemstreamError("the node is not started")
        with self._publish_lock:
            self._publisher.publish(events)

    def broker_ok(self, timeout_s: float = 2.0) -> bool:
        """Whether the broker answers a metadata request for the events topic."""
        if self._admin is None:
            return False
        try:
            md = self._admin.list_topics(self.settings.kafka.topic, timeout=timeout_s)
        except Exception:
            return False
        return self.settings.kafka.topic in md.topics

    def delete_bank(self, bank: str) -> None:
        self.stores.delete_bank(bank)
        self.banks.delete(bank)
