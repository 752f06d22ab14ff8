"""The memory event: the versioned wire contract of memstream, and the ids derived from it.

A `MemoryEvent` is JSON on a Kafka topic. Its memory id is a UUIDv5 of (bank, event_id), so a
replay, a restart or a duplicate delivery always lands on the same id in every store.
"""

from __future__ import annotations

import functools
import json
import uuid
from datetime import UTC, datetime
from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    JsonValue,
    StringConstraints,
    ValidationError,
    model_validator,
)

from memstream.bounds import (
    MAX_EVENT_BYTES,
    MAX_SEQUENCE,
    JsonRejected,
    check_metadata,
    loads_strict,
    valid_unicode,
)
from memstream.errors import BadRecord
from memstream.placement import bank_key

SCHEMA_VERSION = 1
#: Default cap on `text`; the flow and the API take theirs from settings.
MAX_TEXT_CHARS = 16_000
#: Absolute cap of the model; configured limits may not exceed it.
HARD_MAX_TEXT_CHARS = 200_000
#: Fixed namespace: changing it would re-key every memory ever written.
MEMORY_NAMESPACE = uuid.UUID("6f1c2a52-7d3e-5b8e-9a40-2c6d1e5f0b11")

#: The times every store can hold (Tantivy keeps nanoseconds in an i64): an event outside them
#: would fail every write, so it is rejected as a schema error (dead-lettered, or a 422).
EARLIEST = datetime(1678, 1, 1, tzinfo=UTC)
LATEST = datetime(2262, 1, 1, tzinfo=UTC)


def _storable(v: datetime) -> datetime:
    if not EARLIEST <= v < LATEST:
        raise ValueError(f"must be from {EARLIEST.date()} to before {LATEST.date()}")
    return v


#: The code points that show nothing, as ranges fixed here rather than read from the
#: interpreter's Unicode tables, so that a text counts as blank or not whatever the Python
#: version: a code point those tables do not know yet (Python 3.11 knows Unicode 14.0, so
#: an emoji of 15.0 such as U+1FAE8) counts as visible, as it shows on a reader's screen.
#: From Unicode 16.0: White_Space; the controls (Cc); the format characters (Cf);
#: Default_Ignorable_Code_Point, which covers the blank fillers (U+115F, U+1160, U+3164,
#: U+FFA0), the variation selectors and the tag characters, and reserves whole ranges
#: (U+2065, U+FFF0-FFF8, U+E0000-E0FFF) for future invisible ones; surrogates;
#: noncharacters; and U+2800 BRAILLE PATTERN BLANK, a blank used as one.
_INVISIBLE_RANGES: tuple[tuple[int, int], ...] = (
    (0x0000, 0x0020), (0x007F, 0x00A0), (0x00AD, 0x00AD), (0x034F, 0x034F),
    (0x0600, 0x0605), (0x061C, 0x061C), (0x06DD, 0x06DD), (0x070F, 0x070F),
    (0x0890, 0x0891), (0x08E2, 0x08E2), (0x115F, 0x1160), (0x1680, 0x1680),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x2000, 0x200F), (0x2028, 0x202F),
    (0x205F, 0x206F), (0x2800, 0x2800), (0x3000, 0x3000), (0x3164, 0x3164),
    (0xD800, 0xDFFF), (0xFDD0, 0xFDEF), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFFB), (0x110BD, 0x110BD), (0x110CD, 0x110CD),
    (0x13430, 0x1343F), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
    *((plane + 0xFFFE, plane + 0xFFFF) for plane in range(0, 0x110000, 0x10000)),
)  # fmt: skip
_INVISIBLE = frozenset(chr(c) for lo, hi in _INVISIBLE_RANGES for c in range(lo, hi + 1))


def visible(text: str) -> bool:
    """Whether `text` has a character that shows: one outside `_INVISIBLE_RANGES` (a letter,
    a digit, a mark, a symbol, a private-use or a not yet assigned code point)."""
    return any(c not in _INVISIBLE for c in text)


def _not_blank(v: str) -> str:
    if not visible(v):
        raise ValueError(
            "must not be blank: give at least one visible character (spaces, zero-width and "
            "control characters alone are blank)"
        )
    return v


def not_bool(v: Any) -> Any:
    if isinstance(v, bool):  # JSON true would otherwise pass as 1
        raise ValueError("must be the number 1, not a boolean")
    return v


def _memory_id(v: str) -> str:
    try:
        return str(uuid.UUID(v))
    except ValueError:
        raise ValueError(f"{v!r} is not a memory id (a UUID)") from None


#: A memory id in its canonical form (lower-case UUID with hyphens).
MemoryId = Annotated[str, AfterValidator(_memory_id)]

#: When an event happened: timezone-aware, within what the stores can hold.
EventTime = Annotated[AwareDatetime, AfterValidator(_storable)]
#: A memory's text: at least one non-space character, valid Unicode.
MemoryText = Annotated[str, AfterValidator(_not_blank), AfterValidator(valid_unicode)]

BankName = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,63}$")]
Identifier = Annotated[
    str,
    StringConstraints(min_length=1, max_length=256, pattern=r"^[^\x00-\x1f\x7f]+$"),
    AfterValidator(valid_unicode),
]
#: Position in a conversation (see `memstream.bounds` for the bound).
SequenceNumber = Annotated[int, Field(ge=0, le=MAX_SEQUENCE)]
#: Free JSON the producer attaches; bounded in depth, size and values (`memstream.bounds`),
#: checked before pydantic walks it (its own walk gives up at ~255 levels).
Metadata = Annotated[dict[str, JsonValue], BeforeValidator(check_metadata)]


