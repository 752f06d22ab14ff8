"""`ClusterMemoryService`: the facade that lets any node answer for any bank.

A bank-scoped call is served by this node's `LocalMemoryService` when this node owns the
bank's partition and the partition is ready; otherwise it goes over HTTP to a ready owner
(`memstream.service.cluster.routing`). A forwarded request carries `FORWARDED_HEADER`, and a
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
from memstream.contract.recall import RecallRequest, RecallResponse
from memstream.errors import BrokerError
from memstream.events import FactType
from memstream.service.banks import BankInfo
from memstream.service.cluster.hops import (
    forwarded,
)
from memstream.service.cluster.routing import Hops, Router
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
        #: Where each bank's calls are answered, and the forwarding to owners.
        self.hops = Hops(router, cluster, partitions, transport, max_wait_s=max_wait_s)

    def close(self) -> None:
        self.hops.close()

    # -- banks -----------------------------------------------------------------------------
    def list_banks(self) -> list[s.Bank]:
        return self.local.list_banks()

    def has_bank(self, bank: str) -> bool:
        # Answered elsewhere: the owner that answers the forwarded call says 404 if unknown
        # (an owner still replaying may not have seen the bank yet: it forwards).
        # Unknown here: maybe created through another node a moment ago; catch up and look
        # again (a bank's row is acknowledged before its creator answers).
        return not self.hops.answers_here(bank) or self._known_here(bank)

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
        return self.hops.forward(
            bank, "GET", f"/v1/banks/{bank}", s.BankDetail, lambda: self.local.bank(bank)
        )

    def delete_bank(self, bank: str) -> None:
        """On the bank's owner: it puts the bank tombstone on the bank's partition of the log,
        so every owner's flow (every replica set, any later replay) drops the bank's data;
        then the node asked writes the tombstone on the banks topic: every node forgets it."""
        self.hops.route(
            bank,
            lambda: self.local.delete_bank(bank),
            lambda m: self.hops.call(m, "DELETE", f"/v1/banks/{bank}", None),
        )
        if self._metadata is not None and not forwarded.get():
            try:
                self._metadata.delete_bank(bank)
            except BrokerError as e:
                raise Unavailable("broker_unavailable", f"bank tombstone not published: {e}") from e

    def stats(self) -> list[s.BankDetail]:
        return self.local.stats()

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
        body = {"events": [e.model_dump(mode="json", exclude_none=True) for e in events]}
        return self.hops.forward(
            bank,
            "POST",
            f"/v1/banks/{bank}/memories",
            s.RetainResponse,
            lambda: self.local.retain(bank, events, wait=wait, timeout_s=timeout_s),
            json=body,
            params=_wait_params(wait, timeout_s),
            timeout_s=self.hops.timeout_s(wait, timeout_s),
        )

    def forget(
        self,
        bank: str,
        request: s.ForgetRequest,
        *,
        wait: bool = False,
        timeout_s: float | None = None,
    ) -> s.ForgetResponse:
        return self.hops.forward(
            bank,
            "POST",
            f"/v1/banks/{bank}/forget",
            s.ForgetResponse,
            lambda: self.local.forget(bank, request, wait=wait, timeout_s=timeout_s),
            json=request.model_dump(mode="json", exclude_none=True),
            params=_wait_params(wait, timeout_s),
            timeout_s=self.hops.timeout_s(wait, timeout_s),
        )

    def publish_raw(self, records: Sequence[RawRecord]) -> int:
        return self.local.publish_raw(records)  # the key places each record: any node

    def recall(self, request: RecallRequest) -> RecallResponse:
        body = request.model_dump(mode="json", exclude={"bank"}, exclude_none=True)
        return self.hops.forward(
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
        params: dict[str, Any] = {"limit": limit, "cursor": cursor, "start": start, "end": end}
        params |= {"speaker": speakers, "fact_type": fact_types, "conversation_id": conversations}
        return self.hops.forward(
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
            params=_query(params),
        )

    def memory(self, bank: str, memory_id: str) -> s.Memory:
        return self.hops.forward(
            bank,
            "GET",
            f"/v1/banks/{bank}/memories/{memory_id}",
            s.Memory,
            lambda: self.local.memory(bank, memory_id),
        )

    def chain(self, bank: str, memory_id: str, before: int = 2, after: int = 2) -> s.Chain:
        return self.hops.forward(
            bank,
            "GET",
            f"/v1/banks/{bank}/memories/{memory_id}/chain",
            s.Chain,
            lambda: self.local.chain(bank, memory_id, before, after),
            params={"before": before, "after": after},
        )

    def entities(self, bank: str, limit: int = 100, offset: int = 0) -> s.EntityList:
        return self.hops.forward(
            bank,
            "GET",
            f"/v1/banks/{bank}/entities",
            s.EntityList,
            lambda: self.local.entities(bank, limit, offset),
            params={"limit": limit, "offset": offset},
        )

    def neighbourhood(self, bank: str, entity: str, hops: int = 1, limit: int = 25) -> s.Graph:
        return self.hops.forward(
            bank,
            "GET",
            f"/v1/banks/{bank}/entities/{entity}/neighbourhood",
            s.Graph,
            lambda: self.local.neighbourhood(bank, entity, hops, limit),
            params={"hops": hops, "limit": limit},
        )

    def graph_around(self, bank: str, memory_ids: Sequence[str]) -> s.Graph:
        return self.hops.forward(
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


def _wait_params(wait: bool, timeout_s: float | None) -> dict[str, Any]:
    """The query of a call that may wait for the flow (retain, forget)."""
    return _query({"wait": str(wait).lower(), "timeout_s": timeout_s})


def _query(params: dict[str, Any]) -> dict[str, Any]:
    """`params` as a query string takes them: no None or empty list, times in ISO 8601, a
    sequence as a repeated parameter."""
    out: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, datetime):
            value = value.isoformat()
        elif isinstance(value, Sequence) and not isinstance(value, str):
            value = [str(v) for v in value] or None
        if value is not None:
            out[name] = value
    return out
