"""Hebbian co-recalls on the log: memories recalled together, as an event of the events topic.

Recall strengthens a `CO_ACTIVATED` edge between the memories it returns together
(`memstream.connectors.graph.hebbian`). Those edges are state of the graph store, so by the
thesis they must come from the log: a node that serves a recall publishes one `CoRecall` to
the events topic, keyed by the bank like the bank's events, and the flow applies it to the
graph in log order, like a tombstone. So a replay, or a new replica, rebuilds the same edges,
and every replica set learns from the recalls of every node (each applies every co-recall of
its partitions). Wire shape (one JSON object, `kind` tells it from a memory):

```
{"schema_version": 1, "kind": "corecall", "bank": "support",
 "memory_ids": ["6c0e...", "91f2...", "c3aa..."], "observed_at": "2024-06-01T10:00:00.123456+00:00",
 "eta": 0.2, "half_life_s": 1209600.0}
```

Everything the update needs travels in the record (the time, the learning rate and the
half-life of the node that observed it), so applying it depends on the log alone. The flow
applies it as of its place in the log, whatever it re-reads: the graph keeps where each memory
came in and, per edge, the position (log id, partition, offset) of the last co-recall applied,
so a co-recall strengthens the pairs of memories its partition held before it and skips an
edge it reached already (`memstream.connectors.graph.positions`). A co-recall naming a memory
the bank no longer holds (forgotten since) strengthens only the pairs still there.
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError

from memstream.errors import BadRecord
from memstream.events import BankName, EventTime, MemoryId, check_version, describe, not_bool
from memstream.placement import bank_key

#: Most memories one co-recall names: recall observes its first `hebbian_ids` (default 6).
MAX_CORECALL_IDS = 32
#: A co-recall record is small: 32 ids are about 1.3 KB of JSON.
MAX_CORECALL_BYTES = 8 * 1024

# A top-level `"kind": "corecall"` member, tested on the raw bytes (see `memstream.tombstone`).
CORECALL_MARK = re.compile(rb'"kind"\s*:\s*"corecall"')


class CoRecall(BaseModel):
    """One recall's co-activation of the memories it returned first, on the events topic."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    schema_version: Annotated[Literal[1], BeforeValidator(not_bool)] = 1
    kind: Literal["corecall"] = "corecall"
    bank: BankName
    memory_ids: tuple[MemoryId, ...] = Field(min_length=2, max_length=MAX_CORECALL_IDS)
    observed_at: EventTime = Field(description="When the recall ran (the decay's clock).")
    eta: Annotated[float, BeforeValidator(not_bool)] = Field(gt=0.0, le=1.0, allow_inf_nan=False)
    half_life_s: Annotated[float, BeforeValidator(not_bool)] = Field(gt=0.0, allow_inf_nan=False)

    def kafka_key(self) -> bytes:
        """The bank: the co-recall lands on the bank's partition, after the memories it names."""
        return bank_key(self.bank)

    def to_json_bytes(self) -> bytes:
        return json.dumps(self.model_dump(mode="json"), separators=(",", ":")).encode()

    @property
    def at(self) -> float:
        """`observed_at` in epoch seconds (the graph's Hebbian clock)."""
        return self.observed_at.timestamp()

    @classmethod
    def observe(
        cls, bank: str, memory_ids: tuple[str, ...], at: datetime, eta: float, half_life_s: float
    ) -> CoRecall:
        return cls(
            bank=bank, memory_ids=memory_ids, observed_at=at, eta=eta, half_life_s=half_life_s
        )


def decode_corecall(obj: dict[str, Any], size: int) -> CoRecall:
    """Validate a parsed co-recall of `size` bytes, or raise `BadRecord` saying why."""
    bank = obj.get("bank") if isinstance(obj.get("bank"), str) else None
    if size > MAX_CORECALL_BYTES:
        raise BadRecord(
            "too_large", f"co-recall of {size} bytes; the limit is {MAX_CORECALL_BYTES}", bank
        )
    check_version(obj, bank)
    try:
        return CoRecall.model_validate(obj)
    except ValidationError as e:
        raise BadRecord("schema", f"co-recall: {describe(e, '(co-recall)')}", bank) from None
