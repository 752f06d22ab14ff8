"""Live equals replay, on a node, under the traffic chat apps send.

A node (embedded broker, real models, the flow in its thread) takes chat traffic from
benchmarks/traffic.py through its service facade, as the HTTP routes call it: turns
milliseconds apart, late within and across seconds, bursts sent concurrently, retried sends,
forgets between them, garbage straight to the topic, and recall clients running beside it
(whose Hebbian co-recalls travel the log). Then the same log is replayed into empty stores.

Asserted: every acknowledged retain is stored unless a later forget removed it; no valid
record is dead-lettered (only the garbage is); the live stores and the replayed stores are
equal, store by store (vector, BM25 with its context field, graph with chains, episodes and
Hebbian edges, tokens).
"""

from __future__ import annotations

import os
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from pathlib import Path

import pytest

from benchmarks.traffic import (
    T0,
    Action,
    Forget,
    Garbage,
    Send,
    Shape,
    chat_traffic,
    expected_ids,
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
#: Real seconds per second of traffic time: the stream plays at about 3x speed.
PACE = 0.3


def _settings(broker: str, data_dir: Path) -> Settings:
    return Settings(
        kafka=KafkaSettings(bootstrap_servers=broker, topic=TOPIC, dlq_topic=f"{TOPIC}.dlq"),
        store=StoreSettings(
            data_dir=data_dir, graph_engine=os.environ.get("MEMSTREAM_GRAPH_ENGINE", "ladybug")
        ),
        flow=FlowSettings(snapshot_interval_s=0.5, source_batch_size=8),
        api=ApiSettings(max_wait_s=120.0),
    )


def _in(send: Send) -> EventIn:
    return EventIn.model_validate(send.event.model_dump(exclude={"bank", "schema_version"}))


class _Recalls:
    """Recall clients beside the stream: each asks one bank about a turn's words, again and
    again (each recall publishes a co-recall to the log)."""

    def __init__(self, svc: MemoryService, questions: dict[str, list[str]], clients: int) -> None:
        self._svc, self._questions = svc, questions
        self._stop = threading.Event()
        self.done = 0
        self.errors: list[BaseException] = []
        self._threads = [
            threading.Thread(target=self._loop, args=(random.Random(i),), daemon=True)
            for i in range(clients)
        ]

    def _loop(self, rng: random.Random) -> None:
        while not self._stop.is_set():
            bank = rng.choice(sorted(self._questions))
            words = rng.choice(self._questions[bank]).split()[:6]
            try:
                self._svc.recall(RecallRequest(bank=bank, text=" ".join(words), limit=5))
                self.done += 1
            except Exception as e:  # recorded, and the test fails on it
                self.errors.append(e)
            time.sleep(0.05)

    def __enter__(self) -> _Recalls:
        for t in self._threads:
            t.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(60)


def _play(svc: MemoryService, actions: list[Action]) -> list[str]:
    """Play the traffic in arrival order, sends of one burst concurrently; the memory ids of
    the retains the node acknowledged (wait=true: visible)."""
    acked: list[str] = []
    lock = threading.Lock()

    def send(s: Send) -> None:
        r = svc.retain(s.event.bank, [_in(s)], wait=True)
        assert r.visible is True, f"retain of {s.event.event_id} not visible"
        with lock:
            acked.extend(r.ids)

    with ThreadPoolExecutor(4) as pool:
        burst: list = []
        for a in actions:
            if isinstance(a, Send):
                burst.append(pool.submit(send, a))
                if len(burst) < 4 and random.random() < 0.6:
                    continue  # more of this burst
            for f in burst:  # a forget or garbage waits for the sends before it
                f.result()
            burst = []
            if isinstance(a, Forget):
                req = ForgetRequest(
                    memory_ids=list(a.memory_ids) or None,
                    conversation_id=a.conversation_id,
                    speaker=a.speaker,
                )
                svc.forget(a.bank, req, wait=True)
            elif isinstance(a, Garbage):
                svc.publish_raw([(b"garbage", a.value)])
            time.sleep(random.uniform(0, 0.15) * PACE)
        for f in burst:
            f.result()
    return acked


def _last_turn(bank: str) -> MemoryEvent:
    return MemoryEvent(
        event_id="last",
        bank=bank,
        text="That is all for today, talk tomorrow.",
        occurred_at=T0 + timedelta(days=1),
        conversation_id="conv-last",
    )


def _eventually(check: Callable[[], bool], what: str, timeout_s: float = 120.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, f"not {what} after {timeout_s} s"
        time.sleep(0.25)


def test_a_live_node_and_a_replay_of_its_log_hold_the_same_memories(enricher, tmp_path) -> None:
    random.seed(23)
    actions = chat_traffic(random.Random(23), Shape(turns=72, conversations=4, recalls=0))
    sends = [a for a in actions if isinstance(a, Send)]
    banks = sorted({s.event.bank for s in sends})
    questions = {b: [s.event.text for s in sends if s.event.bank == b] for b in banks}
    want = expected_ids(actions)
    with EmbeddedBroker() as broker:
        live_settings = _settings(broker.bootstrap, tmp_path / "live")
        with Node(live_settings, enricher=enricher) as node:
            svc = node.service
            for b in banks:
                svc.create_bank(b)
            with _Recalls(svc, questions, clients=2) as recalls:
                acked = _play(svc, actions)
            assert recalls.errors == [] and recalls.done > 0
            # the co-recalls published last are read before these last turns are visible
            for b in banks:
                last = _last_turn(b)
                svc.retain(b, [_in(Send(last))], wait=True)
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
        for store in ("vector", "bm25", "bm25_context", "graph", "tokens"):
            assert live[b][store] == replay[b][store], f"bank {b}: {store} differs"
