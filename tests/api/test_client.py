"""The Python client against a real node: retain with wait, recall, reads, typed errors."""

from __future__ import annotations

import asyncio

import pydantic
import pytest

from memstream.client import (
    AsyncMemstreamClient,
    Forbidden,
    InvalidRequest,
    NotFound,
    Unauthorized,
)
from memstream.events import memory_id
from tests.api.conftest import chat_events, new_bank

pytestmark = [pytest.mark.integration, pytest.mark.models]


def test_retain_wait_then_recall_finds_it(admin) -> None:
    bank = new_bank(admin)
    events = chat_events()
    r = admin.retain(bank, events, wait=True, timeout_s=60)
    assert r.visible is True
    assert r.ids == [memory_id(bank, e["event_id"]) for e in events]
    found = admin.recall(bank, "What is the name of Leo's dog?", mode="HYBRID", limit=3)
    assert found.memories[0].id == r.ids[0]
    assert found.memories[0].explain is None  # explain only when asked
    detail = admin.bank(bank)
    assert (detail.counts.vector, detail.counts.bm25, detail.counts.graph_memories) == (5, 5, 5)
    assert detail.dead_letters == 0


def test_retain_twice_is_idempotent(admin) -> None:
    bank = new_bank(admin)
    body = [{"text": "Ana moved to Lisbon.", "occurred_at": "2024-05-01T09:00:00Z"}]
    first = admin.retain(bank, body, wait=True)
    again = admin.retain(bank, body, wait=True)
    assert first.ids == again.ids and first.event_ids[0].startswith("sha256:")
    assert admin.bank(bank).counts.vector == 1


def test_reads(admin) -> None:
    bank = new_bank(admin)
    ids = admin.retain(bank, chat_events(), wait=True).ids
    m = admin.memory(bank, ids[2])
    assert m.speaker == "Leo" and "running shoes" in m.text
    chain = admin.chain(bank, ids[2], before=1, after=1)
    assert [x.id for x in chain.memories] == ids[1:4]
    leo = list(admin.iter_memories(bank, speaker=["Leo"], limit=1))
    assert sorted(x.id for x in leo) == sorted([ids[0], ids[2], ids[4]])
    april = admin.memories(bank, start="2024-04-01T00:00:00Z").memories
    assert [x.id for x in april] == [ids[4]]
    other = admin.retain(bank, chat_events("c2")[:2], wait=True).ids
    c2 = admin.memories(bank, conversation_id=["c2"]).memories
    assert sorted(x.id for x in c2) == sorted(other)
    assert len(admin.memories(bank, conversation_id=["c1", "c2"]).memories) == 7
    names = {e.norm for e in admin.entities(bank)}
    assert "clayworks" in names
    g = admin.neighbourhood(bank, "Clayworks")
    assert g.center is not None and g.nodes[0].label.lower() == "clayworks"
    around = admin.graph(bank, ids[:2])
    assert {n.kind for n in around.nodes} == {"memory", "entity"}
    assert any(e.kind == "next" and (e.src, e.dst) == (ids[0], ids[1]) for e in around.edges)


def test_typed_errors(served, admin) -> None:
    bank = new_bank(admin)
    with pytest.raises(NotFound) as e:
        admin.recall("no-such-bank", "x")
    assert e.value.code == "bank_not_found"
    with pytest.raises(InvalidRequest) as e:
        admin.recall(bank, "x", mode="NOPE")
    assert "unknown mode" in e.value.message
    with served.client(None) as anon, pytest.raises(Unauthorized):
        anon.banks()
    scoped = admin.create_key("other", banks=["elsewhere"])
    with served.client(scoped.key) as other, pytest.raises(Forbidden):
        other.recall(bank, "x")


def test_async_client(served, admin) -> None:
    bank = new_bank(admin)

    async def go():
        async with AsyncMemstreamClient(served.url, served.admin_key, timeout=60) as c:
            r = await c.retain(bank, chat_events(), wait=True)
            found = await c.recall(bank, "Who sold a vase to a museum?", explain=True)
            seen = [m async for m in c.iter_memories(bank, limit=2)]
            return r, found, seen

    r, found, seen = asyncio.run(go())
    assert r.ids[3] in [m.id for m in found.memories[:3]]
    assert found.timings_ms and "total" in found.timings_ms
    assert sorted(m.id for m in seen) == sorted(r.ids)


def test_forget_sync_and_async(served, admin) -> None:
    bank = new_bank(admin)
    ids = admin.retain(bank, chat_events(), wait=True).ids
    r = admin.forget(bank, speaker="Ana", wait=True)
    assert (r.deleted, r.applied, r.target) == (2, True, "Ana")
    with pytest.raises(pydantic.ValidationError):
        admin.forget(bank, speaker="Ana", conversation_id="c1")

    async def go():
        async with AsyncMemstreamClient(served.url, served.admin_key, timeout=60) as c:
            return await c.forget(bank, memory_ids=[ids[0]])

    r = asyncio.run(go())
    assert r.deleted == 1 and r.applied is None
    assert admin.bank(bank).counts.vector == 2
