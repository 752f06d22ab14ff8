"""What the framework adapters share: importing a framework with a helpful error, recall
results as plain metadata, and a conversation kept as events (`Conversation`,
`AsyncConversation`) for the chat histories and sessions.

A conversation is one `conversation_id` in a bank. Each message is one event: its speaker is
the message's role, its `sequence` its position (so messages that share a timestamp keep their
order), its `event_id` derived from the conversation and the position (a retried append
upserts instead of doubling), and the framework's own form of the message rides in the event's
metadata so that it reads back as it was written. Reading back lists the conversation's
memories (`GET .../memories?conversation_id=`) and orders them by position.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from types import ModuleType
from typing import Any

from memstream.client import AsyncMemstreamClient, MemstreamClient, NotFound
from memstream.contract import schemas as s
from memstream.contract.recall import RecalledMemory, RecallResponse
from memstream.events import memory_id

#: The node's page size cap is `api.max_page` (100 by default); pages of this size fit it.
PAGE = 100


def require(module: str, extra: str) -> ModuleType:
    """Import a framework module, or fail saying which extra installs it."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise ImportError(
            f"{module} is not installed: pip install 'memstream[{extra}]' ({e})"
        ) from e


def memory_fields(m: RecalledMemory | s.Memory) -> dict[str, Any]:
    """A memory as flat metadata for a framework's document or node (JSON values only)."""
    out: dict[str, Any] = {
        "memory_id": m.id,
        "bank": m.bank,
        "event_id": m.event_id,
        "occurred_at": m.occurred_at.isoformat(),
        "fact_type": m.fact_type,
    }
    for name in ("speaker", "conversation_id", "session_id"):
        value = getattr(m, name)
        if value is not None:
            out[name] = value
    if m.metadata:
        out["metadata"] = dict(m.metadata)
    if isinstance(m, RecalledMemory):
        out["score"] = m.score
        if m.explain is not None:
            out["explain"] = m.explain.model_dump(mode="json", exclude_none=True)
    return out


def recall_params(
    mode: str | None,
    limit: int,
    *,
    explain: bool = False,
    start: datetime | None = None,
    end: datetime | None = None,
    reference_time: datetime | None = None,
    fact_types: Sequence[str] | None = None,
) -> dict[str, Any]:
    """The keyword arguments of `MemstreamClient.recall`, leaving out what is not set."""
    params: dict[str, Any] = {"limit": limit, "explain": explain}
    optional = {
        "mode": mode,
        "start": start,
        "end": end,
        "reference_time": reference_time,
        "fact_types": list(fact_types) if fact_types else None,
    }
    params.update({k: v for k, v in optional.items() if v is not None})
    return params


def lines(memories: Sequence[RecalledMemory]) -> str:
    """Recalled memories as lines for a prompt: date, speaker, text."""
    return "\n".join(
        f"- {m.occurred_at.date().isoformat()} {m.speaker or 'someone'}: {m.text}" for m in memories
    )


def recall(
    client: MemstreamClient, bank: str, text: str, params: Mapping[str, Any]
) -> list[RecalledMemory]:
    """The recalled memories; none from a bank that does not exist yet (nothing retained)."""
    try:
        return client.recall(bank, text, **params).memories
    except NotFound as e:
        if e.code != "bank_not_found":
            raise
        return []


async def arecall(
    client: AsyncMemstreamClient, bank: str, text: str, params: Mapping[str, Any]
) -> list[RecalledMemory]:
    """`recall` through the asynchronous client."""
    try:
        answer: RecallResponse = await client.recall(bank, text, **params)
    except NotFound as e:
        if e.code != "bank_not_found":
            raise
        return []
    return answer.memories


def retain(
    client: MemstreamClient, bank: str, events: Sequence[Mapping[str, Any]], wait: bool
) -> s.RetainResponse:
    """Retain; a bank that does not exist yet is created first (that needs an admin key)."""
    try:
        return client.retain(bank, events, wait=wait)
    except NotFound as e:
        if e.code != "bank_not_found":
            raise
        client.create_bank(bank)
        return client.retain(bank, events, wait=wait)


async def aretain(
    client: AsyncMemstreamClient, bank: str, events: Sequence[Mapping[str, Any]], wait: bool
) -> s.RetainResponse:
    """`retain` through the asynchronous client."""
    try:
        return await client.retain(bank, events, wait=wait)
    except NotFound as e:
        if e.code != "bank_not_found":
            raise
        await client.create_bank(bank)
        return await client.retain(bank, events, wait=wait)


@dataclass(frozen=True)
class Message:
    """One message of a conversation as memstream stores it."""

    speaker: str
    text: str
    #: The framework's own form of the message (JSON), read back instead of the text.
    data: Mapping[str, Any]


