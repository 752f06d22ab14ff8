"""The Agents SDK session and recall tool against a real node; the agent's model is scripted
(no LLM): it calls the first tool with the user's words, then answers with the tool's output."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from agents import set_tracing_disabled
from agents.items import ModelResponse
from agents.models.interface import Model
from agents.tool_context import ToolContext
from agents.usage import Usage
from openai.types.responses import (
    ResponseFunctionToolCall,
    ResponseOutputMessage,
    ResponseOutputText,
)

from memstream.client import MemstreamClient
from memstream.integrations.openai_agents import MemstreamSession, item_text, recall_tool
from memstream.service.ephemeral import EphemeralNode
from tests.integrations.conftest import new_bank, run_example

pytestmark = [pytest.mark.integration, pytest.mark.models]


class ScriptedModel(Model):
    """Calls the first tool with the last user words; answers with a tool output it gets."""

    def __init__(self) -> None:
        self.inputs: list[list[Any]] = []

    async def get_response(
        self, system_instructions, input, *args: Any, **kw: Any
    ) -> ModelResponse:
        items = [{"role": "user", "content": input}] if isinstance(input, str) else list(input)
        self.inputs.append(items)
        last = items[-1]
        if last.get("type") == "function_call_output":
            text = ResponseOutputText(
                type="output_text", text=f"From memory: {last['output']}", annotations=[]
            )
            out: list[Any] = [
                ResponseOutputMessage(
                    id="m1", type="message", role="assistant", status="completed", content=[text]
                )
            ]
        else:
            tools = kw["tools"] if "tools" in kw else args[2]
            out = [
                ResponseFunctionToolCall(
                    id="f1",
                    call_id=f"call-{len(self.inputs)}",
                    type="function_call",
                    name=tools[0].name,
                    arguments=json.dumps({"query": last["content"]}),
                )
            ]
        return ModelResponse(output=out, usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kw: Any) -> Any:
        raise NotImplementedError


@pytest.fixture(autouse=True)
def _no_tracing() -> None:
    set_tracing_disabled(True)  # the SDK would send traces to OpenAI


def test_the_docs_example_runs(memstream_node: EphemeralNode) -> None:
    bank = new_bank("oa")
    model = ScriptedModel()
    printed = run_example(
        "openai-agents.md",
        memstream_node,
        bank,
        more={'"gpt-4.1"': "MODEL"},
        globals_={"MODEL": model},
    )
    answer, kinds = printed.strip().rsplit("\n", 1)
    assert (
        answer.startswith("From memory: ") and "Ana moved to Porto for a job at Siemens." in answer
    )
    assert kinds == "['user', 'function_call', 'function_call_output', 'assistant']"
    assert model.inputs[0][-1] == {"role": "user", "content": "Where does Ana work?"}


def test_the_session_round_trips_items(memstream_client: MemstreamClient) -> None:
    bank = new_bank("oa")
    session = MemstreamSession(memstream_client, bank, "s-1")
    items: list[Any] = [
        {"role": "user", "content": "Book a table for two."},
        {"type": "function_call", "call_id": "c1", "name": "book", "arguments": '{"n": 2}'},
        {"type": "function_call_output", "call_id": "c1", "output": "booked for 20:00"},
        {"role": "assistant", "content": [{"type": "output_text", "text": "Done: 20:00."}]},
    ]

    async def go() -> None:
        assert await session.get_items() == [] and await session.pop_item() is None
        await session.add_items(items[:1])
        await session.add_items(items[1:])
        assert await session.get_items() == items
        assert await session.get_items(limit=2) == items[2:]
        assert await session.pop_item() == items[3]
        assert await session.get_items() == items[:3]
        await session.clear_session()
        assert await session.get_items() == []

    asyncio.run(go())
    assert [item_text(i) for i in items[1:]] == [
        'calls book({"n": 2})',
        "tool output: booked for 20:00",
        "Done: 20:00.",
    ]


def test_the_recall_tool(memstream_client: MemstreamClient) -> None:
    bank = new_bank("oa")
    tool = recall_tool(memstream_client, bank, limit=1)
    assert tool.name == "recall_memories" and "query" in tool.params_json_schema["properties"]

    def call(query: str) -> str:
        ctx = ToolContext(context=None, tool_name=tool.name, tool_call_id="c", tool_arguments="")
        return asyncio.run(tool.on_invoke_tool(ctx, json.dumps({"query": query})))

    assert call("anything") == "nothing remembered about that"  # no bank yet
    memstream_client.create_bank(bank)
    memstream_client.retain(
        bank,
        [
            {
                "text": "Maya sold a vase to a museum.",
                "speaker": "Ana",
                "occurred_at": "2024-03-09T18:02:00Z",
            }
        ],
        wait=True,
    )
    assert call("What did Maya sell?") == "- 2024-03-09 Ana: Maya sold a vase to a museum."
