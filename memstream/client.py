"""Python client of a memstream node (httpx; sync and async), with typed results and errors.

```python
from memstream.client import MemstreamClient

with MemstreamClient("http://127.0.0.1:8642", api_key="ms_...") as ms:
    ms.create_bank("support")
    ms.retain("support", [{"text": "Ana moved to Lisbon", "occurred_at": "2024-05-01T09:00:00Z"}],
              wait=True)
    for m in ms.recall("support", "Where does Ana live?", mode="HYBRID").memories:
        print(m.score, m.text)
```
Results are the server's own pydantic models; every error answer raises a `MemstreamAPIError`
subclass carrying the server's code and message. Both clients share one description of each
call (`_Call`), so they cannot drift apart.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Generic, TypeVar
from urllib.parse import quote

import httpx
from pydantic import BaseModel

from memstream.contract import schemas as s
from memstream.contract.recall import RecallResponse

T = TypeVar("T")
EventLike = s.EventIn | Mapping[str, Any]


# ----------------------------------------------------------------------------- errors
class MemstreamAPIError(Exception):
    """An error answer of the node: HTTP status, machine code, the server's message."""

    def __init__(
        self, status: int, code: str, message: str, details: list[dict[str, Any]] | None = None
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.details = details or []


class Unauthorized(MemstreamAPIError):
    """401: no API key, or an unknown one."""


class Forbidden(MemstreamAPIError):
    """403: the key may not use this bank or route."""


class NotFound(MemstreamAPIError):
    """404: no such bank, memory, entity or key."""


class PayloadTooLarge(MemstreamAPIError):
    """413: the request body is over the node's limit."""


class InvalidRequest(MemstreamAPIError):
    """422: the request is invalid; `details` names the fields."""


class TooBusy(MemstreamAPIError):
    """429: the node has too much at once (recalls queued); retry after a moment."""


class Unavailable(MemstreamAPIError):
    """503: Kafka or a store is unavailable, or the node is not ready; retry later."""


class ServerError(MemstreamAPIError):
    """5xx: a bug in the node (its log says more)."""


_BY_STATUS: dict[int, type[MemstreamAPIError]] = {
    401: Unauthorized,
    403: Forbidden,
    404: NotFound,
    413: PayloadTooLarge,
    422: InvalidRequest,
    429: TooBusy,
    503: Unavailable,
}


def _raise_for(response: httpx.Response) -> None:
    if response.status_code < 400:
        return
    code, message, details = "http_error", response.text[:500], None
    try:
        err = response.json()["error"]
        code, message, details = err["code"], err["message"], err.get("details")
    except (ValueError, KeyError, TypeError):
        pass
    status = response.status_code
    cls = _BY_STATUS.get(status, ServerError if status >= 500 else MemstreamAPIError)
    raise cls(status, code, message, details)


# ----------------------------------------------------------------------------- calls
@dataclass(frozen=True)
class _Call(Generic[T]):
    method: str
    path: str
    model: type[T] | None = None
    params: dict[str, Any] = field(default_factory=dict)
    json: Any = None
    timeout: float | None = None

    def kwargs(self) -> dict[str, Any]:
        """The `httpx` request arguments besides method and path."""
        kw: dict[str, Any] = {"params": self.params}
        if self.json is not None:
            kw["json"] = self.json
        if self.timeout is not None:
            kw["timeout"] = self.timeout
        return kw

    def parse(self, response: httpx.Response) -> T:
        _raise_for(response)
        if self.model is None:
            return None  # type: ignore[return-value]
        return self.model.model_validate(response.json())  # type: ignore[attr-defined]


def _params(**kw: Any) -> dict[str, Any]:
    out = {}
    for k, v in kw.items():
        if v is None:
            continue
        out[k] = v.isoformat() if isinstance(v, datetime) else v
    return out


def _event(e: EventLike) -> dict[str, Any]:
    if isinstance(e, BaseModel):
        return e.model_dump(mode="json", exclude_none=True)
    return s.EventIn.model_validate(dict(e)).model_dump(mode="json", exclude_none=True)


class _Calls:
    """What each API call sends and what it returns (no I/O)."""

    @staticmethod
    def health() -> _Call[s.Health]:
        return _Call("GET", "/health", s.Health)

    @staticmethod
    def banks() -> _Call[s.BankList]:
        return _Call("GET", "/v1/banks", s.BankList)

    @staticmethod
    def create_bank(name: str, description: str) -> _Call[s.Bank]:
        return _Call("POST", "/v1/banks", s.Bank, json={"name": name, "description": description})

    @staticmethod
    def bank(name: str) -> _Call[s.BankDetail]:
        return _Call("GET", f"/v1/banks/{name}", s.BankDetail)

    @staticmethod
    def delete_bank(name: str) -> _Call[None]:
        return _Call("DELETE", f"/v1/banks/{name}")

    @staticmethod
    def retain(
        bank: str, events: Sequence[EventLike], wait: bool, timeout_s: float | None
    ) -> _Call[s.RetainResponse]:
        body = {"events": [_event(e) for e in events]}
        params = _params(wait=str(wait).lower(), timeout_s=timeout_s)
        # The HTTP wait outlasts the server's own wait bound.
        http_timeout = None if not wait else (timeout_s or 30.0) + 30.0
        return _Call(
            "POST", f"/v1/banks/{bank}/memories", s.RetainResponse, params, body, http_timeout
        )

    @staticmethod
    def forget(
        bank: str, body: dict[str, Any], wait: bool, timeout_s: float | None
    ) -> _Call[s.ForgetResponse]:
        what = s.ForgetRequest.model_validate(body).model_dump(mode="json", exclude_none=True)
        params = _params(wait=str(wait).lower(), timeout_s=timeout_s)
        http_timeout = None if not wait else (timeout_s or 30.0) + 30.0
        path = f"/v1/banks/{bank}/forget"
        return _Call("POST", path, s.ForgetResponse, params, what, http_timeout)

    @staticmethod
    def recall(bank: str, text: str, params: dict[str, Any]) -> _Call[RecallResponse]:
        body = {"text": text, **_params(**params)}
        return _Call("POST", f"/v1/banks/{bank}/recall", RecallResponse, json=body)

    @staticmethod
    def memory(bank: str, memory_id: str) -> _Call[s.Memory]:
        return _Call("GET", f"/v1/banks/{bank}/memories/{memory_id}", s.Memory)

    @staticmethod
    def memories(bank: str, **filters: Any) -> _Call[s.MemoryPage]:
        return _Call("GET", f"/v1/banks/{bank}/memories", s.MemoryPage, _params(**filters))

    @staticmethod
    def chain(bank: str, memory_id: str, before: int, after: int) -> _Call[s.Chain]:
        params = {"before": before, "after": after}
        return _Call("GET", f"/v1/banks/{bank}/memories/{memory_id}/chain", s.Chain, params)

    @staticmethod
    def entities(bank: str, limit: int, offset: int) -> _Call[s.EntityList]:
        params = {"limit": limit, "offset": offset}
        return _Call("GET", f"/v1/banks/{bank}/entities", s.EntityList, params)

    @staticmethod
    def neighbourhood(bank: str, entity: str, hops: int, limit: int) -> _Call[s.Graph]:
        path = f"/v1/banks/{bank}/entities/{quote(entity, safe='')}/neighbourhood"
        return _Call("GET", path, s.Graph, {"hops": hops, "limit": limit})

    @staticmethod
    def graph(bank: str, memory_ids: Sequence[str]) -> _Call[s.Graph]:
        return _Call(
            "POST", f"/v1/banks/{bank}/graph", s.Graph, json={"memory_ids": list(memory_ids)}
        )

    @staticmethod
    def create_key(name: str, admin: bool, banks: Sequence[str]) -> _Call[s.NewKey]:
        body = {"name": name, "admin": admin, "banks": list(banks)}
        return _Call("POST", "/v1/keys", s.NewKey, json=body)

    @staticmethod
    def revoke_key(key_id: str) -> _Call[None]:
        return _Call("DELETE", f"/v1/keys/{key_id}")


def _headers(api_key: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {api_key}"} if api_key else {}


# ----------------------------------------------------------------------------- sync
class MemstreamClient:
    """Synchronous client. `http` lets a caller bring its own `httpx.Client` (transport,
    proxies, retries); otherwise one is made from `base_url`."""

    def __init__(
        self,
        base_url: str = "http://127.0.0.1:8642",
        api_key: str | None = None,
        *,
        timeout: float = 30.0,
        http: httpx.Client | None = None,
    ) -> None:
        self._http = http or httpx.Client(base_url=base_url, timeout=timeout)
        self._http.headers.update(_headers(api_key))

    def _do(self, call: _Call[T]) -> T:
        return call.parse(self._http.request(call.method, call.path, **call.kwargs()))

    def health(self) -> s.Health:
        return self._do(_Calls.health())

    def banks(self) -> list[s.Bank]:
        return self._do(_Calls.banks()).banks

    def create_bank(self, name: str, description: str = "") -> s.Bank:
        return self._do(_Calls.create_bank(name, description))

    def bank(self, name: str) -> s.BankDetail:
        return self._do(_Calls.bank(name))

    def delete_bank(self, name: str) -> None:
        self._do(_Calls.delete_bank(name))

    def retain(
        self,
        bank: str,
        events: Sequence[EventLike],
        *,
        wait: bool = False,
        timeout_s: float | None = None,
    ) -> s.RetainResponse:
        """Publish events; with `wait`, return once recall sees them (or `visible=False`)."""
        return self._do(_Calls.retain(bank, events, wait, timeout_s))

    def forget(
        self, bank: str, *, wait: bool = False, timeout_s: float | None = None, **what: Any
    ) -> s.ForgetResponse:
        """Forget, by exactly one of `memory_ids=[...]`, `conversation_id=` or `speaker=` (every
        memory of that person): a tombstone on the log, so a replay forgets them too. With
        `wait`, return once the node's flow has applied it (`applied`)."""
        return self._do(_Calls.forget(bank, what, wait, timeout_s))

    def recall(self, bank: str, text: str, **params: Any) -> RecallResponse:
        """Recall; `params` are those of the API (mode, limit, max_tokens, start, end,
        reference_time, fact_types, thinking_budget, explain)."""
        return self._do(_Calls.recall(bank, text, params))

    def memory(self, bank: str, memory_id: str) -> s.Memory:
        return self._do(_Calls.memory(bank, memory_id))

    def memories(self, bank: str, **filters: Any) -> s.MemoryPage:
        """One page; filters: limit, cursor, start, end, speaker, fact_type, conversation_id."""
        return self._do(_Calls.memories(bank, **filters))

    def iter_memories(self, bank: str, **filters: Any) -> Iterator[s.Memory]:
        """Every memory matching the filters, page after page."""
        cursor = None
        while True:
            page = self.memories(bank, **filters, cursor=cursor)
            yield from page.memories
            if page.next_cursor is None:
                return
            cursor = page.next_cursor

    def chain(self, bank: str, memory_id: str, before: int = 2, after: int = 2) -> s.Chain:
        return self._do(_Calls.chain(bank, memory_id, before, after))

    def entities(self, bank: str, limit: int = 100, offset: int = 0) -> list[s.Entity]:
        return self._do(_Calls.entities(bank, limit, offset)).entities

    def neighbourhood(self, bank: str, entity: str, hops: int = 1, limit: int = 25) -> s.Graph:
        return self._do(_Calls.neighbourhood(bank, entity, hops, limit))

    def graph(self, bank: str, memory_ids: Sequence[str]) -> s.Graph:
        return self._do(_Calls.graph(bank, memory_ids))

    def create_key(
        self, name: str = "", *, admin: bool = False, banks: Sequence[str] = ()
    ) -> s.NewKey:
        return self._do(_Calls.create_key(name, admin, banks))

    def revoke_key(self, key_id: str) -> None:
        self._do(_Calls.revoke_key(key_id))

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> MemstreamClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ----------------------------------------------------------------------------- async
class AsyncMemstreamClient:
    """Asynchronous client: the same calls as `MemstreamClient`, awaited."""

    def __init__(
        self,
        base_url: str = "http://127.0.0.1:8642",
        api_key: str | None = None,
        *,
        timeout: float = 30.0,
        http: httpx.AsyncClient | None = None,
    ) -> None:
        self._http = http or httpx.AsyncClient(base_url=base_url, timeout=timeout)
        self._http.headers.update(_headers(api_key))

    async def _do(self, call: _Call[T]) -> T:
        return call.parse(await self._http.request(call.method, call.path, **call.kwargs()))

    async def health(self) -> s.Health:
        return await self._do(_Calls.health())

    async def banks(self) -> list[s.Bank]:
        return (await self._do(_Calls.banks())).banks

    async def create_bank(self, name: str, description: str = "") -> s.Bank:
        return await self._do(_Calls.create_bank(name, description))

    async def bank(self, name: str) -> s.BankDetail:
        return await self._do(_Calls.bank(name))

    async def delete_bank(self, name: str) -> None:
        await self._do(_Calls.delete_bank(name))

    async def retain(
        self,
        bank: str,
        events: Sequence[EventLike],
        *,
        wait: bool = False,
        timeout_s: float | None = None,
    ) -> s.RetainResponse:
        return await self._do(_Calls.retain(bank, events, wait, timeout_s))

    async def forget(
        self, bank: str, *, wait: bool = False, timeout_s: float | None = None, **what: Any
    ) -> s.ForgetResponse:
        return await self._do(_Calls.forget(bank, what, wait, timeout_s))

    async def recall(self, bank: str, text: str, **params: Any) -> RecallResponse:
        return await self._do(_Calls.recall(bank, text, params))

    async def memory(self, bank: str, memory_id: str) -> s.Memory:
        return await self._do(_Calls.memory(bank, memory_id))

    async def memories(self, bank: str, **filters: Any) -> s.MemoryPage:
        return await self._do(_Calls.memories(bank, **filters))

    async def iter_memories(self, bank: str, **filters: Any) -> AsyncIterator[s.Memory]:
        cursor = None
        while True:
            page = await self.memories(bank, **filters, cursor=cursor)
            for m in page.memories:
                yield m
            if page.next_cursor is None:
                return
            cursor = page.next_cursor

    async def chain(self, bank: str, memory_id: str, before: int = 2, after: int = 2) -> s.Chain:
        return await self._do(_Calls.chain(bank, memory_id, before, after))

    async def entities(self, bank: str, limit: int = 100, offset: int = 0) -> list[s.Entity]:
        return (await self._do(_Calls.entities(bank, limit, offset))).entities

    async def neighbourhood(
        self, bank: str, entity: str, hops: int = 1, limit: int = 25
    ) -> s.Graph:
        return await self._do(_Calls.neighbourhood(bank, entity, hops, limit))

    async def graph(self, bank: str, memory_ids: Sequence[str]) -> s.Graph:
        return await self._do(_Calls.graph(bank, memory_ids))

    async def create_key(
        self, name: str = "", *, admin: bool = False, banks: Sequence[str] = ()
    ) -> s.NewKey:
        return await self._do(_Calls.create_key(name, admin, banks))

    async def revoke_key(self, key_id: str) -> None:
        await self._do(_Calls.revoke_key(key_id))

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> AsyncMemstreamClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
