"""OpenAI Agents SDK: a `Session` whose conversation items are memstream events, and a
function tool that recalls.

- `MemstreamSession(client, bank, session_id)`: implements the SDK's `Session` protocol
  (`Runner.run(agent, input, session=...)`). Each conversation item is one event of the
  conversation `session_id` (speaker = the item's role, or its type for tool calls and their
  outputs; its position as `sequence`); the item itself rides in the event's metadata and reads
  back unchanged, in order. `pop_item` forgets the last item, `clear_session` the
  conversation (tombstones on the log).
- `recall_tool(client, bank)`: a `FunctionTool` named `recall_memories` that the model calls
  with a question; it answers the recalled memories as lines of text (date, speaker, text).

The SDK's calls are async; the adapter runs the synchronous client in a worker thread, so one
client serves every event loop (`Runner.run_sync` makes one per call).

Install with `pip install 'memstream[openai-agents]'`.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from typing import Any

from memstream.integrations._common import (
    Conversation,
    Message,
    lines,
    recall,
    recall_params,
    require,
)

require("agents", "openai-agents")

from agents import FunctionTool, function_tool  # noqa: E402

from memstream.client import MemstreamClient  # noqa: E402

#: The event metadata field that holds the conversation item.
KEY = "openai_agents_item"


def _plain(item: Any) -> dict[str, Any]:
    if hasattr(item, "model_dump"):
        return dict(item.model_dump(mode="json", exclude_none=True))
    if isinstance(item, Mapping):
        return dict(item)
    raise TypeError(f"a conversation item is a dict, got {type(item).__name__}")


def _parts(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = [p.get("text") or p.get("refusal") for p in content if isinstance(p, dict)]
        return " ".join(t for t in texts if isinstance(t, str))
    return ""


def item_text(item: Mapping[str, Any]) -> str:
    """What recall indexes of an item: its words, or what it does (a tool call, an output)."""
    kind = item.get("type")
    if kind == "function_call":
        return f"calls {item.get('name')}({item.get('arguments', '')})"
    if kind == "function_call_output":
        output = item.get("output")
        text = output if isinstance(output, str) else _parts(output) or json.dumps(output)
        return f"tool output: {text}"
    text = _parts(item.get("summary" if kind == "reasoning" else "content"))
    return text if text.strip() else json.dumps(item, ensure_ascii=False, sort_keys=True)


def _message(item: Any) -> Message:
    data = _plain(item)
    speaker = str(data.get("role") or data.get("type") or "item")
    return Message(speaker=speaker, text=item_text(data), data=data)


class MemstreamSession:
    """Conversation history for the Agents SDK, kept in a memstream bank (see the module).

    `wait=True` (the default): `add_items` returns once recall sees the items. A bank that
    does not exist is created on the first `add_items` (an admin key).
    """

    session_settings = None

    def __init__(
        self, client: MemstreamClient, bank: str, session_id: str, *, wait: bool = True
    ) -> None:
        self.session_id = session_id
        self._talk = Conversation(client, bank, session_id, key=KEY, wait=wait)

    async def get_items(self, limit: int | None = None) -> list[Any]:
        rows = await asyncio.to_thread(self._talk.read)
        items = [data if isinstance(data, dict) else _foreign(m) for m, data in rows]
        return items if limit is None else items[-limit:] if limit > 0 else []

    async def add_items(self, items: list[Any]) -> None:
        await asyncio.to_thread(self._talk.append, [_message(i) for i in items])

    async def pop_item(self) -> Any | None:
        rows = await asyncio.to_thread(self._talk.read)
        if not rows:
            return None
        memory, data = rows[-1]
        await asyncio.to_thread(self._talk.forget, [memory.id])
        return data if isinstance(data, dict) else _foreign(memory)

    async def clear_session(self) -> None:
        await asyncio.to_thread(self._talk.forget)


def _foreign(memory: Any) -> dict[str, Any]:
    """A memory another producer wrote into the conversation, as a user message."""
    return {"role": "user", "content": memory.text}


def recall_tool(
    client: MemstreamClient,
    bank: str,
    *,
    mode: str | None = None,
    limit: int = 5,
    name: str = "recall_memories",
    description: str = "Recall what memory holds about a question: past conversations, "
    "facts about people, what happened when. Ask in plain words.",
) -> FunctionTool:
    """A function tool that recalls from `bank` (the model passes the question)."""

    params = recall_params(mode, limit)

    def ask(query: str) -> str:
        return lines(recall(client, bank, query, params)) or "nothing remembered about that"

    async def recall_memories(query: str) -> str:
        """Recall memories.

        Args:
            query: The question, in plain words.
        """
        return await asyncio.to_thread(ask, query)

    return function_tool(recall_memories, name_override=name, description_override=description)


__all__ = ["MemstreamSession", "item_text", "recall_tool"]
