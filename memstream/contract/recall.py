"""The recall wire contract: modes, the request, the response and its explain.

These models travel over HTTP; the client, the MCP server and the API schemas import them from
here (the core), never from `memstream.query`. Pydantic at the boundary; the hot-path types the
arms share (the encoded query, hits) live in `memstream.query.model`.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    JsonValue,
    field_validator,
    model_validator,
)

from memstream.bounds import INT_MAX, INT_MIN, metadata_problem
from memstream.events import BankName, FactType, visible

log = logging.getLogger(__name__)

MAX_QUERY_CHARS = 2_000
MAX_LIMIT = 200
MAX_TOKENS = 100_000
MAX_THINKING_BUDGET = 10_000


class Mode(StrEnum):
    """Named retrieval recipes (see `memstream.query.modes` for what each one runs)."""

    HYBRID = "HYBRID"
    BM25_ONLY = "BM25_ONLY"
    VECTOR_ONLY = "VECTOR_ONLY"
    SPLADE_ONLY = "SPLADE_ONLY"
    SPLADE_VECTOR = "SPLADE_VECTOR"
    LI_LSR = "LI_LSR"
    COLBERT = "COLBERT"
    FULL_STACK = "FULL_STACK"
    TEMPR = "TEMPR"


MODE_ALIASES: dict[str, Mode] = {
    "KEYWORD_ONLY": Mode.BM25_ONLY,
    "SPLADE": Mode.SPLADE_ONLY,
    "SPLADE_HYBRID": Mode.SPLADE_VECTOR,
    "COLBERT_RERANK": Mode.COLBERT,
}


def parse_mode(value: str | Mode) -> Mode:
    """A mode by name or alias, case-insensitive; ValueError lists the valid names."""
    if isinstance(value, Mode):
        return value
    key = str(value).strip().upper().replace("-", "_")
    if key in Mode.__members__:
        return Mode[key]
    if key in MODE_ALIASES:
        return MODE_ALIASES[key]
    names = sorted([*Mode.__members__, *MODE_ALIASES])
    raise ValueError(f"unknown mode {value!r}; use one of {', '.join(names)}")


class RecallRequest(BaseModel):
    """One recall: what to look for, in which bank, how, and how much to return."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str = Field(min_length=1, max_length=MAX_QUERY_CHARS)
    bank: BankName
    mode: Mode | None = Field(default=None, description="Default: the engine's default mode.")
    limit: int = Field(default=10, ge=1, le=MAX_LIMIT)
    max_tokens: int = Field(default=4096, ge=1, le=MAX_TOKENS)
    thinking_budget: int = Field(default=100, ge=1, le=MAX_THINKING_BUDGET)
    fact_types: list[FactType] | None = Field(
        default=None,
        min_length=1,
        description="Only memories of these types; leave it out for every type.",
    )
    start: AwareDatetime | None = Field(default=None, description="Explicit window start (incl.).")
    end: AwareDatetime | None = Field(default=None, description="Explicit window end (excl.).")
    reference_time: AwareDatetime | None = Field(
        default=None, description='What "now" is for "last spring"; default: the current time.'
    )
    explain: bool = False

    @field_validator("mode", mode="before")
    @classmethod
    def _mode(cls, v: Any) -> Any:
        return None if v is None else parse_mode(v)

    @model_validator(mode="after")
    def _window(self) -> RecallRequest:
        if self.start is not None and self.end is not None and self.end <= self.start:
            raise ValueError("end must be after start")
        if not visible(self.text):
            raise ValueError("text must not be blank: give at least one visible character")
        return self

    def now(self) -> datetime:
        return self.reference_time or datetime.now(UTC)


# ------------------------------------------------------------------- response (boundary)
class ArmEvidence(BaseModel):
    arm: str
    rank: int
    score: float
    weight: float | None = Field(default=None, description="The arm's RRF weight in this mode.")
    hop: int | None = Field(
        default=None,
        description="2: found by a second round (pseudo-relevance feedback from the first "
        "round's best hits); absent for a first-round hit.",
    )


