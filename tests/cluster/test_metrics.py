"""Per-partition metrics of a cluster node: owned, ready, lag of its own partitions only."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from memstream.contract.cluster import PartitionState, PartitionStatus
from memstream.service.api.metrics import ClusterCollector, KafkaCollector
from memstream.service.facade import LogEnds


def _samples(registry: CollectorRegistry) -> dict[tuple[str, str], float]:
    out = {}
    for family in text_string_to_metric_families(generate_latest(registry).decode()):
        for sample in family.samples:
            out[(sample.name, sample.labels.get("partition", sample.labels.get("outcome", "")))] = (
                sample.value
            )
    return out


def test_a_node_reports_its_partitions_and_the_lag_of_those_it_reads() -> None:
    statuses = {
        0: PartitionStatus(state=PartitionState.READY, lag=0),
        1: PartitionStatus(state=PartitionState.REPLAYING, lag=40),
        3: PartitionStatus(state=PartitionState.REVOKED),  # lost, in its grace period
    }
    registry = CollectorRegistry()
    registry.register(ClusterCollector(lambda: statuses, 4, lambda: (7, 2)))
    ends = LogEnds("events", {0: 10, 1: 50, 2: 99, 3: 30}, "dlq", {0: 0})
    mine = frozenset({0, 1})
    registry.register(KafkaCollector(lambda: ends, lambda: {0: 10, 1: 10}, lambda: mine))
    m = _samples(registry)
    owned = [m[("memstream_partition_owned", str(p))] for p in range(4)]
    ready = [m[("memstream_partition_ready", str(p))] for p in range(4)]
    assert owned == [1, 1, 0, 0] and ready == [1, 0, 0, 0]
    assert m[("memstream_partition_lag", "1")] == 40
    assert ("memstream_partition_lag", "2") not in m and ("memstream_partition_lag", "3") not in m
    # The flow's consumer lag is of its own partitions: 2 and 3 are another node's business.
    assert m[("memstream_consumer_lag", "1")] == 40
    assert ("memstream_consumer_lag", "2") not in m
    assert m[("memstream_forwarded_total", "ok")] == 7
    assert m[("memstream_forwarded_total", "failed")] == 2
