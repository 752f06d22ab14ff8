"""`memstream mcp` as an agent meets it: a real MCP client session over stdio, spawning the
command against the real test node."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.types import CallToolResult, TextContent

from tests.api.conftest import chat_events, new_bank

pytestmark = [pytest.mark.integration, pytest.mark.models]

REPO = Path(__file__).resolve().parents[2]


@asynccontextmanager
async def mcp_session(
    bank: str, url: str, key: str, errlog: Path, *extra: str
) -> AsyncIterator[ClientSession]:
    params = StdioServerParameters(
        command=sys.executable,
        args=[
            "-m",
            "memstream.service.cli",
            "mcp",
            "--bank",
            bank,
            "--url",
            url,
            "--api-key",
            key,
            *extra,
        ],
        cwd=REPO,
    )
    with errlog.open("w") as err:
        async with (
            stdio_client(params, errlog=err) as (read, write),
            ClientSession(read, write, read_timeout_seconds=120) as session,
        ):
            await session.initialize()
            yield session


def run(
    bank: str, url: str, key: str, errlog: Path, body: Callable[[ClientSession], Awaitable[None]]
) -> None:
    async def main() -> None:
        async with mcp_session(bank, url, key, errlog, "--verbose") as session:
            await body(session)

    try:
        asyncio.run(main())
    except BaseException:
        print(errlog.read_text(), file=sys.stderr)  # the server's stderr, for the report
        raise


def text(result: CallToolResult) -> str:
    return "\n".join(c.text for c in result.content if isinstance(c, TextContent))


def test_retain_then_recall_over_stdio(served, admin, tmp_path) -> None:
    bank = new_bank(admin, "mcp")
    key = admin.create_key("mcp happy path", banks=[bank]).key
    events = chat_events()

    async def body(session: ClientSession) -> None:
        tools = {t.name: t for t in (await session.list_tools()).tools}
        assert {"retain", "recall"} <= set(tools)
        assert tools["retain"].input_schema["required"] == ["text"]
        retain_args = set(tools["retain"].input_schema["properties"])
        assert {"occurred_at", "speaker", "metadata"} <= retain_args
        assert tools["recall"].input_schema["required"] == ["query"]
        assert tools["recall"].output_schema is not None

        ids = []
        for e in events:
            args = {k: e[k] for k in ("text", "occurred_at", "speaker", "conversation_id")}
            r = await session.call_tool("retain", {**args, "metadata": {"seq": e["sequence"]}})
            assert not r.is_error, text(r)
            assert r.structured_content["visible"] is True
            ids.append(r.structured_content["id"])
        assert len(set(ids)) == len(events)

        r = await session.call_tool(
            "recall", {"query": "What is the name of Leo's dog?", "mode": "HYBRID", "limit": 3}
        )
        assert not r.is_error, text(r)
        best = r.structured_content["memories"][0]
        assert best["id"] == ids[0] and best["metadata"] == {"seq": 0}
        assert text(r).splitlines()[0] == f"2024-03-02 Leo: {events[0]['text']}"

        # An error of the node reaches the model as a tool error with the node's message.
        r = await session.call_tool("recall", {"query": "dog", "mode": "NO_SUCH_MODE"})
        assert r.is_error and "422" in text(r) and "NO_SUCH_MODE" in text(r)

    run(bank, served.url, key, tmp_path / "mcp.log", body)
    # --verbose logs went to stderr; stdout stayed clean, or the session above would have broken.
    assert f"mcp serving bank={bank}" in (tmp_path / "mcp.log").read_text()


def test_errors_become_tool_errors(served, admin, tmp_path) -> None:
    mine, theirs = new_bank(admin, "mcp"), new_bank(admin, "mcp")
    key = admin.create_key("mcp scoped", banks=[mine]).key

    async def body(session: ClientSession) -> None:
        r = await session.call_tool("recall", {"query": "anything"})
        assert r.is_error
        assert "403" in text(r) and f"may not use bank {theirs!r}" in text(r)

        r = await session.call_tool("retain", {"text": "Ana moved.", "occurred_at": "last May"})
        assert r.is_error
        assert "occurred_at must be an ISO-8601 timestamp with a timezone" in text(r)

        # The server survived both and still answers.
        assert {t.name for t in (await session.list_tools()).tools} >= {"retain", "recall"}

    run(theirs, served.url, key, tmp_path / "mcp.log", body)


def test_forget_over_stdio(served, admin, tmp_path) -> None:
    bank = new_bank(admin, "mcp")
    key = admin.create_key("mcp forget", banks=[bank]).key
    ids = admin.retain(bank, chat_events(), wait=True).ids

    async def body(session: ClientSession) -> None:
        tools = {t.name: t for t in (await session.list_tools()).tools}
        assert tools["forget"].annotations.destructive_hint is True
        r = await session.call_tool("forget", {"speaker": "Leo"})
        assert not r.is_error, text(r)
        assert r.structured_content["deleted"] == 3 and r.structured_content["applied"] is True
        assert text(r) == "Forgot 3 memories."
        r = await session.call_tool("forget", {"memory_id": ids[1]})
        assert r.structured_content["deleted"] == 1
        r = await session.call_tool("forget", {"speaker": "Ana", "conversation_id": "c1"})
        assert r.is_error and "exactly one" in text(r)
        r = await session.call_tool("forget", {"memory_id": "not-an-id"})
        assert r.is_error and "not a memory id" in text(r)

    run(bank, served.url, key, tmp_path / "mcp.log", body)
    assert admin.bank(bank).counts.vector == 1