def _order(memories: Sequence[s.Memory]) -> list[s.Memory]:
    far = datetime.max.replace(tzinfo=UTC)
    return sorted(
        memories,
        key=lambda m: (m.sequence is None, m.sequence or 0, m.occurred_at or far, m.id),
    )


class _Shape:
    """The events of one conversation (no I/O)."""

    def __init__(self, bank: str, conversation_id: str, session_id: str | None, key: str) -> None:
        if not conversation_id:
            raise ValueError("conversation_id must not be empty")
        self.bank = bank
        self.conversation_id = conversation_id
        self.session_id = session_id
        #: The metadata field that holds the framework's form of each message.
        self.key = key
        self.next_sequence: int | None = None

    def events(self, messages: Sequence[Message], first: int) -> list[dict[str, Any]]:
        at = datetime.now(UTC).isoformat()
        out = []
        for i, m in enumerate(messages, first):
            event: dict[str, Any] = {
                "event_id": f"{self.conversation_id}#{i}",
                "text": m.text,
                "occurred_at": at,
                "speaker": m.speaker,
                "conversation_id": self.conversation_id,
                "sequence": i,
                "metadata": {self.key: dict(m.data)},
            }
            if self.session_id is not None:
                event["session_id"] = self.session_id
            out.append(event)
        return out

    def after(self, memories: Sequence[s.Memory]) -> int:
        return max((m.sequence for m in memories if m.sequence is not None), default=-1) + 1

    def data(self, memories: Sequence[s.Memory]) -> list[tuple[s.Memory, Any]]:
        """(memory, the framework's form) in conversation order; memories written by others
        (no form in their metadata) come back as None."""
        return [(m, m.metadata.get(self.key)) for m in _order(memories)]

    def filters(self) -> dict[str, Any]:
        return {"conversation_id": [self.conversation_id], "limit": PAGE}


class Conversation(_Shape):
    """A conversation kept as events in a bank, through the synchronous client."""

    def __init__(
        self,
        client: MemstreamClient,
        bank: str,
        conversation_id: str,
        *,
        session_id: str | None = None,
        key: str,
        wait: bool = True,
    ) -> None:
        super().__init__(bank, conversation_id, session_id, key)
        self.client = client
        self.wait = wait

    def memories(self) -> list[s.Memory]:
        try:
            return list(self.client.iter_memories(self.bank, **self.filters()))
        except NotFound:  # no bank yet: nothing said
            return []

    def read(self) -> list[tuple[s.Memory, Any]]:
        return self.data(self.memories())

    def append(self, messages: Sequence[Message]) -> list[str]:
        """Retain the messages after the last one; the memory ids."""
        if not messages:
            return []
        if self.next_sequence is None:
            self.next_sequence = self.after(self.memories())
        events = self.events(messages, self.next_sequence)
        ids = retain(self.client, self.bank, events, self.wait).ids
        self.next_sequence += len(messages)
        return ids

    def forget(self, memory_ids: Sequence[str] | None = None) -> None:
        """Forget some memories of the conversation, or (None) the whole conversation."""
        try:
            if memory_ids is None:
                self.client.forget(self.bank, conversation_id=self.conversation_id, wait=True)
            elif memory_ids:
                self.client.forget(self.bank, memory_ids=list(memory_ids), wait=True)
        except NotFound:
            pass
        self.next_sequence = None


class AsyncConversation(_Shape):
    """`Conversation` through the asynchronous client."""

    def __init__(
        self,
        client: AsyncMemstreamClient,
        bank: str,
        conversation_id: str,
        *,
        session_id: str | None = None,
        key: str,
        wait: bool = True,
    ) -> None:
        super().__init__(bank, conversation_id, session_id, key)
        self.client = client
        self.wait = wait

    async def memories(self) -> list[s.Memory]:
        try:
            return [m async for m in self.client.iter_memories(self.bank, **self.filters())]
        except NotFound:
            return []

    async def read(self) -> list[tuple[s.Memory, Any]]:
        return self.data(await self.memories())

    async def append(self, messages: Sequence[Message]) -> list[str]:
        if not messages:
            return []
        if self.next_sequence is None:
            self.next_sequence = self.after(await self.memories())
        events = self.events(messages, self.next_sequence)
        ids = (await aretain(self.client, self.bank, events, self.wait)).ids
        self.next_sequence += len(messages)
        return ids

    async def forget(self, memory_ids: Sequence[str] | None = None) -> None:
        try:
            if memory_ids is None:
                await self.client.forget(self.bank, conversation_id=self.conversation_id, wait=True)
            elif memory_ids:
                await self.client.forget(self.bank, memory_ids=list(memory_ids), wait=True)
        except NotFound:
            pass
        self.next_sequence = None


__all__ = [
    "PAGE",
    "AsyncConversation",
    "Conversation",
    "Message",
    "arecall",
    "aretain",
    "lines",
    "memory_fields",
    "memory_id",
    "recall",
    "recall_params",
    "require",
    "retain",
]
