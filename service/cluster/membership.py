"""This node's membership: its partitions (from the consumer group), their states, and the
record it publishes on the members topic, plus the reader that keeps the routing table.

```
 GroupAssignment (cooperative-sticky, group <cluster>-r<k>) ──owned──► LocalPartitions
 flow progress (finished offsets) ───┐                                    │ states, lags
 log ends (Fetch EOF, every beat) ───┴──────────────────────────────────► Member record
                                                  members topic ◄── CompactedWriter (beat)
                                                  members topic ──► CompactedReader ─► RoutingTable
```
A partition is `ready` when the offset the flow has *finished* (in the stores or
dead-lettered: `memstream.flows.progress`, not only read) is within `ready_lag` of the log
end; `revoked` partitions are remembered with the time they were lost, so their data can be
dropped after the grace period (`expired`) unless they come back first.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Mapping
from datetime import UTC, datetime

from memstream.connectors.kafka.assignment import GroupAssignment
from memstream.connectors.kafka.compacted import (
    CompactedReader,
    CompactedWriter,
    ensure_compacted_topic,
)
from memstream.connectors.kafka.offsets import log_end_offsets
from memstream.contract.cluster import Member, PartitionState, PartitionStatus
from memstream.errors import MemstreamError
from memstream.service.cluster.table import RoutingTable
from memstream.settings import ClusterSettings, KafkaSettings

log = logging.getLogger(__name__)

#: Once every owned partition is ready, lags are measured every this many heartbeats.
MEASURE_EVERY = 5


class LocalPartitions:
    """States of the partitions this node owns or recently lost (thread-safe)."""

    def __init__(self, ready_lag: int, grace_s: float) -> None:
        self._ready_lag = ready_lag
        self._grace_s = grace_s
        self._lock = threading.Lock()
        self._owned: frozenset[int] = frozenset()
        self._revoked_at: dict[int, float] = {}
        self._lags: dict[int, int] = {}
        self._ready: set[int] = set()

    def assign(self, owned: frozenset[int]) -> None:
        now = time.monotonic()
        with self._lock:
            for p in self._owned - owned:
                self._revoked_at[p] = now
                self._ready.discard(p)
                self._lags.pop(p, None)
            for p in owned:
                self._revoked_at.pop(p, None)
            self._owned = owned

    @property
    def owned(self) -> frozenset[int]:
        with self._lock:
            return self._owned

    def measure(self, ends: Mapping[int, int], committed: Mapping[int, int]) -> None:
        """New lags from the log ends and the flow's committed offsets."""
        with self._lock:
            for p in self._owned:
                if p in ends:
                    self._lags[p] = max(0, ends[p] - committed.get(p, 0))
                    if self._lags[p] <= self._ready_lag:
                        self._ready.add(p)  # stays ready through short bursts of traffic
                    elif self._lags[p] > 10 * max(self._ready_lag, 1):
                        self._ready.discard(p)

    def is_ready(self, partition: int) -> bool:
        with self._lock:
            return partition in self._ready and partition in self._owned

    def lags(self) -> dict[int, int]:
        with self._lock:
            return dict(self._lags)

    def statuses(self) -> dict[int, PartitionStatus]:
        with self._lock:
            out = {}
            for p in self._owned:
                if p in self._ready:
                    state = PartitionState.READY
                elif p in self._lags:
                    state = PartitionState.REPLAYING
                else:
                    state = PartitionState.ASSIGNED
                out[p] = PartitionStatus(state=state, lag=self._lags.get(p))
            for p in self._revoked_at:
                out[p] = PartitionStatus(state=PartitionState.REVOKED)
            return out

    def expired(self) -> list[int]:
        """Lost partitions past the grace period, forgotten as they are returned."""
        now = time.monotonic()
        with self._lock:
            gone = [p for p, at in self._revoked_at.items() if now - at >= self._grace_s]
            for p in gone:
                del self._revoked_at[p]
            return gone


