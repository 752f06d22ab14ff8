"""The LlamaIndex retriever and memory block against a real node."""

from __future__ import annotations

import asyncio

import pytest
from llama_index.core.llms import ChatMessage
from llama_index.core.schema import MetadataMode, QueryBundle

from memstream.client import AsyncMemstreamClient, MemstreamClient
from memstream.integrations.llama_index import MemstreamMemoryBlock, MemstreamRetriever
from memstream.service.ephemeral import EphemeralNode
from tests.integrations.conftest import new_bank, run_example

pytestmark = [pytest.mark.integration, pytest.mark.models]


def test_the_docs_example_runs(memstream_node: EphemeralNode, memstream_client) -> None:
    bank = new_bank("li")
    printed = run_example("llama-index.md", memstream_node, bank)
    block, _, hits = printed.partition("</memory>")
    assert "user: I adopted a beagle called Biscuit." in block
    assert "Biscuit" in hits.splitlines()[1] and "'arm': " in hits
    memories = memstream_client.memories(bank, conversation_id=["chat-7"]).memories
    assert "I adopted a beagle called Biscuit." in {m.text for m in memories}


def test_the_retriever_returns_scored_nodes(memstream_node: EphemeralNode) -> None:
    ms = memstream_node.client()
    bank = new_bank("li")
    ms.create_bank(bank)
    ms.retain(
        bank,
        [
            {
                "text": "Ana moved to Porto for a job at Siemens.",
                "occurred_at": "2024-03-03T10:00:00Z",
                "speaker": "Ana",
                "conversation_id": "c1",
            },
            {
                "text": "Leo ran the Lisbon half marathon.",
                "occurred_at": "2024-04-20T09:00:00Z",
                "speaker": "Leo",
                "conversation_id": "c1",
            },
        ],
        wait=True,
    )
    hits = MemstreamRetriever(ms, bank, limit=1, explain=True).retrieve("Where does Ana work?")
    top = hits[0]
    assert top.node.get_content() == "Ana moved to Porto for a job at Siemens."
    assert (
        top.score is not None
        and top.score > 0
        and top.node.node_id == top.node.metadata["memory_id"]
    )
    assert top.node.metadata["explain"]["final_rank"] == 1
    for_llm = top.node.get_content(metadata_mode=MetadataMode.LLM)
    assert "speaker: Ana" in for_llm and "explain" not in for_llm and "score" not in for_llm

    async def both() -> list[str]:
        async with AsyncMemstreamClient(memstream_node.url, memstream_node.admin_key) as ac:
            query = QueryBundle("marathon")
            native = await MemstreamRetriever(ms, bank, limit=1, async_client=ac).aretrieve(query)
            threaded = await MemstreamRetriever(ms, bank, limit=1).aretrieve(query)
            return [native[0].node.get_content(), threaded[0].node.get_content()]

    assert asyncio.run(both()) == ["Leo ran the Lisbon half marathon."] * 2
    ms.close()


def test_the_block_retains_and_recalls(memstream_client: MemstreamClient) -> None:
    bank = new_bank("li")
    block = MemstreamMemoryBlock(client=memstream_client, bank=bank, limit=2)
    said = [
        ChatMessage(role="user", content="My sister Maya lives in Oslo."),
        ChatMessage(role="assistant", content="Oslo is lovely."),
        ChatMessage(role="assistant", content=""),  # nothing to recall it by: skipped
    ]
    asyncio.run(block.aput(said, session_id="s-9"))
    memories = memstream_client.memories(bank, conversation_id=["s-9"]).memories
    assert sorted((m.sequence, m.speaker) for m in memories) == [(0, "user"), (1, "assistant")]
    got = asyncio.run(block.aget([ChatMessage(role="user", content="Where does Maya live?")]))
    assert got.splitlines()[0].endswith("user: My sister Maya lives in Oslo.")
    assert asyncio.run(block.aget([])) == ""
