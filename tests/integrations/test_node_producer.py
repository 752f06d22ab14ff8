"""The Node.js producer example (examples/node-producer, kafkajs) against the embedded Tansu
broker of a real node: its events are ingested, its malformed records dead-lettered with their
reasons; and the JSON Schema the docs publish accepts its events and refuses the broken one.

Needs `node` and the example's `npm ci` (`just npm`, part of `just test`)."""

from __future__ import annotations

import json
import shutil
import subprocess
import time
import uuid
from pathlib import Path

import jsonschema
import pytest

from memstream.connectors.kafka.dlq import read_dead_letters
from memstream.service.ephemeral import EphemeralNode
from memstream.wire_schema import forget_event_schema, memory_event_schema

pytestmark = [pytest.mark.integration, pytest.mark.models]

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "node-producer"


def _run_producer(node: EphemeralNode, bank: str) -> str:
    assert shutil.which("node"), "node is not installed (just npm installs it)"
    assert (EXAMPLE / "node_modules" / "kafkajs").is_dir(), "run `just npm` (npm ci) first"
    s = node.settings
    cmd = ["node", "producer.js", "--brokers", node.node.bootstrap, "--topic", s.kafka.topic]
    out = subprocess.run(
        [*cmd, "--bank", bank, "--malformed"],
        cwd=EXAMPLE,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_the_node_producer_is_ingested_and_its_garbage_dead_lettered(
    memstream_node: EphemeralNode,
) -> None:
    bank = f"node-{uuid.uuid4().hex[:8]}"
    assert "published 5 records" in _run_producer(memstream_node, bank)
    ms = memstream_node.client()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if bank in {b.name for b in ms.banks()} and len(ms.memories(bank).memories) == 3:
            break
        time.sleep(0.2)
    memories = sorted(ms.memories(bank).memories, key=lambda m: m.sequence or 0)
    assert [(m.event_id, m.speaker) for m in memories] == [
        ("ana-web-1-0", "Ana"),
        ("ana-web-1-1", "agent"),
        ("ana-web-1-2", "Ana"),
    ]
    assert memories[0].metadata == {"source": "node-chat-backend"}
    top = ms.recall(bank, "Which day suits Ana for deliveries?", limit=1).memories
    assert "Fridays" in top[0].text
    s = memstream_node.settings
    letters = []
    while time.monotonic() < deadline and len(letters) < 2:
        letters = [
            d
            for d in read_dead_letters(memstream_node.node.bootstrap, s.kafka)
            if d.key == bank.encode()
        ]
        time.sleep(0.2)
    reasons = sorted((d.kind, d.reason) for d in letters)
    assert [k for k, _ in reasons] == ["json", "schema"], reasons
    assert "occurred_at" in reasons[1][1] and "not JSON" in reasons[0][1]
    ms.close()


def test_the_published_schema_accepts_the_producers_events() -> None:
    schema = memory_event_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.Draft202012Validator.check_schema(forget_event_schema())
    check = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
    event = {
        "schema_version": 1,
        "event_id": "ana-web-1-0",
        "bank": "support",
        "text": "Hi! I just moved to Porto.",
        "occurred_at": "2024-03-03T10:00:00.000Z",
        "speaker": "Ana",
        "conversation_id": "ana-web-1",
        "sequence": 0,
        "metadata": {"source": "node-chat-backend"},
    }
    check.validate(event)
    broken = {"bank": "support", "text": "no time"}
    assert {e.message for e in check.iter_errors(broken)} == {
        "'event_id' is a required property",
        "'occurred_at' is a required property",
    }
    assert not check.is_valid({**event, "colour": "red"})  # unknown fields are refused too
    assert json.loads(json.dumps(schema)) == schema
