"""The LangGraph store against a real node: the docs example, and each operation's mapping."""

from __future__ import annotations

import asyncio

import pytest
from langgraph.store.base import InvalidNamespaceError

from memstream.client import AsyncMemstreamClient, MemstreamClient
from memstream.events import memory_id
from memstream.integrations.langgraph import MemstreamStore, bank_of, namespace_of
from memstream.service.ephemeral import EphemeralNode
from tests.integrations.conftest import new_bank, run_example

pytestmark = [pytest.mark.integration, pytest.mark.models]


def test_the_docs_example_runs(memstream_node: EphemeralNode, memstream_client) -> None:
    label = new_bank("lg")
    printed = run_example("langgraph.md", memstream_node, label)
    assert "I remember: Ana moved to Porto for a job at Siemens." in printed
    assert "{'text': 'Ana moved to Porto for a job at Siemens.'}" in printed
    page = memstream_client.memories(f"{label}.ana")
    assert [m.event_id for m in page.memories] == ["turn-1"]


def test_namespaces_are_banks() -> None:
    assert bank_of(("memories", "user-1")) == "memories.user-1"
    assert namespace_of("memories.user-1") == ("memories", "user-1")
    assert namespace_of("a b") is None
    with pytest.raises(InvalidNamespaceError, match="letters, digits"):
        bank_of(("users", "ana@example.com"))
    with pytest.raises(InvalidNamespaceError, match="64 characters"):
        bank_of(("x" * 40, "y" * 40))


def test_put_get_update_delete(memstream_client: MemstreamClient) -> None:
    store = MemstreamStore(memstream_client)
    ns = (new_bank("lg"), "ana")
    bank = bank_of(ns)
    store.put(ns, "food", {"text": "Ana is vegetarian.", "kind": "pref"})
    first = store.get(ns, "food")
    assert first is not None and first.value == {"text": "Ana is vegetarian.", "kind": "pref"}
    store.put(ns, "food", {"content": "Ana is vegan now.", "kind": "pref"})
    second = store.get(ns, "food")
    assert second is not None and second.value["content"] == "Ana is vegan now."
    assert second.created_at == first.created_at and second.updated_at > first.updated_at
    memories = memstream_client.memories(bank).memories
    assert [(m.id, m.text) for m in memories] == [(memory_id(bank, "food"), "Ana is vegan now.")]
    found = store.search(ns, query="What does Ana eat?", limit=1)
    assert found[0].key == "food" and found[0].score is not None
    store.delete(ns, "food")
    assert store.get(ns, "food") is None
    assert memstream_client.memories(bank).memories == []
    assert store.get((new_bank("lg"),), "nothing") is None  # no such bank: no item


def test_search_filters_lists_and_reads_foreign_memories(memstream_client: MemstreamClient) -> None:
    store = MemstreamStore(memstream_client, mode="BM25_ONLY")
    root = new_bank("lg")
    store.put((root, "ana"), "job", {"text": "Ana works at Siemens in Porto.", "kind": "fact"})
    store.put((root, "ana"), "pet", {"text": "Ana has a cat named Miso.", "kind": "pet"})
    store.put((root, "leo"), "job", {"text": "Leo works at Clayworks.", "kind": "fact"})
    facts = store.search((root,), query="works at", filter={"kind": "fact"}, limit=5)
    assert sorted((i.namespace, i.key) for i in facts) == [
        ((root, "ana"), "job"),
        ((root, "leo"), "job"),
    ]
    assert [i.key for i in store.search((root, "ana"), filter={"kind": {"$ne": "fact"}})] == ["pet"]
    newest = store.search((root,), limit=1)
    assert [(i.namespace, i.key) for i in newest] == [((root, "leo"), "job")]
    assert store.list_namespaces(prefix=(root,)) == [(root, "ana"), (root, "leo")]
    assert store.list_namespaces(prefix=(root,), max_depth=1) == [(root,)]
    assert store.list_namespaces(prefix=(root,), suffix=("leo",)) == [(root, "leo")]
    bank = bank_of((root, "ana"))
    memstream_client.retain(
        bank,
        [{"event_id": "chat-1", "text": "Ana loves jazz.", "occurred_at": "2024-01-01T00:00:00Z"}],
        wait=True,
    )
    foreign = store.get((root, "ana"), "chat-1")
    assert foreign is not None and foreign.value == {"text": "Ana loves jazz."}


def test_the_async_side(memstream_node: EphemeralNode) -> None:
    async def go() -> None:
        async with AsyncMemstreamClient(memstream_node.url, memstream_node.admin_key) as ac:
            store = MemstreamStore(async_client=ac)
            ns = (new_bank("lg"), "ana")
            await store.aput(ns, "pet", {"text": "Ana has a cat named Miso."})
            item = await store.aget(ns, "pet")
            assert item is not None and item.value == {"text": "Ana has a cat named Miso."}
            hits = await store.asearch(ns, query="What is the cat called?")
            assert [h.key for h in hits] == ["pet"]
            assert await store.alist_namespaces(prefix=ns[:1]) == [ns]
            await store.adelete(ns, "pet")
            assert await store.aget(ns, "pet") is None
            with pytest.raises(ValueError, match="client="):
                store.get(ns, "pet")

    asyncio.run(go())


def test_ttl_is_refused(memstream_client: MemstreamClient) -> None:
    store = MemstreamStore(memstream_client)
    with pytest.raises(NotImplementedError, match="TTL"):
        store.put((new_bank("lg"),), "k", {"text": "x"}, ttl=5)
