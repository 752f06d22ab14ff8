"""`memstream cluster status`: the routing table of a running node, as a table."""

from __future__ import annotations

import os
from typing import Annotated

import httpx
import typer
from rich.table import Table

from memstream.contract.cluster import ClusterView
from memstream.service.cli.base import app, console

cluster_app = typer.Typer(help="The cluster: members and partition owners.", no_args_is_help=True)
app.add_typer(cluster_app, name="cluster")


def render(view: ClusterView) -> tuple[Table, Table]:
    members = Table(title=f"cluster {view.name} (answered by {view.node_id})")
    for col in ("node", "url", "replica set", "heartbeat age (s)", "alive", "partitions"):
        members.add_column(col)
    for m in view.members:
        members.add_row(
            m.node_id,
            m.url,
            str(m.replica_set),
            f"{m.heartbeat_age_s:.1f}",
            "yes" if m.alive else "[red]no",
            ",".join(map(str, m.partitions)),
        )
    parts = Table(title=f"{view.topic}: {view.partitions} partitions")
    parts.add_column("partition")
    parts.add_column("ready")
    for rs in view.replica_sets:
        parts.add_column(f"r{rs} owner (state, lag)")
    for p in view.table:
        cells = []
        for rs in view.replica_sets:
            owners = [o for o in p.owners if o.replica_set == rs]
            cells.append(", ".join(f"{o.node_id} ({o.state}, {o.lag})" for o in owners) or "-")
        parts.add_row(str(p.partition), "yes" if p.ready else "[red]no", *cells)
    return members, parts


@cluster_app.command("status")
def status(
    url: Annotated[str, typer.Option(help="Any node of the cluster.")] = "http://127.0.0.1:8642",
    key: Annotated[
        str | None, typer.Option(help="An admin API key (default: $MEMSTREAM_API_KEY).")
    ] = None,
) -> None:
    """Members, replica sets, and each partition's owners with their state and lag."""
    token = key or os.environ.get("MEMSTREAM_API_KEY")
    if not token:
        raise typer.BadParameter("give --key or set MEMSTREAM_API_KEY")
    try:
        r = httpx.get(url.rstrip("/") + "/v1/cluster", headers={"X-API-Key": token}, timeout=10)
    except httpx.TransportError as e:
        console.print(f"[red]cannot reach {url}: {e}")
        raise typer.Exit(1) from e
    if r.status_code != 200:
        console.print(f"[red]{url} answered {r.status_code}: {r.text[:300]}")
        raise typer.Exit(1)
    for table in render(ClusterView.model_validate(r.json())):
        console.print(table)
