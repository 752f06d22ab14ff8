"""Forget tickets: a forget request with ``wait=true`` learns when the flow has applied it.

A tombstone is published once, to its bank's partition (`memstream.tombstone`); the flow reports
each copy it applies (`ForgetTickets.applied`), and a ticket is done once every copy published
was applied: then nothing published before the tombstone is left in the stores. In a cluster
the request is served by an owner of the bank's partition (`memstream.service.cluster`), the
one node whose flow applies that copy: nobody waits for a partition it does not read. The
ticket is taken before publishing, so a copy applied before the publish call returns still
counts.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field


@dataclass
class ForgetTicket:
    """Copies of one tombstone applied so far, and how many there are (None: not yet known)."""

    event_id: str
    applied: int = 0
    copies: int | None = None
    done: threading.Event = field(default_factory=threading.Event)

    def check(self) -> None:
        if self.copies is not None and self.applied >= self.copies:
            self.done.set()


class ForgetTickets:
    """Tracks the tombstones someone waits for until the flow has applied every copy."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting: dict[str, list[ForgetTicket]] = {}

    def expect(self, event_id: str) -> ForgetTicket:
        ticket = ForgetTicket(event_id)
        with self._lock:
            self._waiting.setdefault(event_id, []).append(ticket)
        return ticket

    def published(self, ticket: ForgetTicket, copies: int) -> None:
        """The tombstone went out as `copies` copies (one: the bank's partition)."""
        with self._lock:
            ticket.copies = copies
            ticket.check()

    def applied(self, event_id: str) -> None:
        """The flow applied one copy of the tombstone `event_id`."""
        with self._lock:
            for ticket in self._waiting.get(event_id, ()):
                ticket.applied += 1
                ticket.check()

    def wait(self, ticket: ForgetTicket, timeout_s: float) -> bool:
        """True once every copy was applied; False after `timeout_s`."""
        ok = ticket.done.wait(timeout_s)
        self.release(ticket)
        return ok

    def release(self, ticket: ForgetTicket) -> None:
        with self._lock:
            tickets = self._waiting.get(ticket.event_id)
            if tickets and ticket in tickets:
                tickets.remove(ticket)
                if not tickets:
                    del self._waiting[ticket.event_id]

    @property
    def tracked(self) -> int:
        with self._lock:
            return len(self._waiting)
