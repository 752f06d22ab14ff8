"""Forgetting that replays respect, on the real broker: a node retains the project's test chat
(tests/chat.py) and another bank, forgets a speaker and one memory, deletes the other bank, and
retains one new memory of the forgotten speaker. Then the whole topic is replayed from its
beginning: into the node's own stores (every event delivered again), into fresh stores
(`run_ingest`, a new data dir), and by a new node (a replica, with its own bank registry).
Each ends exactly where the live node did: nothing forgotten comes back, everything else does.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memstream.connectors.kafka import EmbeddedBroker
from memstream.connectors.stores import open_stores
from memstream.contract.schemas import EventIn, ForgetRequest
from memstream.events import MemoryEvent
from memstream.flows.runner import run_ingest
from memstream.service.node import Node
from memstream.settings import ApiSettings, FlowSettings, KafkaSettings, Settings, StoreSettings
from tests.chat import BANK, chat_events

pytestmark = [pytest.mark.integration, pytest.mark.models]

OTHER = "other-bank"
FORGOTTEN = "Emeka"


@pytest.fixture(scope="module")
def broker():
    with EmbeddedBroker() as b:
        yield b.bootstrap


def _settings(broker: str, data_dir: Path) -> Settings:
    return Settings(
        kafka=KafkaSettings(
            bootstrap_servers=broker, topic="forget-replay", dlq_topic="forget-replay.dlq"
        ),
        store=StoreSettings(
            data_dir=data_dir, graph_engine=os.environ.get("MEMSTREAM_GRAPH_ENGINE", "ladybug")
        ),
        flow=FlowSettings(snapshot_interval_s=0.5, source_batch_size=32),
        api=ApiSettings(max_wait_s=120.0),
    )


def _ins(events: list[MemoryEvent]) -> list[EventIn]:
    return [
        EventIn.model_validate(e.model_dump(exclude={"bank", "schema_version"})) for e in events
    ]


def _eventually(check: Callable[[], bool], what: str, timeout_s: float = 240.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, f"not {what} after {timeout_s} s"
        time.sleep(0.5)


def test_forgetting_survives_every_replay(broker, enricher, tmp_path) -> None:
    chat, other = chat_events(), chat_events(bank=OTHER)[:20]
    forgotten = {e.memory_id for e in chat if e.speaker == FORGOTTEN}
    one = next(e.memory_id for e in chat if e.speaker != FORGOTTEN)
    later = MemoryEvent(
        event_id="after-the-forget",
        bank=BANK,
        text="Emeka is back and says hello again.",
        occurred_at=datetime(2024, 7, 1, 9, 0, tzinfo=UTC),
        speaker=FORGOTTEN,
        conversation_id=chat[0].conversation_id,
    )
    assert 0 < len(forgotten) < len(chat)

    live_settings = _settings(broker, tmp_path / "live")
    with Node(live_settings, enricher=enricher) as node:
        svc = node.service
        for bank, events in ((BANK, chat), (OTHER, other)):
            svc.create_bank(bank)
            assert svc.retain(bank, _ins(events), wait=True).visible is True
        r = svc.forget(BANK, ForgetRequest(speaker=FORGOTTEN), wait=True)
        assert (r.deleted, r.applied) == (len(forgotten), True)
        r = svc.forget(BANK, ForgetRequest(memory_ids=[one]), wait=True)
        assert (r.deleted, r.applied) == (1, True)
        svc.delete_bank(OTHER)
        assert svc.retain(BANK, _ins([later]), wait=True).visible is True
        tokens = node.stores.tokens
        assert tokens is not None  # written right after the stores that `visible` waits for
        _eventually(lambda: tokens.count(BANK) == len(chat) - len(forgotten), "tokens written")
        live = node.stores.fingerprint(BANK)
        assert [b.name for b in svc.list_banks()] == [BANK]
    expected = sorted({e.memory_id for e in chat} - forgotten - {one} | {later.memory_id})
    assert [p[0] for p in live["vector"]] == expected
    assert live["bm25"] == expected and len(live["tokens"]) == len(expected)

    # 1. The node's own stores, every event delivered again: the tombstones win again.
    with open_stores(live_settings.store) as stores:
        run_ingest(live_settings, broker, stores, enricher, until_eof=True, from_beginning=True)
        assert stores.fingerprint(BANK) == live
        assert stores.banks() == [BANK]

    # 2. Fresh stores in a new data dir: the log alone rebuilds the same bank.
    fresh = _settings(broker, tmp_path / "fresh")
    with open_stores(fresh.store) as stores:
        run_ingest(fresh, broker, stores, enricher, until_eof=True, from_beginning=True)
        assert stores.fingerprint(BANK) == live
        assert stores.banks() == [BANK]
        c = stores.counts(OTHER)
        assert (c.vector, c.bm25, c.graph_memories, c.entities, c.episodes) == (0, 0, 0, 0, 0)

    # 3. A new replica: its bank registry does not list the deleted bank either.
    with Node(_settings(broker, tmp_path / "replica"), enricher=enricher) as replica:
        _eventually(lambda: replica.stores.fingerprint(BANK) == live, "replayed")
        # The last event is in, so (one partition) every tombstone before it was applied.
        assert [b.name for b in replica.service.list_banks()] == [BANK]


def test_a_turn_retained_just_after_a_forget_stays(broker, enricher, tmp_path, monkeypatch) -> None:
    """The forget's immediate delete covers what was published before its tombstone only: a
    turn of the forgotten speaker retained right after the tombstone, and written by the flow
    while the forget is still deleting, stays, as it does in a replay of the log."""
    import memstream.service.local as local

    published, real = threading.Event(), local.apply_forget

    def slow_apply(stores, forget, partition=None):
        published.set()  # the tombstone is on the log now
        time.sleep(2.0)
        return real(stores, forget, partition)

    monkeypatch.setattr(local, "apply_forget", slow_apply)
    chat = chat_events()[:6]
    again = MemoryEvent(
        event_id="right-after",
        bank=BANK,
        text="Emeka says he is still here.",
        occurred_at=datetime(2024, 7, 2, 9, 0, tzinfo=UTC),
        speaker=FORGOTTEN,
        conversation_id=chat[0].conversation_id,
    )
    with Node(_settings(broker, tmp_path / "live"), enricher=enricher) as node:
        svc = node.service
        svc.create_bank(BANK)
        assert svc.retain(BANK, _ins(chat), wait=True).visible is True
        answers: list = []
        worker = threading.Thread(
            target=lambda: answers.append(
                published.wait(30) and svc.retain(BANK, _ins([again]), wait=True).visible
            )
        )
        worker.start()
        svc.forget(BANK, ForgetRequest(speaker=FORGOTTEN), wait=True)
        worker.join(60)
        assert answers == [True]
        held = {p[0] for p in node.stores.fingerprint(BANK)["vector"]}
    assert again.memory_id in held
