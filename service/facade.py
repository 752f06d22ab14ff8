"""The service facade: every operation the API, the CLI, the MCP server and the demo need.

`MemoryService` is the one door to a node's memory: banks, retain (with wait), forget (a
tombstone on the log), recall, reads, the graph around memories, stats, dead letters,
readiness. Its methods take and return the wire contract (`memstream.contract`) and plain
values, never a store, a Kafka client or the engine, so an implementation that forwards to
another node (the cluster) can stand behind the same routes. `LocalMemoryService`
(`memstream.service.local`) serves it from this process.

Errors a caller can act on are `ServiceError`s with a machine code (`bank_not_found`,
`limit_too_large`, ...); the HTTP layer maps their class to a status. `StoreUnavailable` and
`BrokerError` pass through unchanged (both mean "retry later").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from memstream.contract import schemas as s
from memstream.contract.recall import RecallRequest, RecallResponse
from memstream.errors import MemstreamError
from memstream.events import FactType
from memstream.records import EnrichedMemory


# ----------------------------------------------------------------------------- errors
class ServiceError(MemstreamError):
    """An answer the caller can act on: a machine-readable `code` and a message."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class InvalidRequest(ServiceError):
    """The request cannot be served as asked (over a limit, a bad time window, a bad id)."""


class NotFound(ServiceError):
    """No such bank, memory or entity."""


class Unavailable(ServiceError):
    """Kafka or a store did not take the request; retrying later may work."""


class Busy(ServiceError):
    """Too much at once (recalls queued, retains waiting); retry in a moment."""


