"""The cluster's wire contract: a member's record on the members topic, and `GET /v1/cluster`.

A `Member` is what each node publishes (JSON, key = node id) on the compacted members topic:
who it is, where it answers, which replica set it belongs to, which partitions of the events
topic it owns and how far each is. `ClusterView` is the routing table as the API shows it;
`memstream.client` can route by it. Both are plain data (docs/cluster.md).
"""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field


class PartitionState(StrEnum):
    """Where a node stands with one partition it owns (or just lost)."""

    #: Assigned; the flow has not reported an offset for it yet.
    ASSIGNED = "assigned"
    #: Being read from the log; lag above the ready threshold.
    REPLAYING = "replaying"
    #: Lag under the threshold: this node answers for the partition's banks.
    READY = "ready"
    #: Lost in a rebalance: not read, not served; its data is dropped after the grace period.
    REVOKED = "revoked"


class PartitionStatus(BaseModel):
    model_config = ConfigDict(frozen=True)

    state: PartitionState
    lag: int | None = Field(default=None, description="Records behind the log end (None: unknown).")


class Member(BaseModel):
    """One node, as it publishes itself."""

    model_config = ConfigDict(frozen=True)

    node_id: str
    url: str = Field(description="Base URL of the node's API (its /v1 is under it).")
    replica_set: int = Field(ge=0)
    heartbeat_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    started_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    partitions: dict[int, PartitionStatus] = Field(default_factory=dict)

    def ready(self, partition: int) -> bool:
        status = self.partitions.get(partition)
        return status is not None and status.state is PartitionState.READY


class PartitionOwner(BaseModel):
    node_id: str
    url: str
    replica_set: int
    state: PartitionState
    lag: int | None = None


class PartitionView(BaseModel):
    partition: int
    owners: list[PartitionOwner] = Field(
        default_factory=list, description="Every live member holding it, by replica set."
    )
    ready: bool = Field(description="At least one owner is ready.")


class MemberView(BaseModel):
    node_id: str
    url: str
    replica_set: int
    heartbeat_age_s: float
    alive: bool
    partitions: list[int]


class ClusterView(BaseModel):
    """`GET /v1/cluster`: the members and who owns each partition, as this node sees them."""

    name: str
    node_id: str = Field(description="The node that answered.")
    topic: str
    partitions: int
    replica_sets: list[int]
    members: list[MemberView]
    table: list[PartitionView]
