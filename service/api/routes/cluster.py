"""Cluster route: members, replica sets, and who owns each partition (docs/cluster.md).

Admin only: the answer is the cluster's layout (every member's internal URL, which partitions
each holds, their lag), which a key scoped to some banks has no business reading; a client
never needs it (routing by it is an optimisation, `memstream.client` does not).
"""

from __future__ import annotations

from fastapi import APIRouter, Request

from memstream.contract.cluster import ClusterView
from memstream.service.api.deps import Admin
from memstream.service.api.errors import ApiError

router = APIRouter()


@router.get("/v1/cluster", response_model=ClusterView, tags=["service"])
def cluster(request: Request, _: Admin) -> ClusterView:
    """The routing table as this node sees it: members (with their internal URLs),
    partitions, owners, state, lag. Admin (it shows the cluster's layout)."""
    runtime = request.app.state.cluster
    if runtime is None:
        raise ApiError(404, "cluster_disabled", "this node runs with cluster.enabled=false")
    view: ClusterView = runtime.view()
    return view
