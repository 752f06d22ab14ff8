"""Hand-built memories and small readers shared by the graph-store tests.

`mem` builds an `EnrichedMemory` with only what the graph stores (ids, time, conversation,
session, entities, time expressions); the readers turn a bank's snapshot into sets and dicts
that a test can compare whole.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from memstream.connectors.graph import GraphStore
from memstream.events import MemoryEvent, entity_id, memory_id
from memstream.records import EnrichedMemory, Entity, SparseVec, TimeRef

T0 = datetime(2024, 5, 8, 12, 0, tzinfo=UTC)


def mem(
    event_id: str,
    minute: float = 0,
    *,
    bank: str = "b1",
    conv: str | None = "c1",
    session: str | None = "s1",
    ents: Sequence[str | tuple[str, str]] = (),
    seq: int | None = None,
    refs: Sequence[TimeRef] = (),
    at: datetime | None = None,
) -> EnrichedMemory:
    """A memory built by hand; an entity is a norm, or (norm, name as written)."""
    entities = tuple(
        Entity(name=e.title(), norm=e, label="PERSON")
        if isinstance(e, str)
        else Entity(name=e[1], norm=e[0], label="PERSON")
        for e in ents
    )
    event = MemoryEvent(
        event_id=event_id,
        bank=bank,
        text=f"text of {event_id}",
        occurred_at=at or T0 + timedelta(minutes=minute),
        speaker="user",
        conversation_id=conv,
        session_id=session,
        sequence=seq,
    )
    return EnrichedMemory(
        event=event,
        dense=(0.1, 0.2, 0.3),
        sparse=SparseVec((), ()),
        entities=entities,
        time_refs=tuple(refs),
    )


def mid(event_id: str, bank: str = "b1") -> str:
    return memory_id(bank, event_id)


def eid(norm: str, bank: str = "b1") -> str:
    return entity_id(bank, norm)


def next_edges(store: GraphStore, bank: str = "b1") -> set[tuple[str, str]]:
    return set(store.snapshot(bank)["next"])


def weights(store: GraphStore, bank: str = "b1") -> dict[frozenset[str], int]:
    return {frozenset((a, b)): w for a, b, w in store.snapshot(bank)["co_occurs"]}


def chain_of(ids: Sequence[str], bank: str = "b1") -> set[tuple[str, str]]:
    return {(mid(a, bank), mid(b, bank)) for a, b in itertools.pairwise(ids)}


def corpus(n: int = 40, bank: str = "b1") -> list[EnrichedMemory]:
    """Memories over 3 conversations and 4 sessions, with overlapping entities."""
    rng = random.Random(7)
    names = ["alice", "bob", "carol", "dave", "erin", "frank"]
    return [
        mem(
            f"e{i:03d}",
            minute=rng.randrange(0, 500),  # ties resolved by sequence, then event id
            seq=rng.randrange(0, 3),
            bank=bank,
            conv=f"c{i % 3}",
            session=None if i % 7 == 0 else f"s{i % 4}",
            ents=rng.sample(names, rng.randrange(0, 4)),
        )
        for i in range(n)
    ]


def hebbian_edges(store: GraphStore, bank: str = "b1") -> dict[frozenset[str], tuple[Any, ...]]:
    return {frozenset((a, b)): (w, t, n) for a, b, w, t, n in store.snapshot(bank)["hebbian"]}
