"""Prometheus metrics of a node: one registry per app, so tests and nodes never share counters.

Request counts and latencies come from a middleware; everything else from the service facade:
`Metrics` is an `Observer` of it (recall stage and arm timings, published events, retains
waiting, memories each store made visible), and `instrument` reads the flow's state and, at
scrape time, the topics' log ends (via Fetch/EOF, never ListOffsets) against the offsets the
flow has committed, for dead letters and consumer lag.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator, Mapping, Sequence

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from memstream.records import EnrichedMemory
from memstream.service.facade import LogEnds, MemoryService

log = logging.getLogger(__name__)

_LATENCY_BUCKETS = (0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30)


class KafkaCollector(Collector):
    """Dead letters and consumer lag, computed when Prometheus scrapes (cached briefly)."""

    def __init__(
        self,
        log_ends: Callable[[], LogEnds],
        committed: Callable[[], Mapping[int, int]],
        cache_s: float = 2.0,
    ) -> None:
        self._ends = log_ends
        self._committed = committed
        self._cache_s = cache_s
        self._cached: tuple[float, LogEnds] | None = None

    def _read(self) -> LogEnds:
        now = time.monotonic()
        if self._cached is not None and now - self._cached[0] < self._cache_s:
            return self._cached[1]
        ends = self._ends()
        self._cached = (now, ends)
        return ends

    def collect(self) -> Iterator[GaugeMetricFamily]:
        try:
            read = self._read()
            committed = self._committed()
        except Exception as e:  # a scrape must answer even when the broker does not
            log.warning("metrics: cannot read topic ends: %s", e)
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
        for p, last in sorted(read.ends.items()):
            lag.add_metric([read.topic, str(p)], max(0, last - committed.get(p, 0)))
            end.add_metric([read.topic, str(p)], last)
        dead = GaugeMetricFamily(
            "memstream_dead_letters", "Records on the dead-letter topic.", labels=["topic"]
        )
        dead.add_metric([read.dlq_topic], sum(read.dlq_ends.values()))
        yield lag
        yield end
        yield dead


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


def instrument(metrics: Metrics, service: MemoryService) -> None:
    """Register what is read from the service when Prometheus scrapes: the flow's state,
    consumer lag and dead letters. (Observing it is the app's lifespan's business.)"""
    metrics.registry.register(KafkaCollector(service.log_ends, lambda: service.flow().committed))
    Gauge(
        "memstream_flow_running",
        "1 while the ingestion flow runs (0: restarting after a failure).",
        registry=metrics.registry,
    ).set_function(lambda: float(service.flow().running))
    Gauge(
        "memstream_flow_failures",
        "Times the ingestion flow failed and was restarted.",
        registry=metrics.registry,
    ).set_function(lambda: float(service.flow().failures))
