"""The service's sections of `Settings`: the HTTP API, the cluster, the node process."""

from __future__ import annotations

import socket
from pathlib import Path

from pydantic import Field, SecretStr

from memstream.settings.sections import _Section


class ApiSettings(_Section):
    """The node's HTTP API (`memstream node`): address, keys and request limits."""

    host: str = Field(
        default="127.0.0.1",
        description="Address the node's HTTP API listens on (0.0.0.0 in a container).",
    )
    port: int = Field(default=8642, ge=0, le=65535, description="0 picks a free port.")
    keys_file: Path | None = Field(
        default=None,
        description="API keys (hashed) and their scopes; default <data_dir>/api_keys.json.",
    )
    admin_key_sha256: SecretStr | None = Field(
        default=None,
        description="SHA-256 (hex) of an admin key given by the deployment; the key itself "
        "never needs to be stored (`memstream keys hash`).",
    )
    max_batch: int = Field(default=500, ge=1, le=10_000, description="Events per retain call.")
    max_wait_s: float = Field(
        default=30.0, gt=0, description="Longest a retain with wait=true may wait."
    )
    max_page: int = Field(default=500, ge=1, description="Largest page of a list call.")
    max_body_bytes: int = Field(
        default=16 * 1024 * 1024, ge=1024, description="Largest request body (413 above)."
    )
    cors_origins: list[str] = Field(default_factory=list, description="Origins allowed by CORS.")
    worker_threads: int = Field(
        default=100,
        ge=1,
        description="Threads that run requests (AnyIO's default is 40). A retain with "
        "wait=true and a queued recall each hold one while they wait.",
    )

    @property
    def public_url(self) -> str:
        host = "127.0.0.1" if self.host in ("0.0.0.0", "::") else self.host
        return f"http://{host}:{self.port}"


class ClusterSettings(_Section):
    """The node's place in a cluster (docs/cluster.md). The defaults are a cluster of one:
    the only member of group `<name>-r0`, owning every partition, nothing to configure."""

    enabled: bool = Field(
        default=True, description="Publish membership and route by bank; false: a bare process."
    )
    name: str = Field(
        default="memstream",
        pattern=r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,63}$",
        description="Prefix of the consumer groups and the cluster metadata topics.",
    )
    node_id: str | None = Field(
        default=None,
        min_length=1,
        description="Unique per node and stable across its restarts; default: the host name.",
    )
    replica_set: int = Field(
        default=0, ge=0, description="This node joins consumer group <name>-r<replica_set>."
    )
    advertised_url: str | None = Field(
        default=None, description="Where other nodes reach this node's API; default: api URL."
    )
    ready_lag: int = Field(
        default=100, ge=0, description="A partition is ready under this many records of lag."
    )
    grace_s: float = Field(
        default=300.0, ge=0, description="A lost partition's data is dropped after this long."
    )
    heartbeat_s: float = Field(default=2.0, gt=0, description="Membership republish period.")
    member_ttl_s: float = Field(
        default=15.0, gt=0, description="A member silent this long is gone (kill -9)."
    )
    forward_timeout_s: float = Field(
        default=10.0, gt=0, description="Timeout of one forwarded request."
    )
    forward_attempts: int = Field(default=3, ge=1, description="Owners tried per request.")
    retry_after_s: int = Field(
        default=2, ge=1, description="Retry-After of a 503 when no owner of a bank is ready."
    )

    @property
    def member_id(self) -> str:
        """This node's id in the cluster (`node_id`, or the host name)."""
        return self.node_id or socket.gethostname()

    def group(self, replica_set: int | None = None) -> str:
        """The consumer group of a replica set (this node's by default)."""
        k = self.replica_set if replica_set is None else replica_set
        return f"{self.name}-r{k}"

    @property
    def members_topic(self) -> str:
        return f"{self.name}.members"

    @property
    def banks_topic(self) -> str:
        return f"{self.name}.banks"

    @property
    def keys_topic(self) -> str:
        return f"{self.name}.keys"


class NodeSettings(_Section):
    """How a node watches itself, shares the CPU between recall and ingestion, and stops."""

    check_interval_s: float = Field(
        default=2.0, gt=0, description="Background readiness checks run this often."
    )
    check_timeout_s: float = Field(default=1.5, gt=0, description="A check's broker timeout.")
    stall_after_s: float = Field(
        default=15.0,
        gt=0,
        description="Not consuming: events wait and committed offsets do not move this long.",
    )
    recall_concurrency: int = Field(default=2, ge=1, description="Recalls computed at once.")
    recall_concurrency_ingesting: int = Field(
        default=1,
        ge=1,
        description="Recalls computed at once while a retain waits or the flow just wrote.",
    )
    recall_nice: int = Field(
        default=10, ge=0, le=19, description="Recall threads' nice above the flow's (0: same)."
    )
    recall_queue: int = Field(
        default=24, ge=0, description="Recalls waiting for a slot (keep << api.worker_threads)."
    )
    recall_queue_timeout_s: float = Field(
        default=30.0, gt=0, description="Longest a recall waits for a slot (then 429)."
    )
    max_waiting_ids: int = Field(
        default=50_000, ge=1, description="Ids wait=true retains may wait for at once (then 429)."
    )
    shutdown_timeout_s: float = Field(
        default=10.0, gt=0, description="After SIGTERM the process ends within this (code 1)."
    )
    log_interval_s: float = Field(
        default=30.0, gt=0, description="A repeated log line passes once per interval."
    )
