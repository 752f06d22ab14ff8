"""Shared route dependencies: the service, the caller (API key), admin, bank access.

Every `/v1` route takes an API key (``Authorization: Bearer <key>`` or ``X-API-Key``); a
key sees only its banks (403 for any other, existing or not, so a key cannot probe other
tenants), admin keys see all. The security schemes are declared once here, so the OpenAPI
document names them the same on every route.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Path, Request
from fastapi.security import APIKeyHeader, HTTPAuthorizationCredentials, HTTPBearer

from memstream.service.api.errors import ApiError
from memstream.service.facade import MemoryService
from memstream.service.keys import KeyStore, Principal

BankPath = Annotated[str, Path(pattern=r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,63}$", max_length=64)]

bearer = HTTPBearer(auto_error=False, description="Authorization: Bearer <API key>")
header = APIKeyHeader(name="X-API-Key", auto_error=False, description="X-API-Key: <key>")


def service(request: Request) -> MemoryService:
    svc: MemoryService = request.app.state.service
    return svc


def keys(request: Request) -> KeyStore:
    store: KeyStore = request.app.state.keys
    return store


Service = Annotated[MemoryService, Depends(service)]
Keys = Annotated[KeyStore, Depends(keys)]


def principal(
    cred: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
    key: Annotated[str | None, Depends(header)],
    store: Keys,
) -> Principal:
    given = cred.credentials if cred is not None else key
    if not given:
        raise ApiError(401, "unauthorized", "missing API key (Authorization: Bearer <key>)")
    p = store.authenticate(given)
    if p is None:
        raise ApiError(401, "unauthorized", "unknown API key")
    return p


Who = Annotated[Principal, Depends(principal)]


def admin(who: Who) -> Principal:
    if not who.admin:
        raise ApiError(403, "forbidden", "this route needs an admin key")
    return who


Admin = Annotated[Principal, Depends(admin)]


def bank_access(bank: BankPath, who: Who, svc: Service) -> str:
    """The bank of the path, once the key may use it (403) and it exists (404)."""
    if not who.can(bank):
        raise ApiError(403, "forbidden", f"this key may not use bank {bank!r}")
    if not svc.has_bank(bank):
        raise ApiError(404, "bank_not_found", f"no bank {bank!r}; create it first")
    return bank


BankOk = Annotated[str, Depends(bank_access)]
