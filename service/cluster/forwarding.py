"""`ClusterMemoryService`: the facade that lets any node answer for any bank.

A bank-scoped call is served by this node's `LocalMemoryService` when this node owns the
bank's partition and the partition is ready; otherwise it goes over HTTP to a ready owner
(this replica set first), with the caller's own API key, failing over to the next owner on a
connection error, a timeout or a 503, at most `forward_attempts` owners. No ready owner:
`NoReadyOwner` (a 503 with Retry-After). A forwarded request carries `FORWARDED_HEADER`, and a
node never forwards such a request again: it answers from its own stores or says 503, so two
nodes with stale tables cannot bounce a request between them.

Banks are cluster-wide (`memstream.service.cluster.metadata`): a creation is a row of the
banks topic, a deletion is routed to the bank's owner (the tombstone on the events log) and
then a tombstone on the banks topic. Calls that are not about one bank (health, readiness,
flow, stats, the bank list) are this node's own answers; the bank list holds every bank
created in the cluster plus those this node's flow has seen.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, Protocol, TypeVar

import httpx
from pydantic import BaseModel

from memstream.contract import schemas as s
from memstream.contract.cluster import Member
from memstream.contract.recall import RecallRequest, RecallResponse
from memstream.errors import BrokerError
from memstream.events import FactType
from memstream.placement import partition_of
from memstream.service.banks import BankInfo
from memstream.service.cluster.hops import (
    FORWARDED_HEADER,
    NoReadyOwner,
    Retryable,
    as_service_error,
    caller_key,
    forwarded,
)
from memstream.service.facade import (
    FlowState,
    LogEnds,
    MemoryService,
    Observer,
    RawRecord,
    Unavailable,
    Vitals,
)
from memstream.settings import ClusterSettings

log = logging.getLogger(__name__)

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)


class Router(Protocol):
    """What the facade needs of membership (`memstream.service.cluster.membership`)."""

    node_id: str

    def is_ready(self, partition: int) -> bool: ...

    def ready_owners(self, partition: int) -> list[Member]: ...

    def owns(self, partition: int) -> bool: ...

    def alone(self) -> bool: ...


class BankDirectory(Protocol):
    """The cluster's banks (`memstream.service.cluster.metadata.ClusterMetadata`)."""

    def create_bank(self, name: str, description: str = "") -> tuple[BankInfo, bool]: ...

    def delete_bank(self, name: str) -> None: ...

    def sync_banks(self) -> bool: ...


