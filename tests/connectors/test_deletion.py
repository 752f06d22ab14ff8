"""Applying a tombstone to real stores (connectors/deletion.py): every scope deletes from every
store within its bank, a partition's copy deletes only what that partition (or no known
partition) held, and applying it again changes nothing."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from memstream.connectors.deletion import apply_forget, resolve
from memstream.connectors.stores import Stores, open_stores
from memstream.records import EnrichedMemory
from memstream.settings import StoreSettings
from memstream.tombstone import ForgetEvent, ForgetScope
from tests.fakes import memory


@pytest.fixture
def stores(tmp_path, graph_engine):
    s = open_stores(StoreSettings(data_dir=tmp_path, graph_engine=graph_engine))
    yield s
    s.close()


def _mem(i: int, bank: str = "a", partition: int | None = 0, **kw: object) -> EnrichedMemory:
    m = memory(i, bank, entities=("ann", f"topic{i % 3}"), **kw)
    tokens = np.ones((3, 384), np.float16) / np.sqrt(384)
    return replace(m, partition=partition, tokens=tokens, token_model="t")


def _write(stores: Stores, memories: list[EnrichedMemory]) -> None:
    for store in (stores.vector, stores.bm25, stores.graph, stores.tokens):
        assert store is not None
        store.upsert(memories)


def _counts(stores: Stores, bank: str = "a") -> tuple[int, int, int, int]:
    assert stores.tokens is not None
    c = stores.counts(bank)
    return c.vector, c.bm25, c.graph_memories, stores.tokens.count(bank)


def test_speaker_scope_deletes_from_every_store_and_only_that_bank(stores) -> None:
    mine = [_mem(i, speaker="Ann") for i in range(4)] + [_mem(i, speaker="Bo") for i in (4, 5)]
    _write(stores, [*mine, _mem(0, "other", speaker="Ann")])
    done = apply_forget(stores, ForgetEvent.issue("a", ForgetScope.SPEAKER, "Ann"))
    assert sorted(done.ids) == sorted(m.id for m in mine[:4])
    assert (done.deleted, done.whole_bank, done.left) == (4, False, 2)
    assert _counts(stores) == (2, 2, 2, 2)
    assert _counts(stores, "other") == (1, 1, 1, 1)
    speakers = {m["speaker"] for m in stores.graph.snapshot("a")["memories"]}
    assert speakers == {"Bo"}
    before = stores.fingerprint("a")
    again = apply_forget(stores, ForgetEvent.issue("a", ForgetScope.SPEAKER, "Ann"))
    assert again.ids == () and stores.fingerprint("a") == before


def test_a_partition_copy_forgets_only_what_its_partition_held(stores) -> None:
    p0, p1, unknown = _mem(1, partition=0), _mem(2, partition=1), _mem(3, partition=None)
    _write(stores, [p0, p1, unknown])
    forget = ForgetEvent.issue("a", ForgetScope.SPEAKER, "Ann")
    assert sorted(resolve(stores, forget, 0)[0]) == sorted([p0.id, unknown.id])
    done = apply_forget(stores, forget, partition=1)
    assert sorted(done.ids) == sorted([p1.id, unknown.id]) and _counts(stores) == (1, 1, 1, 1)
    # The bank copy of partition 0 is not the whole bank while p1's memories may remain.
    bank = ForgetEvent.issue("a", ForgetScope.BANK)
    _write(stores, [p1])
    done = apply_forget(stores, bank, partition=0)
    assert (done.whole_bank, done.left) == (False, 1)
    done = apply_forget(stores, bank, partition=1)
    assert (done.whole_bank, done.left) == (True, 0)
    assert _counts(stores) == (0, 0, 0, 0) and stores.counts("a").entities == 0


def test_memory_scope_reaches_stores_the_vector_store_lacks(stores) -> None:
    a1, a2, b1 = _mem(1), _mem(2), _mem(1, "b")
    _write(stores, [a1, b1])
    stores.bm25.upsert([a2])  # a2 only in BM25 (the vector store never saw it)
    forget = ForgetEvent.issue("a", ForgetScope.MEMORY, memory_ids=[a1.id, a2.id, b1.id])
    done = apply_forget(stores, forget, partition=0)
    assert set(done.ids) == {a1.id, a2.id, b1.id}  # asked for; each store checks the bank
    assert _counts(stores) == (0, 0, 0, 0)
    assert _counts(stores, "b") == (1, 1, 1, 1)


def test_conversation_scope(stores) -> None:
    c1 = [_mem(i, conversation_id="c1") for i in range(3)]
    c2 = [_mem(i, conversation_id="c2") for i in range(3, 5)]
    _write(stores, c1 + c2)
    done = apply_forget(stores, ForgetEvent.issue("a", ForgetScope.CONVERSATION, "c1"))
    assert sorted(done.ids) == sorted(m.id for m in c1)
    assert _counts(stores) == (2, 2, 2, 2)
    assert len(stores.graph.snapshot("a")["next"]) == 1  # c2's chain is intact


def test_bank_scope_without_partition_drops_the_bank(stores) -> None:
    _write(stores, [_mem(1, partition=0), _mem(2, partition=3)])
    done = apply_forget(stores, ForgetEvent.issue("a", ForgetScope.BANK))
    assert done.whole_bank and done.left == 0 and len(done.ids) == 2
    assert "a" not in stores.banks() and _counts(stores) == (0, 0, 0, 0)
