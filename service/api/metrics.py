"""Prometheus metrics of a node: one registry per app, so tests and nodes never share counters.

Request counts and latencies come from a middleware; everything else from the service facade:
`Metrics` is an `Observer` of it (recall stage and arm timings, published events, retains
waiting, memories each store made visible), and `instrument` reads, at scrape time, the flow's
state, the node's vitals (checks and their age, lost logs, partitions, recall admission,
rate-limited log lines) and the topics' log ends (via Fetch/EOF, never ListOffsets) against the
offsets the flow has committed, for dead letters and consumer lag. Everything read from Kafka
comes from the node's health monitor, so a scrape never waits on the broker.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping, Sequence

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.registry import Collector

from memstream.contract.cluster import PartitionState, PartitionStatus
from memstream.records import EnrichedMemory
from memstream.service.facade import LogEnds, MemoryService, Vitals

log = logging.getLogger(__name__)

_LATENCY_BUCKETS = (0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30)


class KafkaCollector(Collector):
    """Dead letters and consumer lag, from the log ends the node last read."""

    def __init__(
        self,
        log_ends: Callable[[], LogEnds],
        committed: Callable[[], Mapping[int, int]],
        owned: Callable[[], frozenset[int]] | None = None,
    ) -> None:
        self._ends = log_ends
        self._committed = committed
        #: In a cluster the flow reads only these: another node's partitions have no lag here.
        self._owned = owned

    def _read(self) -> LogEnds:
        return self._ends()

    def collect(self) -> Iterator[GaugeMetricFamily]:
        try:
            read = self._read()
            committed = self._committed()
        except Exception as e:  # a scrape must answer even when nothing was read yet
            log.debug("metrics: no topic ends: %s", e)
            return
        lag = GaugeMetricFamily(
            "memstream_consumer_lag",
            "Events on the topic not yet committed by the ingestion flow (log end - committed).",
            labels=["topic", "partition"],
        )
        end = GaugeMetricFamily(
            "memstream_topic_end_offset",
            "Log end offset (via Fetch EOF).",
            labels=["topic", "partition"],
        )
        owned = None if self._owned is None else self._owned()
        for p, last in sorted(read.ends.items()):
            if owned is not None and p not in owned:
                continue
            lag.add_metric([read.topic, str(p)], max(0, last - committed.get(p, 0)))
            end.add_metric([read.topic, str(p)], last)
        dead = GaugeMetricFamily(
            "memstream_dead_letters", "Records on the dead-letter topic.", labels=["topic"]
        )
        dead.add_metric([read.dlq_topic], sum(read.dlq_ends.values()))
        yield lag
        yield end
        yield dead


class VitalsCollector(Collector):
    """The node's checks, lost logs, partitions, recall admission and held-back log lines."""

    def __init__(self, vitals: Callable[[], Vitals]) -> None:
        self._vitals = vitals

    def collect(self) -> Iterator[GaugeMetricFamily | CounterMetricFamily]:
        v = self._vitals()
        ok = GaugeMetricFamily(
            "memstream_check_ok", "1 when the check passed (checks run in the background).",
            labels=["check"],
        )  # fmt: skip
        age = GaugeMetricFamily(
            "memstream_check_age_seconds", "Seconds since the check last ran.", labels=["check"]
        )
        for name in sorted(v.checks):
            ok.add_metric([name], float(v.checks[name]))
            age.add_metric([name], v.check_age_s.get(name, 0.0))
        parts = GaugeMetricFamily(
            "memstream_topic_partitions", "Partitions of memstream's topics.", labels=["topic"]
        )
        for topic, n in sorted(v.partitions.items()):
            parts.add_metric([topic], n)
        yield ok
        yield age
        yield parts
        if v.log_ends_age_s is not None:
            yield GaugeMetricFamily(
                "memstream_topic_ends_age_seconds",
                "Seconds since the log ends behind consumer lag and dead letters were read.",
                value=v.log_ends_age_s,
            )
        yield CounterMetricFamily(
            "memstream_store_rebuilds",
            "Rebuilds of lost stores from the log begun since the node started.",
            value=v.store_rebuilds,
        )
        yield GaugeMetricFamily(
            "memstream_store_rebuilding",
            "1 while lost stores are rebuilt from the log (/ready answers 503 until then).",
            value=float(v.rebuilding),
        )
        yield CounterMetricFamily(
            "memstream_corecalls_lost",
            "Hebbian co-recalls that did not reach the log (each costs a little learning).",
            value=v.corecalls_lost,
        )
        if v.dead_letters_without_bank is not None:
            yield GaugeMetricFamily(
                "memstream_dead_letters_without_bank",
                "Dead letters whose record named no bank (its value did not parse): in no "
                "bank's dead_letters (GET /v1/banks/<bank>); `memstream stats` lists them as "
                "(unknown).",
                value=v.dead_letters_without_bank,
            )
        yield CounterMetricFamily(
            "memstream_log_resets",
            "Times the node found that the broker lost its log and re-read the topic.",
            value=v.log_resets,
        )
        yield GaugeMetricFamily(
            "memstream_recall_active", "Recalls being computed.", value=v.recall_active
        )
        yield GaugeMetricFamily(
            "memstream_recall_waiting", "Recalls waiting for a slot.", value=v.recall_waiting
        )
        yield CounterMetricFamily(
            "memstream_recall_rejected",
            "Recalls refused with 429 (queue full or waited too long).",
            value=v.recall_rejected,
        )
        yield CounterMetricFamily(
            "memstream_log_lines_suppressed",
            "Repeated log lines held back by rate limiting (summarised once per interval).",
            value=v.log_lines_suppressed,
        )


