"""Live equals replay, on a node, under the traffic chat apps send.

A node (embedded broker, real models, the flow in its thread) takes chat traffic from
benchmarks/traffic.py through its service facade, as the HTTP routes call it: turns
milliseconds apart, late within and across seconds, quick runs, bursts sent concurrently,
retried sends, forgets between them, garbage straight to the topic, and recall clients
running beside it (whose Hebbian co-recalls travel the log). Then the same log is replayed
into empty stores.

Asserted: every acknowledged retain is stored unless a later forget removed it; no valid
record is dead-lettered (only the garbage is); the live stores and the replayed stores are
equal, store by store (vector, BM25 with its context field, graph with chains, episodes and
Hebbian edges, tokens). The fault suite's ``live_stream`` scenario does the same to a node
process over HTTP (benchmarks/fault_live.py).
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from benchmarks.traffic import (
    Beside,
    Forget,
    Garbage,
    Send,
    Shape,
    chat_traffic,
    expected_ids,
    last_turn,
    play,
)
from memstream.connectors.kafka import EmbeddedBroker, read_dead_letters
from memstream.connectors.kafka.dlq import distinct
from memstream.connectors.stores import open_stores
from memstream.contract.recall import RecallRequest
from memstream.contract.schemas import EventIn, ForgetRequest
from memstream.events import MemoryEvent
from memstream.flows.runner import run_ingest
from memstream.service.facade import MemoryService
from memstream.service.node import Node
from memstream.settings import ApiSettings, FlowSettings, KafkaSettings, Settings, StoreSettings

pytestmark = [pytest.mark.integration, pytest.mark.models, pytest.mark.graph]

TOPIC = "live-replay"
STORES = ("vector", "bm25", "bm25_context", "graph", "tokens")


def _settings(broker: str, data_dir: Path) -> Settings:
    return Settings(
        kafka=KafkaSettings(bootstrap_servers=broker, topic=TOPIC, dlq_topic=f"{TOPIC}.dlq"),
        store=StoreSettings(
            data_dir=data_dir, graph_engine=os.environ.get("MEMSTREAM_GRAPH_ENGINE", "ladybug")
        ),
        flow=FlowSettings(snapshot_interval_s=0.5, source_batch_size=8),
        api=ApiSettings(max_wait_s=120.0),
    )


def _in(event: MemoryEvent) -> EventIn:
    return EventIn.model_validate(event.model_dump(exclude={"bank", "schema_version"}))


def _calls(svc: MemoryService) -> dict[str, Callable]:
    def retain(event: MemoryEvent) -> list[str]:
        r = svc.retain(event.bank, [_in(event)], wait=True)
        assert r.visible is True, f"retain of {event.event_id} not visible"
        return r.ids

    def forget(f: Forget) -> None:
        req = ForgetRequest(
            memory_ids=list(f.memory_ids) or None,
            conversation_id=f.conversation_id,
            speaker=f.speaker,
        )
        svc.forget(f.bank, req, wait=True)

    return {
        "retain": retain,
        "forget": forget,
        "garbage": lambda value: svc.publish_raw([(b"garbage", value)]),
    }


def _eventually(check: Callable[[], bool], what: str, timeout_s: float = 120.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, f"not {what} after {timeout_s} s"
        time.sleep(0.25)


def test_a_live_node_and_a_replay_of_its_log_hold_the_same_memories(enricher, tmp_path) -> None:
    actions = chat_traffic(random.Random(23), Shape(turns=72, conversations=4, recalls=0))
    sends = [a.event for a in actions if isinstance(a, Send)]
    banks = sorted({e.bank for e in sends})
    want = expected_ids(actions)
    with EmbeddedBroker() as broker:
        live_settings = _settings(broker.bootstrap, tmp_path / "live")
        with Node(live_settings, enricher=enricher) as node:
            svc = node.service
            for b in banks:
                svc.create_bank(b)

            def recall(rng: random.Random) -> None:
                text = " ".join(rng.choice(sends).text.split()[:6])
                svc.recall(RecallRequest(bank=rng.choice(banks), text=text, limit=5))

            with Beside(recall, clients=2) as recalls:
                acked = play(actions, **_calls(svc), rng=random.Random(5), pace_s=0.05)
            assert recalls.errors == [] and recalls.done > 0
            for b in banks:  # read after every co-recall published before it
                last = last_turn(b)
                assert svc.retain(b, [_in(last)], wait=True).visible is True
                want[b].add(last.memory_id)
            tokens = node.stores.tokens
            assert tokens is not None
            for b in banks:
                _eventually(lambda b=b: tokens.count(b) == len(want[b]), f"tokens of {b}")
            live = {b: node.stores.fingerprint(b) for b in banks}
        letters = distinct(read_dead_letters(broker.bootstrap, live_settings.kafka))
        replay_settings = _settings(broker.bootstrap, tmp_path / "replay")
        with open_stores(replay_settings.store) as stores:
            run_ingest(replay_settings, broker.bootstrap, stores, enricher, until_eof=True)
            replay = {b: stores.fingerprint(b) for b in banks}

    garbage = sorted(a.kind for a in actions if isinstance(a, Garbage))
    assert sorted(d.kind for d in letters) == garbage, [d.reason for d in letters]
    for b in banks:
        stored = {p[0] for p in live[b]["vector"]}
        assert stored == want[b]
        assert {i for i in acked if i in want[b]} <= stored
        assert live[b]["graph"]["hebbian"], "recalls beside the stream learned nothing"
        for store in STORES:
            assert live[b][store] == replay[b][store], f"bank {b}: {store} differs"