class FactType(StrEnum):
    """What kind of memory an event is (the Hindsight-style taxonomy)."""

    WORLD = "world"
    EXPERIENCE = "experience"
    OPINION = "opinion"
    OBSERVATION = "observation"


class MemoryEvent(BaseModel):
    """One event of an agent's or a user's stream, as published on the events topic."""

    model_config = ConfigDict(frozen=True, extra="forbid", str_strip_whitespace=False)

    schema_version: Annotated[Literal[1], BeforeValidator(not_bool)] = 1
    event_id: Identifier = Field(
        description="Unique within its bank; the memory id derives from it."
    )
    bank: BankName = Field(description="The tenant: one agent's or one user's memory.")
    text: MemoryText = Field(min_length=1, max_length=HARD_MAX_TEXT_CHARS)
    occurred_at: EventTime = Field(description="When it happened; must carry a timezone.")
    speaker: Identifier | None = None
    conversation_id: Identifier | None = None
    session_id: Identifier | None = Field(default=None, description="The episode.")
    sequence: SequenceNumber | None = Field(
        default=None,
        description="Position in the conversation, to order events that share occurred_at.",
    )
    fact_type: FactType = FactType.EXPERIENCE
    metadata: Metadata = Field(default_factory=dict)

    @model_validator(mode="after")
    def _fits_a_message(self) -> MemoryEvent:
        size = len(self.to_json_bytes())
        if size > MAX_EVENT_BYTES:
            raise ValueError(
                f"the event encodes to {size} bytes of JSON; the limit is {MAX_EVENT_BYTES} "
                "(under the broker's message limit): shorten its text or metadata"
            )
        return self

    @property
    def memory_id(self) -> str:
        return memory_id(self.bank, self.event_id)

    @property
    def conversation(self) -> str:
        """The conversation used for ordering; events without one form the bank's own chain."""
        return self.conversation_id or "_"

    def kafka_key(self) -> bytes:
        """The bank: a bank's events land on one partition, in order (the cluster's unit of
        placement, `memstream.placement`); one order per bank keeps each conversation's."""
        return bank_key(self.bank)

    def to_json_bytes(self) -> bytes:
        return self.model_dump_json(exclude_none=True).encode()


@functools.lru_cache(maxsize=1 << 16)
def memory_id(bank: str, event_id: str) -> str:
    """The deterministic memory id of (bank, event_id), a UUIDv5 string (cached: the writers
    ask for each memory's id about nine times a batch, 12 % of the store writes' time)."""
    return str(uuid.uuid5(MEMORY_NAMESPACE, json.dumps([bank, event_id])))


def entity_id(bank: str, normalised_name: str) -> str:
    """The deterministic id of an entity within a bank."""
    return str(uuid.uuid5(MEMORY_NAMESPACE, json.dumps(["entity", bank, normalised_name])))


def episode_id(bank: str, session_id: str) -> str:
    return str(uuid.uuid5(MEMORY_NAMESPACE, json.dumps(["episode", bank, session_id])))


def _bank_hint(obj: Any) -> str | None:
    if isinstance(obj, dict):
        bank = obj.get("bank")
        if isinstance(bank, str) and len(bank) <= 64:
            return bank
    return None


def describe(err: ValidationError, whole: str = "(event)") -> str:
    """A validation error as "field: why; ..." (`whole` names a problem of the record itself)."""
    parts = []
    for e in err.errors(include_url=False):
        loc = ".".join(str(p) for p in e["loc"]) or whole
        parts.append(f"{loc}: {e['msg']}")
    return "; ".join(parts)


def check_version(obj: dict[str, Any], bank: str | None) -> None:
    """Raise `BadRecord` (kind ``version``) unless the record is schema version 1 (not `true`)."""
    version = obj.get("schema_version", SCHEMA_VERSION)
    if isinstance(version, bool) or version != SCHEMA_VERSION:
        raise BadRecord(
            "version",
            f"unsupported schema_version {version!r}; this consumer reads {SCHEMA_VERSION}",
            bank,
        )


def decode_event(raw: bytes | None, max_text_chars: int = MAX_TEXT_CHARS) -> MemoryEvent:
    """Decode and validate one record from the topic, or raise `BadRecord` saying why."""
    if raw is None:
        raise BadRecord("empty", "record has no value (tombstone or empty message)")
    if len(raw) > MAX_EVENT_BYTES:
        raise BadRecord("too_large", f"record is {len(raw)} bytes; the limit is {MAX_EVENT_BYTES}")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise BadRecord("encoding", f"value is not UTF-8 ({e.reason} at byte {e.start})") from None
    try:
        obj = loads_strict(text)
    except json.JSONDecodeError as e:
        raise BadRecord(
            "json", f"value is not JSON: {e.msg} at line {e.lineno} col {e.colno}"
        ) from None
    except JsonRejected as e:
        raise BadRecord("json", f"value is JSON memstream does not read: {e}") from None
    except ValueError as e:  # e.g. an integer of more than 4300 digits
        raise BadRecord("json", f"value is not readable JSON: {e}") from None
    if not isinstance(obj, dict):
        raise BadRecord("json", f"value must be a JSON object, got {type(obj).__name__}")
    bank = _bank_hint(obj)
    check_version(obj, bank)
    body = obj.get("text")
    if isinstance(body, str) and len(body) > max_text_chars:
        raise BadRecord(
            "too_large",
            f"text has {len(body)} characters, the limit is {max_text_chars}; split the event",
            bank,
        )
    try:
        return MemoryEvent.model_validate(obj)
    except ValidationError as e:
        raise BadRecord("schema", describe(e), bank) from None
