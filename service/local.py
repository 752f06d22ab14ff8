"""`LocalMemoryService`: the service facade served by this process's node.

It holds the node's limits (batch, page, wait, text size), turns the stores' answers into the
wire contract (through `memstream.service.reads`), waits on visibility tickets, admits recalls
(`memstream.service.admission`) and reports to observers. Readiness, log ends and dead letters
come from the node's health monitor (`memstream.service.health`): they never wait on Kafka.
The node owns one (`Node.service`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from memstream.connectors.deletion import apply_forget
from memstream.connectors.kafka.dlq import UNKNOWN_BANK
from memstream.contract import schemas as s
from memstream.contract.recall import RecallRequest, RecallResponse
from memstream.errors import BrokerError, MemstreamError
from memstream.service import reads
from memstream.service.admission import RecallGate, RecallPool
from memstream.service.facade import (
    Busy,
    FlowState,
    InvalidRequest,
    LogEnds,
    NotFound,
    Observer,
    RawRecord,
    Unavailable,
    Vitals,
)
from memstream.service.health import READY_CHECKS
from memstream.service.local_reads import LocalReads
from memstream.tombstone import ForgetEvent, ForgetScope

if TYPE_CHECKING:
    from memstream.service.node import Node

log = logging.getLogger(__name__)


class LocalMemoryService(LocalReads):
    """`MemoryService` over a node of this process (its parts exist once it is started)."""

    def __init__(self, node: Node) -> None:
        self._node = node
        self._observers: list[Observer] = []
        cfg = node.settings.node
        self._gate = RecallGate(
            cfg.recall_concurrency,
            cfg.recall_queue,
            cfg.recall_queue_timeout_s,
            busy=node.ingesting,
            busy_concurrency=cfg.recall_concurrency_ingesting,
        )
        self._recalls = RecallPool(cfg.recall_concurrency, cfg.recall_nice)

    # -- helpers ---------------------------------------------------------------------------
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
            return self._node.publisher.publish_forget(forget)
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
        most = self._node.settings.node.max_waiting_ids
        if wait and visibility.tracked + len(ids) > most:
            raise Busy("too_busy", f"retains already wait for {visibility.tracked} memories")
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
        stores = self._node.stores
        # What the stores hold was published before the tombstone, so it is deleted at once
        # rather than when the flow reaches the tombstone (which deletes it again). That holds
        # only while the flow writes nothing between the publish and the delete: an event
        # published after the tombstone and written meanwhile would be deleted here, though
        # the log (and so a replay) keeps it. Hence the writer's lock across both.
        with stores.write_lock:
            try:
                copies = self._publish_forget(forget)
            except Unavailable:
                if ticket is not None:
                    tickets.release(ticket)
                raise
            done = apply_forget(stores, forget)
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
            return self._node.publisher.publish_raw(records)
        except MemstreamError as e:
            raise Unavailable("broker_unavailable", f"records not published: {e}") from e

    def recall(self, request: RecallRequest) -> RecallResponse:
        self._known(request.bank)
        timings: dict[str, float] = {}  # every call's stage timings feed the observers
        engine = self._node.engine
        with self._gate.slot():  # bounded, and below the flow's priority: ingestion first
            resp = self._recalls.run(lambda: engine.recall(request, timings_out=timings))
        degraded = [d.arm for d in resp.degraded]
        self._emit(lambda o: o.on_recall(resp.mode.value, timings, degraded))
        return resp

    # -- operations ------------------------------------------------------------------------
    def health(self) -> s.Health:
        return s.Health(status="ok")

    def ready(self) -> s.Ready:
        checks = self._node.health.checks()
        now = time.monotonic()
        ok = {name: c.ok for name, c in checks.items()}
        detail = {name: c.detail for name, c in checks.items() if c.detail}
        age = {name: round(now - c.at, 3) for name, c in checks.items()}
        ready = all(ok.get(name, False) for name in READY_CHECKS)
        return s.Ready(ready=ready, checks=ok, detail=detail, age_s=age)

    def vitals(self) -> Vitals:
        health = self._node.health
        checks = health.checks()
        kafka = health.reads
        dead = kafka.dead_letters
        now = time.monotonic()
        gate = self._gate
        return Vitals(
            checks={name: c.ok for name, c in checks.items()},
            check_age_s={name: now - c.at for name, c in checks.items()},
            log_resets=health.log_watch.resets,
            log_ends_age_s=None if kafka.log_ends_at is None else now - kafka.log_ends_at,
            partitions=dict(health.partitions),
            recall_active=gate.active,
            recall_waiting=gate.waiting,
            recall_rejected=gate.rejected,
            log_lines_suppressed=health.log_filter.suppressed,
            corecalls_lost=self._node.corecalls_lost,
            dead_letters_without_bank=None if dead is None else dead.get(UNKNOWN_BANK, 0),
            store_rebuilds=health.rebuilds,
            rebuilding=health.rebuild is not None,
        )

    def dead_letters(self) -> dict[str, int] | None:
        return self._node.health.reads.dead_letters

    def flow(self) -> FlowState:
        node = self._node
        err = node.flow.error
        flow = node.health.checks().get("flow")
        return FlowState(
            # Consuming, not merely alive: the monitor knows whether the broker answers and
            # whether committed offsets move while events wait.
            running=node.flow.alive and flow is not None and flow.ok,
            failures=node.flow.failures,
            last_error=None if err is None else f"{type(err).__name__}: {err}",
            committed=dict(node.flow.offsets),
        )

    def log_ends(self) -> LogEnds:
        ends = self._node.health.reads.log_ends
        if ends is None:
            raise BrokerError("the topics' log ends have not been read yet")
        return ends

    def observe(self, observer: Observer) -> Callable[[], None]:
        self._observers.append(observer)
        self._node.listeners.append(observer.on_write)

        def detach() -> None:
            if observer in self._observers:
                self._observers.remove(observer)
            if observer.on_write in self._node.listeners:
                self._node.listeners.remove(observer.on_write)

        return detach