class ContextEvidence(BaseModel):
    """A neighbour in the memory's conversation whose words the rerank let the query match."""

    id: str
    offset: int = Field(description="-1: the turn before, -2: the one before that, 1: after.")
    weight: float = Field(description="What a match in it counts, against one in the memory.")


class Explain(BaseModel):
    arms: list[ArmEvidence] = Field(default_factory=list)
    rrf_score: float | None = None
    rerank_score: float | None = None
    context: list[ContextEvidence] = Field(
        default_factory=list, description="The conversational context the rerank read."
    )
    mixed: dict[str, float] | None = Field(
        default=None, description="Added to the rerank score from each arm's own score."
    )
    prior: float | None = Field(
        default=None, description="Multiplier of the fused score (the query names the speaker)."
    )
    expansion: str | None = Field(
        default=None, description='How it was reached, e.g. "next of <id>".'
    )
    final_rank: int


class MemoryFields(BaseModel):
    """What every answer about a memory carries (recall results, the API's reads)."""

    id: str
    bank: str
    event_id: str
    text: str
    occurred_at: datetime
    speaker: str | None = None
    conversation_id: str | None = None
    session_id: str | None = None
    fact_type: str
    metadata: dict[str, JsonValue] = Field(default_factory=dict)

    @staticmethod
    def from_payload_fields(id_: str, p: Mapping[str, Any]) -> dict[str, Any]:
        """The fields above from a stored payload (`memstream.connectors.vector.payload`); events
        without a conversation are stored in the bank's own chain ``"_"``: None here.

        Defensive: reading a stored memory must always succeed, so a field of the wrong type
        (a payload written by an older version, or by hand) falls back to a neutral value
        instead of failing the whole answer.
        """
        conversation = _opt_str(p.get("conversation"))
        return {
            "id": id_,
            "bank": _text(p.get("bank")),
            "event_id": _text(p.get("event_id")),
            "text": _text(p.get("text")),
            "occurred_at": payload_time(p),
            "speaker": _opt_str(p.get("speaker")),
            "conversation_id": None if conversation in (None, "_") else conversation,
            "session_id": _opt_str(p.get("session_id")),
            "fact_type": _text(p.get("fact_type"), "experience"),
            "metadata": _metadata(id_, p.get("metadata")),
        }


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def _text(v: Any, default: str = "") -> str:
    return v if isinstance(v, str) else default if v is None else str(v)


def _opt_str(v: Any) -> str | None:
    return None if v is None else _text(v)


def payload_time(p: Mapping[str, Any]) -> datetime:
    """A payload's `occurred_at` (ISO text, else the `occurred_ts` epoch seconds, else 1970)."""
    raw = p.get("occurred_at")
    if isinstance(raw, str):
        try:
            when = datetime.fromisoformat(raw)
            if when.tzinfo is not None:
                return when
        except ValueError:
            pass
    ts = p.get("occurred_ts")
    if isinstance(ts, int | float) and not isinstance(ts, bool):
        try:
            return datetime.fromtimestamp(ts, UTC)
        except (OverflowError, OSError, ValueError):
            pass
    log.warning("stored memory without a readable time occurred_at=%r", raw)
    return _EPOCH


def payload_int(v: Any) -> int | None:
    """An integer payload field, or None when it is missing or not a 64-bit integer."""
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    if isinstance(v, int) and not isinstance(v, bool) and INT_MIN <= v <= INT_MAX:
        return v
    return None


def _metadata(id_: str, v: Any) -> dict[str, Any]:
    if not isinstance(v, dict):
        return {}
    problem = metadata_problem(v)
    if problem is not None:
        log.warning("stored metadata unreadable, answered empty id=%s: %s", id_, problem)
        return {}
    return v


class RecalledMemory(MemoryFields):
    score: float
    tokens: int
    explain: Explain | None = None


class DegradedArm(BaseModel):
    arm: str
    reason: str


class RecallResponse(BaseModel):
    bank: str
    mode: Mode
    query: str
    memories: list[RecalledMemory]
    total_tokens: int
    degraded: list[DegradedArm] = Field(default_factory=list)
    time_window: dict[str, Any] | None = None
    entities: list[str] = Field(default_factory=list)
    timings_ms: dict[str, float] | None = None
