"""LangChain: a retriever over recall and a chat message history kept as events.

- `MemstreamRetriever`: a `BaseRetriever` whose documents are recalled memories (the text as
  `page_content`; score, speaker, time and, with `explain=True`, the arms that found it in
  `metadata`). Mode, limit and time window are fields, and `invoke(query, start=..., end=...,
  mode=..., limit=...)` overrides them for one call.
- `MemstreamChatMessageHistory`: a `BaseChatMessageHistory` for one conversation of a bank:
  each message is retained as an event (speaker = its type or name, the conversation, the
  session, its position as `sequence`) and `messages` reads them back in order, as they were
  written (LangChain's own message dict rides in the event's metadata).

Install with `pip install 'memstream[langchain]'`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memstream.integrations._common import (
    AsyncConversation,
    Conversation,
    Message,
    arecall,
    memory_fields,
    recall,
    recall_params,
    require,
)

require("langchain_core", "langchain")

from langchain_core.callbacks import (  # noqa: E402
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
)
from langchain_core.chat_history import BaseChatMessageHistory  # noqa: E402
from langchain_core.documents import Document  # noqa: E402
from langchain_core.messages import (  # noqa: E402
    BaseMessage,
    message_to_dict,
    messages_from_dict,
)
from langchain_core.retrievers import BaseRetriever  # noqa: E402
from pydantic import ConfigDict, Field  # noqa: E402

from memstream.client import AsyncMemstreamClient, MemstreamClient  # noqa: E402
from memstream.contract.recall import RecalledMemory  # noqa: E402

#: The event metadata field that holds LangChain's dict of the message.
KEY = "langchain_message"


class MemstreamRetriever(BaseRetriever):
    """Recall from one bank as LangChain documents, best first."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    client: MemstreamClient | None = None
    async_client: AsyncMemstreamClient | None = None
    bank: str
    mode: str | None = Field(default=None, description="A recall mode; default: the node's.")
    limit: int = 5
    explain: bool = False
    start: datetime | None = None
    end: datetime | None = None
    fact_types: list[str] | None = None

    def _params(self, overrides: dict[str, Any]) -> dict[str, Any]:
        unknown = set(overrides) - {"mode", "limit", "explain", "start", "end", "reference_time"}
        if unknown:
            raise TypeError(f"unknown recall arguments: {', '.join(sorted(unknown))}")
        base = {
            "mode": self.mode,
            "limit": self.limit,
            "explain": self.explain,
            "start": self.start,
            "end": self.end,
            "fact_types": self.fact_types,
        }
        merged = {**base, **overrides}
        return recall_params(merged.pop("mode"), merged.pop("limit"), **merged)

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, **kwargs: Any
    ) -> list[Document]:
        if self.client is None:
            raise ValueError("MemstreamRetriever needs client= for synchronous calls")
        return _documents(recall(self.client, self.bank, query, self._params(kwargs)))

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun, **kwargs: Any
    ) -> list[Document]:
        if self.async_client is None:
            raise ValueError("MemstreamRetriever needs async_client= for asynchronous calls")
        found = await arecall(self.async_client, self.bank, query, self._params(kwargs))
        return _documents(found)


def _documents(memories: Sequence[RecalledMemory]) -> list[Document]:
    return [Document(page_content=m.text, id=m.id, metadata=memory_fields(m)) for m in memories]


def _message(m: BaseMessage) -> Message:
    data = message_to_dict(m)
    text: str = str(m.text)
    if isinstance(m.content, str) and m.content == text and text.strip():
        data = {**data, "data": {k: v for k, v in data["data"].items() if k != "content"}}
    if not text.strip():  # a tool call without words: index what it does
        calls = getattr(m, "tool_calls", None) or []
        text = "; ".join(f"calls {c['name']}({json.dumps(c['args'])})" for c in calls)
        text = text or json.dumps(data["data"].get("content"), ensure_ascii=False)
    return Message(speaker=m.name or m.type, text=text, data=data)


def _messages(rows: Sequence[tuple[Any, Any]]) -> list[BaseMessage]:
    dicts = []
    for memory, data in rows:
        if not isinstance(data, dict):  # written by someone else: a human message
            data = {"type": "human", "data": {"content": memory.text, "name": memory.speaker}}
        elif "content" not in data.get("data", {}):
            data = {**data, "data": {**data["data"], "content": memory.text}}
        dicts.append(data)
    return messages_from_dict(dicts)


class MemstreamChatMessageHistory(BaseChatMessageHistory):
    """The messages of one conversation of a bank, kept as memstream events.

    `wait=True` (the default) returns from `add_messages` once recall sees the messages, so
    a chain's next turn reads them back; a bank that does not exist is created (admin key).
    `clear()` forgets the conversation (a tombstone on the log).
    """

    def __init__(
        self,
        client: MemstreamClient | None = None,
        bank: str = "",
        conversation_id: str = "",
        *,
        session_id: str | None = None,
        async_client: AsyncMemstreamClient | None = None,
        wait: bool = True,
    ) -> None:
        if client is None and async_client is None:
            raise ValueError("give client= or async_client= (or both)")
        self._sync = (
            None
            if client is None
            else Conversation(
                client, bank, conversation_id, session_id=session_id, key=KEY, wait=wait
            )
        )
        self._async = (
            None
            if async_client is None
            else AsyncConversation(
                async_client, bank, conversation_id, session_id=session_id, key=KEY, wait=wait
            )
        )

    def _conversation(self) -> Conversation:
        if self._sync is None:
            raise ValueError("this history has only an async client: use the a* methods")
        return self._sync

    def _aconversation(self) -> AsyncConversation:
        if self._async is None:
            raise ValueError("this history has only a sync client: use the sync methods")
        return self._async

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        return _messages(self._conversation().read())

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        self._conversation().append([_message(m) for m in messages])

    def clear(self) -> None:
        self._conversation().forget()

    async def aget_messages(self) -> list[BaseMessage]:
        return _messages(await self._aconversation().read())

    async def aadd_messages(self, messages: Sequence[BaseMessage]) -> None:
        await self._aconversation().append([_message(m) for m in messages])

    async def aclear(self) -> None:
        await self._aconversation().forget()


__all__ = ["MemstreamChatMessageHistory", "MemstreamRetriever"]
