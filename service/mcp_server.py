"""The MCP server: `retain`, `recall` and `forget` tools for one bank, served over stdio.

An agent's MCP client starts `memstream mcp --bank B`; the tools talk to a running node over
HTTP with `MemstreamClient`, because the node's embedded stores admit a single opener. Errors
of the node (`MemstreamAPIError`) and bad arguments become tool errors (`isError`) carrying a
message the model can act on; nothing here crashes the server. stdout is the protocol, so
this module never prints and its logs go to stderr.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Annotated, Any, ParamSpec, TypeVar

import httpx
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import AwareDatetime, BaseModel, Field, JsonValue, TypeAdapter, ValidationError

from memstream.client import MemstreamAPIError, MemstreamClient
from memstream.contract.recall import Mode, RecallResponse
from memstream.contract.schemas import EventIn
from memstream.events import FactType

log = logging.getLogger(__name__)

P = ParamSpec("P")
T = TypeVar("T")

_AWARE = TypeAdapter(AwareDatetime)

#: Seconds `retain` waits for a memory to become visible to recall.
DEFAULT_WAIT_S = 10.0


# ----------------------------------------------------------------------------- outputs
class Retained(BaseModel):
    """What `retain` returns."""

    id: str = Field(description="The memory id (deterministic: retaining it again is a no-op).")
    event_id: str
    bank: str
    visible: bool | None = Field(
        description="True: recall already sees it. False: stored, but still being indexed."
    )


class Recalled(BaseModel):
    """One memory as `recall` returns it."""

    id: str
    text: str
    occurred_at: datetime
    speaker: str | None = None
    conversation_id: str | None = None
    session_id: str | None = None
    fact_type: str
    metadata: dict[str, JsonValue] = Field(default_factory=dict)
    score: float


class RecallResult(BaseModel):
    """What `recall` returns, best memory first."""

    bank: str
    mode: str
    query: str
    memories: list[Recalled]
    total_tokens: int
    degraded: list[str] = Field(
        default_factory=list, description="Retrieval arms that failed; results may be partial."
    )


class Forgot(BaseModel):
    """What `forget` returns."""

    bank: str
    scope: str = Field(description="memory, conversation or speaker.")
    target: str | None = None
    memory_ids: list[str] = Field(default_factory=list)
    deleted: int = Field(description="Memories deleted.")
    applied: bool | None = Field(
        description="True: nothing of it is left, even what was still being indexed."
    )


# ----------------------------------------------------------------------------- helpers
def _when(name: str, value: str | None) -> datetime | None:
    if value is None or not value.strip():
        return None
    try:
        return _AWARE.validate_python(value.strip())
    except ValidationError:
        raise ToolError(
            f"{name} must be an ISO-8601 timestamp with a timezone, "
            f"e.g. 2024-05-01T09:00:00Z; got {value!r}"
        ) from None


def _node_call(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Call the node; its error answers and an unreachable node become tool errors."""
    try:
        return fn(*args, **kwargs)
    except MemstreamAPIError as e:
        raise ToolError(f"memstream node answered {e.status} {e.code}: {e.message}") from e
    except httpx.HTTPError as e:
        raise ToolError(
            f"cannot reach the memstream node ({type(e).__name__}: {e}); "
            "is `memstream node` running, and is --url / MEMSTREAM_URL right?"
        ) from e


def recall_text(result: RecallResult) -> str:
    """The memories as an LLM reads them: one line each, `date speaker: text`."""
    if not result.memories:
        return f"No memories in bank {result.bank!r} match {result.query!r}."
    lines = []
    for m in result.memories:
        who = f" {m.speaker}:" if m.speaker else ""
        lines.append(f"{m.occurred_at:%Y-%m-%d}{who} {m.text}")
    if result.degraded:
        lines.append(f"(partial results: {', '.join(result.degraded)} unavailable)")
    return "\n".join(lines)


def _recall_result(resp: RecallResponse) -> RecallResult:
    return RecallResult(
        bank=resp.bank,
        mode=str(resp.mode),
        query=resp.query,
        memories=[
            Recalled.model_validate(m.model_dump(include=set(Recalled.model_fields)))
            for m in resp.memories
        ],
        total_tokens=resp.total_tokens,
        degraded=[d.arm for d in resp.degraded],
    )


