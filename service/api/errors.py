"""The API's error answers: every failure has the body ``{"error": {"code", "message"}}``.

`ApiError` is what the auth dependencies raise; the facade's `ServiceError`s map to a status by
their class; validation, Starlette's own answers, Kafka and store outages and bugs each get
a handler here, so no route builds an error body itself.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import ValidationError
from starlette.exceptions import HTTPException

from memstream.contract import schemas as s
from memstream.errors import BrokerError, StoreUnavailable
from memstream.service.cluster.hops import NoReadyOwner
from memstream.service.facade import Busy, InvalidRequest, NotFound, ServiceError, Unavailable

log = logging.getLogger(__name__)

#: The status of each kind of facade error.
STATUS: dict[type[ServiceError], int] = {
    InvalidRequest: 422,
    NotFound: 404,
    Unavailable: 503,
    Busy: 429,
}
#: Seconds a client should wait before retrying a 429 or a 503.
RETRY_AFTER_S = 1

#: Error answers every route may give (documented once, on the app).
RESPONSES: dict[int | str, dict[str, Any]] = {
    code: {"model": s.ErrorBody, "description": what}
    for code, what in {
        400: "The body could not be read (e.g. not UTF-8).",
        401: "No API key, or an unknown one.",
        403: "The key may not use this bank or route.",
        404: "No such bank or memory.",
        413: "Request body too large.",
        422: "Invalid request; the message names the field.",
        429: "Too busy (recalls queued, retains waiting); retry after Retry-After seconds.",
        503: "Kafka or a store is unavailable; retry later.",
    }.items()
}


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


def error(status: int, code: str, message: str, details: Any = None) -> JSONResponse:
    body = s.ErrorBody(error=s.ErrorDetail(code=code, message=message, details=details))
    return JSONResponse(body.model_dump(exclude_none=True), status_code=status)


def _validation_details(errors: Any) -> list[dict[str, Any]]:
    return [
        {
            "loc": [str(p) for p in e.get("loc", ())],
            "msg": str(e.get("msg", "")),
            "type": str(e.get("type", "")),
        }
        for e in errors
    ]


def _summary(details: list[dict[str, Any]]) -> str:
    parts = [f"{'.'.join(d['loc']) or 'body'}: {d['msg']}" for d in details[:5]]
    return "invalid request: " + "; ".join(parts)


async def _api_error(_: Request, e: ApiError) -> JSONResponse:
    return error(e.status, e.code, e.message)


async def _service_error(_: Request, e: ServiceError) -> JSONResponse:
    status = next((v for k, v in STATUS.items() if isinstance(e, k)), 500)
    response = error(status, e.code, e.message)
    if isinstance(e, NoReadyOwner):  # no node of the cluster is ready for the bank yet
        response.headers["Retry-After"] = str(e.retry_after_s)
    elif status in (429, 503):
        response.headers["Retry-After"] = str(RETRY_AFTER_S)
    return response


async def _invalid(_: Request, e: RequestValidationError) -> JSONResponse:
    details = _validation_details(e.errors())
    return error(422, "invalid_request", _summary(details), details)


async def _invalid_model(_: Request, e: ValidationError) -> JSONResponse:
    details = _validation_details(e.errors(include_url=False))
    return error(422, "invalid_request", _summary(details), details)


async def _http(_: Request, e: HTTPException) -> JSONResponse:
    # Starlette's own answers (unknown path, wrong method, unreadable body) keep their
    # status and headers but get the API's error body.
    codes = {400: "bad_request", 404: "not_found", 405: "method_not_allowed"}
    response = error(e.status_code, codes.get(e.status_code, "http_error"), str(e.detail))
    response.headers.update(e.headers or {})
    return response


async def _broker(_: Request, e: BrokerError) -> JSONResponse:
    return error(503, "broker_unavailable", str(e))


async def _store(_: Request, e: StoreUnavailable) -> JSONResponse:
    return error(503, "store_unavailable", str(e))


async def _internal(_: Request, e: Exception) -> JSONResponse:
    log.exception("unhandled error")
    return error(500, "internal", f"internal error ({type(e).__name__}); see the node's log")


def install_error_handlers(app: FastAPI) -> None:
    """Give every failure the API's error body."""
    app.exception_handler(ApiError)(_api_error)
    app.exception_handler(ServiceError)(_service_error)
    app.exception_handler(RequestValidationError)(_invalid)
    app.exception_handler(ValidationError)(_invalid_model)
    app.exception_handler(HTTPException)(_http)
    app.exception_handler(BrokerError)(_broker)
    app.exception_handler(StoreUnavailable)(_store)
    app.exception_handler(Exception)(_internal)
