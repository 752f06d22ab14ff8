"""Graph reads: a memory's chain, the bank's entities, an entity's neighbourhood, and the
graph around some memories (what the inspector draws)."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Path, Query

from memstream.contract import schemas as s
from memstream.service.api.deps import BankOk, Service

router = APIRouter()


@router.get("/v1/banks/{bank}/memories/{memory_id}/chain", response_model=s.Chain, tags=["graph"])
def chain(
    bank: BankOk,
    memory_id: UUID,
    svc: Service,
    before: Annotated[int, Query(ge=0, le=50)] = 2,
    after: Annotated[int, Query(ge=0, le=50)] = 2,
) -> s.Chain:
    """The temporal chain around a memory (its conversation, in order)."""
    return svc.chain(bank, str(memory_id), before, after)


@router.get("/v1/banks/{bank}/entities", response_model=s.EntityList, tags=["graph"])
def entities(
    bank: BankOk,
    svc: Service,
    limit: Annotated[int, Query(ge=1)] = 100,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> s.EntityList:
    """The bank's entities, most mentioned first."""
    return svc.entities(bank, limit, offset)


@router.get(
    "/v1/banks/{bank}/entities/{entity}/neighbourhood", response_model=s.Graph, tags=["graph"]
)
def neighbourhood(
    bank: BankOk,
    entity: Annotated[str, Path(min_length=1, max_length=256)],
    svc: Service,
    hops: Annotated[int, Query(ge=1, le=2)] = 1,
    limit: Annotated[int, Query(ge=1, le=200)] = 25,
) -> s.Graph:
    """Entities that co-occur with one (by its name), strongest ties first."""
    return svc.neighbourhood(bank, entity, hops, limit)


@router.post("/v1/banks/{bank}/graph", response_model=s.Graph, tags=["graph"])
def graph_around(bank: BankOk, body: s.GraphAroundRequest, svc: Service) -> s.Graph:
    """The entity graph around some memories (e.g. a recall's results): the memories,
    the entities they mention, and chain links between them."""
    return svc.graph_around(bank, body.memory_ids)