# ----------------------------------------------------------------------------- server
def build_server(
    client: MemstreamClient, bank: str, *, wait_s: float = DEFAULT_WAIT_S
) -> MCPServer[Any]:
    """An MCP server whose `retain` and `recall` tools use `client` on `bank` only."""
    server: MCPServer[Any] = MCPServer(
        name="memstream",
        title=f"memstream memory ({bank})",
        instructions=(
            f"Long-term memory (bank {bank!r}). Call `recall` before answering anything that "
            "depends on earlier conversations, people, preferences or past events; call "
            "`retain` to store new facts worth remembering, one self-contained statement each; "
            "call `forget` when the user asks you to forget something or someone."
        ),
    )
    _add_retain(server, client, bank, wait_s)
    _add_recall(server, client, bank)
    _add_forget(server, client, bank, wait_s)
    return server


def _event(fields: dict[str, Any]) -> EventIn:
    """The event the `retain` tool was given; a ToolError naming what is wrong if invalid."""
    try:
        return EventIn.model_validate({k: v for k, v in fields.items() if v is not None})
    except ValidationError as e:
        problems = "; ".join(
            f"{'.'.join(map(str, err['loc'])) or 'event'}: {err['msg']}" for err in e.errors()
        )
        raise ToolError(f"invalid memory: {problems}") from None


def _add_retain(server: MCPServer[Any], client: MemstreamClient, bank: str, wait_s: float) -> None:
    @server.tool(
        annotations=ToolAnnotations(
            title="Remember", read_only_hint=False, destructive_hint=False, idempotent_hint=True
        ),
        description=(
            f"Store one memory in the long-term memory bank {bank!r}. Write `text` as a "
            "self-contained statement (name people, avoid 'he'/'it' without context), e.g. "
            "'Ana moved to Lisbon in May 2024.' `occurred_at` is when it happened or was said "
            "(default: now); recall uses it for questions like 'what did I do last spring'. "
            "Returns the memory id and whether recall can already see it. Retaining the same "
            "memory twice stores it once."
        ),
    )
    def retain(
        text: Annotated[str, Field(min_length=1, description="The memory, in plain language.")],
        occurred_at: Annotated[
            str | None,
            Field(
                description="When it happened: ISO-8601 with a timezone, e.g. "
                "2024-05-01T09:00:00Z. Default: now (UTC)."
            ),
        ] = None,
        speaker: Annotated[str | None, Field(description="Who said or did it.")] = None,
        conversation_id: Annotated[
            str | None, Field(description="The conversation it comes from.")
        ] = None,
        session_id: Annotated[
            str | None, Field(description="The session within the conversation.")
        ] = None,
        fact_type: Annotated[
            FactType | None,
            Field(
                description="experience (something that happened; default), world (a general "
                "fact), opinion (a belief or preference), observation (something noticed)."
            ),
        ] = None,
        metadata: Annotated[
            dict[str, JsonValue] | None,
            Field(description="Extra JSON fields stored with the memory and returned by recall."),
        ] = None,
    ) -> Annotated[CallToolResult, Retained]:
        event = _event(
            {
                "text": text,
                "occurred_at": _when("occurred_at", occurred_at) or datetime.now(UTC),
                "speaker": speaker,
                "conversation_id": conversation_id,
                "session_id": session_id,
                "fact_type": fact_type,
                "metadata": metadata,
            }
        )
        resp = _node_call(client.retain, bank, [event], wait=True, timeout_s=wait_s)
        out = Retained(
            id=resp.ids[0], event_id=resp.event_ids[0], bank=resp.bank, visible=resp.visible
        )
        state = "visible to recall" if out.visible else "stored; still being indexed"
        log.info("retained bank=%s id=%s visible=%s", bank, out.id, out.visible)
        return CallToolResult(
            content=[TextContent(type="text", text=f"Retained memory {out.id} ({state}).")],
            structured_content=out.model_dump(mode="json"),
        )


