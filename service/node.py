"""The node: one process that owns the embedded stores, runs the ingestion flow, serves recall.

```
            ┌─────────────────────────────── memstream node ────────────────────────────────┐
 HTTP /v1 ─►│ routes ─► node.service (MemoryService: memstream.service.local)               │
            │   retain ─► EventPublisher ─► Kafka topic ─► Bytewax flow (thread) ─► stores  │
            │   recall ─► RecallEngine ───────────────────────────────────────────► stores  │
            │   wait=true: Visibility tickets, released by the flow's write hook            │
            └───────────────────────────────────────────────────────────────────────────────┘
```
The embedded stores allow one opener, so the flow (the writer) and the engine (the readers)
share this process's handles. The node is the process: it starts and stops the parts and
routes what the flow writes to those that wait for it; what callers do with the parts goes
through `node.service`. Settings come from `memstream.service.cli`. The parts live beside it:
the broker in `.brokerlink`, the flow's thread in `.flowthread`, the producer in
`.publishing`, the stores' manifest in `.rebuild`, visibility tickets in `.visibility`,
readiness in `.health`.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from memstream.connectors.deletion import Forgotten
from memstream.connectors.stores import Stores, open_stores
from memstream.encoders import Enricher
from memstream.errors import MemstreamError
from memstream.events import MemoryEvent
from memstream.query.engine import RecallEngine
from memstream.records import EnrichedMemory
from memstream.service import lograte
from memstream.service.banks import BankRegistry
from memstream.service.brokerlink import BrokerLink
from memstream.service.facade import MemoryService
from memstream.service.flowthread import FlowThread
from memstream.service.health import HealthMonitor
from memstream.service.local import LocalMemoryService
from memstream.service.publishing import NodePublisher
from memstream.service.rebuild import StoreUpkeep
from memstream.service.supervision import Optimizer
from memstream.service.tombstone_tickets import ForgetTickets
from memstream.service.visibility import Visibility
from memstream.settings import Settings
from memstream.tombstone import ForgetScope

if TYPE_CHECKING:
    from memstream.service.cluster.runtime import ClusterRuntime
    from memstream.service.keys import KeyStore

log = logging.getLogger(__name__)

#: Called as (store name, memories, seconds spent) after a store made a batch visible.
WriteListener = Callable[[str, Sequence[EnrichedMemory], float], None]

#: Ingestion counts as busy this long after the flow wrote a batch.
BUSY_FOR_S = 1.0
#: At start, the recall tables of the largest banks are built in the background (see
#: `Node._warm`): at most this many banks, each of at least this many memories (a smaller
#: bank's tables cost its first recall a fraction of a second).
WARM_BANKS = 16
WARM_MIN_MEMORIES = 2_000

#: Loggers whose repeated lines are rate-limited while a node runs: librdkafka's own lines
#: (one "Connection refused" per client and reconnect during an outage), the publisher's
#: error callback, readers of the topics, and the Hebbian writer's dropped observations.
QUIET_LOGGERS = (
    "memstream.connectors.kafka.librdkafka",
    "memstream.connectors.kafka.producer",
    "memstream.connectors.kafka.offsets",
    "memstream.connectors.kafka.reader",
    "memstream.connectors.kafka.dlq",
    "memstream.query.expand",
    "memstream.service.health",
)


class Node:
    """Broker (configured, running, or embedded), stores, models, engine, flow thread.

    `start()` brings everything up in order; `stop()` stops the flow after the batch in
    flight (its sinks flush, offsets are snapshotted), then closes the rest. Both are
    idempotent. `listeners` receive every store write (metrics, progress); `service` is the
    facade every caller uses.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        enricher: Enricher | None = None,
        on_status: Callable[[str], None] | None = None,
        keys: KeyStore | None = None,
    ) -> None:
        self.settings = settings
        #: The API's keys: a cluster shares them through its keys topic.
        self.keys = keys
        self.visibility = Visibility()
        self.forgetting = ForgetTickets()
        self.listeners: list[WriteListener] = []
        self._written_at = -BUSY_FOR_S
        self._enricher = enricher
        self._status = on_status or (lambda msg: log.info("%s", msg))
        self._stop = threading.Event()
        self.broker = BrokerLink(settings, self._status)
        #: The ingestion flow's thread: its state and committed offsets.
        self.flow = FlowThread(self, self._on_write, self._on_forget)
        self._health: list[threading.Thread] = []
        self._stores: Stores | None = None
        self._engine: RecallEngine | None = None
        self._publisher: NodePublisher | None = None
        self._admin: Any = None
        self._banks: BankRegistry | None = None
        self._optimizer: Optimizer | None = None
        #: Which stores hold memories, kept for the next start's check (lost stores).
        self.upkeep = StoreUpkeep(settings)
        self.health = HealthMonitor(self)
        self.service: MemoryService = LocalMemoryService(self)
        #: The node's place in the cluster (docs/cluster.md); None: `cluster.enabled` is off.
        self.cluster: ClusterRuntime | None = None

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
    def admin(self) -> Any:
        """The node's admin client (readiness checks reuse it)."""
        if self._admin is None:
            raise MemstreamError("the node is not started")
        return self._admin

    @property
    def bootstrap(self) -> str:
        """The broker's address (empty until the node starts)."""
        return self.broker.bootstrap

    # -- lifecycle -------------------------------------------------------------------------
    def start(self) -> Node:
        from memstream.connectors.kafka.admin import admin_client, ensure_topics
        from memstream.connectors.kafka.producer import EventPublisher
        from memstream.encoders import load_enricher
        from memstream.query.factory import build_engine

        s = self.settings
        lograte.install(self.health.log_filter, QUIET_LOGGERS)
        fresh_topic = self.broker.connect()
        self.broker.ensure_topics(ensure_topics)
        self._admin = admin_client(self.bootstrap, s.kafka)  # readiness probes reuse it
        if self._enricher is None:
            self._status("loading models (MiniLM, SPLADE, spaCy, Duckling)")
            self._enricher = load_enricher(s.models)
        self._status(f"opening stores in {s.store.data_dir}")
        self._stores = open_stores(s.store)
        self._banks = BankRegistry(s.store.data_dir / "banks.json", self._stores.banks())
        lost = self.upkeep.find_lost(self._stores, self.health.rebuilding)
        self._publisher = NodePublisher(
            EventPublisher(self.bootstrap, s.kafka),
            broker_down=self.health.broker_down,
            probe_s=s.node.check_timeout_s,
        )
        # Hebbian co-recalls go to the log, for the flow to apply (memstream.corecall)
        corecalls = self._publisher.publish_corecall
        self._engine = build_engine(self._stores, self._enricher, s.recall, corecalls=corecalls)
        threading.Thread(target=self._warm, name="memstream-warm", daemon=True).start()
        if s.cluster.enabled:
            from memstream.service.cluster.runtime import ClusterRuntime

            self.cluster = ClusterRuntime(self).start()
            self.service = self.cluster.service
        self.flow.start(fresh_topic or lost)  # lost stores: re-read the log from its start
        self._optimizer = Optimizer(self._stores.vector, s.store.optimize_after)
        if self._optimizer.enabled:
            threading.Thread(
                target=self._optimizer.loop,
                args=(self._stop,),
                name="memstream-optimize",
                daemon=True,
            ).start()
        self.health.run_once()  # /ready has answers from the start
        self._health = self.health.threads(self._stop)
        for thread in self._health:
            thread.start()
        self._status(f"ingesting {s.kafka.topic} from {self.bootstrap}")
        return self

    def _warm(self) -> None:
        """Build the largest banks' recall tables (`RecallEngine.warm`), largest first, so that
        their first recalls after a start do not build them inside the arms (at 1M memories
        tens of seconds, in which the temporal arm times out). Ends early when the node stops."""
        stores, engine = self._stores, self._engine
        if stores is None or engine is None:
            return
        try:
            vector = stores.vector
            sizes = sorted(((vector.count_estimate(b), b) for b in vector.banks()), reverse=True)
            for n, bank in sizes[:WARM_BANKS]:
                if n < WARM_MIN_MEMORIES or self._stop.is_set():
                    break
                t0 = time.monotonic()
                engine.warm(bank)
                log.info(
                    "recall tables built bank=%s memories=%d s=%.1f", bank, n, time.monotonic() - t0
                )
        except MemstreamError as e:  # the node stopped meanwhile and closed its stores
            log.debug("recall tables not built: %s", e)
        except Exception:  # a failure here must not stop the node: the first recall builds them
            log.exception("building recall tables at start failed")

    def ingesting(self) -> bool:
        """Whether ingestion is busy: a retain waits for visibility, or the flow wrote a batch
        in the last second (recall admission gives it more of the CPU then)."""
        return self.visibility.tracked > 0 or time.monotonic() - self._written_at < BUSY_FOR_S

    def _on_write(self, store: str, memories: Sequence[EnrichedMemory], spent: float) -> None:
        self._written_at = time.monotonic()
        self.visibility.written(store, memories)
        self.upkeep.written(store)
        if store == "vector" and self._optimizer is not None:
            self._optimizer.written(len(memories))
        if store == "graph" and self._banks is not None:
            self._banks.seen({m.bank for m in memories})
        for listener in list(self.listeners):  # observers may detach meanwhile
            try:
                listener(store, memories, spent)
            except Exception:  # a metrics bug must never stop ingestion
                log.exception("write listener failed")

    def _on_forget(self, done: Forgotten) -> None:
        # A bank the flow has emptied with a bank tombstone leaves the registry too, so that
        # neither a replay nor a new replica lists it again.
        forget = done.forget
        if forget.scope is ForgetScope.BANK and done.left == 0 and self._banks is not None:
            self._banks.forgotten(forget.bank, forget.issued_at)
        self.forgetting.applied(forget.event_id)

    def stop(self, timeout_s: float = 30.0) -> None:
        """Stop the flow after its batch in flight, then close everything (idempotent).

        Each step is bounded and a failing step does not skip the next: with the broker down
        the publisher cannot deliver what it holds (it says so), and the stores still close.
        """
        deadline = time.monotonic() + timeout_s

        def left(most: float) -> float:
            return max(0.1, min(most, deadline - time.monotonic()))

        self._stop.set()
        self.flow.stop()
        for thread in self._health:  # their checks use the parts closed below
            thread.join(left(5.0))
        self._health = []
        if not self.flow.join(left(timeout_s)):
            log.error("the ingestion flow did not stop within %.0f s", timeout_s)
        self._admin = None
        broker = self.health.checks().get("broker")
        # What the publisher still holds belongs to requests that were cancelled (not
        # acknowledged): deliver it if the broker answers, but do not wait on a dead one.
        deliver_s = 5.0 if broker is not None and broker.ok else 0.5
        publisher, self._publisher = self._publisher, None
        engine, self._engine = self._engine, None
        stores, self._stores = self._stores, None
        cluster, self.cluster = self.cluster, None
        steps: list[tuple[str, Callable[[], object] | None]] = [
            # Leave the group now: no wait for the session timeout.
            ("cluster", None if cluster is None else cluster.close),
            ("publisher", None if publisher is None else lambda: publisher.close(left(deliver_s))),
            ("engine", None if engine is None else engine.close),
            ("manifest", None if stores is None else lambda: self.upkeep.record(stores)),
            ("stores", None if stores is None else stores.close),
            ("broker", self.broker.stop),
        ]
        for name, step in steps:
            try:
                if step is not None:
                    step()
            except Exception:
                log.exception("stopping the node: %s failed", name)
        lograte.uninstall(self.health.log_filter, QUIET_LOGGERS)

    def __enter__(self) -> Node:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- operations ------------------------------------------------------------------------
    @property
    def publisher(self) -> NodePublisher:
        """Everything the node appends to the events topic goes through this one producer."""
        if self._publisher is None:
            raise MemstreamError("the node is not started")
        return self._publisher

    def publish(self, events: Sequence[MemoryEvent]) -> None:
        """Publish events and wait for the broker's acknowledgements (DeliveryError if not)."""
        self.publisher.publish(events)

    @property
    def corecalls_lost(self) -> int:
        """Hebbian co-recalls the publisher could not queue or the broker did not take."""
        return 0 if self._publisher is None else self._publisher.corecalls_lost
