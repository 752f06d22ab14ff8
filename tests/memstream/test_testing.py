"""The replay fixtures (`memstream.testing`, `memstream.service.ephemeral`) and `memstream
record`, used as an agent's developer would: replay a recorded chat, ask, expect."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from memstream.service.cli import app
from memstream.service.ephemeral import EphemeralNode, read_lines

pytestmark = [pytest.mark.integration, pytest.mark.models]

ROOT = Path(__file__).resolve().parents[2]
CHAT = ROOT / "tests" / "data" / "replay" / "support.jsonl"


@pytest.fixture(scope="session")
def memstream_enricher(enricher):
    return enricher  # the session's models (tests/conftest.py)


def test_the_docs_example_runs(memstream_replay) -> None:
    page = (ROOT / "docs" / "integrations" / "testing.md").read_text(encoding="utf-8")
    code = page.split("## Example", 1)[1].split("```python", 1)[1].split("```", 1)[0]
    assert '"tests/data/support.jsonl"' in code
    scope: dict[str, object] = {}
    exec(
        compile(code.replace('"tests/data/support.jsonl"', repr(str(CHAT))), "testing.md", "exec"),
        scope,
    )
    tests = [f for name, f in scope.items() if name.startswith("test_") and callable(f)]
    assert len(tests) == 1
    tests[0](memstream_replay)


def test_replay_then_ask(memstream_replay, memstream_node: EphemeralNode) -> None:
    ms = memstream_replay(CHAT)
    top3 = ms.recall("support", "Where does Ana work?", limit=3).memories
    assert any("Siemens" in m.text for m in top3)
    replayed = memstream_replay.last
    assert (replayed.records, replayed.events, replayed.forgets, replayed.invalid) == (7, 5, 1, 1)
    assert replayed.banks == ["support"]
    speakers = {m.speaker for m in ms.iter_memories("support")}
    assert speakers == {"Ana", "agent"}  # the tombstone forgot Bruno, card number and all
    assert memstream_node.dead_letters("support", at_least=1) >= 1  # other tests replay it too


def test_a_fresh_replay_starts_from_empty_banks(memstream_replay) -> None:
    ms = memstream_replay(CHAT)
    ms.retain(
        "support",
        [{"text": "Ana's cat is Miso.", "occurred_at": "2024-03-06T08:00:00Z"}],
        wait=True,
    )
    assert ms.bank("support").counts.vector == 5
    again = memstream_replay(CHAT)
    assert again.bank("support").counts.vector == 4
    texts = [m.text for m in again.iter_memories("support")]
    assert not any("Miso" in t for t in texts) and len(texts) == 4
    kept = memstream_replay(CHAT, fresh=False)  # idempotent: the same memory ids
    assert kept.bank("support").counts.vector == 4


def test_lines_can_be_given_inline(memstream_replay, memstream_node: EphemeralNode) -> None:
    ms = memstream_replay(
        [
            {
                "event_id": "x1",
                "bank": "inline",
                "text": "Leo ran the Lisbon marathon.",
                "occurred_at": "2024-04-20T09:00:00+00:00",
                "speaker": "Leo",
            },
            "",
            "not json at all",
            '{"bank": "inline", "text": "no time"}',
        ]
    )
    assert [m.text for m in ms.recall("inline", "marathon").memories] == [
        "Leo ran the Lisbon marathon."
    ]
    assert memstream_replay.last.invalid == 2 and memstream_replay.last.records == 3
    assert memstream_node.dead_letters("inline", at_least=1) == 1  # the one naming the bank
    assert read_lines([b"{}", "  ", {"a": 1}]) == [b"{}", b'{"a": 1}']


def test_record_a_bank_and_replay_it(memstream_replay, memstream_node, tmp_path: Path) -> None:
    ms = memstream_replay(CHAT)
    ms.create_bank("elsewhere")
    ms.retain(
        "elsewhere", [{"text": "Not recorded.", "occurred_at": "2024-01-01T00:00:00Z"}], wait=True
    )
    before = sorted((m.id, m.text) for m in ms.iter_memories("support"))
    out = tmp_path / "recorded.jsonl"
    data_dir = str(memstream_node.settings.store.data_dir)  # the node's broker.json is there
    args = ["record", str(out), "--bank", "support", "--data-dir", data_dir]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "records of bank support" in result.output
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert {x["bank"] for x in lines} == {"support"}
    # the file's records in order, the invalid one too, then the replay's closing tombstone
    assert [x["event_id"] for x in lines[-8:-1]] == [
        "t1",
        "t2",
        "t3",
        "t4",
        "forget-bruno",
        "t5",
        "t6",
    ]
    assert (lines[-1]["kind"], lines[-1]["scope"]) == ("forget", "memory")
    again = memstream_replay(out)  # the whole recorded history of the bank, from empty
    assert sorted((m.id, m.text) for m in again.iter_memories("support")) == before
    assert memstream_replay.last.invalid >= 1