def _add_recall(server: MCPServer[Any], client: MemstreamClient, bank: str) -> None:
    @server.tool(
        annotations=ToolAnnotations(title="Recall", read_only_hint=True, idempotent_hint=True),
        description=(
            f"Search the long-term memory bank {bank!r} and return the most relevant memories, "
            "best first, one per line as 'date speaker: text'. Ask in natural language "
            "('Where does Ana work?', 'What did Leo do last April?'); relative dates are "
            "resolved against `reference_time` (default: now). Use start/end to restrict to a "
            "time window. The structured result also carries ids, scores and metadata."
        ),
    )
    def recall(
        query: Annotated[str, Field(min_length=1, description="What to look for.")],
        mode: Annotated[
            str | None,
            Field(description=f"Retrieval recipe: {', '.join(Mode)}. Default: the node's."),
        ] = None,
        limit: Annotated[int, Field(ge=1, le=200, description="At most this many memories.")] = 10,
        max_tokens: Annotated[
            int | None, Field(ge=1, description="Token budget for the returned memories.")
        ] = None,
        reference_time: Annotated[
            str | None,
            Field(description='What "now" is for relative dates; ISO-8601 with a timezone.'),
        ] = None,
        start: Annotated[
            str | None, Field(description="Only memories at or after this ISO-8601 time.")
        ] = None,
        end: Annotated[
            str | None, Field(description="Only memories before this ISO-8601 time.")
        ] = None,
    ) -> Annotated[CallToolResult, RecallResult]:
        params: dict[str, Any] = {
            "mode": mode,
            "limit": limit,
            "max_tokens": max_tokens,
            "reference_time": _when("reference_time", reference_time),
            "start": _when("start", start),
            "end": _when("end", end),
        }
        params = {k: v for k, v in params.items() if v is not None}
        result = _recall_result(_node_call(client.recall, bank, query, **params))
        log.info("recalled bank=%s hits=%d", bank, len(result.memories))
        return CallToolResult(
            content=[TextContent(type="text", text=recall_text(result))],
            structured_content=result.model_dump(mode="json"),
        )


def _add_forget(server: MCPServer[Any], client: MemstreamClient, bank: str, wait_s: float) -> None:
    @server.tool(
        annotations=ToolAnnotations(
            title="Forget", read_only_hint=False, destructive_hint=True, idempotent_hint=True
        ),
        description=(
            f"Permanently forget memories in the bank {bank!r}: give exactly one of "
            "`memory_id` (an id that `recall` or `retain` returned), `conversation_id` (a whole "
            "conversation) or `speaker` (everything that person said: 'forget about me'). "
            "Memories retained afterwards are kept. Returns how many memories were deleted."
        ),
    )
    def forget(
        memory_id: Annotated[str | None, Field(description="One memory's id.")] = None,
        conversation_id: Annotated[str | None, Field(description="A conversation.")] = None,
        speaker: Annotated[str | None, Field(description="A person, as retained.")] = None,
    ) -> Annotated[CallToolResult, Forgot]:
        given = {"conversation_id": conversation_id, "speaker": speaker}
        what: dict[str, Any] = {k: v for k, v in given.items() if v}
        if memory_id:
            what["memory_ids"] = [memory_id]
        if len(what) != 1:
            raise ToolError("give exactly one of memory_id, conversation_id, speaker")
        try:
            resp = _node_call(client.forget, bank, wait=True, timeout_s=wait_s, **what)
        except ValidationError as e:
            raise ToolError(f"invalid request: {e.errors()[0]['msg']}") from None
        out = Forgot.model_validate(resp.model_dump(include=set(Forgot.model_fields)))
        log.info("forgot bank=%s scope=%s deleted=%d", bank, out.scope, out.deleted)
        return CallToolResult(
            content=[TextContent(type="text", text=f"Forgot {out.deleted} memories.")],
            structured_content=out.model_dump(mode="json"),
        )


def run_stdio(
    bank: str,
    url: str = "http://127.0.0.1:8642",
    api_key: str | None = None,
    *,
    wait_s: float = DEFAULT_WAIT_S,
) -> None:
    """Serve the tools for `bank` over stdin/stdout until the client closes the pipe."""
    with MemstreamClient(url, api_key=api_key, timeout=wait_s + 30.0) as client:
        log.info("mcp serving bank=%s url=%s", bank, url)
        build_server(client, bank, wait_s=wait_s).run("stdio")
