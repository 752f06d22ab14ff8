"""What both backends share: the payload of a memory, input checks, and the filter plan.

The filter plan is backend-neutral data (`Match`, `Range`, `HasIds`); each backend turns it
into its own filter type, so which payload key a `SearchFilter` field maps to is written once.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from memstream.bounds import metadata_problem
from memstream.checks import check_limit
from memstream.connectors.vector.base import SearchFilter, StoredMemory, VectorHit
from memstream.records import EnrichedMemory, SparseVec

_MAX_SPARSE_INDEX = 2**32 - 1
#: The payload key of the events-topic partition a memory was read from (None: unknown).
PARTITION_KEY = "log_partition"


@dataclass(frozen=True, slots=True)
class Match:
    """The payload `key` equals one of `values` (never empty)."""

    key: str
    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Range:
    """``gte <= payload[key] < lt`` on a float field; either bound may be open."""

    key: str
    gte: float | None
    lt: float | None


@dataclass(frozen=True, slots=True)
class HasIds:
    """The point id is one of `ids` (never empty)."""

    ids: tuple[str, ...]


Condition = Match | Range | HasIds


def bank_condition(bank: str) -> Match:
    check_bank(bank)
    return Match("bank", (bank,))


def plan_filter(bank: str, flt: SearchFilter | None) -> list[Condition]:
    """The conditions, all of which must hold, for `bank` narrowed by `flt`.

    Callers check `flt.matches_nothing` first: empty candidate lists never reach a backend.
    """
    conds: list[Condition] = [bank_condition(bank)]
    if flt is None:
        return conds
    if flt.start is not None or flt.end is not None:
        conds.append(
            Range(
                "occurred_ts",
                gte=flt.start.timestamp() if flt.start is not None else None,
                lt=flt.end.timestamp() if flt.end is not None else None,
            )
        )
    for key, values in (
        ("speaker", flt.speakers),
        ("fact_type", flt.fact_types),
        ("session_id", flt.session_ids),
        ("conversation", flt.conversations),
    ):
        if values:
            conds.append(Match(key, tuple(values)))
    if flt.memory_ids:
        conds.append(HasIds(tuple(check_ids(flt.memory_ids))))
    return conds


def memory_payload(memory: EnrichedMemory) -> dict[str, Any]:
    """The payload stored beside a memory's vectors.

    ValueError for metadata the store could take but not read back (nested ~126 deep, NaN,
    lone surrogates: `memstream.bounds`): the event schema refuses it already; this guards
    events built without validation, since one such payload breaks every read of its bank.
    """
    e = memory.event
    problem = metadata_problem(e.metadata)
    if problem is not None:
        raise ValueError(f"memory {memory.id} cannot be stored: {problem}")
    return {
        "bank": e.bank,
        "event_id": e.event_id,
        "text": e.text,
        "occurred_at": e.occurred_at.isoformat(),
        "occurred_ts": e.occurred_at.timestamp(),
        "speaker": e.speaker,
        "conversation": e.conversation,
        "session_id": e.session_id,
        "sequence": e.sequence,
        "fact_type": e.fact_type.value,
        "metadata": e.metadata,
        "entities": list(dict.fromkeys(ent.norm for ent in memory.entities)),
        "time_refs": [
            {
                "text": t.text,
                "start": t.start.isoformat(),
                "end": t.end.isoformat(),
                "grain": t.grain,
            }
            for t in memory.time_refs
        ],
        "sort_key": memory.sort_key(),
        # Which partition's tombstones may forget it (see memstream.forget).
        PARTITION_KEY: memory.partition,
    }


def plan_bank(bank: str, limit: int) -> list[Condition]:
    """A scroll's checked limit and plan over the whole of `bank`."""
    check_limit(limit)
    return [bank_condition(bank)]


def plan_search(bank: str, limit: int, flt: SearchFilter | None) -> list[Condition] | None:
    """A search's or scroll's checked limit and filter plan; None when `flt` matches nothing
    (then the backend is not asked)."""
    check_limit(limit)
    conds = plan_filter(bank, flt)
    return None if flt is not None and flt.matches_nothing else conds


