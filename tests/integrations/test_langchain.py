"""The LangChain retriever and chat history against a real node."""

from __future__ import annotations

import asyncio

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from memstream.client import AsyncMemstreamClient, MemstreamClient
from memstream.integrations.langchain import MemstreamChatMessageHistory, MemstreamRetriever
from memstream.service.ephemeral import EphemeralNode
from tests.integrations.conftest import new_bank, run_example

pytestmark = [pytest.mark.integration, pytest.mark.models]

CHAT = [
    ("Leo", "2024-03-02T10:00:00Z", "I adopted a beagle puppy today, his name is Biscuit."),
    ("Ana", "2024-03-09T18:02:00Z", "My manager at Clayworks, Maya, sold a vase to a museum."),
    ("Leo", "2024-04-20T09:00:00Z", "I ran the Lisbon half marathon in 1:52 this morning."),
]


def _retained(ms: MemstreamClient) -> str:
    bank = new_bank("lc")
    ms.create_bank(bank)
    events = [{"text": t, "occurred_at": at, "speaker": who} for who, at, t in CHAT]
    ms.retain(bank, events, wait=True)
    return bank


def test_the_docs_example_runs(memstream_node: EphemeralNode, memstream_client) -> None:
    bank = new_bank("lc")
    printed = run_example("langchain.md", memstream_node, bank).splitlines()
    said = ["I moved to Porto last week.", "Noted.", "Where do I live?", "You live in Porto."]
    assert printed[0] == repr(said)
    assert "I moved to Porto last week." in printed[1]
    memories = memstream_client.memories(bank, conversation_id=["chat-42"]).memories
    assert {m.session_id for m in memories} == {"2024-06-01"} and len(memories) == 4


def test_the_retriever_maps_recall(memstream_client: MemstreamClient) -> None:
    bank = _retained(memstream_client)
    retriever = MemstreamRetriever(client=memstream_client, bank=bank, limit=2, explain=True)
    docs = retriever.invoke("What is the name of Leo's dog?")
    assert "Biscuit" in docs[0].page_content
    meta = docs[0].metadata
    assert meta["speaker"] == "Leo" and meta["bank"] == bank and meta["score"] > 0
    assert meta["explain"]["arms"] and docs[0].id == meta["memory_id"]
    april = retriever.invoke("What is the name of Leo's dog?", start="2024-04-01T00:00:00Z")
    # The window reaches recall: the arms find only the April memory (the graph expansion
    # may add its conversation neighbour, which an arm did not find).
    by_arms = [d.page_content for d in april if d.metadata["explain"]["arms"]]
    assert by_arms == [CHAT[2][2]]
    with pytest.raises(TypeError, match="unknown recall arguments: colour"):
        retriever.invoke("x", colour="red")
    nobody = MemstreamRetriever(client=memstream_client, bank=new_bank("none"))
    assert nobody.invoke("anything") == []  # a bank nothing was retained into yet


def test_the_history_keeps_messages_as_written(memstream_client: MemstreamClient) -> None:
    bank = new_bank("lc")
    history = MemstreamChatMessageHistory(memstream_client, bank, "c-1", session_id="s-1")
    assert history.messages == []
    call = AIMessage("", tool_calls=[{"name": "weather", "args": {"city": "Porto"}, "id": "t1"}])
    written = [
        SystemMessage("Be brief."),
        HumanMessage("Weather in Porto?", name="ana"),
        call,
        ToolMessage("sunny, 24 C", tool_call_id="t1"),
        AIMessage("Sunny and 24 C."),
    ]
    history.add_messages(written[:2])
    history.add_messages(written[2:])
    assert history.messages == written
    memories = memstream_client.memories(bank, conversation_id=["c-1"]).memories
    by_seq = sorted(memories, key=lambda m: m.sequence or 0)
    assert [m.speaker for m in by_seq] == ["system", "ana", "ai", "tool", "ai"]
    assert by_seq[2].text == 'calls weather({"city": "Porto"})'
    again = MemstreamChatMessageHistory(memstream_client, bank, "c-1")  # another process
    again.add_messages([HumanMessage("Thanks!")])
    assert [m.content for m in history.messages][-2:] == ["Sunny and 24 C.", "Thanks!"]
    history.clear()
    assert history.messages == [] and again.messages == []


def test_the_async_history_and_retriever(memstream_node: EphemeralNode) -> None:
    async def go() -> None:
        async with AsyncMemstreamClient(memstream_node.url, memstream_node.admin_key) as ac:
            bank = new_bank("lc")
            history = MemstreamChatMessageHistory(bank=bank, conversation_id="c", async_client=ac)
            await history.aadd_messages([HumanMessage("My cat is Miso."), AIMessage("Cute!")])
            assert [m.content for m in await history.aget_messages()] == [
                "My cat is Miso.",
                "Cute!",
            ]
            retriever = MemstreamRetriever(async_client=ac, bank=bank, limit=1)
            docs = await retriever.ainvoke("What is the cat called?")
            assert docs[0].page_content == "My cat is Miso."
            await history.aclear()
            assert await history.aget_messages() == []

    asyncio.run(go())
