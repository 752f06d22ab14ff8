"""Cluster figures and the sizing estimate, from `cluster*.json` and `ingest-latest.json`."""

from __future__ import annotations

from memstream_docs.results import num, val
from memstream_docs.tables import md_table

CLUSTER = "cluster-latest"
#: Disk per memory, an estimate (docs/cluster.md says how it is made up), in KB.
KB_PER_MEMORY = 10
#: The rows of the sizing table: users, partitions, nodes per replica set (design choices).
SIZING = [(1_000, 16, 2), (100_000, 256, 100), (10_000_000, 2_048, 1_000)]
MEMORIES_PER_USER = 1_000
REPLICA_SETS = 2


def measured_table() -> str:
    """The cluster benchmark's figures against its goals."""
    goals = val(CLUSTER, "goals")
    rows = [
        ["ingest, 1 node", f"{num(val(CLUSTER, 'one_node_eps'), 1)} events/s", ""],
        [
            "ingest, 2 nodes (one replica set)",
            f"{num(val(CLUSTER, 'two_nodes_eps'), 1)} events/s, "
            f"**ratio {num(val(CLUSTER, 'ratio'), 2)}**",
            f"≥ {num(goals['ratio_min'])}",
        ],
        [
            "recall p50 (HYBRID), served locally / forwarded",
            f"{num(val(CLUSTER, 'recall_p50_local_ms'), 1)} / "
            f"{num(val(CLUSTER, 'recall_p50_forwarded_ms'), 1)} ms: "
            f"**+{num(val(CLUSTER, 'forwarding_overhead_p50_ms'), 1)} ms** a hop",
            f"≤ {num(goals['forwarding_overhead_p50_max_ms'])} ms",
        ],
        [
            f"rebuild after `kill -9` ({num(val(CLUSTER, 'rebuild_events'))} events, "
            "detection included)",
            f"{num(val(CLUSTER, 'rebuild_s_incl_detection'), 1)} s: "
            f"≈ {num(val(CLUSTER, 'rebuild_s_per_10k'), 0)} s per 10k at this load",
            "",
        ],
    ]
    return md_table(["figure", "value", "goal"], rows)


def node_rate(workload: str = "chat") -> float:
    """End-to-end events/s of one 2-core node with the default encoders (ingest-latest)."""
    rate: float = val("ingest-latest", f"workloads/{workload}/onnx/end_to_end_eps")
    return rate


def hours_per_million(workload: str = "chat") -> str:
    return num(1_000_000 / node_rate(workload) / 3600, 1)


def sizing_table() -> str:
    """Users → memories, disk, partitions, nodes, ingest capacity and rebuild time."""
    rate_chat, rate_syn = node_rate("chat"), node_rate("synthetic")
    rows = []
    for users, partitions, per_set in SIZING:
        memories = users * MEMORIES_PER_USER
        share = memories // per_set
        disk_gb = memories * KB_PER_MEMORY / 1e6
        disk = f"{num(disk_gb / 1000, 0)} TB" if disk_gb >= 1000 else f"{num(disk_gb, 0)} GB"
        rows.append(
            [
                f"{users:,}",
                f"{memories:,}",
                disk,
                f"{partitions:,}",
                f"{per_set:,}",
                f"{per_set * REPLICA_SETS:,}",
                f"{num(per_set * rate_chat, 0)} – {num(per_set * rate_syn, 0)}",
                f"{num(share / rate_syn / 3600, 1)} – {num(share / rate_chat / 3600, 1)} h "
                f"({share:,})",
            ]
        )
    return md_table(
        [
            "users",
            "memories",
            "disk / replica",
            "partitions",
            "nodes / replica set",
            f"nodes (R={REPLICA_SETS})",
            "ingest capacity, events/s (chat – synthetic)",
            "rebuild of one node's share",
        ],
        rows,
    )