# ----------------------------------------------------------------------------- values
@dataclass(frozen=True, slots=True)
class FlowState:
    """The ingestion flow of the node that answers: running, failures, committed offsets."""

    running: bool
    failures: int = 0
    #: The last failure as "Type: message" (None: it never failed).
    last_error: str | None = None
    #: Next offset to read per partition of the events topic, as the flow last committed.
    committed: Mapping[int, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class LogEnds:
    """Log end offsets per partition of the events topic and of the dead-letter topic."""

    topic: str
    ends: Mapping[int, int]
    dlq_topic: str
    dlq_ends: Mapping[int, int]


@dataclass(frozen=True, slots=True)
class Vitals:
    """How the node that answers is doing, for metrics: its checks (and their age), the logs
    it found lost, its topics' partitions, recall admission and rate-limited log lines."""

    checks: Mapping[str, bool] = field(default_factory=dict)
    check_age_s: Mapping[str, float] = field(default_factory=dict)
    log_resets: int = 0
    #: Seconds since the topics' log ends were read (None: not yet).
    log_ends_age_s: float | None = None
    partitions: Mapping[str, int] = field(default_factory=dict)
    recall_active: int = 0
    recall_waiting: int = 0
    recall_rejected: int = 0
    log_lines_suppressed: int = 0
    #: Hebbian co-recalls that did not reach the log (`memstream.corecall`).
    corecalls_lost: int = 0
    #: Distinct dead letters whose record named no bank (its value did not parse), so that no
    #: bank's `dead_letters` counts them (None: the dead-letter topic was not read yet).
    dead_letters_without_bank: int | None = None
    #: Rebuilds of lost stores begun since the node started (`memstream.service.rebuild`).
    store_rebuilds: int = 0
    #: Whether one is under way (the node answers not ready until it ends).
    rebuilding: bool = False


#: A raw record for the events topic: (key, value bytes), published as a producer sent it.
RawRecord = tuple[bytes | None, bytes]


class Observer(Protocol):
    """What watches a service at work (the API's metrics). Every call must be cheap and must
    not raise: it runs on request threads and on the flow's write path."""

    def on_write(self, store: str, memories: Sequence[EnrichedMemory], spent: float) -> None:
        """A store made `memories` visible, after `spent` seconds."""
        ...

    def on_published(self, events: int) -> None:
        """A retain put `events` events on the topic."""
        ...

    def on_waiting(self, delta: int) -> None:
        """A retain started (+1) or stopped (-1) waiting for visibility."""
        ...

    def on_recall(
        self, mode: str, timings_ms: Mapping[str, float], degraded: Sequence[str]
    ) -> None:
        """A recall answered: its stage and arm timings, the arms it dropped."""
        ...


# ----------------------------------------------------------------------------- facade
class MemoryService(Protocol):
    """The operations on a node's memory. Bank-scoped calls raise `NotFound`
    (``bank_not_found``) for an unknown bank; authorisation is the caller's business."""

    # -- banks ---------------------------------------------------------------------------
    def list_banks(self) -> list[s.Bank]:
        """Every known bank, by name."""
        ...

    def has_bank(self, bank: str) -> bool: ...

    def create_bank(self, name: str, description: str = "") -> tuple[s.Bank, bool]:
        """The bank and whether it is new (creating an existing bank changes nothing)."""
        ...

    def bank(self, bank: str) -> s.BankDetail:
        """Counts per store, entities, episodes and dead letters of one bank."""
        ...

    def delete_bank(self, bank: str) -> None:
        """Put a bank tombstone on the events topic, then delete the bank from every store and
        the registry; a replay of the topic does not bring it back (`memstream.tombstone`)."""
        ...

    def stats(self) -> list[s.BankDetail]:
        """`bank()` of every known bank."""
        ...

    # -- retain and recall -----------------------------------------------------------------
    def retain(
        self,
        bank: str,
        events: Sequence[s.EventIn],
        *,
        wait: bool = False,
        timeout_s: float | None = None,
    ) -> s.RetainResponse:
        """Validate and publish events; with `wait`, return once recall sees them (or the
        timeout, capped by the node, passed: `visible` says which)."""
        ...

    def forget(
        self,
        bank: str,
        request: s.ForgetRequest,
        *,
        wait: bool = False,
        timeout_s: float | None = None,
    ) -> s.ForgetResponse:
        """Put a tombstone for the memories, the conversation or the speaker on the events
        topic and delete what the stores hold of it at once; with `wait`, return once the
        flow has applied the tombstone (`applied`), so nothing published before it remains.
        Idempotent: forgetting what is not there deletes nothing."""
        ...

    def publish_raw(self, records: Sequence[RawRecord]) -> int:
        """Put records on the events topic as an outside producer would, unchecked (the flow
        dead-letters what it cannot read); the number published."""
        ...

    def recall(self, request: RecallRequest) -> RecallResponse:
        """Hybrid recall over one bank."""
        ...

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
        """A page of memories in id order; `start` inclusive, `end` exclusive (aware)."""
        ...

    def memory(self, bank: str, memory_id: str) -> s.Memory:
        """One memory (`NotFound`: ``memory_not_found``)."""
        ...

    def chain(self, bank: str, memory_id: str, before: int = 2, after: int = 2) -> s.Chain:
        """The memory and its neighbours in its conversation, in time order."""
        ...

    def entities(self, bank: str, limit: int = 100, offset: int = 0) -> s.EntityList:
        """The bank's entities, most mentioned first."""
        ...

    def neighbourhood(self, bank: str, entity: str, hops: int = 1, limit: int = 25) -> s.Graph:
        """Entities that co-occur with `entity` (by name), strongest ties first."""
        ...

    def graph_around(self, bank: str, memory_ids: Sequence[str]) -> s.Graph:
        """The memories, the entities they mention and the chain links between them."""
        ...

    # -- operations ------------------------------------------------------------------------
    def health(self) -> s.Health: ...

    def ready(self) -> s.Ready:
        """Broker reachable, producer connected, flow consuming, stores open, log intact;
        `detail` says why not, `age_s` how old each answer is (checks run in the background)."""
        ...

    def vitals(self) -> Vitals:
        """The figures behind readiness and admission (cheap: never waits on Kafka)."""
        ...

    def dead_letters(self) -> dict[str, int] | None:
        """Dead letters per bank (None: the dead-letter topic cannot be read now)."""
        ...

    def flow(self) -> FlowState: ...

    def log_ends(self) -> LogEnds:
        """The topics' log ends as last read (BrokerError when none could be read yet)."""
        ...

    def observe(self, observer: Observer) -> Callable[[], None]:
        """Report to `observer` from now on; call the answer to stop."""
        ...
