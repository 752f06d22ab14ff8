"""Where a bank-scoped call is answered: this node's stores, or a ready owner over HTTP.

`Hops.route` answers here when this node owns the bank's partition and the partition is
ready; otherwise it goes to a ready owner (this replica set first) with the caller's own API
key, failing over to the next owner on a connection error, a timeout or a 503, at most
`forward_attempts` owners. No ready owner: `NoReadyOwner` (a 503 with Retry-After), unless
this node owns the partition (still replaying) or is alone in the cluster. A forwarded
request is never forwarded again (`memstream.service.cluster.hops`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

import httpx
from pydantic import BaseModel

from memstream.contract.cluster import Member
from memstream.placement import partition_of
from memstream.service.cluster.hops import (
    FORWARDED_HEADER,
    NoReadyOwner,
    Retryable,
    as_service_error,
    caller_key,
    forwarded,
)
from memstream.service.facade import Unavailable
from memstream.settings import ClusterSettings

log = logging.getLogger(__name__)

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)


class Router(Protocol):
    """What routing needs of membership (`memstream.service.cluster.membership`)."""

    node_id: str

    def is_ready(self, partition: int) -> bool: ...

    def ready_owners(self, partition: int) -> list[Member]: ...

    def owns(self, partition: int) -> bool: ...

    def alone(self) -> bool: ...


class Hops:
    """Answers a bank's call here or at a ready owner; counts the forwards."""

    def __init__(
        self,
        router: Router,
        cluster: ClusterSettings,
        partitions: int,
        transport: httpx.BaseTransport | None = None,
        *,
        max_wait_s: float = 60.0,
    ) -> None:
        self._router = router
        #: The owner's cap on a `wait=true` call (`api.max_wait_s`): a hop waits that long too.
        self._max_wait_s = max_wait_s
        self._cluster = cluster
        self._partitions = partitions
        self._http = httpx.Client(timeout=cluster.forward_timeout_s, transport=transport)
        self.forwarded_ok = 0
        self.forward_failures = 0

    def close(self) -> None:
        self._http.close()

    def timeout_s(self, wait: bool, timeout_s: float | None) -> float:
        """A forwarded `wait=true` call may take the owner's whole wait: the hop's timeout
        covers it, else the hop times out first and the call is repeated on another owner."""
        hop = self._cluster.forward_timeout_s
        if not wait:
            return hop
        return hop + min(timeout_s or self._max_wait_s, self._max_wait_s)

    def partition(self, bank: str) -> int:
        return partition_of(bank, self._partitions)

    def serves_locally(self, bank: str) -> bool:
        return self._router.is_ready(self.partition(bank))

    def _fallback(self, bank: str) -> bool:
        """No ready owner elsewhere: answer here if this node owns the bank's partition (still
        replaying: what a single node always did) or is alone in the cluster."""
        return self._router.owns(self.partition(bank)) or self._router.alone()

    def _others(self, bank: str) -> list[Member]:
        """Ready owners of the bank's partition a request may go to (none if forwarded)."""
        if forwarded.get():  # a forwarded request never hops twice
            return []
        p = self.partition(bank)
        return [m for m in self._router.ready_owners(p) if m.node_id != self._router.node_id]

    def answers_here(self, bank: str) -> bool:
        """Whether a call about `bank` is answered by this node's stores (`route`'s choice)."""
        if self.serves_locally(bank):
            return True
        return not self._others(bank) and self._fallback(bank)

    def route(self, bank: str, local: Callable[[], T], remote: Callable[[Member], T]) -> T:
        if self.serves_locally(bank):
            return local()
        p = self.partition(bank)
        others = self._others(bank)
        if not others:
            if self._fallback(bank):
                return local()
            raise NoReadyOwner(bank, p, self._cluster.retry_after_s)
        last: Exception | None = None
        for member in others[: self._cluster.forward_attempts]:
            try:
                out = remote(member)
                self.forwarded_ok += 1
                return out
            except (httpx.TransportError, Retryable) as e:
                self.forward_failures += 1
                last = e
                log.warning("forward failed bank=%s node=%s error=%s", bank, member.node_id, e)
        raise Unavailable(
            "owners_unavailable", f"no owner of bank {bank!r} answered ({last}); retry later"
        )

    def call(
        self,
        member: Member,
        method: str,
        path: str,
        model: type[M] | None,
        *,
        json: Any = None,
        params: Any = None,
        timeout_s: float | None = None,
    ) -> Any:
        headers = {FORWARDED_HEADER: self._router.node_id}
        key = caller_key.get()
        if key is not None:
            headers["X-API-Key"] = key
        r = self._http.request(
            method,
            member.url.rstrip("/") + path,
            json=json,
            params=params,
            headers=headers,
            timeout=timeout_s or self._cluster.forward_timeout_s,
        )
        if r.status_code == 503:
            raise Retryable(f"{member.node_id} answered 503: {r.text[:200]}")
        if r.status_code >= 400:
            raise as_service_error(r)
        return None if model is None else model.model_validate(r.json())

    def forward(
        self, bank: str, method: str, path: str, model: type[M], local: Callable[[], M], **kw: Any
    ) -> M:
        result: M = self.route(bank, local, lambda m: self.call(m, method, path, model, **kw))
        return result
