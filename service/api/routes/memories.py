"""Memory routes: retain (publish events, optionally wait until recall sees them), list
a bank's memories with filters, read one memory, forget memories (by id, conversation or
speaker: a tombstone on the events topic, optionally waiting until the flow applied it)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any
from uuid import UUID

from fastapi import APIRouter, Query, Response

from memstream.contract import schemas as s
from memstream.events import FactType
from memstream.service.api.deps import BankOk, Service

router = APIRouter()


@router.post(
    "/v1/banks/{bank}/memories",
    response_model=s.RetainResponse,
    status_code=202,
    tags=["memories"],
    responses={200: {"model": s.RetainResponse, "description": "wait=true: visible."}},
)
def retain(
    bank: BankOk,
    body: s.RetainRequest,
    response: Response,
    svc: Service,
    wait: Annotated[bool, Query(description="Return once recall sees them.")] = False,
    timeout_s: Annotated[
        float | None, Query(gt=0, description="Longest wait (default and cap: api.max_wait_s)")
    ] = None,
) -> s.RetainResponse:
    """Validate and publish events to Kafka; 202 when queued, 200 when visible (wait)."""
    result = svc.retain(bank, body.events, wait=wait, timeout_s=timeout_s)
    if result.visible:
        response.status_code = 200
    return result


@router.get("/v1/banks/{bank}/memories", response_model=s.MemoryPage, tags=["memories"])
def list_memories(
    bank: BankOk,
    svc: Service,
    limit: Annotated[int, Query(ge=1)] = 50,
    cursor: Annotated[UUID | None, Query(description="next_cursor of the last page")] = None,
    start: Annotated[datetime | None, Query(description="occurred_at >= (with timezone)")] = None,
    end: Annotated[datetime | None, Query(description="occurred_at < (with timezone)")] = None,
    speaker: Annotated[list[str] | None, Query(max_length=50)] = None,
    fact_type: Annotated[list[FactType] | None, Query(max_length=4)] = None,
    conversation_id: Annotated[list[str] | None, Query(max_length=50)] = None,
) -> s.MemoryPage:
    """A page of the bank's memories (id order), filtered by time, speaker, fact type,
    conversation."""
    return svc.memories(
        bank,
        limit=limit,
        cursor=str(cursor) if cursor else None,
        start=start,
        end=end,
        speakers=speaker,
        fact_types=fact_type,
        conversations=conversation_id,
    )


@router.get("/v1/banks/{bank}/memories/{memory_id}", response_model=s.Memory, tags=["memories"])
def get_memory(bank: BankOk, memory_id: UUID, svc: Service) -> s.Memory:
    return svc.memory(bank, str(memory_id))


Wait = Annotated[
    bool, Query(description="Return once the flow has applied the tombstone (applied).")
]
WaitLimit = Annotated[
    float | None, Query(gt=0, description="Longest wait (default and cap: api.max_wait_s)")
]
_FORGOTTEN: dict[int | str, dict[str, Any]] = {
    200: {"model": s.ForgetResponse, "description": "wait=true: applied."}
}


def _forget(
    svc: Service, bank: str, body: s.ForgetRequest, response: Response, wait: bool, t: float | None
) -> s.ForgetResponse:
    result = svc.forget(bank, body, wait=wait, timeout_s=t)
    if result.applied:
        response.status_code = 200
    return result


@router.post(
    "/v1/banks/{bank}/forget",
    response_model=s.ForgetResponse,
    status_code=202,
    tags=["memories"],
    responses=_FORGOTTEN,
)
def forget(
    bank: BankOk,
    body: s.ForgetRequest,
    response: Response,
    svc: Service,
    wait: Wait = False,
    timeout_s: WaitLimit = None,
) -> s.ForgetResponse:
    """Forget memories by id, a whole conversation, or everything a speaker said: a tombstone
    on the events topic (a replay forgets them too), and what the stores hold is deleted at
    once. 202, or 200 once the flow has applied the tombstone (wait). Idempotent."""
    return _forget(svc, bank, body, response, wait, timeout_s)


@router.delete(
    "/v1/banks/{bank}/memories/{memory_id}",
    response_model=s.ForgetResponse,
    status_code=202,
    tags=["memories"],
    responses=_FORGOTTEN,
)
def forget_memory(
    bank: BankOk,
    memory_id: UUID,
    response: Response,
    svc: Service,
    wait: Wait = False,
    timeout_s: WaitLimit = None,
) -> s.ForgetResponse:
    """Forget one memory (see POST /forget); an id the bank does not hold deletes nothing."""
    body = s.ForgetRequest(memory_ids=[str(memory_id)])
    return _forget(svc, bank, body, response, wait, timeout_s)
