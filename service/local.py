"""`LocalMemoryService`: the service facade served by this process's node.

It holds the node's limits (batch, page, wait, text size), turns the stores' answers into the
wire contract (through `memstream.service.reads`), waits on visibility tickets, counts dead
letters (cached) and reports to observers. The node owns one (`Node.service`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING
from uuid import UUID

from memstream.connectors.forget import apply_forget
from memstream.connectors.vector import SearchFilter
from memstream.contract import schemas as s
from memstream.contract.recall import RecallRequest, RecallResponse
from memstream.encoders.entities import normalise_entity
from memstream.errors import MemstreamError
from memstream.events import FactType
from memstream.forget import ForgetEvent, ForgetScope
from memstream.service import reads
from memstream.service.facade import (
    FlowState,
    InvalidRequest,
    LogEnds,
    NotFound,
    Observer,
    RawRecord,
    Unavailable,
)

if TYPE_CHECKING:
    from memstream.service.node import Node

log = logging.getLogger(__name__)


class _Cached:
    """The last answer of `read` for `ttl_s` seconds (failures included: a broker that is
    down is not asked again on every request)."""

    def __init__(self, read: Callable[[], dict[str, int] | None], ttl_s: float) -> None:
        self._read = read
        self._ttl_s = ttl_s
        self._lock = threading.Lock()
        self._at: float | None = None
        self._value: dict[str, int] | None = None

    def get(self) -> dict[str, int] | None:
        with self._lock:
            now = time.monotonic()
            if self._at is None or now - self._at >= self._ttl_s:
                self._value, self._at = self._read(), now
            return self._value


class LocalMemoryService:
    """`MemoryService` over a node of this process (its parts exist once it is started)."""

    def __init__(self, node: Node, *, dead_letters_ttl_s: float = 5.0) -> None:
        self._node = node
        self._observers: list[Observer] = []
        self._dead = _Cached(self._count_dead_letters, dead_letters_ttl_s)

    # -- helpers ---------------------------------------------------------------------------
    def _known(self, bank: str) -> None:
        if bank not in self._node.banks:
            raise NotFound("bank_not_found", f"no bank {bank!r}; create it first")

    def _check_page(self, limit: int) -> None:
        top = self._node.settings.api.max_page
        if limit > top:
            raise InvalidRequest("limit_too_large", f"limit {limit}; the largest page is {top}")

    def _check_events(self, events: Sequence[s.EventIn]) -> None:
        most = self._node.settings.api.max_batch
        if len(events) > most:
            raise InvalidRequest("batch_too_large", f"{len(events)} events; the limit is {most}")
        limit = self._node.settings.flow.max_text_chars
        for i, e in enumerate(events):
            if len(e.text) > limit:
                raise InvalidRequest(
                    "text_too_large",
                    f"events[{i}].text has {len(e.text)} characters; the limit is {limit}",
                )

    def _emit(self, call: Callable[[Observer], None]) -> None:
        for observer in list(self._observers):
            try:
                call(observer)
            except Exception:  # a metrics bug must never fail a request
                log.exception("observer failed")

    # -- banks -----------------------------------------------------------------------------
    def list_banks(self) -> list[s.Bank]:
        banks = self._node.banks
        infos = [banks.get(name) for name in banks.names()]
        return [s.Bank(**info.model_dump()) for info in infos if info is not None]

    def has_bank(self, bank: str) -> bool:
        return bank in self._node.banks

    def create_bank(self, name: str, description: str = "") -> tuple[s.Bank, bool]:
        body = s.BankCreate(name=name, description=description)
        info, new = self._node.banks.create(body.name, body.description)
        return s.Bank(**info.model_dump()), new

    def bank(self, bank: str) -> s.BankDetail:
        self._known(bank)
        return self._detail(bank)

    def _detail(self, bank: str) -> s.BankDetail:
        info = self._node.banks.get(bank)
        head = s.Bank(**info.model_dump()) if info is not None else s.Bank(name=bank)
        return reads.bank_detail(self._node.stores, head, self.dead_letters())

    def delete_bank(self, bank: str) -> None:
        if bank not in self._node.banks:
            raise NotFound("bank_not_found", f"no bank {bank!r}")
        forget = ForgetEvent.issue(bank, ForgetScope.BANK)
        self._publish_forget(forget)  # the log first: nothing is deleted if this fails
        apply_forget(self._node.stores, forget)
        self._node.banks.delete(bank)

    def _publish_forget(self, forget: ForgetEvent) -> int:
        try:
            return self._node.publish_forget(forget)
        except MemstreamError as e:
            raise Unavailable("broker_unavailable", f"tombstone not published: {e}") from e

    def stats(self) -> list[s.BankDetail]:
        return [self._detail(name) for name in self._node.banks.names()]

    # -- retain and recall -----------------------------------------------------------------
    def retain(
        self,
        bank: str,
        events: Sequence[s.EventIn],
        *,
        wait: bool = False,
        timeout_s: float | None = None,
    ) -> s.RetainResponse:
        self._known(bank)
        self._check_events(events)
        evs = [e.to_event(bank) for e in events]
        ids = [e.memory_id for e in evs]
        visibility = self._node.visibility
        # The ticket comes first: a write that lands before publish returns still counts.
        ticket = visibility.expect(ids) if wait else None
        try:
            self._node.publish(evs)
        except MemstreamError as e:
            if ticket is not None:
                visibility.release(ticket)
            raise Unavailable("broker_unavailable", f"events not published: {e}") from e
        self._emit(lambda o: o.on_published(len(evs)))
        visible = None
        if ticket is not None:
            cap = self._node.settings.api.max_wait_s
            self._emit(lambda o: o.on_waiting(1))
            try:
                visible = visibility.wait(ticket, min(timeout_s or cap, cap))
            finally:
                self._emit(lambda o: o.on_waiting(-1))
        return s.RetainResponse(
            bank=bank, ids=ids, event_ids=[e.event_id for e in evs], visible=visible
        )

    def forget(
        self,
        bank: str,
        request: s.ForgetRequest,
        *,
        wait: bool = False,
        timeout_s: float | None = None,
    ) -> s.ForgetResponse:
        self._known(bank)
        forget = request.to_forget(bank)
        tickets = self._node.forgetting
        # The ticket comes first: a copy the flow applies before publish returns still counts.
        ticket = tickets.expect(forget.event_id) if wait else None
        try:
            copies = self._publish_forget(forget)
        except Unavailable:
            if ticket is not None:
                tickets.release(ticket)
            raise
        # What the stores hold now was published before the tombstone: delete it at once
        # rather than when the flow reaches the tombstone (which then deletes it again).
        done = apply_forget(self._node.stores, forget)
        applied = None
        if ticket is not None:
            tickets.published(ticket, copies)
            cap = self._node.settings.api.max_wait_s
            applied = tickets.wait(ticket, min(timeout_s or cap, cap))
        return s.ForgetResponse(
            bank=bank,
            scope=forget.scope,
            target=forget.target,
            memory_ids=list(forget.memory_ids),
            tombstone_id=forget.event_id,
            deleted=done.deleted,
            applied=applied,
        )

    def publish_raw(self, records: Sequence[RawRecord]) -> int:
        try:
            return self._node.publish_raw(records)
        except MemstreamError as e:
            raise Unavailable("broker_unavailable", f"records not published: {e}") from e

    def recall(self, request: RecallRequest) -> RecallResponse:
        self._known(request.bank)
        timings: dict[str, float] = {}  # every call's stage timings feed the observers
        resp = self._node.engine.recall(request, timings_out=timings)
        degraded = [d.arm for d in resp.degraded]
        self._emit(lambda o: o.on_recall(resp.mode.value, timings, degraded))
        return resp

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
    ) -> s.MemoryPage:
        self._known(bank)
        self._check_page(limit)
        for name, value in (("start", start), ("end", end)):
            if value is not None and value.utcoffset() is None:
                raise InvalidRequest("invalid_time", f"{name} needs a timezone, e.g. +00:00")
        if start is not None and end is not None and end < start:
            raise InvalidRequest("invalid_time", "end is before start")
        flt = SearchFilter(
            start=start,
            end=end,
            speakers=speakers,
            fact_types=[f.value for f in fact_types] if fact_types else None,
        )
        return reads.memory_page(self._node.stores, bank, limit, cursor, flt)

    def memory(self, bank: str, memory_id: str) -> s.Memory:
        self._known(bank)
        found = reads.memory(self._node.stores, bank, memory_id)
        if found is None:
            raise NotFound("memory_not_found", f"no memory {memory_id} in bank {bank!r}")
        return found

    def chain(self, bank: str, memory_id: str, before: int = 2, after: int = 2) -> s.Chain:
        self.memory(bank, memory_id)
        return reads.chain(self._node.stores, bank, memory_id, before, after)

    def entities(self, bank: str, limit: int = 100, offset: int = 0) -> s.EntityList:
        self._known(bank)
        self._check_page(limit)
        return reads.entities(self._node.stores, bank, limit, offset)

    def neighbourhood(self, bank: str, entity: str, hops: int = 1, limit: int = 25) -> s.Graph:
        self._known(bank)
        g = reads.neighbourhood(self._node.stores, bank, normalise_entity(entity), hops, limit)
        if g is None:
            raise NotFound("entity_not_found", f"no entity {entity!r} in bank {bank!r}")
        return g

    def graph_around(self, bank: str, memory_ids: Sequence[str]) -> s.Graph:
        self._known(bank)
        valid = []
        for i in memory_ids:
            try:
                valid.append(str(UUID(i)))
            except ValueError:
                raise InvalidRequest("invalid_request", f"memory id {i!r} is not a UUID") from None
        return reads.graph_around(self._node.stores, bank, valid)

    # -- operations ------------------------------------------------------------------------
    def health(self) -> s.Health:
        return s.Health(status="ok")

    def ready(self) -> s.Ready:
        flow = self.flow()
        checks = {
            "broker": self._node.broker_ok(),
            "flow": flow.running,
            "stores": self._stores_ok(),
        }
        detail = {}
        if flow.last_error is not None:
            state = "restarted after" if flow.running else "restarting after"
            detail["flow"] = f"{state} {flow.failures} failure(s); last: {flow.last_error}"
        return s.Ready(ready=all(checks.values()), checks=checks, detail=detail)

    def _stores_ok(self) -> bool:
        try:
            self._node.stores.vector.count()
            return True
        except Exception:
            return False

    def dead_letters(self) -> dict[str, int] | None:
        return self._dead.get()

    def _count_dead_letters(self) -> dict[str, int] | None:
        from memstream.connectors.kafka.dlq import count_dead_letters_by_bank

        try:
            return count_dead_letters_by_bank(
                self._node.bootstrap, self._node.settings.kafka, timeout_s=10.0
            )
        except Exception as e:
            log.warning("cannot count dead letters: %s", e)
            return None

    def flow(self) -> FlowState:
        node = self._node
        err = node.flow_error
        return FlowState(
            running=node.flow_alive,
            failures=node.flow_failures,
            last_error=None if err is None else f"{type(err).__name__}: {err}",
            committed=dict(node.offsets),
        )

    def log_ends(self) -> LogEnds:
        from memstream.connectors.kafka.offsets import log_end_offsets

        node = self._node
        kafka = node.settings.kafka

        def ends(topic: str) -> dict[int, int]:
            return log_end_offsets(node.bootstrap, topic, kafka, timeout_s=5.0)

        return LogEnds(kafka.topic, ends(kafka.topic), kafka.dlq_topic, ends(kafka.dlq_topic))

    def observe(self, observer: Observer) -> Callable[[], None]:
        self._observers.append(observer)
        self._node.listeners.append(observer.on_write)

        def detach() -> None:
            if observer in self._observers:
                self._observers.remove(observer)
            if observer.on_write in self._node.listeners:
                self._node.listeners.remove(observer.on_write)

        return detach