class ClusterMemoryService:
    """`MemoryService` over the cluster: local when this node is a ready owner, else forward."""

    def __init__(
        self,
        local: MemoryService,
        router: Router,
        cluster: ClusterSettings,
        partitions: int,
        *,
        transport: httpx.BaseTransport | None = None,
        metadata: BankDirectory | None = None,
        max_wait_s: float = 60.0,
    ) -> None:
        self.local = local
        self._metadata = metadata
        #: The owner's cap on a `wait=true` call (`api.max_wait_s`): a hop waits that long too.
        self._max_wait_s = max_wait_s
        self._router = router
        self._cluster = cluster
        self._partitions = partitions
        self._http = httpx.Client(timeout=cluster.forward_timeout_s, transport=transport)
        self.forwarded_ok = 0
        self.forward_failures = 0

    def close(self) -> None:
        self._http.close()

    # -- routing ---------------------------------------------------------------------------
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

    def _answers_here(self, bank: str) -> bool:
        """Whether a call about `bank` is answered by this node's stores (`_route`'s choice)."""
        if self.serves_locally(bank):
            return True
        return not self._others(bank) and self._fallback(bank)

    def _route(self, bank: str, local: Callable[[], T], remote: Callable[[Member], T]) -> T:
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

    def _call(
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

    def _forward(
        self, bank: str, method: str, path: str, model: type[M], local: Callable[[], M], **kw: Any
    ) -> M:
        result: M = self._route(bank, local, lambda m: self._call(m, method, path, model, **kw))
        return result

    # -- banks -----------------------------------------------------------------------------
    def list_banks(self) -> list[s.Bank]:
        return self.local.list_banks()

    def has_bank(self, bank: str) -> bool:
        # Answered elsewhere: the owner that answers the forwarded call says 404 if unknown
        # (an owner still replaying may not have seen the bank yet: it forwards).
        # Unknown here: maybe created through another node a moment ago; catch up and look
        # again (a bank's row is acknowledged before its creator answers).
        return not self._answers_here(bank) or self._known_here(bank)

    def _known_here(self, bank: str) -> bool:
        """In this node's registry, after catching up with the banks topic if need be (a bank
        only ever written by a raw producer is known to its owners alone: ask them)."""
        if self.local.has_bank(bank):
            return True
        return (
            self._metadata is not None and self._metadata.sync_banks() and self.local.has_bank(bank)
        )

    def create_bank(self, name: str, description: str = "") -> tuple[s.Bank, bool]:
        """On the banks topic (every node learns it), or this node's alone without metadata."""
        if self._metadata is None:
            return self.local.create_bank(name, description)
        body = s.BankCreate(name=name, description=description)  # validates as locally
        try:
            info, new = self._metadata.create_bank(body.name, body.description)
        except BrokerError as e:
            raise Unavailable("broker_unavailable", f"bank not created: {e}") from e
        return s.Bank(**info.model_dump()), new

    def bank(self, bank: str) -> s.BankDetail:
        return self._forward(
            bank, "GET", f"/v1/banks/{bank}", s.BankDetail, lambda: self.local.bank(bank)
        )

    def delete_bank(self, bank: str) -> None:
        """On the bank's owner: it puts the bank tombstone on the bank's partition of the log,
        so every owner's flow (every replica set, any later replay) drops the bank's data;
        then the node asked writes the tombstone on the banks topic: every node forgets it."""
        self._route(
            bank,
            lambda: self.local.delete_bank(bank),
            lambda m: self._call(m, "DELETE", f"/v1/banks/{bank}", None),
        )
        if self._metadata is not None and not forwarded.get():
            try:
                self._metadata.delete_bank(bank)
            except BrokerError as e:
                raise Unavailable("broker_unavailable", f"bank tombstone not published: {e}") from e

    def stats(self) -> list[s.BankDetail]:
        return self.local.stats()

    def _hop_s(self, wait: bool, timeout_s: float | None) -> float:
        """A forwarded `wait=true` call may take the owner's whole wait: the hop's timeout
        covers it, else the hop times out first and the call is repeated on another owner."""
        hop = self._cluster.forward_timeout_s
        if not wait:
            return hop
        return hop + min(timeout_s or self._max_wait_s, self._max_wait_s)

    # -- retain and recall -----------------------------------------------------------------
    def retain(
        self,
        bank: str,
        events: Sequence[s.EventIn],
        *,
        wait: bool = False,
        timeout_s: float | None = None,
    ) -> s.RetainResponse:
        if not wait and self._known_here(bank):
            # The key places the event: any node publishes it, owners ready or not (only a
            # wait needs the owner, whose flow makes the memories visible).
            return self.local.retain(bank, events)
        params: dict[str, Any] = {"wait": str(wait).lower()}
        if timeout_s is not None:
            params["timeout_s"] = timeout_s
        body = {"events": [e.model_dump(mode="json", exclude_none=True) for e in events]}
        return self._forward(
            bank,
            "POST",
            f"/v1/banks/{bank}/memories",
            s.RetainResponse,
            lambda: self.local.retain(bank, events, wait=wait, timeout_s=timeout_s),
            json=body,
            params=params,
            timeout_s=self._hop_s(wait, timeout_s),
        )

    def forget(
        self,
        bank: str,
        request: s.ForgetRequest,
        *,
        wait: bool = False,
        timeout_s: float | None = None,
    ) -> s.ForgetResponse:
        params: dict[str, Any] = {"wait": str(wait).lower()}
        if timeout_s is not None:
            params["timeout_s"] = timeout_s
        return self._forward(
            bank,
            "POST",
            f"/v1/banks/{bank}/forget",
            s.ForgetResponse,
            lambda: self.local.forget(bank, request, wait=wait, timeout_s=timeout_s),
            json=request.model_dump(mode="json", exclude_none=True),
            params=params,
            timeout_s=self._hop_s(wait, timeout_s),
        )

    def publish_raw(self, records: Sequence[RawRecord]) -> int:
        return self.local.publish_raw(records)  # the key places each record: any node

    def recall(self, request: RecallRequest) -> RecallResponse:
        body = request.model_dump(mode="json", exclude={"bank"}, exclude_none=True)
        return self._forward(
            request.bank,
            "POST",
            f"/v1/banks/{request.bank}/recall",
            RecallResponse,
            lambda: self.local.recall(request),
            json=body,
        )

    # -- reads -----------------------------------------------------------------------------
    def memories(
        self,
        bank: str,
        *,
        limit: int = 50,
        cursor: str | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
        speakers: Sequence[str] | None = None,
        fact_types: Sequence[FactType] | None = None,
        conversations: Sequence[str] | None = None,
    ) -> s.MemoryPage:
        params: dict[str, Any] = {"limit": limit}
        for name, value in (("cursor", cursor), ("start", start), ("end", end)):
            if value is not None:
                params[name] = value.isoformat() if isinstance(value, datetime) else value
        if speakers:
            params["speaker"] = list(speakers)
        if fact_types:
            params["fact_type"] = [str(f) for f in fact_types]
        if conversations:
            params["conversation_id"] = list(conversations)
        return self._forward(
            bank,
            "GET",
            f"/v1/banks/{bank}/memories",
            s.MemoryPage,
            lambda: self.local.memories(
                bank,
                limit=limit,
                cursor=cursor,
                start=start,
                end=end,
                speakers=speakers,
                fact_types=fact_types,
                conversations=conversations,
            ),
            params=params,
        )

    def memory(self, bank: str, memory_id: str) -> s.Memory:
        return self._forward(
            bank,
            "GET",
            f"/v1/banks/{bank}/memories/{memory_id}",
            s.Memory,
            lambda: self.local.memory(bank, memory_id),
        )

    def chain(self, bank: str, memory_id: str, before: int = 2, after: int = 2) -> s.Chain:
        return self._forward(
            bank,
            "GET",
            f"/v1/banks/{bank}/memories/{memory_id}/chain",
            s.Chain,
            lambda: self.local.chain(bank, memory_id, before, after),
            params={"before": before, "after": after},
        )

    def entities(self, bank: str, limit: int = 100, offset: int = 0) -> s.EntityList:
        return self._forward(
            bank,
            "GET",
            f"/v1/banks/{bank}/entities",
            s.EntityList,
            lambda: self.local.entities(bank, limit, offset),
            params={"limit": limit, "offset": offset},
        )

    def neighbourhood(self, bank: str, entity: str, hops: int = 1, limit: int = 25) -> s.Graph:
        return self._forward(
            bank,
            "GET",
            f"/v1/banks/{bank}/entities/{entity}/neighbourhood",
            s.Graph,
            lambda: self.local.neighbourhood(bank, entity, hops, limit),
            params={"hops": hops, "limit": limit},
        )

    def graph_around(self, bank: str, memory_ids: Sequence[str]) -> s.Graph:
        return self._forward(
            bank,
            "POST",
            f"/v1/banks/{bank}/graph",
            s.Graph,
            lambda: self.local.graph_around(bank, memory_ids),
            json={"memory_ids": list(memory_ids)},
        )

    # -- operations: this node's own ---------------------------------------------------------
    def health(self) -> s.Health:
        return self.local.health()

    def ready(self) -> s.Ready:
        return self.local.ready()

    def dead_letters(self) -> dict[str, int] | None:
        return self.local.dead_letters()

    def flow(self) -> FlowState:
        return self.local.flow()

    def log_ends(self) -> LogEnds:
        return self.local.log_ends()

    def vitals(self) -> Vitals:
        return self.local.vitals()

    def observe(self, observer: Observer) -> Callable[[], None]:
        return self.local.observe(observer)
