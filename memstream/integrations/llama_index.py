"""LlamaIndex: a retriever over recall and a memory block for its agent `Memory`.

- `MemstreamRetriever`: a `BaseRetriever` whose `NodeWithScore`s are recalled memories: a
  `TextNode` (id = the memory id, text = the memory's text) with memstream's fused score, and
  in its metadata the speaker, time, conversation and, with `explain=True`, the arms that
  found it and their ranks (kept out of what the LLM and embedders read).
- `MemstreamMemoryBlock`: a `BaseMemoryBlock[str]` for `Memory.from_defaults(memory_blocks=
  [...])`. Messages the short-term memory flushes are retained as events (speaker = the role,
  one conversation per memory session, positions as `sequence`); on `get`, the last messages
  are the recall query and the block answers the recalled memories as lines of text.

Install with `pip install 'memstream[llama-index]'`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from memstream.integrations._common import (
    Conversation,
    Message,
    arecall,
    lines,
    memory_fields,
    recall,
    recall_params,
    require,
)

require("llama_index.core", "llama-index")

from llama_index.core.base.base_retriever import BaseRetriever  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage, TextBlock  # noqa: E402
from llama_index.core.bridge.pydantic import Field  # noqa: E402
from llama_index.core.memory.memory import BaseMemoryBlock  # noqa: E402
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode  # noqa: E402

from memstream.client import AsyncMemstreamClient, MemstreamClient  # noqa: E402
from memstream.contract.recall import RecalledMemory  # noqa: E402

#: Metadata the LLM and the embedders do not read (ids, scores, explain).
HIDDEN = ["memory_id", "bank", "event_id", "score", "explain", "metadata", "fact_type"]
#: The event metadata field that holds the message's role.
KEY = "llama_index_message"


def _nodes(memories: Sequence[RecalledMemory]) -> list[NodeWithScore]:
    out = []
    for m in memories:
        node = TextNode(
            id_=m.id,
            text=m.text,
            metadata=memory_fields(m),
            excluded_llm_metadata_keys=list(HIDDEN),
            excluded_embed_metadata_keys=list(HIDDEN),
        )
        out.append(NodeWithScore(node=node, score=m.score))
    return out


class MemstreamRetriever(BaseRetriever):
    """Recall from one bank as LlamaIndex nodes, best first.

    `async_client` serves `aretrieve`; without one, `aretrieve` runs the synchronous client
    in a thread.
    """

    def __init__(
        self,
        client: MemstreamClient,
        bank: str,
        *,
        mode: str | None = None,
        limit: int = 5,
        explain: bool = False,
        async_client: AsyncMemstreamClient | None = None,
        **recall: Any,
    ) -> None:
        super().__init__()
        self._client = client
        self._aclient = async_client
        self._bank = bank
        self._params = recall_params(mode, limit, explain=explain, **recall)

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        return _nodes(recall(self._client, self._bank, query_bundle.query_str, self._params))

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        if self._aclient is None:
            return await asyncio.to_thread(self._retrieve, query_bundle)
        query = query_bundle.query_str
        return _nodes(await arecall(self._aclient, self._bank, query, self._params))


def _text(message: ChatMessage) -> str:
    return " ".join(b.text for b in message.blocks if isinstance(b, TextBlock)).strip()


class MemstreamMemoryBlock(BaseMemoryBlock[str]):
    """Long-term memory in a memstream bank for LlamaIndex's `Memory`.

    `conversation_id` names the conversation the flushed messages join; by default the
    memory's session id (LlamaIndex passes it with every flush). Recall sees a message once
    `aput` returns.
    """

    name: str = Field(default="memstream", description="The name of the memory block.")
    client: MemstreamClient = Field(description="A client of the node.")
    bank: str = Field(description="The bank to retain into and recall from.")
    conversation_id: str | None = Field(default=None, description="Default: the session id.")
    mode: str | None = Field(default=None, description="Recall mode; default: the node's.")
    limit: int = Field(default=5, description="Memories per recall.")
    context_window: int = Field(default=1, description="Last messages that form the query.")

    def _query(self, messages: list[ChatMessage] | None) -> str:
        recent = (messages or [])[-self.context_window :]
        return " ".join(t for t in (_text(m) for m in recent) if t)

    async def _aget(self, messages: list[ChatMessage] | None = None, **block_kwargs: Any) -> str:
        query = self._query(messages)
        if not query:
            return ""
        params = recall_params(self.mode, self.limit)
        found = await asyncio.to_thread(recall, self.client, self.bank, query, params)
        return lines(found)

    async def _aput(self, messages: list[ChatMessage]) -> None:
        by_conversation: dict[str, list[Message]] = {}
        for m in messages:
            text = _text(m)
            if not text:  # nothing to recall by (an image, a tool call without words)
                continue
            session = m.additional_kwargs.get("session_id")
            conversation = self.conversation_id or str(session or "llama-index")
            role = str(getattr(m.role, "value", m.role))
            by_conversation.setdefault(conversation, []).append(
                Message(speaker=role, text=text, data={"role": role})
            )
        for conversation, batch in by_conversation.items():
            talk = Conversation(self.client, self.bank, conversation, key=KEY)
            await asyncio.to_thread(talk.append, batch)


__all__ = ["MemstreamMemoryBlock", "MemstreamRetriever"]