def hits(points: Iterable[Any]) -> list[VectorHit]:
    """A backend's scored points (`id`, `score`, `payload`) as `VectorHit`s, in order."""
    return [VectorHit(str(p.id), float(p.score), dict(p.payload or {})) for p in points]


def in_order(
    wanted: Sequence[str], found: Iterable[StoredMemory], bank: str | None
) -> list[StoredMemory]:
    """The found memories in the order of `wanted`, only those of `bank` when it is given."""
    by_id = {m.id: m for m in found}
    out = [by_id[i] for i in wanted if i in by_id]
    return [m for m in out if bank is None or m.payload.get("bank") == bank]


def last_per_id(memories: Sequence[EnrichedMemory]) -> list[EnrichedMemory]:
    """One memory per id, the last one given winning, so both backends agree on duplicates."""
    return list({m.id: m for m in memories}.values())


def check_bank(bank: str) -> None:
    if not isinstance(bank, str) or not bank:
        raise ValueError(f"bank must be a non-empty string, got {bank!r}")


def field_values(records: Iterable[Any], key: str) -> list[tuple[str, Any]]:
    """(id, payload[key]) of a backend's scrolled records, those with an empty value left out
    (filtering them in the backend, a must_not is_empty on an unindexed field, made qdrant-edge's
    scroll 2-3x slower than reading the field of every point)."""
    return [(str(r.id), v) for r in records if (v := (r.payload or {}).get(key))]


def check_ids(ids: Sequence[str]) -> list[str]:
    """The ids in canonical UUID form, duplicates removed; a malformed id is a caller bug."""
    if isinstance(ids, str):
        raise TypeError("ids must be a sequence of memory ids, not one string")
    out: dict[str, None] = {}
    for raw in ids:
        try:
            out[str(uuid.UUID(str(raw)))] = None
        except ValueError:
            raise ValueError(f"{raw!r} is not a memory id (a UUID string)") from None
    return list(out)


def check_dense(vector: Sequence[float], dim: int, what: str) -> list[float]:
    arr = np.asarray(vector, dtype=np.float64)
    if arr.shape != (dim,):
        raise ValueError(f"{what}: dense vector has shape {arr.shape}, the store has ({dim},)")
    if not np.isfinite(arr).all():
        raise ValueError(f"{what}: dense vector holds NaN or infinity")
    return arr.tolist()  # type: ignore[no-any-return]


def check_sparse(
    indices: Sequence[int], values: Sequence[float], what: str
) -> tuple[list[int], list[float]]:
    idx = np.asarray(indices, dtype=np.int64).ravel()
    val = np.asarray(values, dtype=np.float64).ravel()
    if idx.shape != val.shape:
        raise ValueError(f"{what}: sparse vector has {idx.size} indices but {val.size} values")
    if idx.size and (idx.min() < 0 or idx.max() > _MAX_SPARSE_INDEX):
        raise ValueError(f"{what}: sparse indices must lie in [0, 2**32)")
    if np.unique(idx).size != idx.size:
        # qdrant-edge silently accepts duplicates; reject them so both backends agree.
        raise ValueError(f"{what}: sparse vector repeats an index")
    if not np.isfinite(val).all():
        raise ValueError(f"{what}: sparse vector holds NaN or infinity")
    return idx.tolist(), val.tolist()


def stored(
    point_id: object,
    payload: dict[str, Any] | None,
    vectors: Any,
    sparse_cls: type,
) -> StoredMemory:
    """A `StoredMemory` from a backend record; `sparse_cls` is the backend's sparse type."""
    dense: tuple[float, ...] | None = None
    sparse: SparseVec | None = None
    if isinstance(vectors, dict):
        if (d := vectors.get("dense")) is not None:
            dense = tuple(float(v) for v in d)
        s = vectors.get("splade")
        if isinstance(s, sparse_cls):
            sparse = SparseVec(
                tuple(int(i) for i in s.indices),  # type: ignore[attr-defined]
                tuple(float(v) for v in s.values),  # type: ignore[attr-defined]
            )
    return StoredMemory(id=str(point_id), payload=dict(payload or {}), dense=dense, sparse=sparse)
