"""Service routes: liveness, readiness, Prometheus metrics, and the web inspector's page."""

from __future__ import annotations

from importlib import resources
from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import HTMLResponse, JSONResponse, PlainTextResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from memstream.contract import schemas as s
from memstream.service.api.deps import Service

router = APIRouter()


@router.get("/health", response_model=s.Health, tags=["service"])
def health(svc: Service) -> s.Health:
    """Alive: the process answers."""
    return svc.health()


@router.get("/ready", response_model=s.Ready, tags=["service"], responses={503: {"model": s.Ready}})
def ready(svc: Service) -> Any:
    """Ready: broker reachable, flow running, stores open."""
    body = svc.ready()
    return JSONResponse(body.model_dump(), status_code=200 if body.ready else 503)


@router.get("/metrics", response_class=PlainTextResponse, tags=["service"])
def prometheus(request: Request) -> Response:
    """Prometheus exposition: requests, latencies per stage and arm, ingestion, lag."""
    registry = request.app.state.metrics.registry
    return Response(generate_latest(registry), media_type=CONTENT_TYPE_LATEST)


@router.get("/", response_class=HTMLResponse, include_in_schema=False)
def inspector() -> HTMLResponse:
    page = resources.files("memstream.service.web").joinpath("index.html").read_text()
    return HTMLResponse(page)