class ClusterCollector(Collector):
    """This node's partitions in the cluster: owned, ready, lag; forwarded requests."""

    def __init__(
        self,
        statuses: Callable[[], Mapping[int, PartitionStatus]],
        partitions: int,
        forwarded: Callable[[], tuple[int, int]],
    ) -> None:
        self._statuses = statuses
        self._partitions = partitions
        self._forwarded = forwarded

    def collect(self) -> Iterator[GaugeMetricFamily | CounterMetricFamily]:
        statuses = self._statuses()
        owned = GaugeMetricFamily(
            "memstream_partition_owned",
            "1 when the consumer group assigned this partition to this node.",
            labels=["partition"],
        )
        ready = GaugeMetricFamily(
            "memstream_partition_ready",
            "1 when this node owns the partition and its lag is under cluster.ready_lag.",
            labels=["partition"],
        )
        lag = GaugeMetricFamily(
            "memstream_partition_lag",
            "Records of an owned partition the flow has not committed (last measured).",
            labels=["partition"],
        )
        for p in range(self._partitions):
            status = statuses.get(p)
            state = status.state if status is not None else None
            mine = state is not None and state is not PartitionState.REVOKED
            owned.add_metric([str(p)], float(mine))
            ready.add_metric([str(p)], float(state is PartitionState.READY))
            if mine and status is not None and status.lag is not None:
                lag.add_metric([str(p)], status.lag)
        yield owned
        yield ready
        yield lag
        ok, failed = self._forwarded()
        forwarded = CounterMetricFamily(
            "memstream_forwarded",
            "Requests this node forwarded to a bank's owner, by outcome (failed: one owner "
            "did not answer; the next was tried).",
            labels=["outcome"],
        )
        forwarded.add_metric(["ok"], ok)
        forwarded.add_metric(["failed"], failed)
        yield forwarded


class Metrics:
    """The node's metrics registry; an `Observer` of the service facade."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.requests = Counter(
            "memstream_http_requests", "HTTP requests.", ["method", "route", "status"], registry=r
        )
        self.latency = Histogram(
            "memstream_http_request_seconds",
            "HTTP request latency.",
            ["method", "route"],
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.stage = Histogram(
            "memstream_recall_stage_seconds",
            "Recall time per stage (encode, fusion, rerank, expansion, budget, total).",
            ["mode", "stage"],
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.arm = Histogram(
            "memstream_recall_arm_seconds",
            "Recall time per arm.",
            ["arm"],
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.degraded = Counter(
            "memstream_recall_degraded_arms",
            "Arms dropped (timeout or failure).",
            ["arm"],
            registry=r,
        )
        self.ingested = Counter(
            "memstream_ingested_memories",
            "Memories made visible, per store.",
            ["store"],
            registry=r,
        )
        self.published = Counter(
            "memstream_published_events", "Events published by retain.", registry=r
        )
        self.waiting = Gauge(
            "memstream_retain_waiting", "Retain calls waiting for visibility.", registry=r
        )

    def on_recall(
        self, mode: str, timings_ms: Mapping[str, float], degraded: Sequence[str]
    ) -> None:
        for stage, ms in timings_ms.items():
            if stage.startswith("arm:"):
                self.arm.labels(stage[4:]).observe(ms / 1000)
            else:
                self.stage.labels(mode, stage).observe(ms / 1000)
        for arm in degraded:
            self.degraded.labels(arm).inc()

    def on_write(self, store: str, memories: Sequence[EnrichedMemory], spent: float) -> None:
        self.ingested.labels(store).inc(len(memories))

    def on_published(self, events: int) -> None:
        self.published.inc(events)

    def on_waiting(self, delta: int) -> None:
        self.waiting.inc(delta)


def instrument(
    metrics: Metrics,
    service: MemoryService,
    cluster: ClusterCollector | None = None,
    owned: Callable[[], frozenset[int]] | None = None,
) -> None:
    """Register what is read from the service when Prometheus scrapes: the flow's state,
    consumer lag and dead letters, and in a cluster this node's partitions (`cluster`; lag
    only of the partitions it `owned`). (Observing it is the app's lifespan's business.)"""
    metrics.registry.register(
        KafkaCollector(service.log_ends, lambda: service.flow().committed, owned)
    )
    if cluster is not None:
        metrics.registry.register(cluster)
    metrics.registry.register(VitalsCollector(service.vitals))
    Gauge(
        "memstream_flow_running",
        "1 while the ingestion flow consumes (0: restarting after a failure, the broker does "
        "not answer, or events wait and its offsets do not move).",
        registry=metrics.registry,
    ).set_function(lambda: float(service.flow().running))
    Gauge(
        "memstream_flow_failures",
        "Times the ingestion flow failed and was restarted.",
        registry=metrics.registry,
    ).set_function(lambda: float(service.flow().failures))
