"""Prometheus metrics of a node: one registry per app, so tests and nodes never share counters.

Request counts and latencies come from a middleware; recall stage and arm timings from the
response's own timings; ingested memories from the flow's write hook; dead letters and
consumer lag are read at scrape time from Kafka (log end via Fetch/EOF, never ListOffsets,
against the offsets the flow has committed).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator, Mapping, Sequence

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from memstream.records import EnrichedMemory

log = logging.getLogger(__name__)

_LATENCY_BUCKETS = (0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30)


class KafkaCollector(Collector):
    """Dead letters and consumer lag, computed when Prometheus scrapes (cached briefly)."""

    def __init__(
        self,
        log_ends: Callable[[str], Mapping[int, int]],
        committed: Mapping[int, int],
        topic: str,
        dlq_topic: str,
        cache_s: float = 2.0,
    ) -> None:
        self._ends = log_ends
        self._committed = committed
        self._topic = topic
        self._dlq = dlq_topic
        self._cache_s = cache_s
        self._cached: tuple[float, dict[int, int], dict[int, int]] | None = None

    def _read(self) -> tuple[dict[int, int], dict[int, int]]:
        now = time.monotonic()
        if self._cached is not None and now - self._cached[0] < self._cache_s:
            return self._cached[1], self._cached[2]
        events, dlq = dict(self._ends(self._topic)), dict(self._ends(self._dlq))
        self._cached = (now, events, dlq)
        return events, dlq

    def collect(self) -> Iterator[GaugeMetricFamily]:
        try:
            ends, dlq = self._read()
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
        for p, last in sorted(ends.items()):
            lag.add_metric([self._topic, str(p)], max(0, last - self._committed.get(p, 0)))
            end.add_metric([self._topic, str(p)], last)
        dead = GaugeMetricFamily(
            "memstream_dead_letters", "Records on the dead-letter topic.", labels=["topic"]
        )
        dead.add_metric([self._dlq], sum(dlq.values()))
        yield lag
        yield end
        yield dead


class Metrics:
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

    def observe_recall(self, mode: str, timings_ms: Mapping[str, float], degraded: Sequence[str]):
        for stage, ms in timings_ms.items():
            if stage.startswith("arm:"):
                self.arm.labels(stage[4:]).observe(ms / 1000)
            else:
                self.stage.labels(mode, stage).observe(ms / 1000)
        for arm in degraded:
            self.degraded.labels(arm).inc()

    def on_write(self, store: str, memories: Sequence[EnrichedMemory], spent: float) -> None:
        self.ingested.labels(store).inc(len(memories))
