"""The routing table: who owns each partition, read from the members topic.

Every node tails the compacted members topic into a `RoutingTable`. A member whose last
heartbeat is older than the ttl is gone (a node killed with -9 leaves no tombstone); its
partitions have no owner until the group gives them to another member and that member says
so. Routing only ever picks **ready** owners of a partition.
"""

from __future__ import annotations

import json
import logging
import random
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime

from pydantic import ValidationError

from memstream.contract.cluster import (
    ClusterView,
    Member,
    MemberView,
    PartitionOwner,
    PartitionView,
)

log = logging.getLogger(__name__)


class RoutingTable:
    """Thread-safe map node id -> `Member`, fed by `apply(key, value)` from the reader."""

    def __init__(self, ttl_s: float, *, clock: Callable[[], datetime] | None = None) -> None:
        self._ttl_s = ttl_s
        self._clock = clock or (lambda: datetime.now(UTC))
        self._lock = threading.Lock()
        self._members: dict[str, Member] = {}
        self._changed = threading.Condition(self._lock)
        self.updates = 0

    # -- feeding -------------------------------------------------------------------------
    def apply(self, key: str, value: bytes | None) -> None:
        """One row of the members topic (None: the member left cleanly)."""
        member: Member | None = None
        if value is not None:
            try:
                member = Member.model_validate(json.loads(value))
            except (ValidationError, ValueError) as e:
                log.warning("unreadable member row key=%s error=%s", key, e)
                return
        with self._changed:
            if member is None:
                self._members.pop(key, None)
            else:
                old = self._members.get(key)
                # Rows of one key arrive in order; keep the newest anyway (a restarted node
                # republishes with a later heartbeat than anything it wrote before).
                if old is None or member.heartbeat_at >= old.heartbeat_at:
                    self._members[key] = member
            self.updates += 1
            self._changed.notify_all()

    def wait_for(self, check: Callable[[RoutingTable], bool], timeout_s: float) -> bool:
        """Block until `check(self)` holds (re-checked after each update), or the timeout."""
        deadline = time.monotonic() + timeout_s
        while not check(self):
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            with self._changed:
                self._changed.wait(min(left, 0.5))
        return True

    # -- reading -------------------------------------------------------------------------
    def _alive(self, m: Member, now: datetime) -> bool:
        return (now - m.heartbeat_at).total_seconds() <= self._ttl_s

    def members(self, *, alive_only: bool = True) -> list[Member]:
        now = self._clock()
        with self._lock:
            found = list(self._members.values())
        return sorted(
            (m for m in found if not alive_only or self._alive(m, now)), key=lambda m: m.node_id
        )

    def member(self, node_id: str) -> Member | None:
        with self._lock:
            return self._members.get(node_id)

    def ready_owners(
        self, partition: int, *, prefer_replica_set: int | None = None, exclude: str = ""
    ) -> list[Member]:
        """Live members ready for `partition`: `prefer_replica_set` first, each set in random
        order (to spread load over equal copies)."""
        owners = [m for m in self.members() if m.node_id != exclude and m.ready(partition)]
        random.shuffle(owners)
        owners.sort(key=lambda m: (m.replica_set != prefer_replica_set, m.replica_set))
        return owners

    def view(self, name: str, node_id: str, topic: str, partitions: int) -> ClusterView:
        """The table as `GET /v1/cluster` shows it."""
        now = self._clock()
        everyone = self.members(alive_only=False)
        table = []
        for p in range(partitions):
            owners = [
                PartitionOwner(
                    node_id=m.node_id,
                    url=m.url,
                    replica_set=m.replica_set,
                    state=m.partitions[p].state,
                    lag=m.partitions[p].lag,
                )
                for m in everyone
                if p in m.partitions and self._alive(m, now)
            ]
            owners.sort(key=lambda o: (o.replica_set, o.node_id))
            ready = any(o.state == "ready" for o in owners)
            table.append(PartitionView(partition=p, owners=owners, ready=ready))
        members = [
            MemberView(
                node_id=m.node_id,
                url=m.url,
                replica_set=m.replica_set,
                heartbeat_age_s=round((now - m.heartbeat_at).total_seconds(), 3),
                alive=self._alive(m, now),
                partitions=sorted(m.partitions),
            )
            for m in everyone
        ]
        return ClusterView(
            name=name,
            node_id=node_id,
            topic=topic,
            partitions=partitions,
            replica_sets=sorted({m.replica_set for m in everyone}),
            members=members,
            table=table,
        )
