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
share this process's handles. The node is the process: it starts and stops the parts; what
callers do with them goes through `node.service`. Settings come from `memstream.service.cli`;
visibility tickets, supervision and readiness live in `.visibility`, `.supervision`, `.health`.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from memstream.connectors.forget import Forgotten
from memstream.connectors.kafka.broker import EmbeddedBroker, tansu_env
from memstream.connectors.kafka.state import await_orphan, resolve_bootstrap
from memstream.connectors.stores import Stores, open_stores
from memstream.encoders import Enricher
from memstream.errors import BrokerError, MemstreamError
from memstream.events import MemoryEvent
from memstream.forget import ForgetScope
from memstream.query.engine import RecallEngine
from memstream.records import EnrichedMemory
from memstream.service import lograte
from memstream.service.banks import BankRegistry
from memstream.service.facade import MemoryService
from memstream.service.forgetting import ForgetTickets
from memstream.service.health import HealthMonitor
from memstream.service.local import LocalMemoryService
from memstream.service.publishing import NodePublisher
from memstream.service.rebuild import StoreUpkeep
from memstream.service.supervision import Optimizer, supervise
from memstream.service.visibility import Visibility
from memstream.settings import Settings

if TYPE_CHECKING:
    from memstream.service.cluster.runtime import ClusterRuntime
    from memstream.service.keys import KeyStore

log = logging.getLogger(__name__)

#: Called as (store name, memories, seconds spent) after a store made a batch visible.
WriteListener = Callable[[str, Sequence[EnrichedMemory], float], None]

#: How long the node retries creating its topics at start.
STARTUP_RETRY_S = 30.0
#: Ingestion counts as busy this long after the flow wrote a batch.
BUSY_FOR_S = 1.0

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
        self.started_at = time.time()
        self.flow_error: BaseException | None = None
        self.flow_running = False
        self.flow_failures = 0
        #: Flow runs started (a run after a crash or a restart counts again).
        self.flow_runs = 0
        self._written_at = -BUSY_FOR_S
        self.bootstrap = ""
        self._enricher = enricher
        self._status = on_status or (lambda msg: log.info("%s", msg))
        self._stop = threading.Event()
        #: Stops the current flow run only (the node asks for a new run: the log changed).
        self._run_stop = threading.Event()
        self._restart = threading.Event()
        self._reset_next = False
        self._broker: EmbeddedBroker | None = None
        self._flow: threading.Thread | None = None
        self._health: list[threading.Thread] = []
        self._stores: Stores | None = None
        self._engine: RecallEngine | None = None
        self._publisher: NodePublisher | None = None
        self._admin: Any = None
        self._banks: BankRegistry | None = None
        self._optimizer: Optimizer | None = None
        #: Which stores hold memories, kept for the next start's check (lost stores).
        self.upkeep = StoreUpkeep(settings)
        self.offsets: dict[int, int] = {}
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
        lograte.install(self.health.log_filter, QUIET_LOGGERS)
        fresh_topic = self._connect_broker()
        self._ensure_topics(ensure_topics)
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
        if s.cluster.enabled:
            from memstream.service.cluster.runtime import ClusterRuntime

            self.cluster = ClusterRuntime(self).start()
            self.service = self.cluster.service
        self._flow = threading.Thread(
            target=self._run_flow,
            args=(fresh_topic or lost,),  # lost stores: re-read the log from its start
            name="memstream-flow",
            daemon=True,
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
        self.health.run_once()  # /ready has answers from the start
        self._health = self.health.threads(self._stop)
        for thread in self._health:
            thread.start()
        self._status(f"ingesting {s.kafka.topic} from {self.bootstrap}")
        return self

    def _ensure_topics(self, ensure: Callable[[str, Any], object]) -> None:
        """Create the topics, retrying for a while: a broker that just started (or a busy
        one) may drop the first metadata requests ("Broker transport failure")."""
        deadline = time.monotonic() + STARTUP_RETRY_S
        while True:
            try:
                ensure(self.bootstrap, self.settings.kafka)
                return
            except BrokerError as e:
                if time.monotonic() > deadline:
                    raise
                log.warning("topics not ready yet, retrying: %s", e)
                time.sleep(1.0)

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
            await_orphan(state)  # the broker of a node killed with -9 is still going
        self._status("starting the embedded Kafka broker (Tansu)")
        self._broker = EmbeddedBroker(
            self.settings.broker,
            env=tansu_env(os.environ),
            log_dir=self.settings.store.data_dir / "log",
        ).start()
        self.bootstrap = self._broker.bootstrap
        self.settings.store.data_dir.mkdir(parents=True, exist_ok=True)
        self._broker.write_state(state)
        return self.settings.broker.storage_engine.startswith("memory:")

    def _run_flow(self, fresh_topic: bool) -> None:
        from memstream.flows.runner import run_ingest

        first = [fresh_topic]

        def run() -> None:
            # Only the first run, or one asked to re-read a lost log, starts over; a restart
            # after a crash resumes from the snapshots.
            from_beginning, first[0] = first[0] or self._reset_next, False
            self._reset_next = False
            self._run_stop.clear()
            if self._stop.is_set():
                return
            if from_beginning:
                self.offsets.clear()
            else:
                self.check_new_log()
            self.flow_runs += 1
            if self.cluster is not None:  # over this node's partitions, following them
                self.cluster.ingest(from_beginning, self._on_write, self._on_forget, self._run_stop)
                return
            run_ingest(
                self.settings,
                self.bootstrap,
                self.stores,
                self.enricher,
                until_eof=False,
                from_beginning=from_beginning,
                hook=self._on_write,
                stop=self._run_stop,
                offsets=self.offsets,
                on_forget=self._on_forget,
            )

        supervise(run, self._stop, self._flow_started, self._flow_failed, restart=self._restart)

    def check_new_log(self) -> None:
        """Before a flow run: a topic that is a new log (the broker lost its log) is re-read
        from its start (`check_log_identity` forgets the saved offsets) and reported like the
        health monitor's finding, even when a run finds it first (a cluster's flow restarts on
        every assignment change, as after a broker restart)."""
        from memstream.flows.runner import check_log_identity

        if check_log_identity(self.settings, self.bootstrap):
            self.offsets.clear()
            self.health.lost("the events topic is a new log, found as the flow started")

    def restart_flow(self, *, reset: bool = False) -> None:
        """Stop the flow after its batch in flight and run it again; `reset`: from the start
        of the topic (its saved offsets belong to a log the broker lost)."""
        if reset:
            self._reset_next = True
        self._restart.set()
        self._run_stop.set()

    def _flow_started(self) -> None:
        self.flow_running = True

    def _flow_failed(self, error: BaseException) -> None:
        # Not ready until it runs again; reads keep working. The error stays for /ready.
        self.flow_running = False
        self.flow_error = error
        self.flow_failures += 1

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
        self._run_stop.set()
        for thread in self._health:  # their checks use the parts closed below
            thread.join(left(5.0))
        self._health = []
        if self._flow is not None:
            self._flow.join(left(timeout_s))
            if self._flow.is_alive():
                log.error("the ingestion flow did not stop within %.0f s", timeout_s)
            self._flow = None
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
            ("broker", self._stop_broker),
        ]
        for name, step in steps:
            try:
                if step is not None:
                    step()
            except Exception:
                log.exception("stopping the node: %s failed", name)
        lograte.uninstall(self.health.log_filter, QUIET_LOGGERS)

    def _stop_broker(self) -> None:
        if self._broker is not None:
            self._broker.stop()
            (self.settings.store.data_dir / "broker.json").unlink(missing_ok=True)
            self._broker = None

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
