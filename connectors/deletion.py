"""Applying a tombstone to the stores of one process: resolve what it names, delete it everywhere.

`apply_forget` is the one implementation behind both callers: the flow, for each tombstone it
reads (with the partition it read it from), and the node, at once when a forget request
arrives (partition None: whatever the stores hold now was published before the tombstone).

Resolution reads the vector store, the first store every memory is written to: the bank's
memories that match the scope (the ids, the conversation, the speaker, all) and, when a
partition is given, were read from that partition or from an unknown one (`memstream.tombstone`
says why). Named memory ids that the vector store does not hold are deleted from the other
stores anyway. Then each store deletes those ids, always within the bank: vector, BM25, graph
(repairing entities, co-occurrence counts, episodes and the chain) and tokens. A bank forgotten
whole is dropped by each store instead. Every delete is idempotent, so a tombstone applied
twice, or a crash halfway followed by a redelivery, ends the same.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from memstream.connectors.stores import Stores
from memstream.connectors.vector import SearchFilter
from memstream.connectors.vector.payload import PARTITION_KEY
from memstream.tombstone import ForgetEvent, ForgetScope

log = logging.getLogger(__name__)

_PAGE = 1000


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What applying one tombstone did."""

    forget: ForgetEvent
    #: The partition whose copy was applied (None: applied at once by the node).
    partition: int | None
    #: The memory ids every store was asked to delete.
    ids: tuple[str, ...]
    #: How many of them the stores held (counted in the vector store).
    deleted: int
    #: The whole bank was dropped from every store.
    whole_bank: bool
    #: Memories of the bank the vector store holds afterwards.
    left: int


def _scope_filter(forget: ForgetEvent) -> SearchFilter | None:
    match forget.scope:
        case ForgetScope.MEMORY:
            return SearchFilter(memory_ids=forget.memory_ids)
        case ForgetScope.CONVERSATION:
            return SearchFilter(conversations=[forget.target or ""])
        case ForgetScope.SPEAKER:
            return SearchFilter(speakers=[forget.target or ""])
        case _:
            return None


def resolve(stores: Stores, forget: ForgetEvent, partition: int | None) -> tuple[list[str], bool]:
    """The memory ids `forget` deletes when read from `partition`, and whether they are the
    whole bank (every memory of it, whatever its partition)."""
    flt = _scope_filter(forget)
    ids: list[str] = []
    held: set[str] = set()
    offset: str | None = None
    while True:
        page, offset = stores.vector.scroll(forget.bank, _PAGE, offset, filter=flt)
        for m in page:
            held.add(m.id)
            read_from = m.payload.get(PARTITION_KEY)
            if partition is None or read_from is None or read_from == partition:
                ids.append(m.id)
        if offset is None:
            break
    if forget.scope is ForgetScope.MEMORY:
        ids.extend(i for i in forget.memory_ids if i not in held)
    return ids, forget.scope is ForgetScope.BANK and len(ids) == len(held)


#: One store's delete of memory ids within a bank (the vector store's returns how many it held).
Deleter = Callable[[str, Sequence[str]], object]


def deleters(stores: Stores) -> list[tuple[str, Deleter]]:
    """Each store's delete, by store name, in the order `delete_memories` runs them: vector,
    BM25 (the neighbours' contexts without them), graph (entities, counts, episodes and the
    chain repaired), tokens."""
    out: list[tuple[str, Deleter]] = [
        ("vector", stores.vector.delete),
        ("bm25", stores.bm25.delete),
        ("graph", stores.graph.delete),
    ]
    if (tokens := stores.tokens) is not None:
        out.append(("tokens", lambda bank, ids: tokens.delete(ids, bank=bank)))
    return out


def delete_memories(stores: Stores, bank: str, ids: Sequence[str]) -> int:
    """Delete `ids` of `bank` from every store (`deleters`). Idempotent; returns how many the
    vector store held. The caller holds `stores.write_lock`."""
    held = 0
    for name, delete in deleters(stores):
        done = delete(bank, ids)
        if name == "vector" and isinstance(done, int):
            held = done
    return held


def apply_forget(stores: Stores, forget: ForgetEvent, partition: int | None = None) -> Forgotten:
    """Delete what `forget` names from every store (see the module docstring); idempotent.

    Holds `stores.write_lock`, so it never interleaves with the flow writing a batch.
    """
    bank = forget.bank
    with stores.write_lock:
        ids, whole = resolve(stores, forget, partition)
        deleted = 0
        if whole:
            deleted = stores.vector.count(bank)
            stores.delete_bank(bank)
        elif ids:
            deleted = delete_memories(stores, bank, ids)
        left = stores.vector.count(bank)
    log.info(
        "forgot bank=%s scope=%s what=%s partition=%s memories=%d whole_bank=%s id=%s",
        bank,
        forget.scope.value,
        forget.describe(),
        partition,
        deleted,
        whole,
        forget.event_id,
    )
    return Forgotten(forget, partition, tuple(ids), deleted, whole, left)
