"""Forgetting: the tombstone event that deletes memories, as it travels on the events topic.

A `ForgetEvent` is published to the events topic and applied by the flow like a `MemoryEvent`,
so every store stays a view of the log: a replay from the beginning, or a new replica, ends
without what was forgotten. Wire shape (one JSON object, `kind` tells it from a memory):

```
{"schema_version": 1, "kind": "forget", "event_id": "f-3b9c...", "bank": "support",
 "scope": "speaker", "target": "Caroline", "issued_at": "2024-06-01T10:00:00+00:00"}
```
- ``scope: memory``: ``memory_ids`` (1 to 1000 memory ids), no ``target``;
- ``scope: conversation``: ``target`` is the conversation id;
- ``scope: speaker``: ``target`` is the speaker ("forget this person");
- ``scope: bank``: neither; the whole bank.

Semantics. A tombstone removes the matching memories whose events come *before it in the
log*; events after it are new memories, even of the same speaker or conversation, and even an
event id published again (retaining after forgetting is remembering anew). Kafka orders a log
per partition, and a bank's events are all keyed by the bank (`memstream.placement`), so a
tombstone is keyed by its bank too and published once, to the **bank's partition**, after
everything that partition holds: the node that owns the bank's partition applies it, in
order, and no other node has to. The flow applies a copy read from partition p to the
matching memories the flow read from partition p, and those whose partition is unknown: so a
producer that spread one bank over several partitions (keys other than the bank) may publish
one copy to each of them, and the result still depends on the log only, never on how the
flow interleaves partitions; a replay ends where the live node did. An at-least-once
redelivery re-reads a partition in order: an event read again before its tombstone is removed
again when the tombstone is read again, so the tombstone always wins. Applying a tombstone
twice changes nothing the second time.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from memstream.corecall import CORECALL_MARK, CoRecall, decode_corecall
from memstream.errors import BadRecord
from memstream.events import (
    MAX_TEXT_CHARS,
    BankName,
    EventTime,
    Identifier,
    MemoryEvent,
    MemoryId,
    check_version,
    decode_event,
    describe,
)
from memstream.placement import bank_key

#: Most memory ids one tombstone names (more: several tombstones).
MAX_FORGET_IDS = 1000
#: A tombstone record is small: 1000 ids are about 40 KB of JSON.
MAX_FORGET_BYTES = 128 * 1024
#: The conversation part of the key of scopes that are not one conversation.
NO_CONVERSATION = "_"

# A top-level `"kind": "forget"` member: a cheap test on the raw bytes, so that memory events
# (nearly every record) are parsed once, by `decode_event`. Inside a JSON string the quotes
# are escaped, so text that mentions it never matches; metadata that holds it is parsed twice.
_FORGET_MARK = re.compile(rb'"kind"\s*:\s*"forget"')


class ForgetScope(StrEnum):
    """What a tombstone deletes in its bank."""

    MEMORY = "memory"
    CONVERSATION = "conversation"
    SPEAKER = "speaker"
    BANK = "bank"


class ForgetEvent(BaseModel):
    """A tombstone on the events topic: forget a memory, a conversation, a speaker or a bank."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    schema_version: Literal[1] = 1
    kind: Literal["forget"] = "forget"
    event_id: Identifier = Field(description="Unique per forget request; every copy shares it.")
    bank: BankName
    scope: ForgetScope
    target: Identifier | None = Field(
        default=None, description="The conversation id or the speaker (those scopes only)."
    )
    memory_ids: tuple[MemoryId, ...] = Field(
        default=(), max_length=MAX_FORGET_IDS, description="Scope memory only."
    )
    issued_at: EventTime = Field(description="When it was issued; must carry a timezone.")

    @model_validator(mode="after")
    def _fits_its_scope(self) -> Self:
        if self.scope is ForgetScope.MEMORY:
            if not self.memory_ids or self.target is not None:
                raise ValueError("scope memory needs memory_ids and no target")
        elif self.memory_ids:
            raise ValueError(f"scope {self.scope.value} takes no memory_ids")
        elif self.scope is ForgetScope.BANK:
            if self.target is not None:
                raise ValueError("scope bank takes no target")
        elif self.target is None:
            raise ValueError(f"scope {self.scope.value} needs a target")
        return self

    @classmethod
    def issue(
        cls,
        bank: str,
        scope: ForgetScope,
        target: str | None = None,
        memory_ids: Sequence[str] = (),
        *,
        issued_at: datetime | None = None,
    ) -> ForgetEvent:
        """A new tombstone with a fresh event id, issued now unless `issued_at` is given."""
        return cls(
            event_id=f"forget-{uuid.uuid4()}",
            bank=bank,
            scope=scope,
            target=target,
            memory_ids=tuple(memory_ids),
            issued_at=issued_at or datetime.now(UTC),
        )

    @property
    def conversation(self) -> str:
        if self.scope is ForgetScope.CONVERSATION and self.target is not None:
            return self.target
        return NO_CONVERSATION

    def kafka_key(self) -> bytes:
        """The bank, like the bank's events: the tombstone lands on the bank's partition."""
        return bank_key(self.bank)

    def to_json_bytes(self) -> bytes:
        body = self.model_dump(mode="json", exclude_none=True)
        if not body["memory_ids"]:
            del body["memory_ids"]
        return json.dumps(body, separators=(",", ":")).encode()

    def describe(self) -> str:
        """For logs and messages: ``speaker 'Ann'``, ``3 memories``, ``the bank``."""
        if self.scope is ForgetScope.MEMORY:
            return f"{len(self.memory_ids)} memory id(s)"
        if self.scope is ForgetScope.BANK:
            return "the bank"
        return f"{self.scope.value} {self.target!r}"


def _object(raw: bytes) -> dict[str, Any] | None:
    """The record as a JSON object, or None when it is not one (`decode_event` says why)."""
    try:
        obj = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    except RecursionError:
        raise BadRecord("json", "value nests deeper than JSON decoding allows") from None
    return obj if isinstance(obj, dict) else None


def _bank_of(obj: dict[str, Any]) -> str | None:
    bank = obj.get("bank")
    return bank if isinstance(bank, str) and len(bank) <= 64 else None


def decode_forget(obj: dict[str, Any]) -> ForgetEvent:
    """Validate a parsed tombstone, or raise `BadRecord` saying why."""
    bank = _bank_of(obj)
    check_version(obj, bank)
    try:
        return ForgetEvent.model_validate(obj)
    except ValidationError as e:
        raise BadRecord("schema", f"tombstone: {describe(e, '(tombstone)')}", bank) from None


def decode_log_value(
    raw: bytes | None, max_text_chars: int = MAX_TEXT_CHARS
) -> MemoryEvent | ForgetEvent | CoRecall:
    """One record of the events topic: a memory event, a tombstone or a co-recall
    (`memstream.corecall`), or `BadRecord` saying why it is none of them."""
    if raw is not None and _FORGET_MARK.search(raw):
        obj = _object(raw)
        if obj is not None and obj.get("kind") == "forget":
            if len(raw) > MAX_FORGET_BYTES:
                why = f"tombstone of {len(raw)} bytes; the limit is {MAX_FORGET_BYTES}"
                raise BadRecord("too_large", why, _bank_of(obj))
            return decode_forget(obj)
    if raw is not None and CORECALL_MARK.search(raw):
        obj = _object(raw)
        if obj is not None and obj.get("kind") == "corecall":
            return decode_corecall(obj, len(raw))
    return decode_event(raw, max_text_chars)
