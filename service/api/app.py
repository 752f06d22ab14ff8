"""The node's HTTP API (FastAPI), assembled: routers, error handlers, middleware, metrics.

Routes live in `memstream.service.api.routes` (one router per area), shared dependencies
(the service, the caller's key, admin, bank access) in `deps`, error answers in `errors`.
Every route calls the node's service facade (`node.service`), nothing else of the node.
Handlers are plain functions: FastAPI runs them in its thread pool, where the engine's CPU
work (torch releases the GIL) and Kafka acknowledgements may block.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

import anyio.to_thread
from fastapi import FastAPI, Request, Response
from fastapi.middleware.cors import CORSMiddleware

from memstream import __version__
from memstream.service.api.errors import RESPONSES, install_error_handlers
from memstream.service.api.limits import BodyLimit
from memstream.service.api.metrics import ClusterCollector, Metrics, instrument
from memstream.service.api.routes import banks, cluster, graph, keys, memories, recall, service
from memstream.service.cluster.context import ClusterContext
from memstream.service.keys import KeyStore
from memstream.service.node import Node

#: In this order: the OpenAPI document lists paths as they are first included.
ROUTERS = (service, banks, memories, recall, graph, keys, cluster)

Middleware = Callable[[Request, Callable[[Request], Awaitable[Response]]], Awaitable[Response]]


def create_app(node: Node, keys: KeyStore, metrics: Metrics | None = None) -> FastAPI:
    """The API over a started node's service. `metrics` defaults to a fresh registry; it
    observes the service while the app runs (its lifespan)."""
    svc = node.service
    api = node.settings.api
    metrics = metrics or Metrics()
    if node.cluster is None:
        instrument(metrics, svc)
    else:
        runtime = node.cluster
        parts = runtime.membership.partitions
        fwd = runtime.service
        collector = ClusterCollector(
            parts.statuses,
            runtime.partitions,
            lambda: (fwd.hops.forwarded_ok, fwd.hops.forward_failures),
        )
        instrument(metrics, svc, collector, owned=lambda: parts.owned)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        # Sync routes run on AnyIO's worker threads (40 by default); retains waiting for
        # visibility and queued recalls each hold one while they wait.
        anyio.to_thread.current_default_thread_limiter().total_tokens = api.worker_threads
        detach = svc.observe(metrics)
        try:
            yield
        finally:
            detach()

    app = FastAPI(
        title="memstream",
        version=__version__,
        description="Streaming memory for AI agents: retain events, recall memories.",
        responses=RESPONSES,
        lifespan=lifespan,
    )
    app.state.service = svc
    app.state.keys = keys
    app.state.metrics = metrics
    app.state.cluster = node.cluster
    if api.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=api.cors_origins,
            allow_methods=["*"],
            allow_headers=["*"],
        )
    install_error_handlers(app)
    app.middleware("http")(_observe(metrics))
    if node.cluster is not None:
        app.add_middleware(ClusterContext)  # the caller's key, for forwarded requests
    # Added last, so outermost: holds the body limit while chunked bodies stream in.
    app.add_middleware(BodyLimit, max_bytes=api.max_body_bytes)
    for module in ROUTERS:
        app.include_router(module.router)
    return app


def _observe(metrics: Metrics) -> Middleware:
    """Count and time every request by route (the body limit is `BodyLimit`'s)."""

    async def observe(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        t0 = time.perf_counter()
        response = await call_next(request)
        route = request.scope.get("route")
        path = getattr(route, "path", "unmatched")
        metrics.requests.labels(request.method, path, str(response.status_code)).inc()
        metrics.latency.labels(request.method, path).observe(time.perf_counter() - t0)
        return response

    return observe
