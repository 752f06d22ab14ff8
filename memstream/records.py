"""Enriched memories: what the flow's enrichment step hands to every sink.

Hot-path data, so plain frozen dataclasses rather than pydantic models. Adapters do the I/O;
these types only carry values.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import numpy as np

from memstream.events import MemoryEvent


@dataclass(frozen=True, slots=True)
class Entity:
    """A named entity found in a memory's text."""

    name: str  # as written, first occurrence
    norm: str  # normalised: the identity of the entity within a bank
    label: str  # spaCy label: PERSON, ORG, GPE, ...


@dataclass(frozen=True, slots=True)
class TimeRef:
    """A time expression in the text, resolved against the event's `occurred_at`.

    `start` is inclusive and `end` exclusive, so "yesterday" in a message of 8 May is
    [7 May 00:00, 8 May 00:00).
    """

    text: str
    start: datetime
    end: datetime
    grain: str


@dataclass(frozen=True, slots=True)
class SparseVec:
    indices: tuple[int, ...]
    values: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class LogPosition:
    """Where a record was read: the log (the events topic's unique id, which a log the broker
    lost and began again does not share; None when not known), the partition, the offset."""

    log_id: str | None
    partition: int
    offset: int


@dataclass(frozen=True, slots=True)
class EnrichedMemory:
    """A validated event plus everything the enrichers derived from it."""

    event: MemoryEvent
    dense: tuple[float, ...]
    sparse: SparseVec
    entities: tuple[Entity, ...] = ()
    time_refs: tuple[TimeRef, ...] = field(default=())
    #: The dense pass's unit token vectors ([tokens, dim], float16; special and punctuation
    #: tokens dropped) for late-interaction rerank, and the name of what made them; None
    #: when the enricher was asked not to keep them. Not part of equality (arrays).
    tokens: np.ndarray | None = field(default=None, compare=False, repr=False)
    token_model: str | None = field(default=None, compare=False)
    #: The events-topic partition the flow read the event from (None: not known). A
    #: tombstone's copy in partition p forgets what p held before it (`memstream.tombstone`).
    partition: int | None = field(default=None, compare=False)
    #: Its offset in that partition, and the log it was read from (the topic's id; None when
    #: not known): where it came to the graph, for the Hebbian co-recalls around it.
    offset: int | None = field(default=None, compare=False)
    log_id: str | None = field(default=None, compare=False)

    @property
    def position(self) -> LogPosition | None:
        """Where the flow read the event (None when not read from a log)."""
        if self.partition is None or self.offset is None:
            return None
        return LogPosition(self.log_id, self.partition, self.offset)

    @property
    def id(self) -> str:
        return self.event.memory_id

    @property
    def bank(self) -> str:
        return self.event.bank

    def sort_key(self) -> str:
        """Total order of memories inside a conversation (occurred_at, sequence, event_id)."""
        return chain_sort_key(self.event)


def chain_sort_key(event: MemoryEvent) -> str:
    """A string that sorts like (occurred_at in UTC, sequence, event_id), exact to the
    microsecond (integer arithmetic: a float timestamp near 1e11 s keeps ~15 us)."""
    us = (event.occurred_at - _EPOCH) // _MICROSECOND + _SHIFT_US
    seq = event.sequence if event.sequence is not None else 0
    return f"{us // 1_000_000:014d}.{us % 1_000_000:06d}|{seq:012d}|{event.event_id}"


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND = timedelta(microseconds=1)
#: 1e11 s added, so that dates before 1970 stay positive and sort as text.
_SHIFT_US = 10**17
