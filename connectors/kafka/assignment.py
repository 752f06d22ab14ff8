"""Partition ownership through a Kafka consumer group: the node's lease on its partitions.

`GroupAssignment` joins a consumer group on the events topic with the cooperative-sticky
assignor and reports the set of partitions the coordinator gives this member, on every change
(`on_assign` / `on_revoke` / `on_lost`). It never reads a record: each partition is paused as
soon as it is assigned, because the ingestion flow reads the partitions itself and keeps its
offsets in its own recovery store. Failure detection is Kafka's: `session.timeout.ms` after a
member dies, its partitions go to the others.

Tansu runs groups and cooperative rebalancing, but its DescribeGroups answers with no members,
so who owns what is published by each member itself (see `memstream.service.cluster`).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from confluent_kafka import Consumer, KafkaException, TopicPartition

from memstream.connectors.kafka.client import base_config
from memstream.settings import KafkaSettings

log = logging.getLogger(__name__)

#: Called with the full set of partitions this member owns after each change.
OnAssignment = Callable[[frozenset[int]], None]


def group_config(bootstrap: str, kafka: KafkaSettings, group_id: str) -> dict[str, object]:
    return {
        **base_config(bootstrap, kafka),
        "group.id": group_id,
        "partition.assignment.strategy": "cooperative-sticky",
        "session.timeout.ms": kafka.session_timeout_ms,
        "heartbeat.interval.ms": kafka.heartbeat_interval_ms,
        "enable.auto.commit": False,
        "enable.auto.offset.store": False,
        "auto.offset.reset": "latest",
    }


class GroupAssignment:
    """A member of `group_id` on `topic`; `owned` is this member's current partitions.

    `on_change` runs on the member's own thread (it must not block for long: the group's
    rebalance waits for it). `close()` leaves the group at once, so the partitions move
    without waiting for the session timeout.
    """

    def __init__(
        self,
        bootstrap: str,
        kafka: KafkaSettings,
        group_id: str,
        *,
        topic: str | None = None,
        on_change: OnAssignment | None = None,
    ) -> None:
        self.group_id = group_id
        self.topic = topic or kafka.topic
        self._on_change = on_change
        self._owned: frozenset[int] = frozenset()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.changes = 0
        self._consumer = Consumer(group_config(bootstrap, kafka, group_id))
        self._thread = threading.Thread(target=self._run, name=f"group-{group_id}", daemon=True)

    @property
    def owned(self) -> frozenset[int]:
        with self._lock:
            return self._owned

    def start(self) -> GroupAssignment:
        self._consumer.subscribe(
            [self.topic],
            on_assign=self._assigned,
            on_revoke=self._revoked,
            on_lost=self._revoked,
        )
        self._thread.start()
        return self

    def _assigned(self, consumer: Consumer, parts: list[TopicPartition]) -> None:
        consumer.incremental_assign(parts)
        if parts:
            consumer.pause(parts)  # the flow reads them; this member only holds the lease
        self._update(lambda owned: owned | {p.partition for p in parts}, "assign", parts)

    def _revoked(self, consumer: Consumer, parts: list[TopicPartition]) -> None:
        if parts:
            consumer.incremental_unassign(parts)
        self._update(lambda owned: owned - {p.partition for p in parts}, "revoke", parts)

    def _update(
        self,
        change: Callable[[frozenset[int]], frozenset[int]],
        what: str,
        parts: list[TopicPartition],
    ) -> None:
        with self._lock:
            before = self._owned
            self._owned = after = change(before)
        log.info(
            "group %s group=%s partitions=%s owned=%s",
            what,
            self.group_id,
            sorted(p.partition for p in parts),
            sorted(after),
        )
        if after != before:
            self.changes += 1
            if self._on_change is not None:
                try:
                    self._on_change(after)
                except Exception:  # a listener bug must not break the group protocol
                    log.exception("assignment listener failed group=%s", self.group_id)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                # Drives the rebalance callbacks; paused partitions deliver no records.
                msg = self._consumer.poll(0.2)
            except (KafkaException, RuntimeError) as e:  # closed under us
                log.warning("group member stopped group=%s error=%s", self.group_id, e)
                return
            if msg is not None and msg.error() is not None:
                log.warning("group member error group=%s error=%s", self.group_id, msg.error())

    def close(self, timeout_s: float = 10.0) -> None:
        """Leave the group (the coordinator reassigns at once) and stop the thread."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout_s)
        try:
            self._consumer.close()
        except (KafkaException, RuntimeError) as e:
            log.warning("group member close failed group=%s error=%s", self.group_id, e)
        with self._lock:
            self._owned = frozenset()