class Membership:
    """Joins the replica set's group, publishes this member, keeps the routing table.

    `committed` is the flow's live map partition -> next offset not finished; `on_assignment` is
    called (on the group's thread) with the new set each time it changes; `on_expired` with
    partitions whose grace period ended (drop their banks).
    """

    def __init__(
        self,
        cluster: ClusterSettings,
        kafka: KafkaSettings,
        bootstrap: str,
        url: str,
        committed: Mapping[int, int],
        *,
        on_assignment: Callable[[frozenset[int]], None] | None = None,
        on_expired: Callable[[list[int]], None] | None = None,
    ) -> None:
        self.cluster = cluster
        self.kafka = kafka
        self.node_id = cluster.member_id
        self.url = url
        self.table = RoutingTable(cluster.member_ttl_s)
        self.partitions = LocalPartitions(cluster.ready_lag, cluster.grace_s)
        self._bootstrap = bootstrap
        self._committed = committed
        self._on_assignment = on_assignment
        self._on_expired = on_expired
        self._started_at = datetime.now(UTC)
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._writer: CompactedWriter | None = None
        self._reader: CompactedReader | None = None
        self._group: GroupAssignment | None = None
        self._beat: threading.Thread | None = None
        self._beats = 0

    def start(self, timeout_s: float = 30.0) -> Membership:
        topic = self.cluster.members_topic
        ensure_compacted_topic(self._bootstrap, self.kafka, topic)
        self._writer = CompactedWriter(self._bootstrap, self.kafka, topic)
        self._reader = CompactedReader(
            self._bootstrap, self.kafka, topic, self.table.apply, group_id=f"{self.node_id}-m"
        ).start()
        if not self._reader.wait_caught_up(timeout_s):
            log.warning("members topic not read to its end within %.0f s", timeout_s)
        self.publish()
        self._group = GroupAssignment(
            self._bootstrap, self.kafka, self.cluster.group(), on_change=self._assigned
        ).start()
        self._beat = threading.Thread(target=self._loop, name="cluster-beat", daemon=True)
        self._beat.start()
        return self

    def _assigned(self, owned: frozenset[int]) -> None:
        self.partitions.assign(owned)
        if self._on_assignment is not None:
            self._on_assignment(owned)
        self._wake.set()  # publish the change now, not at the next beat

    def record(self) -> Member:
        return Member(
            node_id=self.node_id,
            url=self.url,
            replica_set=self.cluster.replica_set,
            started_at=self._started_at,
            partitions=self.partitions.statuses(),
        )

    def publish(self) -> None:
        if self._writer is not None:
            self._writer.put(self.node_id, self.record().model_dump_json().encode())

    def beat(self) -> None:
        """Measure lags, drop expired partitions, publish (one heartbeat)."""
        owned = self.partitions.owned
        catching_up = any(not self.partitions.is_ready(p) for p in owned)
        # Reading the log ends costs a client and a fetch per partition: every beat while a
        # partition catches up, every MEASURE_EVERY beats once all are ready (lag for display).
        if owned and (catching_up or self._beats % MEASURE_EVERY == 0):
            ends = log_end_offsets(
                self._bootstrap, self.kafka.topic, self.kafka, group_id=f"{self.node_id}-lag"
            )
            self.partitions.measure(ends, dict(self._committed))
        self._beats += 1
        gone = self.partitions.expired()
        if gone and self._on_expired is not None:
            self._on_expired(gone)
        self.publish()

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                self.beat()
            except MemstreamError as e:  # broker down: keep the last state, try again
                log.warning("cluster heartbeat failed node=%s error=%s", self.node_id, e)
            self._wake.wait(self.cluster.heartbeat_s)
            self._wake.clear()

    def is_ready(self, partition: int) -> bool:
        return self.partitions.is_ready(partition)

    def owns(self, partition: int) -> bool:
        return partition in self.partitions.owned

    def alone(self) -> bool:
        """No other live member in the table (a cluster of one, or one still starting)."""
        return all(m.node_id == self.node_id for m in self.table.members())

    def ready_owners(self, partition: int) -> list[Member]:
        """Ready owners of `partition` from the table, this replica set first."""
        return self.table.ready_owners(partition, prefer_replica_set=self.cluster.replica_set)

    def close(self) -> None:
        """Leave the group and the table (a tombstone), stop the threads."""
        self._stop.set()
        self._wake.set()
        if self._beat is not None:
            self._beat.join(10)
        if self._group is not None:
            self._group.close()
        if self._writer is not None:
            try:
                self._writer.put(self.node_id, None)
            except MemstreamError as e:
                log.warning("member tombstone not written node=%s error=%s", self.node_id, e)
            self._writer.close()
        if self._reader is not None:
            self._reader.close()
