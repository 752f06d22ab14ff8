"""The HTTP API's request and response bodies (shared with `memstream.client`).

Recall travels as `memstream.contract.recall.RecallRequest` / `RecallResponse`; the bodies
below add what the API needs around them. Every request model forbids unknown fields, so a
typo is a 422 that names the field rather than a silently ignored option.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    create_model,
    model_validator,
)

from memstream.contract.recall import MemoryFields, RecallRequest, payload_int
from memstream.events import (
    BankName,
    EventTime,
    FactType,
    Identifier,
    MemoryEvent,
    MemoryText,
    Metadata,
    SequenceNumber,
)
from memstream.tombstone import MAX_FORGET_IDS, ForgetEvent, ForgetScope, MemoryId


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ErrorDetail(BaseModel):
    code: str = Field(description="Machine-readable: unauthorized, forbidden, bank_not_found, ...")
    message: str
    details: list[dict[str, Any]] | None = None


class ErrorBody(BaseModel):
    error: ErrorDetail


# ----------------------------------------------------------------------------- banks
class BankCreate(_In):
    name: BankName
    description: str = Field(default="", max_length=1000)


class BankCounts(BaseModel):
    vector: int
    bm25: int
    graph_memories: int
    entities: int
    episodes: int


class Bank(BaseModel):
    name: str
    description: str = ""
    created_at: datetime | None = None


class BankDetail(Bank):
    counts: BankCounts
    dead_letters: int | None = Field(
        default=None, description="Dead letters of this bank on the DLQ topic (None: unknown)."
    )


class BankList(BaseModel):
    banks: list[Bank]


# ----------------------------------------------------------------------------- retain
class EventIn(_In):
    """A memory event as a client sends it: the bank comes from the URL.

    Without an `event_id` the id is derived from the content (conversation, time, speaker,
    sequence, text), so retrying the same request never stores a memory twice.
    """

    event_id: Identifier | None = None
    text: MemoryText = Field(min_length=1)
    occurred_at: EventTime
    speaker: Identifier | None = None
    conversation_id: Identifier | None = None
    session_id: Identifier | None = None
    sequence: SequenceNumber | None = None
    fact_type: FactType = FactType.EXPERIENCE
    metadata: Metadata = Field(default_factory=dict)

    def content_id(self) -> str:
        key = [
            self.conversation_id,
            self.session_id,
            self.occurred_at.isoformat(),
            self.speaker,
            self.sequence,
            self.text,
        ]
        return "sha256:" + hashlib.sha256(json.dumps(key).encode()).hexdigest()[:32]

    def to_event(self, bank: str) -> MemoryEvent:
        data = self.model_dump(exclude_none=True)
        data["event_id"] = self.event_id or self.content_id()
        return MemoryEvent.model_validate({**data, "bank": bank})


class RetainRequest(_In):
    events: list[EventIn] = Field(min_length=1, max_length=10_000)


class RetainResponse(BaseModel):
    bank: str
    ids: list[str] = Field(description="Memory ids, in the order of the events.")
    event_ids: list[str]
    visible: bool | None = Field(
        default=None,
        description="wait=true: whether every memory is visible to recall (False: timed out; "
        "the events are safely on the topic and will be ingested). None without wait.",
    )


# ----------------------------------------------------------------------------- forget
class ForgetRequest(_In):
    """What to forget in a bank: exactly one of `memory_ids`, `conversation_id`, `speaker`.

    Forgetting a speaker forgets every memory they said in the bank ("forget this person").
    """

    memory_ids: list[MemoryId] | None = Field(
        default=None, min_length=1, max_length=MAX_FORGET_IDS, description="Memory ids."
    )
    conversation_id: Identifier | None = None
    speaker: Identifier | None = None

    @model_validator(mode="after")
    def _exactly_one(self) -> ForgetRequest:
        given = [n for n in ("memory_ids", "conversation_id", "speaker") if getattr(self, n)]
        if len(given) != 1:
            raise ValueError("give exactly one of memory_ids, conversation_id, speaker")
        return self

    def to_forget(self, bank: str) -> ForgetEvent:
        """The tombstone this request puts on the events topic."""
        if self.memory_ids:
            return ForgetEvent.issue(bank, ForgetScope.MEMORY, memory_ids=self.memory_ids)
        if self.conversation_id:
            return ForgetEvent.issue(bank, ForgetScope.CONVERSATION, self.conversation_id)
        return ForgetEvent.issue(bank, ForgetScope.SPEAKER, self.speaker)


class ForgetResponse(BaseModel):
    bank: str
    scope: ForgetScope
    target: str | None = Field(default=None, description="The conversation id or the speaker.")
    memory_ids: list[str] = Field(default_factory=list, description="Scope memory: the ids.")
    tombstone_id: str = Field(
        description="event_id of the tombstone on the events topic: a replay, or a new "
        "replica, forgets the same memories."
    )
    deleted: int = Field(description="Memories this node's stores held and deleted at once.")
    applied: bool | None = Field(
        default=None,
        description="wait=true: whether the flow has applied the tombstone, so that nothing "
        "published before it remains (False: timed out; it will be). None without wait.",
    )


# ----------------------------------------------------------------------------- recall
_recall_fields: dict[str, Any] = {
    name: (info.annotation, info)
    for name, info in RecallRequest.model_fields.items()
    if name not in ("bank", "mode")
}
#: `RecallRequest` without the bank (it is in the URL); mode is a name or alias.
RecallBody = create_model(  # type: ignore[call-overload]
    "RecallBody",
    __config__=ConfigDict(extra="forbid"),
    mode=(
        str | None,
        Field(default=None, max_length=64, description="Mode name or alias; default: the node's."),
    ),
    **_recall_fields,
)


# ----------------------------------------------------------------------------- reads
class Memory(MemoryFields):
    """A stored memory as the read routes return it."""

    sequence: int | None = None
    entities: list[str] = Field(default_factory=list)
    time_refs: list[dict[str, Any]] = Field(default_factory=list)

    @classmethod
    def from_payload(cls, id_: str, p: dict[str, Any]) -> Memory:
        entities, refs = p.get("entities"), p.get("time_refs")
        return cls(
            **cls.from_payload_fields(id_, p),
            sequence=payload_int(p.get("sequence")),
            entities=[e for e in _list(entities) if isinstance(e, str)],
            time_refs=[r for r in _list(refs) if isinstance(r, dict)],
        )


def _list(v: Any) -> list[Any]:
    return v if isinstance(v, list) else []


class MemoryPage(BaseModel):
    memories: list[Memory]
    next_cursor: str | None = Field(description="Pass as `cursor` for the next page; None: end.")


class Entity(BaseModel):
    id: str
    name: str
    norm: str
    label: str | None = None
    mentions: int


class EntityList(BaseModel):
    entities: list[Entity]


class GraphNode(BaseModel):
    id: str
    kind: str = Field(description="entity or memory")
    label: str
    hop: int | None = None


class GraphEdge(BaseModel):
    src: str
    dst: str
    kind: str = Field(description="co_occurs, mentions or next")
    weight: float | None = None


class Graph(BaseModel):
    center: str | None = None
    nodes: list[GraphNode]
    edges: list[GraphEdge]


class GraphAroundRequest(_In):
    memory_ids: list[str] = Field(min_length=1, max_length=200)


class Chain(BaseModel):
    memory_id: str
    memories: list[Memory] = Field(description="In chain (time) order, the memory included.")


class KeyCreate(_In):
    name: str = Field(default="", max_length=200)
    admin: bool = False
    banks: list[BankName] = Field(default_factory=list, max_length=1000)

    @model_validator(mode="after")
    def _scope(self) -> KeyCreate:
        if not self.admin and not self.banks:
            raise ValueError("a key needs admin=true or at least one bank")
        return self


class KeyInfo(BaseModel):
    id: str
    name: str
    admin: bool
    banks: list[str]
    created_at: datetime


class NewKey(KeyInfo):
    key: str = Field(description="The API key: shown once, stored only as a hash.")


class KeyList(BaseModel):
    keys: list[KeyInfo]


class Health(BaseModel):
    status: str


class Ready(BaseModel):
    ready: bool
    checks: dict[str, bool]
    detail: dict[str, str] = Field(default_factory=dict)
    age_s: dict[str, float] = Field(
        default_factory=dict,
        description="Seconds since each check ran (checks run in the background).",
    )
