"""The recall route: every parameter of a query, explain included."""

from __future__ import annotations

from fastapi import APIRouter

from memstream.contract import schemas as s
from memstream.contract.recall import RecallRequest, RecallResponse
from memstream.service.api.deps import BankOk, Service

router = APIRouter()


@router.post("/v1/banks/{bank}/recall", response_model=RecallResponse, tags=["recall"])
def recall(bank: BankOk, body: s.RecallBody, svc: Service) -> RecallResponse:  # type: ignore[valid-type]
    """Hybrid recall: every parameter of the query, explain included."""
    fields = body.model_dump(exclude_unset=True)  # type: ignore[attr-defined]
    return svc.recall(RecallRequest.model_validate({**fields, "bank": bank}))
