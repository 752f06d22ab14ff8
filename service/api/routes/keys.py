"""Key routes (admin): list, create, revoke. Keys authorise callers of this node, so they
stay with the node's `KeyStore` rather than the memory facade."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Response

from memstream.contract import schemas as s
from memstream.service.api.deps import Admin, Keys
from memstream.service.api.errors import ApiError

router = APIRouter()


@router.get("/v1/keys", response_model=s.KeyList, tags=["keys"])
def list_keys(_: Admin, keys: Keys) -> s.KeyList:
    """Keys: ids, names, scopes (never the keys or their hashes). Admin."""
    return s.KeyList(keys=[s.KeyInfo(**r.model_dump()) for r in keys.list()])


@router.post("/v1/keys", response_model=s.NewKey, status_code=201, tags=["keys"])
def create_key(body: s.KeyCreate, _: Admin, keys: Keys) -> s.NewKey:
    """A new key; the key itself is in this answer only (stored hashed). Admin."""
    key, record = keys.create(body.name, admin=body.admin, banks=body.banks)
    return s.NewKey(key=key, **record.model_dump())


@router.delete("/v1/keys/{key_id}", status_code=204, tags=["keys"])
def revoke_key(key_id: Annotated[str, Path(max_length=64)], _: Admin, keys: Keys) -> Response:
    if not keys.revoke(key_id):
        raise ApiError(404, "key_not_found", f"no key {key_id!r}")
    return Response(status_code=204)
