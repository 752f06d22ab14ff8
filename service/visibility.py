"""Visibility tickets: a retain with ``wait=true`` learns when recall can see its memories.

The flow's write hook reports every batch a store made visible (`Visibility.written`); a
ticket is done once every store recall reads has written every id it holds.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

from memstream.flows.sinks import RECALL_STORES
from memstream.records import EnrichedMemory

#: What a retain with wait=true waits for: every store recall reads.
STORES = RECALL_STORES


@dataclass
class Ticket:
    """Memories a retain waits for: each id is done once every store has written it."""

    ids: tuple[str, ...]
    missing: dict[str, set[str]]
    done: threading.Event = field(default_factory=threading.Event)


class Visibility:
    """Tracks memories until every store has made them visible to recall.

    A retain with ``wait=true`` takes a ticket for its ids *before* publishing them, so a
    write that lands before the publish call returns still counts; the flow's write hook
    releases tickets. Only ids someone waits for are tracked.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting: dict[str, list[Ticket]] = {}

    def expect(self, ids: Sequence[str]) -> Ticket:
        ticket = Ticket(tuple(ids), {i: set(STORES) for i in ids})
        with self._lock:
            for i in ticket.missing:
                self._waiting.setdefault(i, []).append(ticket)
        if not ticket.missing:
            ticket.done.set()
        return ticket

    def written(self, store: str, memories: Sequence[EnrichedMemory]) -> None:
        with self._lock:
            for m in memories:
                for ticket in self._waiting.get(m.id, ()):
                    left = ticket.missing.get(m.id)
                    if left is None:
                        continue
                    left.discard(store)
                    if not left:
                        del ticket.missing[m.id]
                        if not ticket.missing:
                            ticket.done.set()

    def wait(self, ticket: Ticket, timeout_s: float) -> bool:
        """True when every id of the ticket is visible; False after `timeout_s`."""
        ok = ticket.done.wait(timeout_s)
        self.release(ticket)
        return ok

    def release(self, ticket: Ticket) -> None:
        with self._lock:
            for i in ticket.ids:
                tickets = self._waiting.get(i)
                if tickets and ticket in tickets:
                    tickets.remove(ticket)
                    if not tickets:
                        del self._waiting[i]

    @property
    def tracked(self) -> int:
        with self._lock:
            return len(self._waiting)
