"""Cluster route: members, replica sets, and who owns each partition (docs/cluster.md)."""

from __future__ import annotations

from fastapi import APIRouter, Request

from memstream.contract.cluster import ClusterView
from memstream.service.api.deps import Who
from memstream.service.api.errors import ApiError

router = APIRouter()


@router.get("/v1/cluster", response_model=ClusterView, tags=["service"])
def cluster(request: Request, _: Who) -> ClusterView:
    """The routing table as this node sees it: members, partitions, owners, state, lag."""
    runtime = request.app.state.cluster
    if runtime is None:
        raise ApiError(404, "cluster_disabled", "this node runs with cluster.enabled=false")
    view: ClusterView = runtime.view()
    return view
