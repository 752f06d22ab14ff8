"""Hand-built records for tests (the one place where test data is fabricated)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np

from memstream.events import MemoryEvent
from memstream.records import EnrichedMemory, Entity, SparseVec, TimeRef

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def event(i: int, bank: str = "bank-a", **kw) -> MemoryEvent:
    fields = {
        "event_id": f"e{i}",
        "bank": bank,
        "text": f"message number {i}",
        "occurred_at": T0 + timedelta(minutes=i),
        "speaker": "Ann",
        "conversation_id": "c1",
        "session_id": "s1",
    }
    fields.update(kw)
    return MemoryEvent(**fields)


def unit_vector(seed: int, dim: int = 384) -> tuple[float, ...]:
    v = np.random.default_rng(seed).standard_normal(dim)
    return tuple(float(x) for x in v / np.linalg.norm(v))


def memory(
    i: int,
    bank: str = "bank-a",
    *,
    entities: tuple[str, ...] = (),
    sparse: dict[int, float] | None = None,
    time_refs: tuple[TimeRef, ...] = (),
    **kw,
) -> EnrichedMemory:
    sp = sparse or {1000 + i: 1.0}
    return EnrichedMemory(
        event=event(i, bank, **kw),
        dense=unit_vector(i),
        sparse=SparseVec(tuple(sp), tuple(sp.values())),
        entities=tuple(Entity(name=n.title(), norm=n, label="PERSON") for n in entities),
        time_refs=time_refs,
    )
